/**
 * A bucket of `capacity` tokens refilled in full at the end of every period (counted from its
 * first use), the "<count>:<seconds>" limits of the second-factor calls.
 */
export class IntervalLimit {
  private tokens: number;
  private windowStart: number;

  constructor(readonly config: string, private readonly capacity: number, private readonly periodMs: number, now: number) {
    this.tokens = capacity;
    this.windowStart = now;
  }

  /** Parses "<count>:<seconds>"; undefined for anything else. */
  static parse(config: string, now: number): IntervalLimit | undefined {
    const m = /^(\d+):(\d+)$/.exec(config);
    if (!m) return undefined;
    const capacity = Number(m[1]);
    const seconds = Number(m[2]);
    if (capacity < 1 || seconds < 1) return undefined;
    return new IntervalLimit(config, capacity, seconds * 1000, now);
  }

  /** Takes one token; false when the bucket is empty for the current period. */
  tryConsume(now: number): boolean {
    if (now - this.windowStart >= this.periodMs) {
      this.windowStart += Math.floor((now - this.windowStart) / this.periodMs) * this.periodMs;
      this.tokens = this.capacity;
    }
    if (this.tokens <= 0) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Limits per user and provider; a changed configuration starts a fresh bucket. */
export class LimitRegistry {
  private readonly byUser = new Map<string, Map<string, IntervalLimit>>();

  /** Consumes one token of the user's bucket for `key` under `config`; true when allowed or when there is no limit. */
  tryConsume(userId: string, key: string, config: string | null | undefined, now: number): boolean {
    if (!config) {
      this.byUser.delete(userId);
      return true;
    }
    let perKey = this.byUser.get(userId);
    if (!perKey) this.byUser.set(userId, (perKey = new Map()));
    let limit = perKey.get(key);
    if (!limit || limit.config !== config) {
      limit = IntervalLimit.parse(config, now);
      if (!limit) return true;
      perKey.set(key, limit);
    }
    return limit.tryConsume(now);
  }

  /** Forgets every bucket of a user. */
  clear(userId: string): void {
    this.byUser.delete(userId);
  }
}
