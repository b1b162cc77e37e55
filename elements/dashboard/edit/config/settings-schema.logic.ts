// A widget type's settings schema (protocol §6.6 `settingsSchema`, json-schema-form style) turned into the
// fields of the settings form, and the rules for their values. Pure: the form renders and delegates.
import type { JsonObject } from '../../model/problems.js';
import { isObject } from '../../model/problems.js';

/** A field of the settings form; `path` names its place in `config.settings`. */
export type SettingsField =
  | { kind: 'text' | 'textarea' | 'code' | 'color'; path: string[]; title: string; required: boolean; default?: unknown }
  | { kind: 'number'; path: string[]; title: string; required: boolean; integer: boolean; min?: number; max?: number; default?: unknown }
  | { kind: 'boolean'; path: string[]; title: string; required: boolean; default?: unknown }
  | { kind: 'select'; path: string[]; title: string; required: boolean; options: { value: string | number | boolean; label: string }[]; default?: unknown }
  | { kind: 'list'; path: string[]; title: string; required: boolean; item: 'string' | 'number' | 'integer'; default?: unknown }
  /** A field of a kind the form cannot show (`type` names it): its value alone is edited as JSON. */
  | { kind: 'json'; path: string[]; title: string; required: boolean; type: string; default?: unknown }
  | { kind: 'group'; path: string[]; title: string; required: boolean; fields: SettingsField[] };

/** Why the whole settings object is edited as JSON instead of with generated fields: there is no usable schema. */
export type FallbackReason =
  | { code: 'no-type' }
  | { code: 'no-schema' }
  | { code: 'directive'; directive: string }
  | { code: 'invalid-schema' };

/** The form the schema gives, or why there is none. */
export type SettingsFormModel = { ok: true; fields: SettingsField[] } | { ok: false; reason: FallbackReason };

/** Form item types shown as a monospace text area (the code is only stored, never run by the form). */
const CODE_TYPES = new Set(['javascript', 'html', 'css', 'markdown', 'json']);

type SchemaNode = JsonObject & { type?: unknown; properties?: unknown; required?: unknown; items?: unknown; enum?: unknown };
type FormItem = JsonObject & { key?: unknown; type?: unknown; titleMap?: unknown; items?: unknown; title?: unknown };

/** The schema object of a descriptor's `settingsSchema`, a JSON text or an object; null when empty, 'invalid' when it is not JSON. */
export function parseSettingsSchema(raw: unknown): JsonObject | null | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isObject(parsed) ? parsed : 'invalid';
    } catch {
      return 'invalid';
    }
  }
  return isObject(raw) ? raw : 'invalid';
}

/** Where a descriptor keeps a settings schema and its settings directive: the widget's own settings, each data key's, each latest-value key's. */
export type SchemaSource = 'settings' | 'dataKey' | 'latestDataKey';

const SCHEMA_NAMES: Record<SchemaSource, { schema: string; directive: string }> = {
  settings: { schema: 'settingsSchema', directive: 'settingsDirective' },
  dataKey: { schema: 'dataKeySettingsSchema', directive: 'dataKeySettingsDirective' },
  latestDataKey: { schema: 'latestDataKeySettingsSchema', directive: 'latestDataKeySettingsDirective' },
};

/**
 * The settings form of a widget type's descriptor (`settingsSchema`; `dataKeySettingsSchema` for a data key's
 * own settings, `latestDataKeySettingsSchema` for a latest-value key's): its fields, each one the form cannot
 * show as a `json` field of its own, or the reason to edit the whole settings object as JSON when there is no
 * usable schema.
 */
export function settingsFormModel(descriptor: JsonObject | null, source: SchemaSource = 'settings'): SettingsFormModel {
  if (!descriptor) return { ok: false, reason: { code: 'no-type' } };
  const names = SCHEMA_NAMES[source];
  const parsed = parseSettingsSchema(descriptor[names.schema]);
  const rawDirective = descriptor[names.directive];
  const directive = typeof rawDirective === 'string' ? rawDirective : '';
  if (parsed === 'invalid') return { ok: false, reason: { code: 'invalid-schema' } };
  const schema = parsed && isObject(parsed.schema) ? (parsed.schema as SchemaNode) : null;
  const properties = schema && isObject(schema.properties) ? schema.properties : null;
  if (!schema || !properties || Object.keys(properties).length === 0) {
    return { ok: false, reason: directive ? { code: 'directive', directive } : { code: 'no-schema' } };
  }
  const form = Array.isArray(parsed?.form) && parsed.form.length > 0 ? parsed.form : ['*'];
  return { ok: true, fields: fieldsOf(schema, form, []) };
}

