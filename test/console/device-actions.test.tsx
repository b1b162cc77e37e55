import { expect, waitUntil } from '@open-wc/testing';
import { useStore } from '@nanostores/react';
import DeviceDetailsPage from '../../console/pages/devices/device-details.js';
import DevicesPage from '../../console/pages/devices/devices.js';
import type { LiveChannel } from '../../console/pages/entity-details/live-channel.js';
import { routeNamed } from '../../console/routes.js';
import { $router } from '../../console/session/router.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import { entityQuery, optionNames } from './support/entity-query.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const ID = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0009';
const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const DEVICE = {
  id: { entityType: 'DEVICE', id: ID },
  createdTime: 1700000000000,
  name: 'Pump <P1>',
  type: 'default',
  label: 'Basement',
  deviceProfileName: 'default',
  additionalInfo: { gateway: false },
  customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
  customerTitle: null,
  customerIsPublic: false,
};
const TOKEN = { id: { id: 'cred-1' }, deviceId: { entityType: 'DEVICE', id: ID }, credentialsType: 'ACCESS_TOKEN', credentialsId: 'token-A1', credentialsValue: null };
const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const quietChannel: LiveChannel = {
  subscribeAttributes: () => ({ active: true, cmdId: 1, unsubscribe: () => undefined }),
  subscribeTimeseries: () => ({ active: true, cmdId: 2, unsubscribe: () => undefined }),
};

let seen: ReturnType<typeof useFakeServer> | undefined;

/** Waits for a condition; a timeout says what the page showed and which calls were made. */
async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path}`).join(', ');
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 400) ?? ''}" after ${calls ?? 'no calls'}`);
  });
}

