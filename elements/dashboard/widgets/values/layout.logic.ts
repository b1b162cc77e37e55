// Sizes the value widgets compute from their box: text that fits, shares between a minimum and a maximum.

/** The smallest and largest font size of a widget's main value, in px (the type scale's 16 and 4 × 12). */
export const VALUE_FONT_PX = { min: 16, max: 48 } as const;

/** Width of an average digit relative to the font size (system UI fonts with tabular figures). */
export const CHAR_WIDTH_EM = 0.6;

/** The font size that fits `chars` characters into a box (half its height at most), between the given bounds. */
export function fitFontPx(chars: number, width: number, height: number, bounds: { min: number; max: number } = VALUE_FONT_PX): number {
  const byWidth = width / (CHAR_WIDTH_EM * Math.max(1, chars));
  const size = Math.min(byWidth, height / 2);
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, size)));
}

/** Where `value` lies between `min` and `max`, from 0 to 1; 0 when the range is empty or the value is not a number. */
export function shareOf(value: number | null, min: number, max: number): number {
  if (value === null || !Number.isFinite(value) || !(max > min)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** A number setting, or the fallback when the setting is missing or not a number. */
export function numberSetting(settings: Record<string, unknown>, name: string, fallback: number): number {
  const value = settings[name];
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : fallback;
}

/** A text setting, or the fallback when it is missing or not text. */
export function textSetting(settings: Record<string, unknown>, name: string, fallback = ''): string {
  const value = settings[name];
  return typeof value === 'string' ? value : fallback;
}

/** A boolean setting, or the fallback when it is missing. */
export function booleanSetting(settings: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = settings[name];
  return typeof value === 'boolean' ? value : fallback;
}

/** The colours of the level-colour list (low to high), dropping entries that are not text. */
export function colorList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string' && c.trim() !== '') : [];
}

/** The colour of a share among colours listed low to high: each colour holds an equal band; none when the list is empty. */
export function levelColor(colors: readonly string[], share: number): string | undefined {
  if (!colors.length) return undefined;
  return colors[Math.min(colors.length - 1, Math.floor(Math.min(1, Math.max(0, share)) * colors.length))];
}

/** A colour the dashboard author chose, or undefined when the setting is empty or still the library's default (the theme's colour applies then). */
export function authorColor(value: unknown, libraryDefault?: string): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const normalise = (c: string) => c.replace(/\s+/g, '').toLowerCase();
  return libraryDefault !== undefined && normalise(value) === normalise(libraryDefault) ? undefined : value.trim();
}
