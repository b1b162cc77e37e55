import { expect, waitUntil } from '@open-wc/testing';
import { useStore } from '@nanostores/react';
import DeviceDetailsPage from '../../console/pages/devices/device-details.js';
import type { LiveChannel } from '../../console/pages/entity-details/live-channel.js';
import { routeNamed } from '../../console/routes.js';
import { $router } from '../../console/session/router.js';
import type { AttributesSubscriptionOptions, TimeseriesSubscriptionOptions } from '../../sdk/realtime/telemetry-subscriptions.js';
import type { TelemetryData } from '../../sdk/realtime/messages.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import { entityQuery } from './support/entity-query.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const ID = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0001';
const DEVICE = {
  id: { entityType: 'DEVICE', id: ID },
  name: '<img src=x onerror=alert(1)>',
  type: 'thermostat',
  label: 'Office thermostat',
  deviceProfileName: 'thermostat',
  deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-1' },
  additionalInfo: { description: 'Second floor', gateway: false, overwriteActivityTime: true },
  customerTitle: 'Customer A',
  customerIsPublic: false,
};
const ATTRIBUTES = 'api/plugins/telemetry/DEVICE/' + ID;

/** A realtime channel the test drives: it records subscriptions and hands their callbacks out. */
function fakeRealtime() {
  const attributes: AttributesSubscriptionOptions[] = [];
  const timeseries: TimeseriesSubscriptionOptions[] = [];
  const ended: string[] = [];
  const channel: LiveChannel = {
    subscribeAttributes(options) {
      attributes.push(options);
      return { active: true, cmdId: attributes.length, unsubscribe: () => ended.push(`attributes ${options.scope ?? ''}`) };
    },
    subscribeTimeseries(options) {
      timeseries.push(options);
      return { active: true, cmdId: timeseries.length, unsubscribe: () => ended.push('timeseries') };
    },
  };
  const send = (options: { onData: (data: TelemetryData, message: never) => void } | undefined, data: TelemetryData) => {
    if (!options) throw new Error('not subscribed');
    options.onData(data, { subscriptionId: 1, errorCode: 0, errorMsg: null, data } as never);
  };
  return { channel, attributes, timeseries, ended, send };
}

/** The page as the console renders it: route parameters and query from the router, so tab changes show. */
function Routed({ realtime }: { realtime: LiveChannel }) {
  const page = useStore($router);
  return <DeviceDetailsPage route={routeNamed('device')} params={page?.params ?? {}} search={page?.search ?? {}} realtime={realtime} />;
}

/** Puts the address bar and the router at a path (the router reads the address again when it gets its first listener). */
function openAt(path: string): void {
  history.replaceState(null, '', path);
  $router.open(path, true);
}

