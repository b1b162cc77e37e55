import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, e2eServer, launchBrowser, newPage, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;
let dashboardId: string;
let deviceToken: string;
let publicId: string;

const key = (name: string, label: string) => ({ name, type: 'timeseries', label, color: '#2563eb', settings: {}, units: '°C', decimals: 1 });
const at = (row: number, col: number, sizeX: number, sizeY: number) => ({ row, col, sizeX, sizeY });

/** A device of its own and a dashboard of a chart (legend with the latest value) and a digital value of it, shared with the public customer. */
async function prepare(): Promise<void> {
  tenant = await restClient(server, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password);
  const device = await tenant.call<{ id: { id: string } }>('POST', '/api/device', { name: `Embed sensor ${Date.now()}`, type: 'default' });
  deviceToken = (await tenant.call<{ credentialsId: string }>('GET', `/api/device/${device.id.id}/credentials`)).credentialsId;
  const alias = { id: 'sensor', alias: 'Sensor', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: device.id.id } } };
  const source = [{ type: 'entity', entityAliasId: 'sensor', dataKeys: [key('temperature', 'Temperature')] }];
  const configuration = {
    widgets: {
      chart: {
        id: 'chart', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries',
        config: { title: 'Temperature', datasources: source, showLegend: true, legendConfig: { direction: 'column', position: 'bottom', showLatest: true }, useDashboardTimewindow: true },
      },
      value: { id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest', config: { title: 'Temperature now', units: '°C', decimals: 1, datasources: source } },
    },
    states: { default: { name: 'Embed', root: true, layouts: { main: { widgets: { chart: at(0, 0, 16, 6), value: at(0, 16, 8, 6) }, gridSettings: { columns: 24, margin: 10 } } } } },
    entityAliases: { sensor: alias },
    timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 600000, interval: 1000 }, aggregation: { type: 'NONE', limit: 1000 } },
    settings: { stateControllerId: 'entity', showDashboardTimewindow: true },
  };
  const dashboard = await tenant.call<{ id: { id: string } }>('POST', '/api/dashboard', { title: `Embed ${Date.now()}`, configuration });
  dashboardId = dashboard.id.id;
  const shared = await tenant.call<{ assignedCustomers: Array<{ customerId: { id: string }; public?: boolean }> }>('POST', `/api/customer/public/dashboard/${dashboardId}`);
  publicId = shared.assignedCustomers.find((c) => c.public)!.customerId.id;
}

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  await prepare();
});

/** Every URL the page requests (HTTP and websocket). */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

async function postTemperature(value: number): Promise<void> {
  const posted = await fetch(`${server.url}/api/v1/${deviceToken}/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ temperature: value }) });
  assert.equal(posted.status, 200);
}

test('the embedding example shows a dashboard and a widget with live telemetry, the tenant token set as a property and in no URL but the websocket\'s', async (t) => {
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 1000 } });
  const urls = recordUrls(page);
  // No public id: the elements say they need credentials until the page hands them a token pair.
  await page.goto(`/examples/embed.html?dashboardId=${dashboardId}&widgetId=value&publicId=`);
  await page.locator('tb-widget [role=alert]').filter({ hasText: 'The server asks to sign in' }).waitFor();
  await page.evaluate(({ token }) => {
    for (const el of document.querySelectorAll<HTMLElement & { tokens: unknown }>('tb-dashboard, tb-widget')) el.tokens = { token, refreshToken: null };
  }, { token: tenant.token });
  const dashboardChart = page.locator('tb-dashboard section[aria-label="Temperature"]');
  await dashboardChart.waitFor();
  await page.locator('tb-widget section[aria-label="Temperature now"]').waitFor();

  const value = 20 + Math.round(Math.random() * 100) / 10;
  await postTemperature(value);
  const shown = value.toFixed(1);
  await page.locator(`tb-widget section[aria-label="Temperature now"] [role=img][aria-label*="${shown}"]`).waitFor();
  await page.locator(`tb-dashboard section[aria-label="Temperature now"] [role=img][aria-label*="${shown}"]`).waitFor();
  await dashboardChart.locator('[part=legend]').filter({ hasText: shown }).waitFor();

  // The page's hostile CSS does not reach inside: the widget title keeps the kit's font and colour.
  const title = await page.locator('tb-widget section[aria-label="Temperature now"] h2').evaluate((h) => {
    const style = getComputedStyle(h);
    return { font: style.fontFamily, transform: style.textTransform, italic: style.fontStyle };
  });
  assert.doesNotMatch(title.font, /Comic Sans/);
  assert.equal(title.transform, 'none');
  assert.equal(title.italic, 'normal');

  const withToken = urls.filter((url) => url.includes(tenant.token));
  assert.deepEqual(withToken.filter((url) => !url.startsWith('ws')), []);
  assert.ok(urls.some((url) => url.startsWith('ws')), 'the data came through the websocket');
  assert.deepEqual(urls.filter((url) => url.startsWith('ws')).length, 1, 'one websocket for both elements');
  assert.deepEqual(errors.map(String), []);
});

test('the embedding example opens the public dashboard without signing in, and the mobile webview answers only its app\'s origin', async (t) => {
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 390, height: 844 } });
  await page.goto(`/examples/embed.html?dashboardId=${dashboardId}&widgetId=chart&publicId=${publicId}`);
  await page.locator('tb-dashboard section[aria-label="Temperature"]').waitFor();
  await page.locator('tb-widget section[aria-label="Temperature"]').waitFor();
  assert.equal(await page.evaluate(() => localStorage.length), 0, 'the embed keeps no session in local storage');

  await page.goto(`/examples/mobile-webview.html?dashboardId=${dashboardId}&publicId=${publicId}`);
  await page.locator('tb-dashboard section[aria-label="Temperature"]').waitFor();
  assert.equal(await page.locator('tb-dashboard nav[aria-label="Dashboard states"]').count(), 0);
  // A message from another origin is dropped; the app's own state command is followed.
  const state = Buffer.from(JSON.stringify([{ id: 'missing', params: {} }])).toString('base64');
  await page.evaluate((s) => window.dispatchEvent(new MessageEvent('message', { origin: 'https://ads.example', data: { type: 'tb-bridge', command: 'state', state: s } })), state);
  assert.equal(await page.locator('tb-dashboard').getAttribute('state'), null);
  await page.evaluate((s) => window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { type: 'tb-bridge', command: 'state', state: s } })), state);
  assert.equal(await page.locator('tb-dashboard').getAttribute('state'), state);
  assert.deepEqual(errors.map(String), []);
});
