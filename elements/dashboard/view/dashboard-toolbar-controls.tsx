import { lazy, Suspense, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { AliasContext } from '../model/aliases.logic.js';
import type { Dashboard } from '../model/dashboard.types.js';
import { entitySelectAliases } from '../model/entity-select.logic.js';
import { editableFilters } from '../model/user-filters.logic.js';
import type { DashboardControls } from './dashboard-controls.store.js';
import type { DashboardClient } from './dashboard-view.js';

// Each control loads when a dashboard first shows it.
const ToolbarEntities = lazy(() => import('./toolbar-entities.js'));
const ToolbarFilters = lazy(() => import('./toolbar-filters.js'));
const DashboardSelect = lazy(() => import('../../dashboard-select/dashboard-select.js').then((m) => ({ default: m.DashboardSelect })));

/** Props of {@link DashboardToolbarControls}. */
export interface DashboardToolbarControlsProps {
  dashboard: Dashboard;
  client: DashboardClient;
  controls: DashboardControls;
  /** The user and state params the aliases resolve against. */
  alias: AliasContext;
  /** A narrow dashboard: icon buttons opening panels. */
  compact: boolean;
  /** Inside a host page: no dashboards select. */
  embedded: boolean;
  /** Opens another dashboard (the dashboards select). */
  onOpenDashboard?: (dashboardId: string) => void;
}

/**
 * The toolbar's own controls, each as the dashboard's settings allow (protocol §7.1): the entities select
 * (`showEntitiesSelect`), the filters button when a filter may be changed (`showFilters`) and, outside a
 * host page, the dashboards select (`showDashboardsSelect`) that opens the dashboard picked in it.
 */
export function DashboardToolbarControls({ dashboard, client, controls, alias, compact, embedded, onOpenDashboard }: DashboardToolbarControlsProps) {
  const config = dashboard.configuration;
  const { settings } = config;
  const selection = useStore(controls.$entitySelection);
  const userFilters = useStore(controls.$userFilters);
  const epoch = useStore(controls.$aliasEpoch);
  const user = useStore(client.auth.$authUser);
  const aliases = useMemo(() => (settings.showEntitiesSelect === false ? [] : entitySelectAliases(config, alias)), [settings.showEntitiesSelect, config, alias]);
  const filters = useMemo(
    () => (settings.showFilters === false ? [] : editableFilters({ filters: { ...config.filters, ...userFilters } })),
    [settings.showFilters, config.filters, userFilters],
  );
  const dashboardId = dashboard.id?.id;
  const showDashboards = !embedded && settings.showDashboardsSelect !== false && !!dashboardId && !!onOpenDashboard && !!user && user.authority !== 'SYS_ADMIN';
  return (
    <Suspense fallback={null}>
      {aliases.length > 0 && (
        <ToolbarEntities client={client} aliases={aliases} selection={selection} epoch={epoch} compact={compact} onPick={controls.pickEntity} />
      )}
      {filters.length > 0 && <ToolbarFilters filters={filters} compact={compact} onApply={(next) => next.forEach(controls.applyFilter)} />}
      {showDashboards && (
        <div data-toolbar-control="dashboards" className={compact ? 'shrink-0' : 'w-56 min-w-0 shrink'}>
          <DashboardSelect
            value={dashboardId}
            hideLabel={!compact}
            clearable={false}
            narrow={compact}
            onChange={({ value }) => value && value !== dashboardId && onOpenDashboard(value)}
          />
        </div>
      )}
    </Suspense>
  );
}