async function open(role: 'TENANT_ADMIN' | 'CUSTOMER_USER' = 'TENANT_ADMIN', path = `/devices/${ID}`) {
  const attributes: Record<string, { key: string; value: unknown; lastUpdateTs: number }[]> = {
    SERVER_SCOPE: [
      { key: 'targetTemperature', value: 21, lastUpdateTs: 1700000000000 },
      { key: 'active', value: true, lastUpdateTs: 1700000000000 },
    ],
    SHARED_SCOPE: [{ key: 'mode', value: 'eco', lastUpdateTs: 1700000000000 }],
    CLIENT_SCOPE: [{ key: 'firmware', value: '1.2.0', lastUpdateTs: 1700000000000 }],
  };
  let stored: Record<string, unknown> = DEVICE;
  const server = useFakeServer()
    .route('GET', `/api/device/info/${ID}`, () => json(200, stored))
    .route('GET', `/api/device/${ID}/credentials`, json(200, { deviceId: DEVICE.id, credentialsType: 'ACCESS_TOKEN', credentialsId: 'token-A1' }))
    .route('POST', '/api/device', (r: SeenRequest) => {
      stored = { ...JSON.parse(r.body), deviceProfileName: 'pump' };
      return json(200, JSON.parse(r.body));
    })
    .route('POST', '/api/entitiesQuery/find', entityQuery([{ entityType: 'DEVICE_PROFILE', id: 'p-1', name: 'thermostat' }, { entityType: 'DEVICE_PROFILE', id: 'p-2', name: 'pump' }]))
    .route('GET', '/api/otaPackages/p-2/FIRMWARE', json(200, { data: [{ id: { entityType: 'OTA_PACKAGE', id: 'fw-1' }, title: 'Pump firmware', version: '2.1' }], totalPages: 1, totalElements: 1, hasNext: false }))
    .route('GET', '/api/otaPackage/info/fw-1', json(200, { id: { entityType: 'OTA_PACKAGE', id: 'fw-1' }, title: 'Pump firmware', version: '2.1' }))
    .route('GET', '/api/otaPackages/p-2/SOFTWARE', json(200, { data: [], totalPages: 0, totalElements: 0, hasNext: false }));
  for (const scope of Object.keys(attributes)) {
    server
      .route('GET', `/${ATTRIBUTES}/values/attributes/${scope}`, () => json(200, attributes[scope]))
      .route('POST', `/${ATTRIBUTES}/${scope}`, (r: SeenRequest) => {
        const body = JSON.parse(r.body) as Record<string, unknown>;
        for (const [key, value] of Object.entries(body)) attributes[scope] = [...attributes[scope]!.filter((a) => a.key !== key), { key, value, lastUpdateTs: Date.now() }];
        return json(200);
      })
      .route('DELETE', `/${ATTRIBUTES}/${scope}`, (r: SeenRequest) => {
        const keys = r.query.get('keys')?.split(',') ?? [];
        attributes[scope] = attributes[scope]!.filter((a) => !keys.includes(a.key));
        return json(200);
      });
  }
  server.route('DELETE', `/${ATTRIBUTES}/timeseries/delete`, json(200));
  seen = server;
  await signInAs(role);
  openAt(path);
  const live = fakeRealtime();
  const page = await renderPage(<Routed realtime={live.channel} />);
  await waitUntil(() => page.querySelector('h1'), 'page loaded');
  return { server, page, live };
}

let seen: ReturnType<typeof useFakeServer> | undefined;

/** Waits for a condition; a timeout says what the page showed. */
async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path} ${r.headers.get('x-authorization') ? 'signed' : 'anonymous'}`).join(', ');
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 300) ?? ''}" after ${calls ?? 'no calls'} at ${location.pathname}`);
  });
}

const tab = (name: string) => [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent === name)!;
const cellTexts = () => [...document.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((c) => c.innerText.trim()));
const dialogButton = (name: string) => button(name, openDialog()!);

