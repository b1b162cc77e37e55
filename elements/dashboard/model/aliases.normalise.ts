import { ALIAS_FILTER_TYPES } from '../../../sdk/catalogues/entity-fields.js';
import { RELATION_DIRECTIONS } from '../../../sdk/catalogues/relations.js';
import { isEntityId } from '../../../sdk/entity-id.js';
import type { AliasFilter, EntityAlias } from './dashboard.types.js';
import {
  childPath, isObjectAt, isArray, isBoolean, isNumber, isObject, isString, oneOf, randomId, readField, type JsonObject, type Problems,
} from './problems.js';

const isFilterType = oneOf(ALIAS_FILTER_TYPES);
const isDirection = oneOf(RELATION_DIRECTIONS);

/** The name field and name-prefix field of each subtype filter. */
export const SUBTYPE_FILTER_FIELDS = {
  assetType: ['assetType', 'assetNameFilter'],
  deviceType: ['deviceType', 'deviceNameFilter'],
  edgeType: ['edgeType', 'edgeNameFilter'],
  entityViewType: ['entityViewType', 'entityViewNameFilter'],
} as const;

/** The subtype-list field of each search-query filter. */
export const SEARCH_QUERY_TYPE_FIELDS = {
  assetSearchQuery: 'assetTypes',
  deviceSearchQuery: 'deviceTypes',
  edgeSearchQuery: 'edgeTypes',
  entityViewSearchQuery: 'entityViewTypes',
} as const;

/** Result of reading the aliases: the aliases by id and old → new ids of aliases whose id had to change. */
export interface AliasesRead {
  aliases: Record<string, EntityAlias>;
  renamed: Map<string, string>;
}

/**
 * The entity aliases of a configuration. Legacy shapes are converted: `deviceAliases` (device list
 * or name filter) become DEVICE entity aliases, aliases with `entityType` + `entityFilter` get a
 * `filter`, numeric ids get fresh ones (listed in `renamed` so datasources follow). The map key is
 * the alias id, as for widgets.
 */
export function normaliseEntityAliases(config: JsonObject, path: string, problems: Problems, newId: () => string = randomId): AliasesRead {
  const renamed = new Map<string, string>();
  const aliases: Record<string, EntityAlias> = {};
  const legacy = config.entityAliases === undefined && isObject(config.deviceAliases);
  const key = legacy ? 'deviceAliases' : 'entityAliases';
  const raw = config[key];
  if (raw !== undefined && raw !== null && !isObject(raw)) problems.invalid(childPath(path, key), 'object of aliases', raw);
  for (const [mapKey, entry] of Object.entries(isObject(raw) ? raw : {})) {
    const entryPath = childPath(childPath(path, key), mapKey);
    if (!isObjectAt(entry, entryPath, problems)) continue;
    if (!legacy && entry.id !== undefined && String(entry.id) !== mapKey) {
      problems.add(childPath(entryPath, 'id'), 'dashboard.model.id-mismatch', { expected: mapKey, found: String(entry.id) });
    }
    const id = /^\d*$/.test(mapKey) ? newId() : mapKey;
    if (id !== mapKey) renamed.set(mapKey, id);
    const shaped = legacy ? fromDeviceAlias(entry) : fromEntityAlias(entry);
    const filter = normaliseAliasFilter(shaped.filter, childPath(entryPath, 'filter'), problems);
    if (!filter) continue;
    const alias = { ...shaped, id, alias: readField(shaped, 'alias', entryPath, problems, isString, 'string', id), filter };
    aliases[id] = alias;
  }
  return { aliases, renamed };
}

function fromDeviceAlias(entry: JsonObject): JsonObject {
  const deviceFilter = isObject(entry.deviceFilter) ? entry.deviceFilter : undefined;
  const filter: JsonObject = { type: 'entityList', entityType: 'DEVICE', resolveMultiple: false };
  if (deviceFilter?.useFilter) Object.assign(filter, { type: 'entityName', entityNameFilter: deviceFilter.deviceNameFilter });
  else filter.entityList = deviceFilter ? deviceFilter.deviceList : [entry.deviceId];
  return { alias: entry.alias, filter };
}

function fromEntityAlias(entry: JsonObject): JsonObject {
  if (entry.filter !== undefined || !isObject(entry.entityFilter)) return entry;
  const { entityType, entityFilter, ...rest } = entry;
  const filter: JsonObject = { type: 'entityList', entityType, resolveMultiple: false, entityList: entityFilter.entityList };
  if (entityFilter.useFilter) Object.assign(filter, { type: 'entityName', entityNameFilter: entityFilter.entityNameFilter, entityList: undefined });
  return { ...rest, filter: JSON.parse(JSON.stringify(filter)) };
}

/** Reads an entity id; a bad one is recorded and gives undefined. */
function readEntityId(obj: JsonObject, key: string, path: string, problems: Problems, required: boolean) {
  const value = obj[key];
  if ((value === undefined || value === null) && !required) return value === null ? null : undefined;
  if (isEntityId(value)) return value;
  problems.invalid(childPath(path, key), 'entity id {entityType, id}', value);
  return undefined;
}

