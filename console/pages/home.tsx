import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiAlertOutline, mdiChevronRight, mdiDevices, mdiDomain } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import { userDisplayName } from '../../elements/user-menu/user-menu.logic.js';
import { ACTIVE_ALARMS_QUERY, entityCountQuery, homeCounts, homeSections, type HomeCount } from '../logic/home-sections.js';
import { routeNamed } from '../routes.js';
import { iconPath } from '../icons.js';
import { $auth, client } from '../session/session.js';

type CountState = { status: 'loading' } | { status: 'done'; value: number } | { status: 'failed' };

const COUNT_LOOK: Record<HomeCount, { icon: string; route?: string; tint: string }> = {
  devices: { icon: mdiDevices, route: 'devices', tint: 'bg-accent-soft text-accent' },
  assets: { icon: mdiDomain, route: 'assets', tint: 'bg-info-soft text-info' },
  'active-alarms': { icon: mdiAlertOutline, tint: 'bg-danger-soft text-danger' },
};

async function loadCount(count: HomeCount): Promise<number> {
  const api = client;
  if (count === 'active-alarms') {
    const { data, response } = await api.GET('/api/alarms', { params: { query: ACTIVE_ALARMS_QUERY } });
    if (!response.ok) throw new Error(String(response.status));
    return data?.totalElements ?? 0;
  }
  const result = await api.call<number>('POST', '/api/entitiesQuery/count', { body: entityCountQuery(count === 'devices' ? 'DEVICE' : 'ASSET') });
  if (!result.ok) throw result.error;
  return Number(result.data ?? 0);
}

function useCounts(counts: HomeCount[]): Record<string, CountState> {
  const [state, setState] = useState<Record<string, CountState>>({});
  const key = counts.join(',');
  useEffect(() => {
    let live = true;
    for (const count of key ? (key.split(',') as HomeCount[]) : []) {
      setState((s) => ({ ...s, [count]: { status: 'loading' } }));
      loadCount(count).then(
        (value) => live && setState((s) => ({ ...s, [count]: { status: 'done', value } })),
        () => live && setState((s) => ({ ...s, [count]: { status: 'failed' } })),
      );
    }
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

function CountCard({ count, state }: { count: HomeCount; state: CountState | undefined }) {
  const t = useTranslate();
  const look = COUNT_LOOK[count];
  const label = t(`console:count.${count}`);
  const value =
    !state || state.status === 'loading' ? (
      <span className="block h-8 w-16 animate-pulse rounded-control bg-surface-hover">
        <span className="sr-only">{t('console:app.loading')}</span>
      </span>
    ) : state.status === 'failed' ? (
      <span title={t('console:home.count-failed')} className="text-text-muted">
        {t('console:home.count-unavailable')}
        <span className="sr-only">{t('console:home.count-failed')}</span>
      </span>
    ) : (
      new Intl.NumberFormat().format(state.value)
    );
  const body = (
    <>
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-full sm:size-11 ${look.tint}`}>
        <Icon path={look.icon} size={22} />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm text-text-muted">{label}</span>
        <span className="text-xl font-semibold tabular-nums">{value}</span>
      </span>
    </>
  );
  const card = 'flex min-w-0 flex-col items-start gap-2 rounded-card border border-border bg-surface p-3 shadow-card sm:flex-row sm:items-center sm:gap-4 sm:p-4';
  if (!look.route) return <div className={card}>{body}</div>;
  const route = routeNamed(look.route);
  return (
    <a href={route.path} className={`${card} text-text no-underline transition-colors duration-fast hover:border-border-strong`}>
      {body}
      <Icon path={mdiChevronRight} size={20} mirrorInRtl className="ms-auto hidden text-text-muted sm:block" />
    </a>
  );
}

const OVERVIEW_KEYS: Record<string, string> = {
  SYS_ADMIN: 'console:home.sys-admin-overview',
  TENANT_ADMIN: 'console:home.tenant-overview',
  CUSTOMER_USER: 'console:home.customer-overview',
};

/** Home: a greeting, the tenant's or customer's counts, and shortcut sections per role mirroring the menu. */
export default function Home() {
  const t = useTranslate();
  const auth = useStore($auth);
  const authority = auth.authUser?.authority;
  const counts = homeCounts(authority);
  const countState = useCounts(counts);
  const sections = homeSections(authority, auth.edgesSupportEnabled);
  const details = auth.userDetails;
  const name = userDisplayName({ firstName: details?.firstName, lastName: details?.lastName, email: details?.email ?? auth.authUser?.sub });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">{t('console:home.welcome', { name })}</h1>
        {authority && OVERVIEW_KEYS[authority] && <p className="text-text-muted">{t(OVERVIEW_KEYS[authority])}</p>}
      </header>
      {counts.length > 0 && (
        <section aria-label={t('console:home.counts')} className="grid grid-cols-3 gap-2 sm:gap-3">
          {counts.map((count) => (
            <CountCard key={count} count={count} state={countState[count]} />
          ))}
        </section>
      )}
      <div className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={`home-${section.title}`} className="rounded-card border border-border bg-surface p-2 shadow-card">
            <h2 id={`home-${section.title}`} className="px-3 pt-2 pb-1 text-sm font-semibold tracking-wide text-text-muted uppercase">
              {t(`console:${section.title}`)}
            </h2>
            <ul className="flex flex-col">
              {section.routes.map((name) => {
                const route = routeNamed(name);
                return (
                  <li key={name}>
                    <a href={route.path} className="group flex h-11 items-center gap-3 rounded-control px-3 text-text no-underline hover:bg-surface-hover">
                      {route.breadcrumb && <Icon path={iconPath(route.breadcrumb.icon)} className="text-text-muted group-hover:text-accent" />}
                      <span className="flex-1 truncate">{t(`console:${route.title ?? name}`)}</span>
                      <Icon path={mdiChevronRight} size={18} mirrorInRtl className="text-text-muted opacity-0 transition-opacity duration-fast group-hover:opacity-100" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
