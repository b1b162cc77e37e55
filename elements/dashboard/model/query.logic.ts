import type { WidgetType } from '../../../sdk/catalogues/widgets.js';
import type { EntityCountQuery, EntityDataQuery, EntityKey } from '../../../sdk/realtime/query-types.js';
import { aliasPageLink, resolveAlias, type AliasContext, type AliasResolution } from './aliases.logic.js';
import type { DashboardConfiguration, DataKey, Datasource } from './dashboard.types.js';
import { filterKeyFilters } from './filters.logic.js';

/** Entity fields every entity query of a widget reads, for `${entityName}`, `${entityLabel}` and `${entityDescription}`. */
export const DEFAULT_ENTITY_FIELDS = ['name', 'label', 'additionalInfo'] as const;

/** What a widget's datasource asks of the server. */
export type DatasourceQuery =
  | { kind: 'entity'; query: EntityDataQuery; resolution: Extract<AliasResolution, { resolved: true }> }
  | { kind: 'count'; query: EntityCountQuery; resolution: Extract<AliasResolution, { resolved: true }> }
  /** Function datasources compute their values locally. */
  | { kind: 'function' }
  /** The datasource stands for no entity: its alias is missing or needs a state entity that is not there. */
  | { kind: 'none'; reason: 'dashboard.model.unknown-alias' | 'dashboard.model.no-state-entity'; aliasId: string | null };

/** Options of {@link datasourceQuery}. */
export interface DatasourceQueryOptions {
  /** Type of the widget: time-series widgets read time series through their own subscription, not as latest values. */
  widgetType: WidgetType;
  /** Entities per page; the widget config's pageSize, 1024 by default. */
  pageSize?: number;
}

function keyOf(dataKey: DataKey): EntityKey | undefined {
  if (dataKey.type === 'attribute') return { type: 'ATTRIBUTE', key: dataKey.name };
  if (dataKey.type === 'timeseries') return { type: 'TIME_SERIES', key: dataKey.name };
  if (dataKey.type === 'entityField') return { type: 'ENTITY_FIELD', key: dataKey.name };
  return undefined;
}

function uniqueKeys(keys: EntityKey[]): EntityKey[] {
  const seen = new Set<string>();
  return keys.filter((k) => !seen.has(`${k.type}:${k.key}`) && !!seen.add(`${k.type}:${k.key}`));
}

/**
 * The entity-data (or entity-count) query of a datasource: the alias resolved against the user and
 * state, the key filters of its dashboard filter, its entity-field keys plus name, label and
 * additionalInfo, and its attribute keys (and time-series keys unless the widget is a time-series
 * one, and every latest data key) as latest values.
 */
export function datasourceQuery(ds: Datasource, config: Pick<DashboardConfiguration, 'entityAliases' | 'filters'>, ctx: AliasContext, options: DatasourceQueryOptions): DatasourceQuery {
  if (ds.type === 'function') return { kind: 'function' };
  const aliasId = ds.entityAliasId ?? null;
  const resolution = aliasId ? resolveAlias(config.entityAliases, aliasId, ctx) : undefined;
  if (!resolution) return { kind: 'none', reason: 'dashboard.model.unknown-alias', aliasId };
  if (!resolution.resolved) return { kind: 'none', reason: resolution.reason, aliasId };
  const filter = ds.filterId ? config.filters[ds.filterId] : undefined;
  const keyFilters = filter ? filterKeyFilters(filter) : [];
  if (ds.type === 'entityCount') return { kind: 'count', query: { entityFilter: resolution.entityFilter, keyFilters }, resolution };
  const keys = ds.dataKeys.flatMap((k) => keyOf(k) ?? []);
  const latestKeys = (ds.latestDataKeys ?? []).flatMap((k) => keyOf(k) ?? []);
  const entityFields = uniqueKeys([
    ...[...keys, ...latestKeys].filter((k) => k.type === 'ENTITY_FIELD'),
    ...DEFAULT_ENTITY_FIELDS.map((key): EntityKey => ({ type: 'ENTITY_FIELD', key })),
  ]);
  const latestValues = uniqueKeys([
    ...keys.filter((k) => k.type === 'ATTRIBUTE' || (k.type === 'TIME_SERIES' && options.widgetType !== 'timeseries')),
    ...latestKeys.filter((k) => k.type !== 'ENTITY_FIELD'),
  ]);
  return {
    kind: 'entity',
    query: { entityFilter: resolution.entityFilter, keyFilters, pageLink: aliasPageLink(resolution.resolveMultiple, options.pageSize), entityFields, latestValues },
    resolution,
  };
}
