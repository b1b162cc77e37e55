// How the value widgets print a latest value: the data key's units and decimals first, then the widget's.

/** What a value widget prints when a key has no value yet and the settings name no other text. */
export const NO_VALUE_TEXT = '—';

/** The most decimals a value is printed with (`toFixed` accepts up to 100; nobody reads more than 10). */
export const MAX_DECIMALS = 10;

/** The parts of a data key that say how its values print (any data key has them). */
export interface KeyFormat {
  decimals?: number | null;
  units?: string;
  [key: string]: unknown;
}

/** Where units and decimals come from besides the data key: the widget's config and its settings. */
export interface ValueFormatContext {
  /** The widget's `config` (`decimals`, `units`). */
  config?: { decimals?: unknown; units?: unknown; [key: string]: unknown };
  /** The widget's `config.settings` (`valueDecimals`, `noValueText`). */
  settings?: Record<string, unknown>;
}

/** A value ready to print: the number or the text, and the units to print after it. */
export interface FormattedValue {
  /** `empty` when there is no value, `number` for numbers, `text` for anything else. */
  kind: 'empty' | 'number' | 'text';
  /** The value as printed, without units. */
  text: string;
  /** The units to print after a number; empty for text and missing values. */
  units: string;
  /** The number, when the value is one. */
  number: number | null;
}

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A whole number of decimals between 0 and {@link MAX_DECIMALS}, or null when `value` is not a number. */
function decimalsValue(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(MAX_DECIMALS, Math.max(0, Math.round(value)));
}

/** The decimals a key's values are printed with: the key's own, else the widget's `decimals`, else the `valueDecimals` setting; null prints numbers as they came. */
export function decimalsOf(key: KeyFormat | undefined, context: ValueFormatContext = {}): number | null {
  return decimalsValue(key?.decimals) ?? decimalsValue(context.config?.decimals) ?? decimalsValue(context.settings?.valueDecimals);
}

/** The units printed after a key's numbers: the key's own, else the widget's `units`; empty when neither is set. */
export function unitsOf(key: KeyFormat | undefined, context: ValueFormatContext = {}): string {
  if (typeof key?.units === 'string' && key.units.trim()) return key.units.trim();
  const units = context.config?.units;
  return typeof units === 'string' ? units.trim() : '';
}

/** The number a value as the server sent it stands for (decimal notation only), or null. */
export function parseNumeric(value: string | number | boolean | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : null;
}

/** A number with a fixed count of decimals, or as short as it prints when `decimals` is null; never `-0`. */
export function formatNumber(value: number, decimals: number | null): string {
  const text = decimals === null ? String(value) : value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** The text of a missing value: the `noValueText` setting when it holds text, else an em dash. */
export function noValueText(context: ValueFormatContext = {}): string {
  const text = context.settings?.noValueText;
  return typeof text === 'string' && text.trim() ? text : NO_VALUE_TEXT;
}

/** Formats a latest value of a key: numbers with their decimals and units, other values as the text they are, no value as the no-value text. */
export function formatValue(
  value: string | number | boolean | null | undefined,
  key: KeyFormat | undefined,
  context: ValueFormatContext = {},
  decimals: number | null = decimalsOf(key, context),
): FormattedValue {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return { kind: 'empty', text: noValueText(context), units: '', number: null };
  }
  const number = parseNumeric(value);
  if (number === null) return { kind: 'text', text: String(value), units: '', number: null };
  return { kind: 'number', text: formatNumber(number, decimals), units: unitsOf(key, context), number };
}

/** A formatted value as one text: the value and, after a space, its units. */
export function valueText(formatted: FormattedValue): string {
  return formatted.units ? `${formatted.text} ${formatted.units}` : formatted.text;
}

/** The label a key is shown under: its label, else its name. */
export function keyLabel(key: { name: string; label?: string; [key: string]: unknown }): string {
  return typeof key.label === 'string' && key.label.trim() ? key.label : key.name;
}
