import type { TsWrite } from './ts-store.js';

/** Most entries one batched statement carries. */
export const MAX_BATCH_ENTRIES = 10_000;

interface Pending {
  write: TsWrite;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for time-series writes: a write starts at once when nothing is being stored;
 * writes arriving meanwhile wait and go together in the next statement. When a batch fails, its
 * writes are retried one by one so only the faulty write fails.
 */
export class TsWriteBatcher {
  private queue: Pending[] = [];
  private draining = false;

  constructor(private readonly store: (writes: TsWrite[]) => Promise<void>, private readonly maxEntries = MAX_BATCH_ENTRIES) {}

  /** Stores one write; resolves once it is stored. */
  write(write: TsWrite): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private take(): Pending[] {
    let entries = 0;
    let n = 0;
    while (n < this.queue.length && (n === 0 || entries + this.queue[n]!.write.entries.length <= this.maxEntries)) {
      entries += this.queue[n]!.write.entries.length;
      n++;
    }
    return this.queue.splice(0, n);
  }

  private async drain(): Promise<void> {
    this.draining = true;
    while (this.queue.length > 0) {
      const batch = this.take();
      try {
        await this.store(batch.map((p) => p.write));
        for (const p of batch) p.resolve();
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else await this.oneByOne(batch);
      }
    }
    this.draining = false;
  }

  private async oneByOne(batch: Pending[]): Promise<void> {
    for (const p of batch) {
      try {
        await this.store([p.write]);
        p.resolve();
      } catch (err) {
        p.reject(err);
      }
    }
  }
}
