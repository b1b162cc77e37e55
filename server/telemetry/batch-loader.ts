interface Waiting<V> {
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Loads values by key, one query for all keys asked while the previous query runs: a lookup starts
 * at once when none is running, later ones wait and go together. Nothing is cached.
 */
export class BatchLoader<V> {
  private waiting = new Map<string, Array<Waiting<V>>>();
  private running = false;

  constructor(private readonly loadMany: (keys: string[]) => Promise<Map<string, V>>, private readonly maxKeys = 1000) {}

  /** Loads one key; undefined when `loadMany` does not answer it. */
  load(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(key) ?? [];
      list.push({ resolve, reject });
      this.waiting.set(key, list);
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.waiting.size > 0) {
      const keys = [...this.waiting.keys()].slice(0, this.maxKeys);
      const batch = keys.map((k) => [k, this.waiting.get(k)!] as const);
      for (const k of keys) this.waiting.delete(k);
      try {
        const found = await this.loadMany(keys);
        for (const [k, list] of batch) for (const w of list) w.resolve(found.get(k));
      } catch (err) {
        for (const [, list] of batch) for (const w of list) w.reject(err);
      }
    }
    this.running = false;
  }
}
