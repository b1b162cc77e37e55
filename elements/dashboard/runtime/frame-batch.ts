// Widget updates arrive one websocket message at a time; drawing each at once would re-render a
// widget (and redraw its chart) several times between two frames the screen shows. Updates are
// instead held until just before the next frame and applied together, so React renders every widget
// that changed in one pass and each widget at most once per frame. A page's frames are further spaced
// by a minimum interval: twenty widgets each updated ten times a second, out of step, would otherwise
// ask for a frame almost every 16 ms, each painting one or two widgets; spaced, one frame paints them all.

/** Asks for a callback before the next frame (`requestAnimationFrame`). */
export type RequestFrame = (callback: () => void) => unknown;

/** Runs callbacks once before the next frame, each at most once however often it was scheduled. */
export interface FrameBatch {
  /** Schedules `callback` for the next frame; where no frames are drawn it runs at once. */
  schedule(callback: () => void): void;
  /** Drops a scheduled callback (a widget that stopped). */
  cancel(callback: () => void): void;
}

/** Spacing of a batch's frames. */
export interface FrameSpacing {
  /** Least ms between two flushes; 0 flushes on every frame. */
  minIntervalMs: number;
  /** The current time in ms. */
  now: () => number;
  /** Runs `callback` after `ms` ms. */
  setTimer: (callback: () => void, ms: number) => unknown;
}

/** Least ms between two flushes of the page's batch: widgets redraw at most ten times a second. */
export const MIN_FRAME_INTERVAL_MS = 100;

/** How long a flush asked for at `now` waits for the frame interval, given the last flush. */
export function frameWait(lastFlushAt: number, now: number, minIntervalMs: number): number {
  return Math.max(0, lastFlushAt + minIntervalMs - now);
}

/**
 * A batch over a frame source; without one (node, a worker) callbacks run at once. With `spacing`, a
 * flush waits until `minIntervalMs` have passed since the last one, then for the next frame.
 */
export function createFrameBatch(requestFrame: RequestFrame | undefined, spacing?: FrameSpacing): FrameBatch {
  const pending = new Set<() => void>();
  let requested = false;
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  const flush = () => {
    requested = false;
    if (spacing) lastFlushAt = spacing.now();
    const due = [...pending];
    pending.clear();
    for (const callback of due) callback();
  };
  return {
    schedule(callback) {
      if (!requestFrame) {
        callback();
        return;
      }
      pending.add(callback);
      if (requested) return;
      requested = true;
      const wait = spacing ? frameWait(lastFlushAt, spacing.now(), spacing.minIntervalMs) : 0;
      if (wait > 0) spacing!.setTimer(() => requestFrame(flush), wait);
      else requestFrame(flush);
    },
    cancel(callback) {
      pending.delete(callback);
    },
  };
}

/** The page's batch: the browser's frames where there are any, at least {@link MIN_FRAME_INTERVAL_MS} apart. */
export const frameBatch: FrameBatch = createFrameBatch(
  typeof globalThis.requestAnimationFrame === 'function' ? (callback) => globalThis.requestAnimationFrame(callback) : undefined,
  { minIntervalMs: MIN_FRAME_INTERVAL_MS, now: () => performance.now(), setTimer: (callback, ms) => setTimeout(callback, ms) },
);