/**
 * The form of a data key's own settings (`dataKeySettingsSchema`, or `latestDataKeySettingsSchema` for the
 * latest-value keys), or null when the widget type gives those keys no settings schema (no descriptor, an
 * absent or empty schema, a directive only): then those keys show no settings.
 */
export function keySettingsModel(descriptor: JsonObject | null, source: 'dataKey' | 'latestDataKey' = 'dataKey'): SettingsFormModel | null {
  const model = settingsFormModel(descriptor, source);
  return model.ok || model.reason.code === 'invalid-schema' ? model : null;
}

/** The fields edited as JSON because the form cannot show their kind, at every depth: each one's path and kind. */
export function jsonFields(fields: readonly SettingsField[]): { path: string; type: string }[] {
  return fields.flatMap((field) => {
    if (field.kind === 'group') return jsonFields(field.fields);
    return field.kind === 'json' ? [{ path: field.path.join('.'), type: field.type }] : [];
  });
}

/** The form items of one object level as a flat list: `'*'`, or a property name with its item. */
function flatItems(form: unknown[], base: string[]): Array<'*' | { name: string; item: FormItem }> {
  return form.flatMap((entry): Array<'*' | { name: string; item: FormItem }> => {
    if (entry === '*') return ['*'];
    if (typeof entry === 'string') return [{ name: lastKey(entry, base), item: {} }];
    if (!isObject(entry)) return [];
    if (entry.key !== undefined) return [{ name: lastKey(entry.key, base), item: entry }];
    // A grouping item without a key (fieldset, section, tabs): its items belong to this object.
    if (Array.isArray(entry.items)) return flatItems(entry.items, base);
    if (Array.isArray(entry.tabs)) return flatItems(entry.tabs, base);
    return [];
  });
}

/**
 * The fields of an object schema in the order its form items give; `'*'` (or no form) stands for every
 * property no item names, in schema order; a property named twice shows once.
 */
function fieldsOf(schema: SchemaNode, form: unknown[], base: string[]): SettingsField[] {
  const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<string, SchemaNode>;
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  const items = flatItems(form, base);
  const explicit = new Set(items.flatMap((i) => (i === '*' ? [] : [i.name])));
  const entries = items.flatMap((i) => (i === '*' ? Object.keys(properties).filter((name) => !explicit.has(name)).map((name) => ({ name, item: {} })) : [i]));
  const named = new Set<string>();
  return entries.flatMap(({ name, item }) => {
    if (named.has(name)) return [];
    named.add(name);
    const node = properties[name];
    const path = [...base, name];
    if (!isObject(node)) return [{ kind: 'json' as const, path, title: titleOf({}, item, path), required: required.includes(name), type: 'unknown' }];
    return [fieldOf(node, item, path, required.includes(name))];
  });
}

/** The last segment of a form item key (`"a.b"`, `["a","b"]`) relative to its object. */
function lastKey(key: unknown, base: string[]): string {
  const parts = Array.isArray(key) ? key.map(String) : String(key).split('.');
  return parts.slice(base.length).join('.') || String(parts[parts.length - 1]);
}

function titleOf(node: SchemaNode, item: FormItem, path: string[]): string {
  if (typeof item.title === 'string' && item.title) return item.title;
  if (typeof node.title === 'string' && node.title) return node.title;
  return path[path.length - 1] ?? '';
}

function optionsOf(node: SchemaNode, item: FormItem): { value: string | number | boolean; label: string }[] | null {
  if (Array.isArray(item.titleMap)) {
    return item.titleMap.filter(isObject).map((o) => ({ value: o.value as string, label: typeof o.name === 'string' ? o.name : String(o.value) }));
  }
  if (isObject(item.titleMap)) return Object.entries(item.titleMap).map(([value, label]) => ({ value, label: String(label) }));
  if (Array.isArray(node.enum)) return node.enum.map((v) => ({ value: v as string, label: String(v) }));
  return null;
}

