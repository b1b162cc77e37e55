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
let widgetsDashboardId: string;

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

/**
 * The custom widget's script: it says it runs, and tries the page's cookies, storage and DOM (each try
 * reported as blocked, empty or read) in a toast.
 */
const PROBE = `
  function attempt(fn) { try { var v = fn(); return v === undefined || v === null || v === '' ? 'empty' : 'read'; } catch (e) { return 'blocked'; } }
  self.onInit = function () {
    self.ctx.container.querySelector('.state').textContent = 'Running for ' + self.ctx.datasources[0].entityName;
    var probe = [
      attempt(function () { return document.cookie; }),
      attempt(function () { return localStorage.getItem('embed_probe'); }),
      attempt(function () { return window.parent.document.title; }),
      attempt(function () { return window.top.localStorage.getItem('embed_probe'); })
    ];
    self.ctx.showInfoToast('Probe: ' + probe.join(', '), 60000);
  };`;

/** A dashboard of a custom widget (a widget type of the tenant's) and an OpenStreetMap of a device with a position. */
async function prepareWidgets(): Promise<void> {
  const stamp = Date.now();
  const device = await tenant.call<{ id: { id: string } }>('POST', '/api/device', { name: `Embed map sensor ${stamp}`, type: 'default' });
  await tenant.call('POST', `/api/plugins/telemetry/DEVICE/${device.id.id}/attributes/SERVER_SCOPE`, { latitude: 52.52, longitude: 13.405 });
  await tenant.call('POST', `/api/customer/public/device/${device.id.id}`);
  const bundle = await tenant.call<{ alias: string }>('POST', '/api/widgetsBundle', { title: `Embed probes ${stamp}` });
  const type = await tenant.call<{ alias: string }>('POST', '/api/widgetType', {
    name: 'Probe', bundleAlias: bundle.alias, descriptor: { type: 'latest', sizeX: 8, sizeY: 5, templateHtml: '<p class="state">Starting</p>', templateCss: '.state { font-size: 18px; }', controllerScript: PROBE },
  });
  const source = [{ type: 'entity', entityAliasId: 'sensor', dataKeys: [{ name: 'latitude', type: 'attribute', label: 'latitude', settings: {} }, { name: 'longitude', type: 'attribute', label: 'longitude', settings: {} }] }];
  const configuration = {
    widgets: {
      probe: { id: 'probe', bundleAlias: bundle.alias, typeAlias: type.alias, isSystemType: false, type: 'latest', config: { title: 'Probe', datasources: source } },
      map: { id: 'map', bundleAlias: 'maps', typeAlias: 'openstreetmap', type: 'latest', config: { title: 'Where it is', datasources: source } },
    },
    states: { default: { name: 'Widgets', root: true, layouts: { main: { widgets: { probe: at(0, 0, 12, 6), map: at(0, 12, 12, 6) }, gridSettings: { columns: 24, margin: 10 } } } } },
    entityAliases: { sensor: { id: 'sensor', alias: 'Sensor', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: device.id.id } } } },
    settings: { stateControllerId: 'entity' },
  };
  widgetsDashboardId = (await tenant.call<{ id: { id: string } }>('POST', '/api/dashboard', { title: `Embed widgets ${stamp}`, configuration })).id.id;
  await tenant.call('POST', `/api/customer/public/dashboard/${widgetsDashboardId}`);
}

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  await prepare();
  await prepareWidgets();
});

/** A 1 × 1 PNG, answered for every map tile so that no test reaches the network. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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

test('the embedding example runs a custom widget from the server\'s sandbox page under its strict policy, the script kept from the page\'s cookies, storage and DOM', async (t) => {
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 1000 } });
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  await page.goto('/examples/embed.html');
  await page.evaluate(() => {
    document.cookie = 'embed_probe=secret; path=/';
    localStorage.setItem('embed_probe', 'secret');
  });
  const policy = (await page.request.get('/examples/embed.html')).headers()['content-security-policy'] ?? '';
  assert.match(policy, /script-src 'self';/);
  await page.goto(`/examples/embed.html?dashboardId=${widgetsDashboardId}&widgetId=probe&publicId=${publicId}`);

  const frame = page.locator('tb-widget iframe');
  await frame.waitFor();
  assert.equal(await frame.getAttribute('src'), '/widget-sandbox.html');
  assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts');
  await page.frameLocator('tb-widget iframe').locator('.state').filter({ hasText: /^Running for Embed map sensor/ }).waitFor();
  await page.frameLocator('tb-dashboard iframe').locator('.state').filter({ hasText: /^Running for Embed map sensor/ }).waitFor();

  const toast = page.locator('tb-widget [part=toast]').filter({ hasText: 'Probe:' });
  await toast.waitFor();
  assert.equal((await toast.textContent())?.replace(/^.*Probe: /, ''), 'blocked, blocked, blocked, blocked');
  const [widgetBox, toastBox] = await Promise.all([page.locator('tb-widget').boundingBox(), toast.boundingBox()]);
  assert.ok(widgetBox && toastBox && toastBox.x >= widgetBox.x && toastBox.y + toastBox.height <= widgetBox.y + widgetBox.height, 'the toast sits inside the widget');
  assert.doesNotMatch(await toast.evaluate((el) => getComputedStyle(el).fontFamily), /Comic Sans/);
  assert.equal(await page.evaluate(() => localStorage.getItem('embed_probe')), 'secret');
  assert.match(await page.evaluate(() => document.cookie), /embed_probe=secret/);
  assert.deepEqual(errors.map(String), []);
});

test('the embedding example draws the map widget\'s OpenStreetMap tiles under the page\'s content policy', async (t) => {
  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 1000 } });
  const tiles: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  await page.goto(`/examples/embed.html?dashboardId=${widgetsDashboardId}&widgetId=map&publicId=${publicId}`);
  const map = page.locator('tb-widget section[aria-label="Where it is"]');
  await map.locator('[data-part=tiles] img').first().waitFor();
  await page.waitForFunction(() => {
    const images = [...document.querySelector('tb-widget')!.shadowRoot!.querySelectorAll<HTMLImageElement>('[data-part=tiles] img')];
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
  assert.equal(await map.locator('[data-part=tiles-failed]').count(), 0);
  assert.ok(tiles.length > 0 && tiles.every((url) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url)), tiles.join(' '));
  assert.deepEqual(errors.map(String), []);
});
