// A dashboard page against a fake server and a fake realtime channel, for the browser tests of the
// dashboard view: the console's DashboardPage with its parameters and query from the router.
import { waitUntil } from '@open-wc/testing';
import { useStore } from '@nanostores/react';
import { DashboardPage } from '../../../console/pages/dashboards/dashboard-page.js';
import { dashboardPath } from '../../../console/pages/dashboards/dashboard-page.logic.js';
import { $router } from '../../../console/session/router.js';
import { registerDashboardLocales } from '../../../elements/dashboard/i18n/index.js';
import { $widgetTypes } from '../../../elements/dashboard/widgets/custom/widget-types.js';
import type { DashboardChannel } from '../../../elements/dashboard/runtime/widget-runtime.js';
import type { EntityDataSubscriptionOptions } from '../../../sdk/realtime/query-subscriptions.js';
import type { EntityDataValueCmds } from '../../../sdk/realtime/commands.js';
import type { EntityData, EntityDataUpdate, PageData } from '../../../sdk/realtime/messages.js';
import type { FakeServer, Reply } from '../../support/fake-fetch.js';
import { json, renderPage, signInAs, useFakeServer } from '../../console/support/auth-pages.js';

export const T1 = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0001';
export const T2 = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0002';
/** Names of the fake thermostats by id. */
export const NAMES: Record<string, string> = { [T1]: 'Thermostat T1', [T2]: 'Thermostat T2' };
/** Latest temperature of each fake thermostat. */
export const TEMPERATURES: Record<string, string> = { [T1]: '21.5', [T2]: '19.25' };

/** A data key of a widget datasource. */
export const key = (name: string, type: string, label: string) => ({ name, type, label, settings: {} });
/** A widget placement. */
export const at = (row: number, col: number, sizeX: number, sizeY: number) => ({ row, col, sizeX, sizeY });

/** A fake realtime channel with every entity-data subscription it was given. */
export interface FakeChannel {
  channel: DashboardChannel;
  /** Every entity-data subscription made, in order. */
  entity: EntityDataSubscriptionOptions[];
  /** How many subscriptions were ended. */
  ended: () => number;
}

/**
 * A realtime channel answering every entity-data query with the thermostats it names (a single entity, or
 * both), their name and temperature; time-series subscriptions then get six points across their window.
 */
export function fakeChannel(): FakeChannel {
  const entity: EntityDataSubscriptionOptions[] = [];
  let ended = 0;
  const rowOf = (id: string): EntityData => ({
    entityId: { entityType: 'DEVICE', id },
    latest: { ENTITY_FIELD: { name: { ts: 1, value: NAMES[id] ?? id }, label: { ts: 1, value: '' } }, TIME_SERIES: { temperature: { ts: 1700000000000, value: TEMPERATURES[id] ?? '0' } } },
    timeseries: null,
  });
  const seriesOf = (values: EntityDataValueCmds, id: string): EntityData => {
    const cmd = values.tsCmd ?? values.historyCmd;
    const start = cmd?.startTs ?? 0;
    const end = values.historyCmd?.endTs ?? start + (values.tsCmd?.timeWindow ?? 0);
    const points = Array.from({ length: 6 }, (_, i) => ({ ts: Math.round(start + ((end - start) * (i + 0.5)) / 6), value: String(20 + i) }));
    return { ...rowOf(id), timeseries: Object.fromEntries((cmd?.keys ?? []).map((k) => [k, points])) };
  };
  const channel: DashboardChannel = {
    subscribeEntityData(options) {
      entity.push(options);
      const cmdId = entity.length;
      const filter = options.query.entityFilter as { type: string; singleEntity?: { id: string } };
      const ids = filter.type === 'singleEntity' ? [filter.singleEntity!.id] : [T1, T2];
      const page: PageData<EntityData> = { data: ids.map(rowOf), totalPages: 1, totalElements: ids.length, hasNext: false };
      const message = (update: EntityData[] | null) => ({ cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: update ? null : page, update } as EntityDataUpdate);
      let active = true;
      queueMicrotask(() => {
        if (!active) return;
        options.onData?.(page, page.data, message(null));
        const values = valuesOf(options);
        if (values?.tsCmd || values?.historyCmd) {
          const update = ids.map((id) => seriesOf(values, id));
          options.onData?.(page, update, message(update));
        }
      });
      return { active: true, cmdId, page: null, update: () => {}, setQuery: () => {}, unsubscribe: () => { active = false; ended += 1; } };
    },
    subscribeAlarmData: () => ({ active: true, cmdId: 0, page: null, unsubscribe: () => {} }),
    subscribeEntityCount: () => ({ active: true, cmdId: 0, unsubscribe: () => {} }),
  };
  return { channel, entity, ended: () => ended };
}

/** The page as the console renders it: parameters and query from the router, so state changes show. */
function Routed({ dashboardId, channel, fullscreen }: { dashboardId: string; channel: DashboardChannel; fullscreen: boolean }) {
  const page = useStore($router);
  const pathOf = fullscreen ? (id: string) => `/dashboard/${encodeURIComponent(id)}` : dashboardPath;
  return <DashboardPage dashboardId={(page?.params as { dashboardId?: string } | undefined)?.dashboardId ?? dashboardId} search={page?.search ?? {}} pathOf={pathOf} realtime={channel} fullscreen={fullscreen} />;
}

/** Options of {@link openDashboard}. */
export interface OpenOptions {
  /** The address to open; the in-console page of the dashboard by default. */
  path?: string;
  /** More routes of the fake server. */
  routes?: (server: FakeServer) => void;
  /** Shows the fullscreen page (honouring hideToolbar, embedded and reload). */
  fullscreen?: boolean;
  authority?: 'TENANT_ADMIN' | 'CUSTOMER_USER';
  /** What `GET /api/dashboard/{id}` answers instead of the dashboard (a failure). */
  answer?: Reply;
}

/** Opens a dashboard (as the server stores it) signed in as a tenant administrator, with a fake channel. */
export async function openDashboard(stored: { id: { id: string } }, options: OpenOptions = {}) {
  $widgetTypes.set({});
  const dashboardId = stored.id.id;
  const server = useFakeServer()
    .route('GET', `/api/dashboard/${dashboardId}`, options.answer ?? json(200, stored))
    .route('GET', '/api/dashboard/serverTime', json(200, Date.now()))
    .route('GET', '/api/dashboard/maxDatapointsLimit', json(200, 50000));
  options.routes?.(server);
  await signInAs(options.authority ?? 'TENANT_ADMIN');
  await registerDashboardLocales();
  const path = options.path ?? dashboardPath(dashboardId);
  history.replaceState(null, '', path);
  $router.open(path, true);
  const live = fakeChannel();
  const page = await renderPage(<Routed dashboardId={dashboardId} channel={live.channel} fullscreen={options.fullscreen ?? false} />);
  return { server, page, live };
}

/** Waits up to 5 s, saying what the page showed when it timed out. */
export async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 400) ?? ''}" at ${location.pathname}${location.search}`);
  });
}

/** The frame of a widget, by its title. */
export const frame = (title: string) => document.querySelector<HTMLElement>(`section[aria-label="${CSS.escape(title)}"]`);

/** The value commands of a subscription (given as they are, or made from the first page). */
export function valuesOf(options: EntityDataSubscriptionOptions): EntityDataValueCmds | undefined {
  return typeof options.values === 'function' ? undefined : options.values;
}

/** The filter of an entity-data subscription, as the server gets it. */
export const filterOf = (options: EntityDataSubscriptionOptions) => options.query.entityFilter as { type: string; singleEntity?: { id: string } };
