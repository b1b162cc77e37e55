import { expect, waitUntil } from '@open-wc/testing';
import '../../elements/dashboard/define.js';
import type { DashboardChannel } from '../../elements/dashboard/runtime/widget-runtime.js';
import type { EntityData, EntityDataUpdate, PageData } from '../../sdk/realtime/messages.js';
import { createFakeServer, json } from '../support/fake-fetch.js';
import { click } from './support/kit-test.js';

// The mobile webview example's bridge (examples/mobile-webview.js) on a page with a dashboard whose table rows
// each ask for one mobile action: the page runs the action's functions in the sandbox, sends the app only the
// data it needs, and hands the app's answer to the action's process, empty-result or error function; answers
// from another origin or another window are ignored.

const DEVICE = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0f01';
const ARGS = 'entityName + " " + entityId.entityType + " " + entityId.id.slice(0, 8)';

/** One table per mobile action type, its row click running that action with these functions. */
const ACTIONS: Record<string, Record<string, string>> = {
  takePictureFromGallery: { processImageFunction: `widgetContext.showSuccessToast("image " + imageUrl + " for " + ${ARGS});` },
  takePhoto: { processImageFunction: 'widgetContext.showSuccessToast("photo");', handleEmptyResultFunction: 'widgetContext.showInfoToast("no photo for " + entityName);' },
  takeScreenshot: { processImageFunction: 'return 1;', handleErrorFunction: 'widgetContext.showErrorToast("screenshot failed: " + error);' },
  mapDirection: { getLocationFunction: 'return [51.5, -0.125];', processLaunchResultFunction: 'widgetContext.showSuccessToast("directions launched " + launched);' },
  mapLocation: { getLocationFunction: 'return "nowhere";', handleErrorFunction: 'widgetContext.showErrorToast(error);' },
  scanQrCode: { processQrCodeFunction: 'widgetContext.showSuccessToast("code " + code + " " + format);' },
  makePhoneCall: { getPhoneNumberFunction: 'return "+1555010" + entityName.length;', processLaunchResultFunction: 'widgetContext.showSuccessToast("call launched " + launched);' },
  getLocation: {
    processLocationFunction: 'widgetContext.stateController.openState("site", { entityId: entityId, entityName: entityName, latitude: latitude, longitude: longitude }); widgetContext.showSuccessToast("at " + latitude + "," + longitude);',
  },
};

const DASHBOARD = {
  id: { entityType: 'DASHBOARD', id: 'mobile' },
  title: 'Technicians',
  configuration: {
    widgets: Object.fromEntries(Object.entries(ACTIONS).map(([type, functions]) => [type, {
      id: type, bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest',
      config: {
        title: type,
        datasources: [{ type: 'entity', entityAliasId: 'pump', dataKeys: [{ name: 'phone', type: 'attribute', label: 'Phone', settings: {} }] }],
        actions: { rowClick: [{ id: type, name: `Do ${type}`, type: 'mobileAction', mobileAction: { type, ...functions } }] },
      },
    }])),
    states: {
      default: {
        name: 'Technicians', root: true,
        layouts: { main: { widgets: Object.fromEntries(Object.keys(ACTIONS).map((type, i) => [type, { row: Math.floor(i / 2) * 4, col: (i % 2) * 12, sizeX: 12, sizeY: 4 }])), gridSettings: { columns: 24, margin: 10 } } },
      },
      site: { name: 'Site', root: false, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10 } } } },
    },
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
const status = () => document.getElementById('bridge-status')!;
const dashboard = () => document.querySelector('tb-dashboard')!;

/** Clicks the row of an action type's table; resolves the message the app got, if the page asked it. */
async function act(type: string, expectAsk = true): Promise<Record<string, unknown> | undefined> {
  const before = sent.length;
  status().textContent = '';
  const table = () => dashboard().shadowRoot!.querySelector(`section[aria-label="${type}"]`);
  await waitUntil(() => table()?.querySelector('tr td'), `${type} row shown`, { timeout: 5000 });
  const row = [...table()!.querySelectorAll('tr')].find((r) => r.textContent?.includes('Water Pump P1'))!;
  row.scrollIntoView({ block: 'center' });
  await click(row);
  if (!expectAsk) return undefined;
  await waitUntil(() => sent.slice(before).some((m) => m.event === 'mobile-action'), `${type} asked`, { timeout: 5000 });
  return sent.slice(before).find((m) => m.event === 'mobile-action');
}

/** The app's answer, as its webview delivers it (from this page's origin, from no window). */
function answer(id: unknown, body: Record<string, unknown>, init: MessageEventInit = {}) {
  window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { type: 'tb-bridge', command: 'result', id, ...body }, ...init }));
}

