import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { normaliseDashboard } from '../../../elements/dashboard/model/normalise.logic.js';
import type { Dashboard } from '../../../elements/dashboard/model/dashboard.types.js';
import { loadServerClock } from '../../../elements/dashboard/runtime/server-clock.js';
import type { DashboardChannel } from '../../../elements/dashboard/runtime/widget-runtime.js';
import { DashboardView } from '../../../elements/dashboard/view/dashboard-view.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { client, navigate } from '../../session/session.js';
import { DetailsProblem } from '../entity-details/details-states.js';
import { dashboardAddress, dashboardLoadFailure, queryFlag, type DashboardLoadFailure } from './dashboard-page.logic.js';

type Loaded = { state: 'loading' } | { state: 'ready'; dashboard: Dashboard } | { state: DashboardLoadFailure; message: string };

/** Loads a dashboard (`GET /api/dashboard/{id}`) and normalises it against the server's datapoints limit; `reload` loads it again. */
export function useDashboard(dashboardId: string): { loaded: Loaded; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    const [{ data, response }, clock] = await Promise.all([
      client.with({ ignoreErrors: true }).GET('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }),
      loadServerClock(client.with({ ignoreErrors: true, ignoreLoading: true })),
    ]);
    if (data) {
      const options = clock.maxDatapointsLimit === null ? {} : { maxDatapointsLimit: clock.maxDatapointsLimit };
      setLoaded({ state: 'ready', dashboard: normaliseDashboard(data, options).dashboard });
    } else {
      setLoaded({ state: dashboardLoadFailure(response.status), message: apiErrorOf(response)?.message ?? response.statusText });
    }
  }, [dashboardId]);
  useEffect(() => {
    void load();
  }, [load]);
  return { loaded, reload: () => void load() };
}

/** Placeholder of a dashboard while it loads: a toolbar line and a few widget cards. */
export function DashboardSkeleton({ label }: { label: string }) {
  const bar = 'rounded-full bg-surface-hover motion-safe:animate-pulse';
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4 p-4">
      <div className={`h-6 w-64 max-w-full ${bar}`} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex h-48 flex-col gap-3 rounded-card border border-border bg-surface-raised p-4">
            <div className={`h-4 w-1/3 ${bar}`} />
            <div className={`h-4 w-2/3 ${bar}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Props of {@link DashboardPage}. */
export interface DashboardPageProps {
  dashboardId: string;
  /** Query parameters of the address: `state`, and for the fullscreen page `hideToolbar` and `embedded`. */
  search: Record<string, string>;
  /** The address of this page for a dashboard id (in the console or fullscreen). */
  pathOf: (dashboardId: string) => string;
  /** The realtime channel; the console client's by default. */
  realtime?: DashboardChannel;
  /** Honours `hideToolbar` and `embedded` (the fullscreen page). */
  fullscreen?: boolean;
  /** Shown at the start of the dashboard toolbar. */
  toolbarStart?: ReactNode;
  /** Called with the dashboard title once it loaded. */
  onTitle?: (title: string | undefined) => void;
}

/**
 * A dashboard page: loads the dashboard, then shows it live with the state stack in the `state` query
 * parameter (each state navigation is a new history entry, so the browser's back returns to the previous state); while
 * loading a skeleton, and a card when it does not exist, may not be seen, or failed to load (with retry).
 */
export function DashboardPage({ dashboardId, search, pathOf, realtime = client.realtime, fullscreen = false, toolbarStart, onTitle }: DashboardPageProps) {
  const t = useTranslate();
  const { loaded, reload } = useDashboard(dashboardId);
  const here = pathOf(dashboardId);
  const title = loaded.state === 'ready' ? loaded.dashboard.title : undefined;
  useEffect(() => onTitle?.(title), [title, onTitle]);

  if (loaded.state === 'loading') return <DashboardSkeleton label={t('dashboard:page.loading')} />;
  if (loaded.state === 'not-found' || loaded.state === 'forbidden') {
    const found = loaded.state === 'forbidden';
    return (
      <DetailsProblem
        kind={loaded.state}
        title={t(found ? 'dashboard:page.forbidden' : 'dashboard:page.not-found')}
        text={t(found ? 'dashboard:page.forbidden-text' : 'dashboard:page.not-found-text')}
        action={{ label: t('dashboard:page.back-to-dashboards'), onClick: () => navigate('/dashboards') }}
      />
    );
  }
  if (loaded.state !== 'ready') {
    return <DetailsProblem kind="error" title={t('dashboard:page.load-failed')} text={loaded.message} action={{ label: t('dashboard:page.retry'), onClick: reload }} />;
  }
  return (
    <DashboardView
      key={dashboardId}
      dashboard={loaded.dashboard}
      client={client}
      channel={realtime}
      state={search.state ?? null}
      onStateChange={(state) => navigate(dashboardAddress(here, search, state))}
      onOpenDashboard={(id, state) => navigate(dashboardAddress(pathOf(id), {}, state))}
      hideToolbar={fullscreen && queryFlag(search, 'hideToolbar')}
      embedded={fullscreen && queryFlag(search, 'embedded')}
      toolbarStart={toolbarStart}
    />
  );
}
