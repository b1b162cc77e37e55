import { before, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { encodeStateParam } from '../../elements/dashboard/model/states.logic.js';
import { e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

// A dashboard written by hand as ThingsBoard 3.4.1 exports it (protocol.md §7): numeric time-window enums,
// widgets keyed by id with legacy sizes, layouts `main` and `right`, a dashboard filter with a dynamic value
// and a complex predicate, and the entity state controller with a `thermostat_details` state.
const FIXTURE = new URL('../fixtures/dashboards/thermostats-3.4.1-export.json', import.meta.url);
const EXPORT = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { title: string; configuration: { states: Record<string, unknown> } };
const TITLE = EXPORT.title;

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface Saved {
  id: { id: string; entityType: string };
  name?: string;
  title?: string;
}

/** A device of type `thermostat` (the export's "Thermostats" alias lists that type) with a mode attribute, removed after the test. */
async function thermostat(t: TestContext, name: string, token: string, mode: string): Promise<Saved> {
  const device = await tenant.call<Saved>('POST', `/api/device?accessToken=${token}`, { name, type: 'thermostat' });
  t.after(() => tenant.call('DELETE', `/api/device/${device.id.id}`));
  await tenant.call('POST', `/api/plugins/telemetry/DEVICE/${device.id.id}/attributes/SERVER_SCOPE`, { mode });
  return device;
}

/** What a device sends over the device HTTP API. */
async function post(token: string, values: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${server.url}/api/v1/${token}/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
  assert.equal(answer.status, 200, 'the device API takes the telemetry');
}

/** The frame of a widget, found by its title as the page names it. */
const frame = (page: Page, title: string): Locator => page.locator(`section[aria-label="${title}"]`);

/** The names in the dashboard's state trail. */
const trail = (page: Page) => page.locator('nav[aria-label="Dashboard states"] li').allInnerTexts();

/** Deletes dashboards titled like the export, so that each run imports its own. */
async function removeImported(): Promise<void> {
  const found = await tenant.call<{ data: Saved[] }>('GET', `/api/tenant/dashboards?pageSize=50&page=0&textSearch=${encodeURIComponent(TITLE)}`);
  await Promise.all(found.data.filter((d) => d.title === TITLE).map((d) => tenant.call('DELETE', `/api/dashboard/${d.id.id}`)));
}

test('a dashboard exported from ThingsBoard 3.4.1 imports from the dashboards list, renders its widgets with its filter applied, shows telemetry a device posts, and moves between states through the address', async (t) => {
  await removeImported();
  t.after(removeImported);
  const warm = await thermostat(t, 'Imported thermostat A', 'e2e-imported-a', 'Heat');
  await thermostat(t, 'Imported thermostat B', 'e2e-imported-b', 'off');
  await post('e2e-imported-a', { temperature: 21.5 });
  await post('e2e-imported-b', { temperature: 25 });

  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await page.goto('/dashboards');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles(FIXTURE.pathname);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.waitFor();
  await row.focus();
  await row.press('Enter');
  await page.waitForURL(/\/dashboards\/[0-9a-f-]{36}$/);
  const dashboardPath = new URL(page.url()).pathname;

  // The root state's widgets, the right layout's markdown card among them: its generated (function) datasource, a random
  // walk from 0 computed in the sandbox once a second, fills its pattern with one decimal.
  const table = frame(page, 'Thermostats');
  await table.waitFor();
  const generated = frame(page, 'Notes').getByText(/^Value: -?\d+\.\d$/);
  await generated.waitFor();
  const first = await generated.innerText();
  await frame(page, 'Notes').getByText(/^Value: /).filter({ hasNotText: first }).waitFor();
  assert.equal(await frame(page, 'Notes').getByRole('alert').count(), 0, 'the function runs without an error');
  // Below it a chart of two generated keys over its own five-minute window, one point a second from the window's start.
  const load = frame(page, 'Simulated load');
  await load.locator('[part=plot][data-points]').waitFor();
  assert.ok(Number(await load.locator('[part=plot]').getAttribute('data-points')) >= 250, 'the window is filled from its start');
  await load.locator('[part=legend]').getByText('Sin').waitFor();
  await load.locator('[part=legend]').getByText('Random').waitFor();
  await frame(page, 'Thermostat alarms').waitFor();
  // The dashboard filter keeps thermostats warmer than 20 whose mode is heat (any case) or starts with auto.
  const warmRow = table.getByRole('row').filter({ hasText: 'Imported thermostat A' });
  await warmRow.filter({ hasText: '21.5' }).waitFor();
  assert.equal(await table.getByRole('row').filter({ hasText: 'Imported thermostat B' }).count(), 0, 'the filter leaves out the thermostat that is off');

  // Telemetry the device posts now shows without a reload.
  await post('e2e-imported-a', { temperature: 23.4 });
  await warmRow.filter({ hasText: '23.4' }).waitFor();

  // A row click opens the details state of that thermostat; the stack goes into the address.
  await warmRow.click();
  await page.waitForURL((url) => url.searchParams.has('state'));
  await page.locator('nav[aria-label="Dashboard states"]').getByText('Imported thermostat A').waitFor();
  assert.deepEqual(await trail(page), ['Thermostat control room', 'Imported thermostat A']);
  const stateUrl = page.url();

  // A reload, or the same address opened anew, shows the same state.
  await page.reload();
  await page.locator('nav[aria-label="Dashboard states"]').getByText('Imported thermostat A').waitFor();
  assert.equal(page.url(), stateUrl);

  // The browser's back button returns to the root state.
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('state'));
  await frame(page, 'Thermostats').waitFor();

  // An address written by hand names the state and its entity.
  const state = encodeStateParam(
    [{ id: 'default', params: {} }, { id: 'thermostat_details', params: { entityId: { entityType: 'DEVICE', id: warm.id.id }, entityName: 'Imported thermostat A' } }],
    EXPORT.configuration as never,
  );
  await page.goto(`${dashboardPath}?state=${encodeURIComponent(state ?? '')}`);
  await page.locator('nav[aria-label="Dashboard states"]').getByText('Imported thermostat A').waitFor();
  assert.deepEqual(await trail(page), ['Thermostat control room', 'Imported thermostat A']);
  assert.deepEqual(errors, [], 'no page errors');
});

test('the console’s line chart draws the telemetry a device posts, live, its legend giving the latest value', async (t) => {
  const device = await thermostat(t, 'Charted thermostat', 'e2e-charted-1', 'heat');
  await post('e2e-charted-1', { temperature: 21.5 });
  const key = { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#2196f3', settings: {}, decimals: 2, units: '°C' };
  const chart = {
    id: 'chart', isSystemType: true, bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', title: 'Live temperature', sizeX: 16, sizeY: 7, row: 0, col: 0,
    config: {
      title: 'Live temperature', showTitle: true, useDashboardTimewindow: true, showLegend: true,
      legendConfig: { position: 'bottom', direction: 'column', sortDataKeys: false, showMin: false, showMax: true, showAvg: false, showTotal: false, showLatest: true },
      datasources: [{ type: 'entity', entityAliasId: 'charted', dataKeys: [key] }],
    },
  };
  const saved = await tenant.call<Saved>('POST', '/api/dashboard', {
    title: 'E2E live chart',
    configuration: {
      widgets: { chart },
      states: { default: { name: 'E2E live chart', root: true, layouts: { main: { widgets: { chart: { sizeX: 16, sizeY: 7, row: 0, col: 0 } }, gridSettings: { columns: 24, margin: 10 } } } } },
      entityAliases: { charted: { id: 'charted', alias: 'Charted thermostat', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: device.id.id } } } },
      timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 3_600_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 1000 } },
      settings: { stateControllerId: 'entity', showDashboardTimewindow: true },
    },
  });
  t.after(() => tenant.call('DELETE', `/api/dashboard/${saved.id.id}`));

  const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'tenant');
  await page.goto(`/dashboards/${saved.id.id}`);
  const widget = frame(page, 'Live temperature');
  const latest = widget.getByRole('row').filter({ hasText: 'Temperature' }).locator('td').last();
  await latest.filter({ hasText: '21.50' }).waitFor();
  assert.equal(await widget.locator('canvas').count() > 0, true, 'the chart is drawn');

  // A value posted now shows in the chart without a reload, and is its maximum.
  await post('e2e-charted-1', { temperature: 23.75 });
  await latest.filter({ hasText: '23.75' }).waitFor();
  assert.match(await widget.getByRole('row').filter({ hasText: 'Temperature' }).innerText(), /23\.75 °C[\s\S]*23\.75 °C/);
  assert.deepEqual(errors, [], 'no page errors');
});