/** The kit's confirmation, shown by its fallback host above the page's own dialog. */
const confirmation = () => document.querySelector('[data-tb-dialog-host]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
const dialogButton = (name: string) => button(name, openDialog()!);
/** The value of the open dialog's field with a label, or undefined while it has none. */
function valueIn(label: string): string | undefined {
  const dialog = openDialog();
  try {
    return dialog ? field(label, dialog).value : undefined;
  } catch {
    return undefined;
  }
}
const rows = () => [...document.querySelectorAll('[role=rowgroup] [role=row][data-index]')];

function Routed() {
  const current = useStore($router);
  return <DeviceDetailsPage route={routeNamed('device')} params={current?.params ?? {}} search={current?.search ?? {}} realtime={quietChannel} />;
}

async function openDetails() {
  let credentials: Record<string, unknown> = { ...TOKEN };
  const server = useFakeServer()
    .route('GET', `/api/device/info/${ID}`, json(200, DEVICE))
    .route('GET', `/api/device/${ID}/credentials`, () => json(200, credentials))
    .route('POST', '/api/device/credentials', (r: SeenRequest) => {
      credentials = JSON.parse(r.body) as Record<string, unknown>;
      return json(200, credentials);
    });
  seen = server;
  await signInAs('TENANT_ADMIN');
  history.replaceState(null, '', `/devices/${ID}`);
  $router.open(`/devices/${ID}`, true);
  const root = await renderPage(<Routed />);
  await until(() => findButton('Check connectivity'), 'credentials loaded');
  return { server, root };
}

describe('device credentials dialog', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('changes a token to MQTT basic after checking its fields and confirming, naming the device and its current kind', async () => {
    const { server } = await openDetails();
    button('Manage credentials').focus();
    await press('Enter');
    await until(() => openDialog()?.textContent?.includes('Credentials of Pump <P1>'), 'dialog names the device');
    await until(() => valueIn('Access token') === 'token-A1', 'the stored token shown');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    const select = openDialog()!.querySelector('select')!;
    expect([...select.options].map((o) => o.text)).to.deep.equal(['Access token', 'X.509 certificate', 'MQTT basic', 'LwM2M credentials']);
    select.value = 'MQTT_BASIC';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => valueIn('Client ID') === '', 'MQTT fields shown');
    await clickOn(dialogButton('Save'));
    await until(() => openDialog()!.textContent!.split('Enter a client ID, a user name or both.').length === 3, 'client id and user name both marked');
    expect(server.requestsTo('/api/device/credentials')).to.have.length(0);
    field('Client ID', openDialog()!).focus();
    await type('pump-1');
    field('Password', openDialog()!).focus();
    await type('s3cret');
    await until(() => shows('A password needs a user name.', openDialog()!), 'password needs a user name');
    field('User name', openDialog()!).focus();
    await type('pump');
    await clickOn(dialogButton('Save'));
    await until(() => confirmation()?.textContent?.includes('Change the credentials of Pump <P1>?'), 'confirmation names the device');
    expect(confirmation()!.textContent).to.contain('current credentials (Access token)');
    await clickOn(button('Change credentials', confirmation()!));
    await until(() => toastTexts().some((t) => t.includes('Credentials of Pump <P1> saved.')), 'saved');
    expect(JSON.parse(server.requestsTo('/api/device/credentials')[0]!.body)).to.deep.equal({
      id: { id: 'cred-1' },
      deviceId: { entityType: 'DEVICE', id: ID },
      credentialsType: 'MQTT_BASIC',
      credentialsValue: '{"clientId":"pump-1","userName":"pump","password":"s3cret"}',
    });
    await until(() => !openDialog(), 'dialog closed');
    expect(button('Copy access token').disabled).to.equal(true);
  });

  it('shows the server\'s refusal inside the dialog and keeps it open', async () => {
    const { server } = await openDetails();
    server.route('POST', '/api/device/credentials', json(400, { status: 400, message: 'Device credentials are already assigned to another device!', errorCode: 31 }));
    await clickOn(button('Manage credentials'));
    await until(() => openDialog()?.querySelector('input'), 'form shown');
    const token = field('Access token', openDialog()!);
    token.select();
    await press('Backspace');
    await clickOn(dialogButton('Save'));
    await until(() => shows('Access token is required.', openDialog()!), 'token required');
    token.focus();
    await type('taken-token');
    await clickOn(dialogButton('Save'));
    await until(() => confirmation(), 'confirmation shown');
    await clickOn(button('Change credentials', confirmation()!));
    await until(() => shows('The server refused the credentials: Device credentials are already assigned to another device!', openDialog()!), 'refusal shown');
    expect(openDialog()!.querySelector('[role=alert]')).to.not.equal(null);
    expect(JSON.parse(server.requestsTo('/api/device/credentials')[0]!.body).credentialsId).to.equal('taken-token');
  });

  it('checks LwM2M credentials are a JSON object and X.509 has a certificate', async () => {
    await openDetails();
    await clickOn(button('Manage credentials'));
    await until(() => openDialog()?.querySelector('select'), 'form shown');
    const select = openDialog()!.querySelector('select')!;
    select.value = 'LWM2M_CREDENTIALS';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => openDialog()!.querySelector('textarea'), 'LwM2M JSON shown');
    const area = openDialog()!.querySelector('textarea')!;
    expect(JSON.parse(area.value).client).to.deep.equal({ securityConfigClientMode: 'NO_SEC', endpoint: 'Pump <P1>' });
    area.focus();
    await press('End');
    await type('x');
    await until(() => shows('Enter a JSON object', openDialog()!), 'invalid JSON marked');
    select.value = 'X509_CERTIFICATE';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => shows('Certificate (PEM)', openDialog()!), 'certificate field');
    await clickOn(dialogButton('Save'));
    await until(() => shows('Certificate is required.', openDialog()!), 'certificate required');
    expect(confirmation()).to.equal(null);
  });
});