function readStringList(obj: JsonObject, key: string, path: string, problems: Problems): string[] {
  const list = readField(obj, key, path, problems, isArray, 'array of strings', []);
  const strings = list.filter(isString);
  if (strings.length < list.length) problems.invalid(childPath(path, key), 'array of strings', list);
  return strings;
}

/**
 * An alias filter checked against its type (console-core §3, protocol §5.2), or undefined when the
 * type is unknown or a field it cannot work without is bad; optional fields take empty values.
 */
export function normaliseAliasFilter(raw: unknown, path: string, problems: Problems): AliasFilter | undefined {
  if (!isObject(raw)) {
    problems.invalid(path, 'alias filter object', raw);
    return undefined;
  }
  if (!isFilterType(raw.type)) {
    problems.invalid(childPath(path, 'type'), ALIAS_FILTER_TYPES.join(', '), raw.type);
    return undefined;
  }
  const f: JsonObject = { ...raw, resolveMultiple: readField(raw, 'resolveMultiple', path, problems, isBoolean, 'boolean', false) };
  const needString = (key: string) => {
    if (isString(raw[key])) return true;
    problems.invalid(childPath(path, key), 'string', raw[key]);
    return false;
  };
  const optionalString = (key: string) => {
    f[key] = readField<string | null>(raw, key, path, problems, isString, 'string', raw[key] === null ? null : '');
  };
  switch (raw.type) {
    case 'singleEntity':
      f.singleEntity = readEntityId(raw, 'singleEntity', path, problems, true);
      return f.singleEntity ? (f as AliasFilter) : undefined;
    case 'entityList':
      f.entityList = readStringList(raw, 'entityList', path, problems);
      return needString('entityType') ? (f as AliasFilter) : undefined;
    case 'entityName':
      optionalString('entityNameFilter');
      return needString('entityType') ? (f as AliasFilter) : undefined;
    case 'entityType':
      return needString('entityType') ? (f as AliasFilter) : undefined;
    case 'stateEntity':
      f.defaultStateEntity = readEntityId(raw, 'defaultStateEntity', path, problems, false) ?? null;
      return readStateParamName(f, raw, path, problems);
    case 'apiUsageState':
      if ('customerId' in raw) f.customerId = readEntityId(raw, 'customerId', path, problems, false) ?? null;
      return f as AliasFilter;
    case 'relationsQuery':
      f.filters = readRelationFilters(raw, path, problems);
      return readRelationRoot(f, raw, path, problems);
    default:
      if (raw.type in SUBTYPE_FILTER_FIELDS) {
        const [typeField, nameField] = SUBTYPE_FILTER_FIELDS[raw.type as keyof typeof SUBTYPE_FILTER_FIELDS];
        optionalString(typeField);
        optionalString(nameField);
        return f as AliasFilter;
      }
      f[SEARCH_QUERY_TYPE_FIELDS[raw.type as keyof typeof SEARCH_QUERY_TYPE_FIELDS]] =
        readStringList(raw, SEARCH_QUERY_TYPE_FIELDS[raw.type as keyof typeof SEARCH_QUERY_TYPE_FIELDS], path, problems);
      return readRelationRoot(f, raw, path, problems);
  }
}

function readStateParamName(f: JsonObject, raw: JsonObject, path: string, problems: Problems): AliasFilter {
  f.stateEntityParamName = readField<string | null>(raw, 'stateEntityParamName', path, problems, isString, 'string or null', null);
  return f as AliasFilter;
}

/** Root, direction, depth of relation and search queries; the root comes from the state when `rootStateEntity` is on. */
function readRelationRoot(f: JsonObject, raw: JsonObject, path: string, problems: Problems): AliasFilter | undefined {
  f.rootStateEntity = readField(raw, 'rootStateEntity', path, problems, isBoolean, 'boolean', false);
  f.direction = readField(raw, 'direction', path, problems, isDirection, 'FROM or TO', 'FROM');
  if (raw.maxLevel !== undefined) f.maxLevel = readField(raw, 'maxLevel', path, problems, isNumber, 'number', 1);
  f.fetchLastLevelOnly = readField(raw, 'fetchLastLevelOnly', path, problems, isBoolean, 'boolean', false);
  if (f.rootStateEntity) {
    f.defaultStateEntity = readEntityId(raw, 'defaultStateEntity', path, problems, false) ?? null;
    return readStateParamName(f, raw, path, problems);
  }
  f.rootEntity = readEntityId(raw, 'rootEntity', path, problems, true);
  return f.rootEntity ? (f as AliasFilter) : undefined;
}

function readRelationFilters(raw: JsonObject, path: string, problems: Problems): Array<{ relationType: string; entityTypes: string[] }> {
  const list = readField(raw, 'filters', path, problems, isArray, 'array of relation filters', []);
  return list.flatMap((item, i) => {
    const itemPath = childPath(childPath(path, 'filters'), i);
    if (!isObject(item)) {
      problems.invalid(itemPath, 'relation filter {relationType, entityTypes}', item);
      return [];
    }
    return [{ ...item, relationType: isString(item.relationType) ? item.relationType : '', entityTypes: readStringList(item, 'entityTypes', itemPath, problems) }];
  });
}
