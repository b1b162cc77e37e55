// What dashboard edit mode changed, and the dashboard JSON it saves: the JSON exactly as loaded with only
// those changes written into it (protocol §7.1: states.<state>.layouts.<layout>.widgets[id] and the
// widget objects), so every field tbkit does not read is saved back untouched.
import type { DashboardConfiguration, Widget, WidgetConfig, WidgetLayout } from '../model/dashboard.types.js';
import type { JsonObject } from '../model/problems.js';

/** Fields of a layout entry that edit mode changes. */
export const PLACEMENT_FIELDS = ['sizeX', 'sizeY', 'row', 'col', 'mobileOrder', 'mobileHeight', 'mobileHide'] as const;

/** One change made in edit mode. */
export type DashboardEdit =
  | { kind: 'delete'; widgetId: string }
  | { kind: 'add'; widget: Widget }
  | { kind: 'widget'; widgetId: string; fields: JsonObject; removed?: string[] }
  | { kind: 'placement'; stateId: string; layoutId: string; widgetId: string; fields: JsonObject };

/** A field value as compared: absent and null phone options are the same, as are an absent and a false `mobileHide`. */
function comparable(field: string, value: unknown): unknown {
  if (field === 'mobileHide') return Boolean(value);
  return value ?? null;
}

/** Whether two JSON values are equal: the same primitives, arrays equal item by item, objects with equal values at the same keys (in any order). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  const keysA = Object.keys(a).filter((k) => (a as JsonObject)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as JsonObject)[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => jsonEqual((a as JsonObject)[k], (b as JsonObject)[k]));
}

/** The fields of `names` whose values differ between two objects, with the new values. */
function changedFields(names: readonly string[], before: JsonObject | undefined, after: JsonObject): JsonObject {
  const fields: JsonObject = {};
  for (const name of names) {
    if (!jsonEqual(comparable(name, before?.[name]), comparable(name, after[name]))) fields[name] = after[name] ?? null;
  }
  return fields;
}

/** The edit of a widget's config: every top-level key whose value differs (set to the new value, or removed when the edited config lacks it); null when nothing differs. */
function configEdit(widgetId: string, before: WidgetConfig, after: WidgetConfig): DashboardEdit | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const fields: JsonObject = {};
  const removed: string[] = [];
  for (const key of keys) {
    if (jsonEqual(comparable(key, before[key]), comparable(key, after[key]))) continue;
    if (after[key] === undefined) removed.push(key);
    else fields[key] = after[key];
  }
  if (Object.keys(fields).length === 0 && removed.length === 0) return null;
  return removed.length > 0 ? { kind: 'widget', widgetId, fields, removed } : { kind: 'widget', widgetId, fields };
}

/** Every change from the loaded configuration to the edited one: deleted and added widgets, changed config keys, moved, resized or new layout entries. */
export function dashboardEdits(loaded: DashboardConfiguration, edited: DashboardConfiguration): DashboardEdit[] {
  const edits: DashboardEdit[] = [];
  for (const widgetId of Object.keys(loaded.widgets)) {
    if (!edited.widgets[widgetId]) edits.push({ kind: 'delete', widgetId });
  }
  for (const [widgetId, widget] of Object.entries(edited.widgets)) {
    const before = loaded.widgets[widgetId];
    if (!before) edits.push({ kind: 'add', widget });
    else if (before !== widget && before.config !== widget.config) {
      const edit = configEdit(widgetId, before.config, widget.config);
      if (edit) edits.push(edit);
    }
  }
  for (const [stateId, state] of Object.entries(edited.states)) {
    for (const [layoutId, layout] of Object.entries(state.layouts)) {
      const beforeLayout = loaded.states[stateId]?.layouts[layoutId as 'main' | 'right'];
      if (!layout || beforeLayout === layout) continue;
      for (const [widgetId, placement] of Object.entries(layout.widgets)) {
        const before = beforeLayout?.widgets[widgetId];
        if (before === placement) continue;
        const fields = changedFields(PLACEMENT_FIELDS, before, placement as WidgetLayout);
        if (Object.keys(fields).length > 0) edits.push({ kind: 'placement', stateId, layoutId, widgetId, fields });
      }
    }
  }
  return edits;
}

/** Whether the edited configuration differs from the loaded one in anything edit mode changes. */
export function isDirty(loaded: DashboardConfiguration, edited: DashboardConfiguration): boolean {
  return loaded !== edited && dashboardEdits(loaded, edited).length > 0;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at `key` of `parent`, made an empty object first when it is not one. */
function objectAt(parent: JsonObject, key: string): JsonObject {
  if (!isObject(parent[key])) parent[key] = {};
  return parent[key] as JsonObject;
}

/** The widget object of an id in the JSON's widgets (an object by id, or the legacy array). */
function rawWidget(configuration: JsonObject, widgetId: string): JsonObject | undefined {
  const widgets = configuration.widgets;
  if (Array.isArray(widgets)) return widgets.find((w): w is JsonObject => isObject(w) && w.id === widgetId);
  return isObject(widgets) && isObject(widgets[widgetId]) ? widgets[widgetId] : undefined;
}

/** Writes a new widget object into the JSON's widgets (appended to a legacy array, else by id). */
function insertWidget(configuration: JsonObject, widget: Widget): void {
  const copy = structuredClone(widget) as JsonObject;
  if (Array.isArray(configuration.widgets)) configuration.widgets.push(copy);
  else objectAt(configuration, 'widgets')[widget.id] = copy;
}

/** Removes a widget from the JSON's widgets and from every layout entry of every state. */
function removeWidget(configuration: JsonObject, widgetId: string): void {
  if (Array.isArray(configuration.widgets)) configuration.widgets = configuration.widgets.filter((w) => !(isObject(w) && w.id === widgetId));
  else if (isObject(configuration.widgets)) delete configuration.widgets[widgetId];
  if (!isObject(configuration.states)) return;
  for (const state of Object.values(configuration.states)) {
    if (!isObject(state) || !isObject(state.layouts)) continue;
    for (const layout of Object.values(state.layouts)) {
      if (isObject(layout) && isObject(layout.widgets)) delete layout.widgets[widgetId];
    }
  }
}

/**
 * The dashboard JSON to save (`POST /api/dashboard`): a copy of the JSON as loaded with each edit written
 * into it. A JSON without `states` (an old export) takes the states the console built for it, edits included.
 */
export function editedDashboardJson(loadedJson: unknown, edits: readonly DashboardEdit[], edited: DashboardConfiguration): JsonObject {
  const json: JsonObject = isObject(loadedJson) ? structuredClone(loadedJson) : {};
  const configuration = objectAt(json, 'configuration');
  const hadStates = isObject(configuration.states);
  if (!hadStates && edits.length > 0) configuration.states = structuredClone(edited.states);
  for (const edit of edits) {
    if (edit.kind === 'delete') removeWidget(configuration, edit.widgetId);
    else if (edit.kind === 'add') insertWidget(configuration, edit.widget);
    else if (edit.kind === 'widget') {
      const widget = rawWidget(configuration, edit.widgetId);
      if (!widget) continue;
      const raw = objectAt(widget, 'config');
      Object.assign(raw, structuredClone(edit.fields));
      for (const key of edit.removed ?? []) delete raw[key];
    } else if (hadStates) {
      const state = objectAt(configuration.states as JsonObject, edit.stateId);
      const layout = objectAt(objectAt(state, 'layouts'), edit.layoutId);
      Object.assign(objectAt(objectAt(layout, 'widgets'), edit.widgetId), edit.fields);
    }
  }
  return json;
}
