// A backend for the browser tests of the embedding elements: a fake server behind the page's fetch that
// answers sign-ins, dashboards and the clock, and tokens shaped as the server issues them.
import { waitUntil } from '@open-wc/testing';
import type { DashboardChannel } from '../../../elements/dashboard/runtime/widget-runtime.js';
import type { EntityData, EntityDataUpdate, PageData } from '../../../sdk/realtime/messages.js';
import { createFakeServer, json, type FakeServer, type Reply } from '../../support/fake-fetch.js';

/** An unsigned JWT with the given claims (the kit only decodes tokens; the fake server does not check them). */
export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.c2ln`;
}

/** A token pair valid for 2.5 hours, for a public user unless the claims say otherwise. */
export function tokenFor(claims: Record<string, unknown>): { token: string; refreshToken: string } {
  const iat = Math.floor(Date.now() / 1000);
  return { token: jwt({ sub: 'public', userId: 'public-user', tenantId: 'tenant-1', iat, exp: iat + 9000, ...claims }), refreshToken: jwt({ scopes: ['REFRESH_TOKEN'], iat, exp: iat + 604800 }) };
}

const realFetch = window.fetch;

/**
 * Puts a fake server behind `window.fetch` that answers the public sign-in of any public id, the clock, and
 * each dashboard of `dashboards` by id; every request is recorded. {@link restoreFetch} puts the real fetch back.
 */
export function embedBackend(dashboards: Record<string, Reply>): FakeServer {
  const server = createFakeServer()
    .route('POST', '/api/auth/login/public', (request) => json(200, tokenFor({ scopes: ['CUSTOMER_USER'], isPublic: true, customerId: JSON.parse(request.body).publicId })))
    .route('GET', '/api/dashboard/serverTime', json(200, Date.now()))
    .route('GET', '/api/dashboard/maxDatapointsLimit', json(200, 50000));
  for (const [id, reply] of Object.entries(dashboards)) server.route('GET', `/api/dashboard/${id}`, reply);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => server.fetch(input instanceof Request ? input : new Request(new URL(String(input), location.href), init));
  return server;
}

/** Puts the page's real fetch back. */
export function restoreFetch(): void {
  window.fetch = realFetch;
}

/** The page's real fetch (to read the example stylesheet while the fake server answers the kit). */
export const pageFetch = (input: string) => realFetch(input);

/** Waits up to 5 s for a condition the elements reach through their backend. */
export async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

/** The shadow root of an element. */
export const inside = (el: Element): ShadowRoot => el.shadowRoot!;

/** A widget's frame inside an element, by its title. */
export const widgetFrame = (el: Element, title: string): HTMLElement | null => inside(el).querySelector<HTMLElement>(`section[aria-label="${CSS.escape(title)}"]`);

/** A device row of a realtime entity-data page: its name and its latest values by time-series key. */
export function deviceRow(id: string, name: string, timeseries: Record<string, string>): EntityData {
  const TIME_SERIES = Object.fromEntries(Object.entries(timeseries).map(([key, value]) => [key, { ts: 1700000000000, value }]));
  return { entityId: { entityType: 'DEVICE', id }, latest: { ENTITY_FIELD: { name: { ts: 1, value: name }, label: { ts: 1, value: '' } }, TIME_SERIES }, timeseries: null };
}

/** A realtime channel answering every entity-data query at once: a single-entity filter with that row, any other with every row. */
export function entityChannel(rows: readonly EntityData[]): DashboardChannel {
  let cmd = 0;
  return {
    subscribeEntityData(options) {
      cmd += 1;
      const filter = options.query.entityFilter as { type: string; singleEntity?: { id: string } };
      const found = filter.type === 'singleEntity' ? rows.filter((r) => r.entityId.id === filter.singleEntity!.id) : [...rows];
      const page: PageData<EntityData> = { data: found, totalPages: 1, totalElements: found.length, hasNext: false };
      queueMicrotask(() => options.onData?.(page, page.data, { cmdId: cmd, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: page, update: null } as EntityDataUpdate));
      return { active: true, cmdId: cmd, page: null, update: () => {}, setQuery: () => {}, unsubscribe: () => {} };
    },
    subscribeAlarmData: () => ({ active: true, cmdId: 0, page: null, unsubscribe: () => {} }),
    subscribeEntityCount: () => ({ active: true, cmdId: 0, unsubscribe: () => {} }),
  };
}
