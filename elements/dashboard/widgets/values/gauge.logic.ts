// Geometry of the gauges: angles in degrees with 0 pointing up and growing clockwise (as the library's
// radial gauge settings `startAngle` and `ticksAngle` count them).

/** A point of an SVG drawing. */
export interface Point {
  x: number;
  y: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The point at `angle` degrees on a circle of radius `r` around (cx, cy). */
export function polar(cx: number, cy: number, r: number, angle: number): Point {
  const radians = (angle * Math.PI) / 180;
  return { x: round(cx + r * Math.sin(radians)), y: round(cy - r * Math.cos(radians)) };
}

/** SVG path data of the clockwise arc from `from` to `to` degrees (a sweep of 360 or more draws the whole circle). */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const sweep = Math.min(359.99, Math.max(0, to - from));
  const start = polar(cx, cy, r, from);
  const end = polar(cx, cy, r, from + sweep);
  return `M ${start.x} ${start.y} A ${r} ${r} 0 ${sweep > 180 ? 1 : 0} 1 ${end.x} ${end.y}`;
}

/** A major tick of a dial: its angle and the value it marks. */
export interface Tick {
  angle: number;
  value: number;
}

/** The major ticks of a dial: `count` equal steps from `min` to `max` (count + 1 ticks), over `sweep` degrees from `start`. */
export function majorTicks(min: number, max: number, count: number, start: number, sweep: number): Tick[] {
  const steps = Math.max(1, Math.round(count));
  return Array.from({ length: steps + 1 }, (_, i) => ({ angle: start + (sweep * i) / steps, value: min + ((max - min) * i) / steps }));
}

/** A coloured range of a dial as the library's `highlights` setting holds it. */
export interface Highlight {
  from: number;
  to: number;
  color: string;
}

/** The valid coloured ranges of a `highlights` setting, clipped to [min, max]; entries without numbers or colour are dropped. */
export function highlightsOf(value: unknown, min: number, max: number): Highlight[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const h = entry as Partial<Record<keyof Highlight, unknown>>;
    const from = Number(h?.from);
    const to = Number(h?.to);
    if (!Number.isFinite(from) || !Number.isFinite(to) || typeof h.color !== 'string' || !h.color.trim()) return [];
    const clipped = { from: Math.max(min, Math.min(from, to)), to: Math.min(max, Math.max(from, to)), color: h.color };
    return clipped.to > clipped.from ? [clipped] : [];
  });
}

/** Shortens a text to `max` characters with an ellipsis (SVG text does not truncate by itself). */
export function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text;
}
