import { expect } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { PICKER_DEBOUNCE_MS } from '../../../sdk/catalogues/limits.js';
import { nextFrame, type } from './kit-test.js';

/** A clock installed by @sinonjs/fake-timers. */
export type FakeClock = ReturnType<typeof FakeTimers.install>;

/**
 * Lets rendering finish under a faked clock: Preact runs effects from a timeout it sets after the next frame, so
 * each frame is followed by running the timers now due (which never moves the clock).
 */
export async function settle(clock: FakeClock): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await nextFrame();
    clock.tick(0);
  }
}

/**
 * Types `text` into the focused picker one key at a time with setTimeout faked, each key coming 1 ms short of the
 * pickers' debounce (150 ms, shared-controls §9) after the previous one, and checks that `searches()` (the number of
 * search calls so far) does not move until the last key has been still for the whole debounce, when exactly one
 * search starts.
 */
export async function typeDebounced(text: string, searches: () => number): Promise<void> {
  const before = searches();
  // The picker clears the real timer of its first search when the first key comes.
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
  try {
    for (const key of text) {
      await type(key);
      await settle(clock);
      clock.tick(PICKER_DEBOUNCE_MS - 1);
      await settle(clock);
      expect(searches(), `no search ${PICKER_DEBOUNCE_MS - 1} ms after '${key}'`).to.equal(before);
    }
    clock.tick(1);
    for (let i = 0; i < 60 && searches() === before; i++) await settle(clock);
    expect(searches(), `one search ${PICKER_DEBOUNCE_MS} ms after the last key`).to.equal(before + 1);
    // Nothing else is waiting to search the same text again.
    clock.tick(PICKER_DEBOUNCE_MS * 2);
    await settle(clock);
    expect(searches()).to.equal(before + 1);
  } finally {
    clock.uninstall();
  }
}