describe('unclaiming from the device page', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lets a customer user unclaim its own device after confirming, then opens the list, with no credentials call', async () => {
    const owned = { ...DEVICE, customerId: { entityType: 'CUSTOMER', id: 'customer-1' } };
    const server = useFakeServer().route('GET', `/api/device/info/${ID}`, json(200, owned)).route('DELETE', '/api/customer/device/Pump%20%3CP1%3E/claim', json(200));
    seen = server;
    await signInAs('CUSTOMER_USER');
    history.replaceState(null, '', `/devices/${ID}`);
    $router.open(`/devices/${ID}`, true);
    const root = await renderPage(<Routed />);
    await until(() => findButton('Unclaim device'), 'unclaim offered');
    expect(findButton('Manage credentials')).to.equal(undefined);
    expect(await axeViolations(root)).to.deep.equal([]);
    button('Unclaim device').focus();
    await press('Enter');
    await until(() => confirmation()?.textContent?.includes('Pump <P1> leaves your customer.'), 'confirmation names the device');
    await clickOn(button('Unclaim device', confirmation()!));
    await until(() => location.pathname === '/devices', 'back at the list');
    expect(server.requestsTo('/api/customer/device/Pump%20%3CP1%3E/claim').map((r) => r.method)).to.deep.equal(['DELETE']);
    expect(server.requests.filter((r) => r.path.endsWith('/credentials'))).to.have.length(0);
  });
});

describe('check connectivity', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('shows the curl and mosquitto_pub commands with the token and this server, each with a copy button, requesting nothing with the token', async () => {
    const { server } = await openDetails();
    await clickOn(button('Check connectivity'));
    await until(() => openDialog()?.textContent?.includes('Check connectivity of Pump <P1>'), 'dialog open');
    const commands = [...openDialog()!.querySelectorAll('pre')].map((p) => p.textContent);
    expect(commands).to.deep.equal([
      `curl -v -X POST ${location.origin}/api/v1/token-A1/telemetry --header 'Content-Type: application/json' --data '{"temperature":25}'`,
      `mosquitto_pub -d -q 1 -h ${location.hostname} -p 1883 -t v1/devices/me/telemetry -u token-A1 -m '{"temperature":25}'`,
    ]);
    expect(findButton('Copy the curl command', openDialog()!)).to.not.equal(undefined);
    expect(findButton('Copy the mosquitto_pub command', openDialog()!)).to.not.equal(undefined);
    expect(shows('MQTT with mosquitto_pub (port 1883)', openDialog()!)).to.equal(true);
    expect(server.requests.filter((r) => r.path.includes('token-A1') || r.query.toString().includes('token-A1'))).to.have.length(0);
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    await press('Escape');
    await until(() => !openDialog(), 'closed with Escape');
  });
});

