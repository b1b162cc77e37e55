/** Why a wait ended without a value. */
export type WaitEnd = 'timeout' | 'cancelled' | 'closed' | 'deleted';

/** A pending wait: its promise and a cancel for when the waiting client goes away. */
export interface Wait<T> {
  promise: Promise<T | WaitEnd>;
  /** Ends the wait with 'cancelled' (no-op once settled). */
  cancel(): void;
}

interface Waiter<T> {
  settle(value: T | WaitEnd): void;
}

/**
 * Long-poll waiters grouped by a key (a device id): each wait ends with the first value handed to
 * it, its timeout, a cancel, or the close of the whole set.
 */
export class Waiters<T> {
  private readonly byKey = new Map<string, Waiter<T>[]>();
  private readonly watchers = new Map<string, Array<() => void>>();
  private closed = false;

  /** Waits on `key` for at most `timeoutMs`. */
  wait(key: string, timeoutMs: number): Wait<T> {
    let settle!: (value: T | WaitEnd) => void;
    const promise = new Promise<T | WaitEnd>((resolve) => {
      settle = resolve;
    });
    if (this.closed) {
      settle('closed');
      return { promise, cancel: () => {} };
    }
    let done = false;
    const waiter: Waiter<T> = {
      settle: (value) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        this.remove(key, waiter);
        settle(value);
      },
    };
    const timer = setTimeout(() => waiter.settle('timeout'), timeoutMs);
    const list = this.byKey.get(key) ?? [];
    list.push(waiter);
    this.byKey.set(key, list);
    const watching = this.watchers.get(key) ?? [];
    this.watchers.delete(key);
    for (const fn of watching) fn();
    return { promise, cancel: () => waiter.settle('cancelled') };
  }

  /** Resolves once somebody waits on `key` (at once when somebody already does). */
  whenWaiting(key: string): Promise<void> {
    if (this.count(key) > 0) return Promise.resolve();
    return new Promise((resolve) => {
      const list = this.watchers.get(key) ?? [];
      list.push(resolve);
      this.watchers.set(key, list);
    });
  }

  /** Number of waits on `key`. */
  count(key: string): number {
    return this.byKey.get(key)?.length ?? 0;
  }

  /** Hands `value` to the oldest wait on `key`; false when nobody waits. */
  resolveOne(key: string, value: T): boolean {
    const first = this.byKey.get(key)?.[0];
    if (!first) return false;
    first.settle(value);
    return true;
  }

  /** Hands `value` to every wait on `key`. */
  resolveAll(key: string, value: T | WaitEnd): void {
    for (const w of [...(this.byKey.get(key) ?? [])]) w.settle(value);
  }

  /** Ends every wait with 'closed'; later waits end at once. */
  close(): void {
    this.closed = true;
    for (const key of [...this.byKey.keys()]) this.resolveAll(key, 'closed');
  }

  private remove(key: string, waiter: Waiter<T>): void {
    const list = this.byKey.get(key);
    if (!list) return;
    const i = list.indexOf(waiter);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.byKey.delete(key);
  }
}
