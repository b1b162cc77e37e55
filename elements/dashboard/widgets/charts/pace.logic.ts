// How often a live time-series chart redraws. A chart of a ten-minute window on a 400 px plot moves by one
// pixel every 1.5 s: drawing it for each of ten updates a second repaints the same picture. New data is
// drawn at once after a quiet spell, and otherwise at most once per pixel's worth of time.

/** The longest a chart waits before drawing new data, in ms, however wide its window. */
export const MAX_REDRAW_INTERVAL_MS = 1000;

/**
 * Milliseconds between two redraws of a chart showing `spanMs` of time across `widthPx` pixels: the time one
 * pixel stands for, at most {@link MAX_REDRAW_INTERVAL_MS}; 0 (every update) when either is unknown.
 */
export function redrawIntervalMs(spanMs: number, widthPx: number): number {
  if (!(spanMs > 0) || !(widthPx > 0)) return 0;
  return Math.min(MAX_REDRAW_INTERVAL_MS, Math.floor(spanMs / widthPx));
}

/** How long new data waits before it is drawn, given when the chart last drew: 0 when the interval has passed. */
export function redrawDelay(lastDrawAt: number, now: number, intervalMs: number): number {
  return Math.max(0, lastDrawAt + intervalMs - now);
}
