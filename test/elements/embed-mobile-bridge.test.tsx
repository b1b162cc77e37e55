import { expect, waitUntil } from '@open-wc/testing';
import '../../elements/dashboard/define.js';
import type { DashboardChannel } from '../../elements/dashboard/runtime/widget-runtime.js';
import type { EntityData, EntityDataUpdate, PageData } from '../../sdk/realtime/messages.js';
import { createFakeServer, json } from '../support/fake-fetch.js';
import { click } from './support/kit-test.js';

// The mobile webview example's bridge (examples/mobile-webview.js) on a page with a dashboard whose table
// rows ask for a phone call: the request goes to the app, the app's answer shows, foreign origins are ignored.

const DEVICE = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0f01';
const DASHBOARD = {
  id: { entityType: 'DASHBOARD', id: 'mobile' },
  title: 'Technicians',
  configuration: {
    widgets: {
      calls: {
        id: 'calls', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
        config: {
          title: 'Call a technician',
          datasources: [{ type: 'entity', entityAliasId: 'pump', dataKeys: [{ name: 'phone', type: 'attribute', label: 'Phone', settings: {} }] }],
          actions: { rowClick: [{ id: 'call', name: 'Call', type: 'mobileAction', mobileAction: { type: 'makePhoneCall', getPhoneNumberFunction: 'return "+15550100";' } }] },
        },
      },
    },
    states: { default: { name: 'Technicians', root: true, layouts: { main: { widgets: { calls: { row: 0, col: 0, sizeX: 24, sizeY: 5 } }, gridSettings: { columns: 24, margin: 10 } } } } },
    entityAliases: { pump: { id: 'pump', alias: 'Pump', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: DEVICE } } } },
    settings: { stateControllerId: 'entity' },
  },
};

const channel: DashboardChannel = {
  subscribeEntityData(options) {
    const row: EntityData = { entityId: { entityType: 'DEVICE', id: DEVICE }, latest: { ENTITY_FIELD: { name: { ts: 1, value: 'Water Pump P1' } }, ATTRIBUTE: { phone: { ts: 1, value: '+15550100' } } }, timeseries: null };
    const page: PageData<EntityData> = { data: [row], totalPages: 1, totalElements: 1, hasNext: false };
    queueMicrotask(() => options.onData?.(page, page.data, { cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: page, update: null } as EntityDataUpdate));
    return { active: true, cmdId: 1, page: null, update: () => {}, setQuery: () => {}, unsubscribe: () => {} };
  },
  subscribeAlarmData: () => ({ active: true, cmdId: 0, page: null, unsubscribe: () => {} }),
  subscribeEntityCount: () => ({ active: true, cmdId: 0, unsubscribe: () => {} }),
};

/** What the page sent to the app through the native webview channel. */
const sent: Array<Record<string, unknown>> = [];

describe('mobile webview bridge', () => {
  before(async () => {
    const iat = Math.floor(Date.now() / 1000);
    const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const token = `${part({ alg: 'HS512' })}.${part({ sub: 'p', scopes: ['CUSTOMER_USER'], isPublic: true, customerId: 'p', iat, exp: iat + 9000 })}.c2ln`;
    const server = createFakeServer()
      .route('POST', '/api/auth/login/public', json(200, { token, refreshToken: null }))
      .route('GET', '/api/dashboard/mobile', json(200, DASHBOARD))
      .route('GET', '/api/dashboard/serverTime', json(200, Date.now()))
      .route('GET', '/api/dashboard/maxDatapointsLimit', json(200, 50000));
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => server.fetch(input instanceof Request ? input : new Request(new URL(String(input), location.href), init));
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage: (text: string) => sent.push(JSON.parse(text)) };
    document.body.insertAdjacentHTML('beforeend', '<tb-dashboard dashboard-id="mobile" public-id="p" hide-toolbar></tb-dashboard><p id="bridge-status" role="status"></p>');
    document.querySelector<HTMLElement & { realtime: DashboardChannel }>('tb-dashboard')!.realtime = channel;
    await import('../../examples/mobile-webview.js' as string);
  });

  it('asks the app for a mobile action with the row entity, shows the app\'s answer, and takes answers only from the app\'s origin', async () => {
    await waitUntil(() => sent.some((m) => m.event === 'ready'), 'ready sent');
    const dashboard = document.querySelector('tb-dashboard')!;
    await waitUntil(() => dashboard.shadowRoot?.querySelector('tr td'), 'row shown', { timeout: 5000 });
    const row = [...dashboard.shadowRoot!.querySelectorAll('tr')].find((r) => r.textContent?.includes('Water Pump P1'))!;
    await click(row);
    await waitUntil(() => sent.some((m) => m.event === 'mobile-action'), 'action asked', { timeout: 5000 });
    const asked = sent.find((m) => m.event === 'mobile-action')!;
    expect(asked).to.deep.include({ type: 'tb-bridge', action: 'makePhoneCall', params: { getPhoneNumberFunction: 'return "+15550100";' } });
    expect(asked.entity).to.deep.include({ entityType: 'DEVICE', id: DEVICE, name: 'Water Pump P1' });
    const status = document.getElementById('bridge-status')!;
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://ads.example', data: { type: 'tb-bridge', command: 'result', id: asked.id, ok: true, value: 'forged' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { type: 'tb-bridge', command: 'result', id: asked.id, ok: true, value: 'calling +15550100' } }));
    await waitUntil(() => status.textContent !== '', 'answer shown');
    expect(status.textContent).to.equal('Call: calling +15550100');
  });
});