function fieldOf(node: SchemaNode, item: FormItem, path: string[], required: boolean): SettingsField {
  const title = titleOf(node, item, path);
  const base = { path, title, required, ...(node.default !== undefined ? { default: node.default } : {}) };
  const formType = typeof item.type === 'string' ? item.type : '';
  const type = typeof node.type === 'string' ? node.type : '';
  const options = optionsOf(node, item);
  if (options) return { kind: 'select', ...base, options };
  if (type === 'object') {
    if (!isObject(node.properties) || Object.keys(node.properties).length === 0) return { kind: 'json', ...base, type: 'object' };
    const items = Array.isArray(item.items) && item.items.length > 0 ? item.items : ['*'];
    return { kind: 'group', path, title, required, fields: fieldsOf(node, items, path) };
  }
  if (type === 'array') {
    const itemType = isObject(node.items) ? node.items.type : undefined;
    if (itemType === 'string' || itemType === 'number' || itemType === 'integer') return { kind: 'list', ...base, item: itemType };
    return { kind: 'json', ...base, type: `array of ${typeof itemType === 'string' ? itemType : 'unknown'}` };
  }
  if (type === 'boolean') return { kind: 'boolean', ...base };
  if (type === 'number' || type === 'integer') {
    const min = typeof node.minimum === 'number' ? node.minimum : undefined;
    const max = typeof node.maximum === 'number' ? node.maximum : undefined;
    return { kind: 'number', ...base, integer: type === 'integer', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  if (type === 'string') {
    if (!formType || formType === 'text' || formType === 'string') return { kind: 'text', ...base };
    if (formType === 'textarea') return { kind: 'textarea', ...base };
    if (formType === 'color') return { kind: 'color', ...base };
    if (CODE_TYPES.has(formType)) return { kind: 'code', ...base };
    return { kind: 'json', ...base, type: formType };
  }
  return { kind: 'json', ...base, type: formType || type || 'unknown' };
}

/** The value at a path of the settings (undefined when a step is missing). */
export function valueAt(settings: unknown, path: readonly string[]): unknown {
  let current: unknown = settings;
  for (const step of path) current = isObject(current) ? current[step] : undefined;
  return current;
}

/** The settings with the value at a path replaced; every other key, at every depth, kept. */
export function withValueAt(settings: JsonObject, path: readonly string[], value: unknown): JsonObject {
  const [step, ...rest] = path;
  if (step === undefined) return settings;
  const inner = isObject(settings[step]) ? (settings[step] as JsonObject) : {};
  return { ...settings, [step]: rest.length === 0 ? value : withValueAt(inner, rest, value) };
}

/** The value a field shows: the stored one, else the schema's default. */
export function shownValue(settings: JsonObject, field: SettingsField): unknown {
  const stored = valueAt(settings, field.path);
  return stored === undefined && field.kind !== 'group' ? field.default : stored;
}

/** The settings with each field's schema default filled in where the settings have no value; stored values and unnamed keys kept. */
export function withDefaults(settings: JsonObject, fields: readonly SettingsField[]): JsonObject {
  let next = settings;
  for (const field of fields) {
    if (field.kind === 'group') next = withDefaults(next, field.fields);
    else if (field.default !== undefined && valueAt(next, field.path) === undefined) next = withValueAt(next, field.path, structuredClone(field.default));
  }
  return next;
}

/** Why a typed number is refused: its message key and the bound it breaks. */
export type NumberError = { code: 'required' | 'not-number' | 'integer' } | { code: 'min' | 'max'; limit: number };

/** A typed number read for a field: the value to store (null when empty and allowed), or why it is refused. */
export function readNumber(text: string, rules: { required?: boolean; integer?: boolean; min?: number; max?: number }): { value: number | null } | { error: NumberError } {
  const trimmed = text.trim();
  if (trimmed === '') return rules.required ? { error: { code: 'required' } } : { value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: { code: 'not-number' } };
  if (rules.integer && !Number.isInteger(value)) return { error: { code: 'integer' } };
  if (rules.min !== undefined && value < rules.min) return { error: { code: 'min', limit: rules.min } };
  if (rules.max !== undefined && value > rules.max) return { error: { code: 'max', limit: rules.max } };
  return { value };
}

/** Whether a required text is missing. */
export function missingText(text: string, required: boolean): boolean {
  return required && text.trim() === '';
}

/** The text a stored value shows in a text or number input. */
export function inputText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/** The stored option matching a select's chosen text (options keep their type: a number stays a number). */
export function optionValue(options: readonly { value: string | number | boolean }[], text: string): string | number | boolean | undefined {
  return options.find((o) => String(o.value) === text)?.value;
}

/** The text a field edited as JSON shows: its value as indented JSON, empty when it has none. */
export function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** Why a typed JSON value is refused. */
export type JsonValueError = 'invalid' | 'required';

/**
 * A JSON value typed for a field: the value to store, `remove` when emptied and allowed (the setting is
 * taken out so the widget uses its default), or why it is refused (not JSON, or empty where required).
 */
export function readJsonValue(text: string, required: boolean): { value: unknown } | { remove: true } | { error: JsonValueError } {
  if (text.trim() === '') return required ? { error: 'required' } : { remove: true };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: 'invalid' };
  }
}

/** The settings without the value at a path; every other key, at every depth, kept (the same object when there was none). */
export function withoutValueAt(settings: JsonObject, path: readonly string[]): JsonObject {
  const [step, ...rest] = path;
  if (step === undefined || !(step in settings)) return settings;
  if (rest.length === 0) {
    const next = { ...settings };
    delete next[step];
    return next;
  }
  const inner = settings[step];
  return isObject(inner) ? { ...settings, [step]: withoutValueAt(inner, rest) } : settings;
}
