import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { mdiPencilOutline } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { JsonObject } from '../../../elements/dashboard/model/problems.js';
import { normaliseDashboard } from '../../../elements/dashboard/model/normalise.logic.js';
import type { Dashboard } from '../../../elements/dashboard/model/dashboard.types.js';
import { loadServerClock } from '../../../elements/dashboard/runtime/server-clock.js';
import type { DashboardChannel } from '../../../elements/dashboard/runtime/widget-runtime.js';
import { DashboardView, type DashboardViewProps } from '../../../elements/dashboard/view/dashboard-view.js';
import type { SaveResult } from '../../../elements/dashboard/edit/dashboard-editor.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { $auth, client, navigate } from '../../session/session.js';
import { DetailsProblem } from '../entity-details/details-states.js';
import { dashboardAddress, dashboardLoadFailure, queryFlag, toolbarHidden, type DashboardLoadFailure } from './dashboard-page.logic.js';
import { MOBILE_HANDLERS } from './mobile-app.logic.js';
import { inMobileApp, tellMobileApp } from './mobile-app.js';
import { registerDashEditLocales } from '../../../elements/dashboard/edit/i18n/index.js';

await registerDashEditLocales();

type Loaded = { state: 'loading' } | { state: 'ready'; dashboard: Dashboard; json: unknown } | { state: DashboardLoadFailure; message: string };

/** Dashboard edit mode, loaded only when a tenant administrator opens it. */
const DashboardEditor = lazy(() => import('../../../elements/dashboard/edit/dashboard-editor.js'));

/**
 * Loads a dashboard (`GET /api/dashboard/{id}`) and normalises it against the server's datapoints limit,
 * keeping the JSON as loaded; `reload` loads it again, `replace` shows a dashboard the server saved.
 */
export function useDashboard(dashboardId: string): { loaded: Loaded; reload: () => void; replace: (json: unknown) => void } {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const limit = useRef<{ maxDatapointsLimit?: number }>({});
  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    const [{ data, response }, clock] = await Promise.all([
      client.with({ ignoreErrors: true }).GET('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }),
      loadServerClock(client.with({ ignoreErrors: true, ignoreLoading: true })),
    ]);
    if (data) {
      limit.current = clock.maxDatapointsLimit === null ? {} : { maxDatapointsLimit: clock.maxDatapointsLimit };
      setLoaded({ state: 'ready', dashboard: normaliseDashboard(data, limit.current).dashboard, json: data });
    } else {
      setLoaded({ state: dashboardLoadFailure(response.status), message: apiErrorOf(response)?.message ?? response.statusText });
    }
  }, [dashboardId]);
  useEffect(() => {
    void load();
  }, [load]);
  const replace = useCallback((json: unknown) => setLoaded({ state: 'ready', dashboard: normaliseDashboard(json, limit.current).dashboard, json }), []);
  return { loaded, reload: () => void load(), replace };
}

/** Saves dashboard JSON (`POST /api/dashboard`), answering the saved dashboard or the server's message. */
async function saveDashboard(json: JsonObject): Promise<SaveResult> {
  const result = await client.with({ ignoreErrors: true }).call<unknown>('POST', '/api/dashboard', { body: json });
  return result.ok ? { ok: true, saved: result.data } : { ok: false, message: result.error.message };
}

/** The toolbar button that opens edit mode. */
function EditButton({ onClick }: { onClick: () => void }) {
  const t = useTranslate();
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-control items-center gap-2 rounded-control border border-border bg-surface px-3 text-base font-medium text-text transition-colors duration-fast hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
    >
      <Icon path={mdiPencilOutline} size={18} />
      {t('dashedit:edit.edit')}
    </button>
  );
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
  /** Query parameters of the address: `state`, `edit` (opens edit mode), and for the fullscreen page `hideToolbar`, `embedded` and `reload`. */
  search: Record<string, string>;
  /** The address of this page for a dashboard id (in the console or fullscreen). */
  pathOf: (dashboardId: string) => string;
  /** The realtime channel; the console client's by default. */
  realtime?: DashboardChannel;
  /** Honours `hideToolbar`, `embedded` and `reload` (the fullscreen page). */
  fullscreen?: boolean;
  /** Shown at the start of the dashboard toolbar. */
  toolbarStart?: ReactNode;
  /** Called with the dashboard title once it loaded. */
  onTitle?: (title: string | undefined) => void;
}

