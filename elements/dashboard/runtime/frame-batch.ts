// Widget updates arrive one websocket message at a time; drawing each at once would re-render a
// widget (and redraw its chart) several times between two frames the screen shows. Updates are
// instead held until just before the next frame and applied together, so React renders every widget
// that changed in one pass and each widget at most once per frame.

/** Asks for a callback before the next frame (`requestAnimationFrame`). */
export type RequestFrame = (callback: () => void) => unknown;

/** Runs callbacks once before the next frame, each at most once however often it was scheduled. */
export interface FrameBatch {
  /** Schedules `callback` for the next frame; where no frames are drawn it runs at once. */
  schedule(callback: () => void): void;
  /** Drops a scheduled callback (a widget that stopped). */
  cancel(callback: () => void): void;
}

/** A batch over a frame source; without one (node, a worker) callbacks run at once. */
export function createFrameBatch(requestFrame: RequestFrame | undefined): FrameBatch {
  const pending = new Set<() => void>();
  let requested = false;
  const flush = () => {
    requested = false;
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
      requestFrame(flush);
    },
    cancel(callback) {
      pending.delete(callback);
    },
  };
}

/** The page's batch: the browser's frames where there are any. */
export const frameBatch: FrameBatch = createFrameBatch(
  typeof globalThis.requestAnimationFrame === 'function' ? (callback) => globalThis.requestAnimationFrame(callback) : undefined,
);
