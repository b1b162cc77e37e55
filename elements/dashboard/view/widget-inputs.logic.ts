// What a widget's subscription depends on besides the state and the time window: the aliases and filters
// its datasources name, and the entity picked for those aliases. Pure.
import type { DashboardConfiguration, Widget } from '../model/dashboard.types.js';

const unique = (ids: ReadonlyArray<string | null | undefined>): string[] => [...new Set(ids.filter((id): id is string => !!id))];

/**
 * A key that changes exactly when something a widget's queries are built from changes: the definition of
 * each alias and filter its datasources (and alarm source) name, and the entity picked for those aliases.
 * A pick or a filter change so subscribes again only the widgets that use that alias or filter.
 */
export function widgetSourcesKey(
  widget: Pick<Widget, 'config'>, config: Pick<DashboardConfiguration, 'entityAliases' | 'filters'>, selection: Readonly<Record<string, { id: string }>> = {},
): string {
  const sources = [...widget.config.datasources, ...(widget.config.alarmSource ? [widget.config.alarmSource] : [])];
  const aliases = unique(sources.map((ds) => ds.entityAliasId)).map((id) => [id, config.entityAliases[id] ?? null, selection[id]?.id ?? null]);
  const filters = unique(sources.map((ds) => ds.filterId)).map((id) => [id, config.filters[id] ?? null]);
  return JSON.stringify([aliases, filters]);
}
