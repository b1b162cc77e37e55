// Which key names the data form suggests for a datasource: found through the keys call of an entity
// query on the alias' entities (POST /api/entitiesQuery/find/keys), or from the fixed catalogues.
import { DEFAULT_ALARM_DATA_KEYS } from '../../../../sdk/catalogues/alarms.js';
import { ENTITY_FIELDS } from '../../../../sdk/catalogues/entity-fields.js';
import type { EntityDataQuery } from '../../../../sdk/realtime/query-types.js';
import { resolveAlias, type AliasUser } from '../../model/aliases.logic.js';
import type { DataKeyType, EntityAlias } from '../../model/dashboard.types.js';
import { FUNCTION_KEY_NAMES } from './datasources.logic.js';

/** Entities whose keys are read for suggestions. */
export const KEY_LOOKUP_PAGE_SIZE = 100;

/** The keys call and its parameters: time series and attributes both. */
export const KEYS_CALL = { path: '/api/entitiesQuery/find/keys', query: { timeseries: true, attributes: true } } as const;

/** Key names the server found for an alias' entities. */
export interface FoundKeys {
  timeseries: string[];
  attribute: string[];
}

/** The query of the keys call for an alias, or null when the alias is unknown or needs an entity of the dashboard state. */
export function keysQuery(aliases: Record<string, EntityAlias>, aliasId: string | null | undefined, user: AliasUser): EntityDataQuery | null {
  const resolution = aliasId ? resolveAlias(aliases, aliasId, { user }) : undefined;
  if (!resolution?.resolved) return null;
  return { entityFilter: resolution.entityFilter, pageLink: { pageSize: KEY_LOOKUP_PAGE_SIZE, page: 0 } };
}

/** The answer of the keys call as two lists of names; anything else as none. */
export function readFoundKeys(answer: unknown): FoundKeys {
  const names = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  const data = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  return { timeseries: names(data.timeseries), attribute: names(data.attribute) };
}

/** Names offered for a key kind, sorted, without the ones the datasource already has of that kind. */
export function suggestedKeyNames(kind: DataKeyType, found: FoundKeys | null, taken: readonly string[]): string[] {
  const pool: readonly string[] =
    kind === 'timeseries' ? (found?.timeseries ?? [])
    : kind === 'attribute' ? (found?.attribute ?? [])
    : kind === 'entityField' ? ENTITY_FIELDS
    : kind === 'alarm' ? DEFAULT_ALARM_DATA_KEYS
    : kind === 'function' ? FUNCTION_KEY_NAMES
    : [];
  return [...new Set(pool)].filter((n) => !taken.includes(n)).sort((a, b) => a.localeCompare(b));
}
