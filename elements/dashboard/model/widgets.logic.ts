import { ALARM_SEARCH_STATUSES, ALARM_SEVERITIES } from '../../../sdk/catalogues/alarms.js';
import { DATASOURCE_TYPES, WIDGET_ACTION_TYPES, WIDGET_TYPES } from '../../../sdk/catalogues/widgets.js';
import {
  DATA_KEY_TYPES, type DataKey, type Datasource, type Widget, type WidgetAction, type WidgetConfig,
} from './dashboard.types.js';
import { normaliseTimewindow, type TimewindowContext } from './timewindow.logic.js';
import {
  childPath, isObjectAt, isArray, isBoolean, isNumber, isObject, isString, oneOf, readField, readList, type JsonObject, type Problems,
} from './problems.js';

const isWidgetType = oneOf(WIDGET_TYPES);
const isDatasourceType = oneOf(DATASOURCE_TYPES);
const isDataKeyType = oneOf(DATA_KEY_TYPES);
const isActionType = oneOf(WIDGET_ACTION_TYPES);
const isCount = (value: unknown): value is number => isNumber(value) && Number.isInteger(value) && value > 0;
const isNullableNumber = (value: unknown): value is number | null => value === null || isNumber(value);

/** Widget type a widget falls back to when its `type` is unusable: it asks for no data. */
export const FALLBACK_WIDGET_TYPE = 'static';

/**
 * A widget of `configuration.widgets` (protocol §7.2), or undefined when it is not an object. Its id is
 * the map key; the legacy `charts/timeseries` type becomes `charts/basic_timeseries`.
 */
export function normaliseWidget(raw: unknown, id: string, path: string, problems: Problems, ctx: TimewindowContext): Widget | undefined {
  if (!isObjectAt(raw, path, problems)) return undefined;
  if (raw.id !== undefined && raw.id !== id) {
    problems.add(childPath(path, 'id'), 'dashboard.model.id-mismatch', { expected: id, found: String(raw.id) });
  }
  const widget: Widget = {
    ...raw,
    id,
    bundleAlias: readRequiredString(raw, 'bundleAlias', path, problems),
    typeAlias: readRequiredString(raw, 'typeAlias', path, problems),
    type: readField(raw, 'type', path, problems, isWidgetType, WIDGET_TYPES.join(', '), FALLBACK_WIDGET_TYPE),
    config: normaliseWidgetConfig(raw.config, childPath(path, 'config'), problems, ctx),
  };
  for (const key of ['sizeX', 'sizeY', 'row', 'col'] as const) {
    if (raw[key] === undefined) continue;
    const value = readField(raw, key, path, problems, isNumber, 'number', undefined);
    if (value === undefined) delete widget[key];
    else widget[key] = value;
  }
  if (widget.isSystemType && widget.bundleAlias === 'charts' && widget.typeAlias === 'timeseries') widget.typeAlias = 'basic_timeseries';
  return widget;
}

function readRequiredString(raw: JsonObject, key: string, path: string, problems: Problems): string {
  if (typeof raw[key] === 'string') return raw[key];
  problems.invalid(childPath(path, key), 'string', raw[key]);
  return '';
}

/** A widget's config: datasources, alarm source, time window, actions and mobile options checked, the rest kept. */
export function normaliseWidgetConfig(raw: unknown, path: string, problems: Problems, ctx: TimewindowContext): WidgetConfig {
  if (raw !== undefined && raw !== null && !isObject(raw)) problems.invalid(path, 'object', raw);
  const src = isObject(raw) ? raw : {};
  const config: WidgetConfig = { ...src, datasources: normaliseDatasources(src.datasources, childPath(path, 'datasources'), problems) };
  if (src.alarmSource !== undefined && src.alarmSource !== null) {
    config.alarmSource = normaliseDatasource(src.alarmSource, childPath(path, 'alarmSource'), problems) ?? null;
  }
  if (src.timewindow !== undefined) config.timewindow = normaliseTimewindow(src.timewindow, childPath(path, 'timewindow'), problems, ctx);
  if (src.actions !== undefined) config.actions = normaliseActions(src.actions, childPath(path, 'actions'), problems);
  if (src.targetDeviceAliasIds !== undefined) config.targetDeviceAliasIds = readStrings(src, 'targetDeviceAliasIds', path, problems);
  readAlarmFilter(config, src, path, problems);
  setChecked(config, src, 'pageSize', path, problems, isCount, 'positive integer');
  setChecked(config, src, 'mobileHeight', path, problems, isNullableNumber, 'number or null');
  setChecked(config, src, 'mobileOrder', path, problems, isNullableNumber, 'number or null');
  setChecked(config, src, 'mobileHide', path, problems, isBoolean, 'boolean');
  setChecked(config, src, 'useDashboardTimewindow', path, problems, isBoolean, 'boolean');
  setChecked(config, src, 'settings', path, problems, isObject, 'object');
  return config;
}