/** Whether the signed-in user may edit dashboards in the console: tenant administrators only. */
function useMayEdit(fullscreen: boolean): boolean {
  const user = useStore(client.auth.$authUser);
  return !fullscreen && user?.authority === 'TENANT_ADMIN';
}

/**
 * Tells the mobile app (fullscreen page only) the shown state's name on every change, and that the dashboard
 * loaded once per `reload` value. The right layout shows inline under the main one on phones, so the app
 * is told there is no side drawer to toggle.
 */
function useMobileAppReports(fullscreen: boolean, reload: string | null): DashboardViewProps['onShown'] {
  const told = useRef<string | null | undefined>(undefined);
  return (shown) => {
    if (!fullscreen || !inMobileApp()) return;
    tellMobileApp(MOBILE_HANDLERS.stateName, shown.stateName);
    if (told.current === reload) return;
    told.current = reload;
    tellMobileApp(MOBILE_HANDLERS.loaded, false, false);
  };
}

/** Opens a dashboard's page in a new browser tab, never giving that tab a hold on this one. */
function openInNewTab(address: string): void {
  window.open(address, '_blank', 'noopener');
}

/**
 * A dashboard page: loads the dashboard, then shows it live with the state stack in the `state` query
 * parameter (each state navigation is a new history entry, so the browser's back returns to the previous state); while
 * loading a skeleton, and a card when it does not exist, may not be seen, or failed to load (with retry).
 * Fullscreen, a new `reload` value (the mobile app opening the same dashboard again) resolves its aliases anew.
 */
export function DashboardPage({ dashboardId, search, pathOf, realtime = client.realtime, fullscreen = false, toolbarStart, onTitle }: DashboardPageProps) {
  const t = useTranslate();
  const { loaded, reload, replace } = useDashboard(dashboardId);
  const mayEdit = useMayEdit(fullscreen);
  const auth = useStore($auth);
  const reloadKey = fullscreen ? (search.reload ?? null) : null;
  const onShown = useMobileAppReports(fullscreen, reloadKey);
  // `?edit=true` opens a tenant administrator's dashboard in edit mode.
  const [editing, setEditing] = useState(() => queryFlag(search, 'edit'));
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
  const view: DashboardViewProps = {
    dashboard: loaded.dashboard,
    client,
    channel: realtime,
    state: search.state ?? null,
    onStateChange: (state) => navigate(dashboardAddress(here, search, state)),
    onOpenDashboard: (id, state, options) => (options?.newTab ? openInNewTab : navigate)(dashboardAddress(pathOf(id), {}, state)),
    hideToolbar: toolbarHidden({
      hideToolbarParam: fullscreen && queryFlag(search, 'hideToolbar'),
      hideToolbarSetting: loaded.dashboard.configuration.settings.hideToolbar === true,
      forceFullscreen: auth.forceFullscreen === true,
      mobileApp: inMobileApp(),
      publicUser: auth.authUser?.isPublic === true,
      editing: editing && mayEdit,
    }),
    embedded: fullscreen && queryFlag(search, 'embedded'),
    reloadKey,
    onShown,
    toolbarStart,
  };
  if (editing && mayEdit) {
    const { json } = loaded;
    return (
      <Suspense fallback={<DashboardView key={dashboardId} {...view} />}>
        <DashboardEditor
          dashboard={loaded.dashboard}
          json={json}
          save={saveDashboard}
          client={client}
          onSaved={(saved) => {
            replace(saved);
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
          renderView={(edit) => <DashboardView key={dashboardId} {...view} {...edit} />}
        />
      </Suspense>
    );
  }
  return <DashboardView key={dashboardId} {...view} toolbarEnd={mayEdit ? <EditButton onClick={() => setEditing(true)} /> : undefined} />;
}
