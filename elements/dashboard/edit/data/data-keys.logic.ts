// Rules of a datasource's data keys in the data form: the colour and label a new key gets, the inline
// editor's checks (decimals 0–15, colours), and key edits that keep every field they do not name.
import { RANDOM_TEST_FUNCTION } from '../../../../sdk/catalogues/widgets.js';
import { SERIES_PALETTE } from '../../runtime/widget-data.logic.js';
import type { DataKey, DataKeyType, Datasource, WidgetConfig } from '../../model/dashboard.types.js';
import { isObject, type JsonObject } from '../../model/problems.js';

/** Colours new data keys take, in order: the series palette the widgets draw with. */
export const KEY_PALETTE: readonly string[] = SERIES_PALETTE;

/** Decimals a key may show: whole numbers from 0 to 15. */
export const DECIMALS_RANGE = { min: 0, max: 15 } as const;

/** The first palette colour no key uses yet (compared ignoring case); when all are taken, the palette cycled by the number of keys. */
export function nextKeyColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.trim().toLowerCase()));
  return KEY_PALETTE.find((c) => !taken.has(c.toLowerCase())) ?? KEY_PALETTE[used.length % KEY_PALETTE.length]!;
}

/** Colours of every key of a widget config: its datasources (and their latest keys) and its alarm source. */
export function usedKeyColors(config: WidgetConfig): string[] {
  const sources: Datasource[] = [...(config.datasources ?? []), ...(config.alarmSource ? [config.alarmSource] : [])];
  return sources.flatMap((ds) => [...ds.dataKeys, ...(ds.latestDataKeys ?? [])]).flatMap((k) => (typeof k.color === 'string' && k.color ? [k.color] : []));
}

/** The body of a function key: the test functions Sin, Cos and Random, anything else a constant 0. */
export function functionBody(name: string): string {
  if (name === 'Sin') return 'return Math.round(1000 * Math.sin(time / 5000));';
  if (name === 'Cos') return 'return Math.round(1000 * Math.cos(time / 5000));';
  if (name === 'Random') {
    const { min, max, decimals } = RANDOM_TEST_FUNCTION;
    const scale = 10 ** decimals;
    return `var value = (prevValue || 0) + Math.random() * 100 - 50;\nreturn Math.round(Math.min(${max}, Math.max(${min}, value)) * ${scale}) / ${scale};`;
  }
  return 'return 0;';
}

/** A new data key: its name trimmed, labelled with it, the next unused palette colour, empty settings; function keys get a body. */
export function newDataKey(name: string, type: DataKeyType, usedColors: readonly string[]): DataKey {
  const trimmed = name.trim();
  const key: DataKey = { name: trimmed, type, label: trimmed, color: nextKeyColor(usedColors), settings: {} };
  if (type === 'function') key.funcBody = functionBody(trimmed);
  return key;
}

/** Why a key name cannot be added: empty, or the datasource already has that name of that kind. */
export function keyNameProblem(name: string, type: DataKeyType, keys: readonly DataKey[]): 'required' | 'duplicate' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  return keys.some((k) => k.name === trimmed && k.type === type) ? 'duplicate' : null;
}

/** Decimals as typed: empty means "as the widget shows it" (null), a whole number 0–15 that number, anything else invalid. */
export function parseDecimals(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value >= DECIMALS_RANGE.min && value <= DECIMALS_RANGE.max ? value : 'invalid';
}

/** Whether text is a colour a key may take: #rgb, #rgba, #rrggbb, #rrggbbaa, an rgb()/rgba()/hsl()/hsla() call or a colour name. */
export function isKeyColor(text: string): boolean {
  const value = text.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) || /^(?:rgba?|hsla?)\(\s*[\d.%\s,/-]+\)$/i.test(value) || /^[a-z]{3,20}$/i.test(value);
}

/** What the inline editor changes on a key. */
export interface DataKeyEdit {
  label?: string;
  color?: string;
  units?: string;
  /** null removes the key's own decimals. */
  decimals?: number | null;
  /** The key's own settings object, whole (from the widget type's `dataKeySettingsSchema`). */
  settings?: JsonObject;
}

/** The key with an edit applied, every other field kept; empty units and null decimals are removed, an empty label falls back to the name. */
export function editDataKey(key: DataKey, edit: DataKeyEdit): DataKey {
  const next: DataKey = { ...key };
  if (edit.label !== undefined) next.label = edit.label.trim() || key.name;
  if (edit.color !== undefined) next.color = edit.color.trim();
  if (edit.units !== undefined) {
    if (edit.units.trim()) next.units = edit.units.trim();
    else delete next.units;
  }
  if (edit.decimals !== undefined) {
    if (edit.decimals === null) delete next.decimals;
    else next.decimals = edit.decimals;
  }
  if (edit.settings !== undefined) next.settings = edit.settings;
  return next;
}

/** Whether an edit changes anything on the key. */
export function editChangesKey(key: DataKey, edit: DataKeyEdit): boolean {
  return JSON.stringify(editDataKey(key, edit)) !== JSON.stringify(key);
}

/** The datasource with new data keys, other fields kept. */
export function withDataKeys(ds: Datasource, dataKeys: DataKey[]): Datasource {
  return { ...ds, dataKeys };
}

/**
 * Whether a widget type keeps extra latest-value keys in each datasource: `hasAdditionalLatestDataKeys: true`
 * in its descriptor or the descriptor's `typeParameters` (3.4 timeseries widgets: tables, charts).
 */
export function hasLatestDataKeys(descriptor: JsonObject | null): boolean {
  if (!descriptor) return false;
  const params = isObject(descriptor.typeParameters) ? descriptor.typeParameters : undefined;
  return descriptor.hasAdditionalLatestDataKeys === true || params?.hasAdditionalLatestDataKeys === true;
}

/** Kinds of latest-value keys a datasource takes: attributes and time series on an entity datasource, none on others. */
export function latestKeyKindsFor(datasourceType: string): DataKeyType[] {
  return datasourceType === 'entity' ? ['timeseries', 'attribute'] : [];
}

/** The datasource with new latest-value keys, other fields kept. */
export function withLatestDataKeys(ds: Datasource, latestDataKeys: DataKey[]): Datasource {
  return { ...ds, latestDataKeys };
}
