import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { frameBatch } from '../../runtime/frame-batch.js';
import { redrawDelay } from './pace.logic.js';

/**
 * The value to draw: a new value shows at once when the last one showed at least `intervalMs` ago, else when
 * that interval has passed (the newest value then, earlier ones skipped). Unpaced values (a status change)
 * show at once. A held value shows in the page's next batched frame, with the other widgets' updates, so a
 * chart's redraw never costs a frame of its own.
 */
export function usePaced<T>(value: T, intervalMs: number, paced: boolean): T {
  const [shown, setShown] = useState(value);
  // The first value is drawn on mount: that counts as a draw.
  const lastAt = useRef(Number.NEGATIVE_INFINITY);
  useLayoutEffect(() => {
    lastAt.current = performance.now();
  }, []);
  useLayoutEffect(() => {
    if (Object.is(value, shown)) return undefined;
    const show = () => {
      lastAt.current = performance.now();
      setShown(value);
    };
    const delay = paced ? redrawDelay(lastAt.current, performance.now(), intervalMs) : 0;
    if (delay === 0) {
      show();
      return undefined;
    }
    // Rendered at once inside the batched frame (a state update there would otherwise wait for a task of its
    // own and paint in the frame after).
    const showInFrame = () => flushSync(show);
    const timer = setTimeout(() => frameBatch.schedule(showInFrame), delay);
    return () => {
      clearTimeout(timer);
      frameBatch.cancel(showInFrame);
    };
  }, [value, shown, intervalMs, paced]);
  return shown;
}