describe('device details page', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('shows the device name as text, its profile and label, both copy buttons and the tab list, axe clean', async () => {
    const { page } = await open();
    expect(page.querySelector('h1')!.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect(page.querySelector('img')).to.equal(null);
    expect(shows('thermostat · Office thermostat')).to.equal(true);
    expect(button('Copy device ID').disabled).to.equal(false);
    await until(() => !button('Copy access token').disabled, 'access token loaded');
    expect([...page.querySelectorAll('[role=tab]')].map((t) => [t.textContent, t.getAttribute('aria-selected')])).to.deep.equal([
      ['Details', 'true'],
      ['Attributes', 'false'],
      ['Latest telemetry', 'false'],
      ['Alarms', 'false'],
      ['Relations', 'false'],
      ['Audit logs', 'false'],
      ['Events', 'false'],
    ]);
    expect(field('Name').value).to.equal('<img src=x onerror=alert(1)>');
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('moves between tabs with the arrow keys and keeps the tab in the address', async () => {
    await open();
    tab('Details').focus();
    await press('ArrowRight');
    await until(() => location.search === '?tab=attributes', 'address names the tab');
    expect(document.activeElement).to.equal(tab('Attributes'));
    expect(tab('Attributes').getAttribute('aria-selected')).to.equal('true');
    await until(() => document.querySelector('[role=tabpanel] table'), 'attributes shown');
    await press('End');
    await until(() => location.search === '?tab=events', 'last tab');
    await press('ArrowRight');
    await until(() => location.search === '', 'wrapped to the first tab, which the address leaves out');
    expect(document.activeElement).to.equal(tab('Details'));
  });

  it('opens at the tab the address names', async () => {
    await open('TENANT_ADMIN', `/devices/${ID}?tab=telemetry`);
    expect(tab('Latest telemetry').getAttribute('aria-selected')).to.equal('true');
  });

  it('says a device that does not exist was not found and leads back to the list', async () => {
    useFakeServer().route('GET', `/api/device/info/${ID}`, json(404, { status: 404, message: 'Requested item wasn\'t found!', errorCode: 32 }));
    await signInAs('TENANT_ADMIN');
    openAt(`/devices/${ID}`);
    await renderPage(<Routed realtime={fakeRealtime().channel} />);
    await until(() => shows('Device not found'), 'not found shown');
    await clickOn(button('Back to devices'));
    await until(() => location.pathname === '/devices', 'back at the list');
  });

  it('shows a failed load with the server message and loads again on retry', async () => {
    const server = useFakeServer().route('GET', `/api/device/info/${ID}`, json(500, { status: 500, message: 'Database is down', errorCode: 2 }));
    await signInAs('TENANT_ADMIN');
    openAt(`/devices/${ID}`);
    await renderPage(<Routed realtime={fakeRealtime().channel} />);
    await until(() => shows('The device could not be loaded') && shows('Database is down'), 'error shown');
    server.route('GET', `/api/device/info/${ID}`, json(200, DEVICE));
    await clickOn(button('Retry'));
    await until(() => document.querySelector('h1')?.textContent === DEVICE.name, 'loaded on retry');
  });

  it('saves a changed label, profile and firmware with the rest of the device kept, and refuses an empty or too long name', async () => {
    const { server } = await open();
    await until(() => findButton('Save'), 'form shown');
    await until(() => field('Device profile').value === 'thermostat', 'stored profile shown by name');
    expect(field('Firmware').disabled).to.equal(false);
    expect(button('Save').disabled).to.equal(true);
    field('Name').select();
    await press('Backspace');
    await until(() => shows('Name is required.'), 'required message');
    field('Name').focus();
    await type('n'.repeat(256));
    await until(() => shows('The name can be at most 255 characters long.'), 'length message');
    await clickOn(button('Save'));
    expect(server.requestsTo('/api/device')).to.have.length(0);
    field('Name').select();
    await type('Thermostat T1');
    field('Label').select();
    await type('Lab thermostat');
    // Another profile, then a firmware of that profile.
    field('Device profile').select();
    await type('pu');
    await until(() => document.querySelector('[role=option]')?.textContent === 'pump', 'profile suggested');
    await press('ArrowDown');
    await press('Enter');
    field('Firmware').focus();
    await press('ArrowDown');
    await until(() => document.querySelector('[role=option]')?.textContent === 'Pump firmware (2.1)', "the new profile's firmware offered");
    await press('ArrowDown');
    await press('Enter');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Device saved.')), 'saved');
    const body = JSON.parse(server.requestsTo('/api/device')[0]!.body);
    expect(body).to.deep.equal({
      id: DEVICE.id,
      name: 'Thermostat T1',
      type: 'thermostat',
      label: 'Lab thermostat',
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-2' },
      firmwareId: { entityType: 'OTA_PACKAGE', id: 'fw-1' },
      softwareId: null,
      additionalInfo: { description: 'Second floor', gateway: false, overwriteActivityTime: true },
    });
    await until(() => document.querySelector('h1')?.textContent === 'Thermostat T1', 'header shows the saved name');
    await until(() => shows('pump · Lab thermostat'), 'subtitle names the new profile');
  });

  it('shows a customer user every field read-only, without save, access token, audit logs, events or attribute and telemetry actions', async () => {
    const { server, page, live } = await open('CUSTOMER_USER');
    expect(shows('You can view this device but not change it.')).to.equal(true);
    expect([...page.querySelectorAll('[role=tab]')].map((t) => t.textContent)).to.deep.equal(['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations']);
    expect(field('Name').readOnly).to.equal(true);
    expect(findButton('Save')).to.equal(undefined);
    expect(findButton('Copy access token')).to.equal(undefined);
    expect(server.requestsTo(`/api/device/${ID}/credentials`)).to.have.length(0);
    await clickOn(tab('Attributes'));
    await until(() => cellTexts().length === 2, 'attributes listed');
    expect(findButton('Add attribute')).to.equal(undefined);
    expect(document.querySelectorAll('tbody button')).to.have.length(0);
    await clickOn(tab('Latest telemetry'));
    live.send(live.timeseries[0], { temperature: [[1700000000000, '21.5']] });
    await until(() => cellTexts().length === 1, 'telemetry listed');
    expect(document.querySelectorAll('tbody button')).to.have.length(0);
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});

describe('device attributes tab', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lists server attributes by key and switches scope through the select, kept in the address', async () => {
    const { page, live } = await open('TENANT_ADMIN', `/devices/${ID}?tab=attributes`);
    await until(() => cellTexts().length === 2, 'server attributes');
    expect(cellTexts()).to.deep.equal([
      ['active', 'true'],
      ['targetTemperature', '21'],
    ]);
    expect(live.attributes.map((a) => a.scope)).to.deep.equal(['SERVER_SCOPE']);
    const select = document.querySelector<HTMLSelectElement>('select')!;
    expect([...select.options].map((o) => o.text)).to.deep.equal(['Client attributes', 'Shared attributes', 'Server attributes']);
    select.value = 'SHARED_SCOPE';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => location.search === '?tab=attributes&scope=SHARED_SCOPE', 'scope in the address');
    await until(() => cellTexts()[0]?.[0] === 'mode', 'shared attributes');
    expect(live.ended).to.deep.equal(['attributes SERVER_SCOPE']);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('shows the scope picked last when an earlier scope\'s answer arrives late', async () => {
    const { server } = await open('TENANT_ADMIN', `/devices/${ID}`);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.route('GET', `/${ATTRIBUTES}/values/attributes/SERVER_SCOPE`, async () => {
      await held;
      return json(200, [{ key: 'late', value: 1, lastUpdateTs: 1700000000000 }]);
    });
    tab('Attributes').click();
    await until(() => document.querySelector('select'), 'scope select');
    const select = document.querySelector<HTMLSelectElement>('select')!;
    select.value = 'SHARED_SCOPE';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    release();
    await until(() => cellTexts()[0]?.[0] === 'mode', 'shared attributes');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(cellTexts()).to.deep.equal([['mode', 'eco']]);
  });

  it('keeps client attributes read-only for a tenant administrator', async () => {
    await open('TENANT_ADMIN', `/devices/${ID}?tab=attributes&scope=CLIENT_SCOPE`);
    await until(() => cellTexts()[0]?.[0] === 'firmware', 'client attributes');
    expect(findButton('Add attribute')).to.equal(undefined);
    expect(document.querySelectorAll('tbody button')).to.have.length(0);
    expect(shows('Client attributes are reported by the device and cannot be changed here.')).to.equal(true);
  });

  it('adds a typed attribute through the dialog, refusing a malformed value first', async () => {
    const { server } = await open('TENANT_ADMIN', `/devices/${ID}?tab=attributes&scope=SHARED_SCOPE`);
    await until(() => cellTexts().length === 1, 'shared attributes');
    await clickOn(button('Add attribute'));
    await until(() => openDialog(), 'dialog open');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Key is required.', openDialog()!) && shows('String value is required.', openDialog()!), 'required messages');
    field('Key', openDialog()!).focus();
    await type('interval');
    const typeSelect = openDialog()!.querySelector('select')!;
    typeSelect.value = 'INTEGER';
    typeSelect.dispatchEvent(new Event('change', { bubbles: true }));
    field('Value', openDialog()!).focus();
    await type('1.5');
    await until(() => shows('Enter a whole number, for example 42 or -7.', openDialog()!), 'integer message');
    await clickOn(dialogButton('Add'));
    expect(server.requestsTo(`/${ATTRIBUTES}/SHARED_SCOPE`).filter((r) => r.method === 'POST')).to.have.length(0);
    field('Value', openDialog()!).select();
    await type('30');
    await clickOn(dialogButton('Add'));
    await until(() => !openDialog(), 'dialog closed');
    expect(JSON.parse(server.requestsTo(`/${ATTRIBUTES}/SHARED_SCOPE`).find((r) => r.method === 'POST')!.body)).to.deep.equal({ interval: 30 });
    await until(() => cellTexts().some((c) => c[0] === 'interval' && c[1] === '30'), 'new attribute listed');
    expect(toastTexts().some((t) => t.includes("Attribute 'interval' saved."))).to.equal(true);
  });

  it('deletes an edited attribute saved without a value instead of saving it', async () => {
    const { server } = await open('TENANT_ADMIN', `/devices/${ID}?tab=attributes&scope=SHARED_SCOPE`);
    await until(() => cellTexts().length === 1, 'shared attributes');
    await clickOn(button('Edit mode'));
    await until(() => openDialog(), 'dialog open');
    expect(field('Key', openDialog()!).disabled).to.equal(true);
    expect(field('Value', openDialog()!).value).to.equal('eco');
    field('Value', openDialog()!).select();
    await press('Backspace');
    await until(() => shows('Saving without a value deletes this attribute.', openDialog()!), 'says it deletes');
    await clickOn(dialogButton('Delete'));
    await until(() => cellTexts()[0]?.[0] !== 'mode', 'attribute gone');
    const calls = server.requestsTo(`/${ATTRIBUTES}/SHARED_SCOPE`).filter((r) => r.method !== 'GET');
    expect(calls.map((r) => [r.method, r.query.get('keys')])).to.deep.equal([['DELETE', 'mode']]);
  });

  it('deletes an attribute after a confirmation naming its key', async () => {
    const { server } = await open('TENANT_ADMIN', `/devices/${ID}?tab=attributes`);
    await until(() => cellTexts().length === 2, 'server attributes');
    await clickOn(button('Delete active'));
    await until(() => openDialog() && shows("Delete the attribute 'active'?", openDialog()!), 'confirmation names the key');
    await clickOn(dialogButton('Delete'));
    await until(() => cellTexts().length === 1, 'attribute gone');
    expect(server.requestsTo(`/${ATTRIBUTES}/SERVER_SCOPE`).filter((r) => r.method === 'DELETE').map((r) => r.query.get('keys'))).to.deep.equal(['active']);
  });

  it('reloads the list when the realtime channel reports a change', async () => {
    const { server, live } = await open('TENANT_ADMIN', `/devices/${ID}?tab=attributes`);
    await until(() => cellTexts().length === 2, 'server attributes');
    const reads = () => server.requestsTo(`/${ATTRIBUTES}/values/attributes/SERVER_SCOPE`).length;
    live.send(live.attributes[0], { active: [[1, 'true']], targetTemperature: [[1, '21']] });
    expect(reads()).to.equal(1, 'the first message repeats what was read');
    server.route('GET', `/${ATTRIBUTES}/values/attributes/SERVER_SCOPE`, json(200, [{ key: 'fanSpeed', value: 3, lastUpdateTs: 1 }]));
    live.send(live.attributes[0], { fanSpeed: [[2, '3']] });
    await until(() => cellTexts()[0]?.[0] === 'fanSpeed', 'changed list shown');
  });
});

describe('device latest telemetry tab', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('shows each key with its newest value, updated live, and deletes a key after confirmation', async () => {
    const { server, page, live } = await open('TENANT_ADMIN', `/devices/${ID}?tab=telemetry`);
    expect(live.timeseries.map((s) => [s.entityType, s.entityId, s.keys])).to.deep.equal([['DEVICE', ID, undefined]]);
    live.send(live.timeseries[0], { temperature: [[1700000000000, '21.5']], humidity: [[1700000000000, '40']] });
    await until(() => cellTexts().length === 2, 'values shown');
    live.send(live.timeseries[0], { temperature: [[1700000001000, '22.1']] });
    await until(() => cellTexts()[1]?.[1] === '22.1', 'value updated live');
    expect(await axeViolations(page)).to.deep.equal([]);
    await clickOn(button('Delete the values of humidity'));
    await until(() => openDialog() && shows("Delete all values of 'humidity'?", openDialog()!), 'confirmation names the key');
    await clickOn(dialogButton('Delete'));
    await until(() => cellTexts().length === 1, 'key gone');
    const call = server.requestsTo(`/${ATTRIBUTES}/timeseries/delete`)[0]!;
    expect([call.method, call.query.get('keys'), call.query.get('deleteAllDataForKeys')]).to.deep.equal(['DELETE', 'humidity', 'true']);
  });
});