async function shows(text: string) {
  await waitUntil(() => status().textContent === text, `status "${text}" (shows "${status().textContent}")`, { timeout: 5000 });
}

const ENTITY = `Water Pump P1 DEVICE ${DEVICE.slice(0, 8)}`;

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
    document.body.insertAdjacentHTML('beforeend', '<tb-dashboard dashboard-id="mobile" public-id="p" hide-toolbar style="height: 1400px"></tb-dashboard><p id="bridge-status" role="status"></p>');
    document.querySelector<HTMLElement & { realtime: DashboardChannel }>('tb-dashboard')!.realtime = channel;
    await import('../../examples/mobile-webview.js' as string);
    await waitUntil(() => sent.some((m) => m.event === 'ready'), 'ready sent');
  });

  it('makePhoneCall: sends the app the number its function computed, never the function, and runs the launch function on the answer', async () => {
    const asked = (await act('makePhoneCall'))!;
    expect(asked).to.deep.include({ type: 'tb-bridge', action: 'makePhoneCall', params: { phoneNumber: '+155501013' } });
    expect(asked.entity).to.deep.include({ entityType: 'DEVICE', id: DEVICE, name: 'Water Pump P1' });
    expect(JSON.stringify(asked)).not.to.contain('Function');
    answer(asked.id, { ok: true, value: { launched: false } });
    await shows('call launched false');
  });

  it('takes answers only from the app\'s origin and window', async () => {
    const asked = (await act('makePhoneCall'))!;
    const other = document.createElement('iframe');
    document.body.append(other);
    answer(asked.id, { ok: true, value: { launched: true } }, { origin: 'https://ads.example' });
    answer(asked.id, { ok: true, value: { launched: true } }, { source: other.contentWindow });
    other.remove();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(status().textContent, 'no forged answer taken').to.equal('');
    answer(asked.id, { ok: true, value: { launched: false } });
    await shows('call launched false');
  });

  it('mapDirection: sends the location its function returned and runs the launch function', async () => {
    const asked = (await act('mapDirection'))!;
    expect(asked.params).to.deep.equal({ latitude: 51.5, longitude: -0.125 });
    answer(asked.id, { ok: true, value: { launched: true } });
    await shows('directions launched true');
  });

  it('mapLocation: a location function of the wrong shape asks the app nothing and runs the error function', async () => {
    const before = sent.length;
    await act('mapLocation', false);
    await shows('The location function did not return a [latitude, longitude] pair of numbers.');
    expect(sent.slice(before).filter((m) => m.event === 'mobile-action')).to.deep.equal([]);
  });

  it('takePictureFromGallery: runs the image function with the app\'s image and the row\'s entity', async () => {
    const asked = (await act('takePictureFromGallery'))!;
    expect(asked.params).to.deep.equal({});
    answer(asked.id, { ok: true, value: { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' } });
    await shows(`image data:image/png;base64,iVBORw0KGgo= for ${ENTITY}`);
  });

  it('takePhoto: an answer with no value runs the empty-result function', async () => {
    const asked = (await act('takePhoto'))!;
    answer(asked.id, { ok: true });
    await shows('no photo for Water Pump P1');
  });

  it('takeScreenshot: a failed answer runs the error function with the app\'s error', async () => {
    const asked = (await act('takeScreenshot'))!;
    answer(asked.id, { ok: false, error: 'the screen is locked' });
    await shows('screenshot failed: the screen is locked');
  });

  it('scanQrCode: runs the code function with the code and its format', async () => {
    const asked = (await act('scanQrCode'))!;
    answer(asked.id, { ok: true, value: { code: 'PUMP-0042', format: 'QR_CODE' } });
    await shows('code PUMP-0042 QR_CODE');
  });

  it('getLocation: runs the location function, whose widgetContext opens a state of the dashboard', async () => {
    const asked = (await act('getLocation'))!;
    answer(asked.id, { ok: true, value: { latitude: 48.85, longitude: 2.35 } });
    await shows('at 48.85,2.35');
    const stack = JSON.parse(atob(dashboard().getAttribute('state')!));
    expect(stack).to.deep.equal([
      { id: null, params: {} },
      { id: 'site', params: { entityId: { entityType: 'DEVICE', id: DEVICE }, entityName: 'Water Pump P1', latitude: 48.85, longitude: 2.35 } },
    ]);
    dashboard().removeAttribute('state');
  });

  it('says which function failed, and that an answer lacks the result the action needs', async () => {
    const asked = (await act('scanQrCode'))!;
    answer(asked.id, { ok: true, value: { text: 'no code here' } });
    await shows('Do scanQrCode: The app\'s answer has no code.');
  });
});
