// Keys the widget views answer to: moving between tabs, stepping a value, panning a map.

/** The tab a key moves to among `count` tabs (arrows wrap, mirrored right to left; Home and End), or null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number, rtl = false): number | null {
  if (count <= 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Whether an element lays out right to left (its own or an ancestor's `dir`). */
export function isRtl(element: Element | null): boolean {
  return !!element && getComputedStyle(element).direction === 'rtl';
}
