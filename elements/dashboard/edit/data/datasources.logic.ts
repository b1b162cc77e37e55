// Rules of the data form of edit mode: which data a widget type takes, how many datasources and keys
// its descriptor allows, and how an edit becomes the widget's new config (protocol §7.2).
import { DEFAULT_TEST_FUNCTIONS, type WidgetType } from '../../../../sdk/catalogues/widgets.js';
import type { Datasource, DataKeyType, EntityAlias, WidgetConfig } from '../../model/dashboard.types.js';
import { isObject, type JsonObject } from '../../model/problems.js';

/** Datasource types as ThingsBoard 3.4 names them (shared-controls: function, entity, entityCount), in the order the form offers them. */
export const FORM_DATASOURCE_TYPES = ['entity', 'function', 'entityCount'] as const;

/** One type of {@link FORM_DATASOURCE_TYPES}. */
export type FormDatasourceType = (typeof FORM_DATASOURCE_TYPES)[number];

/** What the data form edits for a widget type: a datasource list, the one alarm source, the RPC target device, or nothing. */
export type WidgetDataKind = 'datasources' | 'alarmSource' | 'rpcTarget' | 'none';

/** The data a widget type takes: latest and timeseries widgets a datasource list, alarm widgets `alarmSource`, rpc widgets `targetDeviceAliasIds`, static ones none. */
export function widgetDataKind(widgetType: WidgetType): WidgetDataKind {
  if (widgetType === 'latest' || widgetType === 'timeseries') return 'datasources';
  if (widgetType === 'alarm') return 'alarmSource';
  if (widgetType === 'rpc') return 'rpcTarget';
  return 'none';
}

/** Datasource types a widget type offers: counts only on latest widgets; an alarm source is an entity or a function. */
export function allowedDatasourceTypes(widgetType: WidgetType): FormDatasourceType[] {
  if (widgetType === 'latest') return [...FORM_DATASOURCE_TYPES];
  if (widgetType === 'timeseries' || widgetType === 'alarm') return ['entity', 'function'];
  return [];
}

/** Whether a datasource type reads the entities of an alias. */
export function usesAlias(type: string): boolean {
  return type === 'entity' || type === 'entityCount';
}

/** Whether a datasource type takes a dashboard filter. */
export function usesFilter(type: string): boolean {
  return type === 'entity' || type === 'entityCount';
}

/** Whether a datasource type holds its one `count` key instead of keys the user adds. */
export function isCountType(type: string): boolean {
  return type === 'entityCount';
}

/** Kinds of keys a user may add to a datasource of a type on a widget type. */
export function keyKindsFor(datasourceType: string, widgetType: WidgetType): DataKeyType[] {
  if (datasourceType === 'function') return ['function'];
  if (isCountType(datasourceType)) return [];
  if (widgetType === 'alarm') return ['alarm', 'entityField', 'attribute', 'timeseries'];
  if (widgetType === 'timeseries') return ['timeseries', 'attribute'];
  return ['timeseries', 'attribute', 'entityField'];
}

/**
 * Limits of the native widgets that take one value of one entity, by `bundleAlias.typeAlias`. ThingsBoard
 * states them in each type's controller script (`self.typeParameters`), which a native widget does not run.
 */
export const NATIVE_TYPE_LIMITS: Readonly<Record<string, { maxDatasources: number; maxDataKeys: number }>> = {
  'cards.simple_card': { maxDatasources: 1, maxDataKeys: 1 },
  'analogue_gauges.radial_gauge': { maxDatasources: 1, maxDataKeys: 1 },
  'digital_gauges.digital_value': { maxDatasources: 1, maxDataKeys: 1 },
};

/**
 * A limit read from the descriptor (or its `typeParameters`), else from {@link NATIVE_TYPE_LIMITS} for the
 * widget's type: a positive whole number, or null for "unlimited" (absent, -1, "-1").
 */
export function descriptorLimit(descriptor: JsonObject | null, name: 'maxDatasources' | 'maxDataKeys', widget?: { bundleAlias: string; typeAlias: string }): number | null {
  const params = descriptor && isObject(descriptor.typeParameters) ? descriptor.typeParameters : undefined;
  const raw = descriptor?.[name] ?? params?.[name] ?? (widget ? NATIVE_TYPE_LIMITS[`${widget.bundleAlias}.${widget.typeAlias}`]?.[name] : undefined);
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** Whether one more item fits under a limit (null: no limit). */
export function canAdd(count: number, limit: number | null): boolean {
  return limit === null || count < limit;
}

/** The dashboard's aliases as choices, sorted by name as people read them. */
export function aliasChoices(aliases: Record<string, EntityAlias>): { id: string; name: string }[] {
  return Object.values(aliases)
    .map((a) => ({ id: a.id, name: a.alias }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The count key a count datasource holds. */
function countKey(): Datasource['dataKeys'][number] {
  return { name: 'count', type: 'count', label: 'count', settings: {} };
}

/** A new datasource of a type: an entity-like one on an alias (or none yet), a function one named as 3.4 names it. */
export function newDatasource(type: FormDatasourceType, aliasId: string | null = null): Datasource {
  const typed = type as Datasource['type'];
  if (type === 'function') return { type: typed, name: 'function', dataKeys: [] };
  return { type: typed, name: null, entityAliasId: aliasId, filterId: null, dataKeys: isCountType(type) ? [countKey()] : [] };
}

/** A datasource of another type: the keys that kind keeps, an alias and filter only where the type reads them; unknown fields kept. */
export function changeDatasourceType(ds: Datasource, type: FormDatasourceType, widgetType: WidgetType): Datasource {
  if (ds.type === type) return ds;
  const kinds = keyKindsFor(type, widgetType);
  const next: Datasource = { ...ds, type: type as Datasource['type'], dataKeys: isCountType(type) ? [countKey()] : ds.dataKeys.filter((k) => kinds.includes(k.type)) };
  if (type === 'function') {
    delete next.entityAliasId;
    delete next.filterId;
    next.name = 'function';
  } else {
    next.entityAliasId = ds.entityAliasId ?? null;
    next.filterId = usesFilter(type) ? (ds.filterId ?? null) : null;
    if (ds.type === 'function') next.name = null;
  }
  return next;
}

/** The datasource reading another alias (null: none chosen), other fields kept. */
export function setDatasourceAlias(ds: Datasource, aliasId: string | null): Datasource {
  return { ...ds, entityAliasId: aliasId };
}

/** The datasource with another dashboard filter (null: none), other fields kept. */
export function setDatasourceFilter(ds: Datasource, filterId: string | null): Datasource {
  return { ...ds, filterId };
}

/** The list with the item at `from` moved to `to`; the same list when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The list without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the item at `index` replaced. */
export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

/** The config with a new datasource list, every other key kept. */
export function withDatasources(config: WidgetConfig, datasources: Datasource[]): WidgetConfig {
  return { ...config, datasources };
}

/** The config with a new alarm source, every other key kept. */
export function withAlarmSource(config: WidgetConfig, alarmSource: Datasource): WidgetConfig {
  return { ...config, alarmSource };
}

/** The config of an rpc widget sending to the device of one alias (null: none), every other key kept. */
export function withTargetDeviceAlias(config: WidgetConfig, aliasId: string | null): WidgetConfig {
  return { ...config, targetDeviceAliasIds: aliasId ? [aliasId] : [] };
}

/** Key names offered for a function datasource. */
export const FUNCTION_KEY_NAMES: readonly string[] = DEFAULT_TEST_FUNCTIONS;