/** The alarm filter of an alarm widget: search statuses, severities and types; unknown entries are dropped and recorded. */
function readAlarmFilter(config: WidgetConfig, src: JsonObject, path: string, problems: Problems): void {
  const lists = [['alarmStatusList', ALARM_SEARCH_STATUSES], ['alarmSeverityList', ALARM_SEVERITIES], ['alarmTypeList', undefined]] as const;
  for (const [key, allowed] of lists) {
    if (src[key] === undefined) continue;
    const accept = allowed ? oneOf<string>(allowed) : isString;
    (config as JsonObject)[key] = readList(src[key], childPath(path, key), problems, 'array', (item, itemPath) => {
      if (accept(item)) return item;
      problems.invalid(itemPath, allowed ? allowed.join(', ') : 'string', item);
      return undefined;
    });
  }
}

/** Keeps `key` of `target` when it passes `accept`; removes it (recording the problem) otherwise. */
function setChecked(
  target: JsonObject, src: JsonObject, key: string, path: string, problems: Problems,
  accept: (value: unknown) => boolean, expected: string,
): void {
  if (!(key in src) || src[key] === undefined || accept(src[key])) return;
  problems.invalid(childPath(path, key), expected, src[key]);
  delete target[key];
}

/** A list of strings; other items are dropped and recorded. */
export function readStrings(src: JsonObject, key: string, path: string, problems: Problems): string[] {
  return readList(src[key], childPath(path, key), problems, 'array of strings', (item, itemPath) => {
    if (isString(item)) return item;
    problems.invalid(itemPath, 'string', item);
    return undefined;
  });
}

function normaliseDatasources(raw: unknown, path: string, problems: Problems): Datasource[] {
  return readList(raw, path, problems, 'array of datasources', (item, itemPath) => normaliseDatasource(item, itemPath, problems));
}

/**
 * A datasource, or undefined when unusable (not an object, unknown type). The legacy `device`
 * type becomes `entity` of a DEVICE, `deviceAliasId` becomes `entityAliasId`.
 */
export function normaliseDatasource(raw: unknown, path: string, problems: Problems): Datasource | undefined {
  if (!isObjectAt(raw, path, problems)) return undefined;
  const ds: JsonObject = { ...raw };
  if (ds.type === 'device') {
    ds.type = 'entity';
    if (isString(ds.deviceId)) ds.entityType = 'DEVICE';
    renameKey(ds, 'deviceId', 'entityId');
    renameKey(ds, 'deviceName', 'entityName');
  }
  renameKey(ds, 'deviceAliasId', 'entityAliasId');
  // Dashboards of the first releases numbered their aliases.
  if (isNumber(ds.entityAliasId)) ds.entityAliasId = String(ds.entityAliasId);
  if (!isDatasourceType(ds.type)) {
    problems.invalid(childPath(path, 'type'), DATASOURCE_TYPES.join(', '), ds.type);
    return undefined;
  }
  const result: Datasource = { ...ds, type: ds.type, dataKeys: normaliseDataKeys(ds.dataKeys, childPath(path, 'dataKeys'), problems) };
  if (ds.latestDataKeys !== undefined) result.latestDataKeys = normaliseDataKeys(ds.latestDataKeys, childPath(path, 'latestDataKeys'), problems);
  for (const key of ['entityAliasId', 'filterId', 'name'] as const) {
    if (key in ds) result[key] = readField<string | null>(ds, key, path, problems, isString, 'string or null', null);
  }
  return result;
}

function renameKey(obj: JsonObject, from: string, to: string): void {
  if (!(from in obj)) return;
  if (obj[to] === undefined) obj[to] = obj[from];
  delete obj[from];
}

function normaliseDataKeys(raw: unknown, path: string, problems: Problems): DataKey[] {
  return readList(raw, path, problems, 'array of data keys', (item, keyPath) => {
    if (!isObjectAt(item, keyPath, problems)) return undefined;
    if (!isString(item.name)) return void problems.invalid(childPath(keyPath, 'name'), 'string', item.name);
    if (!isDataKeyType(item.type)) return void problems.invalid(childPath(keyPath, 'type'), DATA_KEY_TYPES.join(', '), item.type);
    return { ...item, name: item.name, type: item.type };
  });
}

function normaliseActions(raw: unknown, path: string, problems: Problems): Record<string, WidgetAction[]> {
  if (!isObject(raw)) {
    if (raw !== null) problems.invalid(path, 'object of action lists', raw);
    return {};
  }
  const result: Record<string, WidgetAction[]> = {};
  for (const [source, list] of Object.entries(raw)) {
    const sourcePath = childPath(path, source);
    if (!isArray(list)) {
      problems.invalid(sourcePath, 'array of actions', list);
      continue;
    }
    result[source] = list.flatMap((item, i) => normaliseAction(item, childPath(sourcePath, i), problems) ?? []);
  }
  return result;
}

function normaliseAction(raw: unknown, path: string, problems: Problems): WidgetAction | undefined {
  if (!isObjectAt(raw, path, problems)) return undefined;
  if (!isActionType(raw.type)) {
    problems.invalid(childPath(path, 'type'), WIDGET_ACTION_TYPES.join(', '), raw.type);
    return undefined;
  }
  return { ...raw, id: isString(raw.id) ? raw.id : '', name: isString(raw.name) ? raw.name : '', type: raw.type };
}
