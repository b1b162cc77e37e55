/** Message a session gets, at most once per notice period, while its updates are being dropped. */
export const TOO_MANY_UPDATES_MESSAGE = 'Too many updates!';
/** How often the too-many-updates notice may be repeated, in ms. */
export const TOO_MANY_UPDATES_NOTICE_MS = 60_000;

interface Bucket { capacity: number; perMs: number; tokens: number; updated: number }

/**
 * A ThingsBoard rate limit such as `"100:1,2000:60"` (at most 100 per second and 2000 per minute),
 * kept as one token bucket per pair; every pair must have a token for an update to pass.
 */
export class UpdateRateLimit {
  private constructor(private readonly buckets: Bucket[]) {}

  /** Parses a limit spec; undefined when it is empty or has no valid `capacity:seconds` pair. */
  static parse(spec: unknown, now = Date.now()): UpdateRateLimit | undefined {
    if (typeof spec !== 'string') return undefined;
    const buckets: Bucket[] = [];
    for (const part of spec.split(',')) {
      const [c, s] = part.trim().split(':').map(Number);
      if (c === undefined || s === undefined || !Number.isInteger(c) || !(s > 0) || c <= 0) continue;
      buckets.push({ capacity: c, perMs: (s * 1000) / c, tokens: c, updated: now });
    }
    return buckets.length ? new UpdateRateLimit(buckets) : undefined;
  }

  /** Takes one token from every bucket; false (and nothing taken) when any bucket is empty. */
  tryConsume(now = Date.now()): boolean {
    for (const b of this.buckets) {
      b.tokens = Math.min(b.capacity, b.tokens + (now - b.updated) / b.perMs);
      b.updated = now;
    }
    if (this.buckets.some((b) => b.tokens < 1)) return false;
    for (const b of this.buckets) b.tokens -= 1;
    return true;
  }
}