describe('devices list actions', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  async function openList(role: 'TENANT_ADMIN' | 'CUSTOMER_USER') {
    const owned = { ...DEVICE, customerId: { entityType: 'CUSTOMER', id: 'customer-1' } };
    const server = useFakeServer()
      .route('GET', '/api/tenant/deviceInfos', page([DEVICE]))
      .route('GET', '/api/customer/customer-1/deviceInfos', page([owned]))
      .route('GET', `/api/device/${ID}/credentials`, json(200, TOKEN))
      .route('POST', '/api/entitiesQuery/find', entityQuery([{ entityType: 'DEVICE_PROFILE', id: 'p-1', name: 'thermostat' }, { entityType: 'DEVICE_PROFILE', id: 'p-2', name: 'pump' }]))
      .route('POST', '/api/device', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'DEVICE', id: 'new' } }));
    seen = server;
    await signInAs(role);
    history.replaceState(null, '', '/devices');
    const root = await renderPage(<DevicesPage route={routeNamed('devices')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'device listed');
    return { server, root };
  }

  it('opens a row\'s credentials from its action and adds a gateway device with its flags', async () => {
    const { server, root } = await openList('TENANT_ADMIN');
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickOn(button('Manage credentials', rows()[0]!));
    await until(() => openDialog()?.textContent?.includes('Credentials of Pump <P1>'), 'credentials of the row');
    await until(() => valueIn('Access token') === 'token-A1', 'token loaded');
    await clickOn(dialogButton('Cancel'));
    await until(() => !openDialog(), 'closed');
    await clickOn(button('Add device'));
    await until(() => openDialog(), 'add dialog open');
    expect(field('Device profile', openDialog()!).placeholder).to.equal('The default profile');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Name is required.', openDialog()!), 'name required');
    field('Name', openDialog()!).focus();
    await type('Gateway G1');
    expect(findButton('Overwrite activity time of connected devices')).to.equal(undefined);
    await clickOn(field('Is gateway', openDialog()!));
    await until(() => shows('Overwrite activity time of connected devices', openDialog()!), 'gateway option shown');
    await clickOn(field('Overwrite activity time of connected devices', openDialog()!));
    // The profile is found by typing the start of its name, among all the tenant's profiles.
    field('Device profile', openDialog()!).focus();
    await type('ther');
    await until(() => optionNames(openDialog()!).join() === 'thermostat', 'matching profile suggested');
    expect(seen!.requestsTo('/api/entitiesQuery/find').some((r) => JSON.parse(r.body).pageLink.pageSize === 50)).to.equal(true);
    await press('ArrowDown');
    await press('Enter');
    await until(() => field('Device profile', openDialog()!).value === 'thermostat', 'profile picked');
    await clickOn(dialogButton('Add'));
    await until(() => toastTexts().some((t) => t.includes('Device Gateway G1 added.')), 'added');
    expect(JSON.parse(server.requestsTo('/api/device')[0]!.body)).to.deep.equal({
      name: 'Gateway G1',
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-1' },
      additionalInfo: { gateway: true, overwriteActivityTime: true, description: '' },
    });
  });

  it('lets a customer user claim a device with its secret key, telling failure from success, and unclaim after confirming', async () => {
    const { server, root } = await openList('CUSTOMER_USER');
    const claims: unknown[] = [];
    server.route('POST', '/api/customer/device/Pump%202/claim', (r: SeenRequest) => {
      claims.push(JSON.parse(r.body));
      return claims.length === 1 ? json(400, { device: null, response: 'FAILURE' }) : json(200, { device: DEVICE, response: 'SUCCESS' });
    });
    server.route('DELETE', '/api/customer/device/Pump%20%3CP1%3E/claim', json(200));
    expect(findButton('Manage credentials')).to.equal(undefined);
    expect(findButton('Add device')).to.equal(undefined);
    await clickOn(button('Claim device'));
    await until(() => openDialog(), 'claim dialog');
    await clickOn(dialogButton('Claim device'));
    await until(() => shows('Device name is required.', openDialog()!), 'name required');
    field('Device name', openDialog()!).focus();
    await type('Pump 2');
    field('Secret key', openDialog()!).focus();
    await type('abc');
    await clickOn(dialogButton('Claim device'));
    await until(() => shows('it registered no claim, the claim expired, or the secret key differs', openDialog()!), 'failure explained');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    await clickOn(dialogButton('Claim device'));
    await until(() => toastTexts().some((t) => t.includes('Pump 2 now belongs to your customer.')), 'claimed');
    expect(claims).to.deep.equal([{ secretKey: 'abc' }, { secretKey: 'abc' }]);
    await until(() => !openDialog(), 'dialog closed');
    await clickOn(button('Unclaim device', rows()[0]!));
    await until(() => confirmation()?.textContent?.includes('Unclaim Pump <P1>?'), 'confirmation names the device');
    await clickOn(button('Unclaim device', confirmation()!));
    await until(() => toastTexts().some((t) => t.includes('Pump <P1> no longer belongs to your customer.')), 'unclaimed');
    expect(server.requestsTo('/api/customer/device/Pump%20%3CP1%3E/claim').map((r) => r.method)).to.deep.equal(['DELETE']);
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
