import { expect, waitUntil } from '@open-wc/testing';
import CustomersPage from '../../console/pages/customers/customers.js';
import EntityViewsPage from '../../console/pages/entity-views/entity-views.js';
import { routeNamed } from '../../console/routes.js';
import { Notices } from '../../console/shell/notices.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import { entityQuery, optionNames } from './support/entity-query.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const DEVICE_ID = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0101';

let seen: ReturnType<typeof useFakeServer> | undefined;

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path}`).join(', ');
    throw new Error(`${message}: timed out showing "${openDialog()?.textContent?.slice(0, 400) ?? ''}" after ${calls ?? 'no calls'}`);
  });
}

const dialogField = (label: string) => field(label, openDialog()!);
const dialogButton = (name: string) => button(name, openDialog()!);

async function openList(path: string, list: string, Page: typeof CustomersPage, routeName: string, add: string) {
  await signInAs('TENANT_ADMIN');
  history.replaceState(null, '', path);
  const root = await renderPage(
    <>
      <Page route={routeNamed(routeName)} params={{}} search={{}} />
      <Notices />
    </>,
  );
  await until(() => seen!.requestsTo(list).length > 0 && findButton(add), 'list shown');
  await clickOn(button(add));
  await until(() => openDialog(), 'dialog open');
  return root;
}

describe('add dialogs with the kit’s form controls', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('adds a customer with the contact form: a country found by name, its postal code checked, only filled fields saved', async () => {
    seen = useFakeServer()
      .route('GET', '/api/customers', page([]))
      .route('POST', '/api/customer', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'CUSTOMER', id: 'c-new' } }));
    const root = await openList('/customers', '/api/customers', CustomersPage, 'customers', 'Add customer');
    dialogField('Title').focus();
    await type('Depot North');
    dialogField('Country').focus();
    await type('unit');
    await until(() => optionNames(openDialog()!).includes('United States'), 'countries named in the UI language');
    dialogField('Country').select();
    await type('United States');
    await press('ArrowDown');
    await press('Enter');
    dialogField('Zip / Postal code').focus();
    await type('1234');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Invalid zip / postal code for this country.', openDialog()!), 'a US ZIP has five digits');
    expect(seen.requestsTo('/api/customer')).to.have.length(0);
    dialogField('Zip / Postal code').focus();
    await type('5-6789');
    await clickOn(dialogButton('Add'));
    await until(() => toastTexts().some((t) => t.includes('Customer added.')), 'added');
    expect(JSON.parse(seen.requestsTo('/api/customer')[0]!.body)).to.deep.equal({ title: 'Depot North', country: 'United States', zip: '12345-6789' });
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('adds an entity view of a device picked by name, with keys suggested from the device and an end after its start', async () => {
    seen = useFakeServer()
      .route('GET', '/api/tenant/entityViewInfos', page([]))
      .route('GET', '/api/entityView/types', json(200, [{ type: 'lobby' }]))
      .route('POST', '/api/entitiesQuery/find', entityQuery([{ entityType: 'DEVICE', id: DEVICE_ID, name: 'Thermostat T1' }, { entityType: 'DEVICE', id: 'd-2', name: 'Pump' }]))
      .route('GET', `/api/plugins/telemetry/DEVICE/${DEVICE_ID}/keys/timeseries`, json(200, ['temperature', 'humidity']))
      .route('GET', `/api/plugins/telemetry/DEVICE/${DEVICE_ID}/keys/attributes`, json(200, ['model']))
      .route('POST', '/api/entityView', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'ENTITY_VIEW', id: 'v-new' } }));
    await openList('/entityViews', '/api/tenant/entityViewInfos', EntityViewsPage, 'entityViews', 'Add entity view');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Entity view type is required.', openDialog()!) && shows('Device is required.', openDialog()!), 'type and device required');
    dialogField('Name').focus();
    await type('Lobby view');
    dialogField('Type').focus();
    await type('lob');
    await until(() => optionNames(openDialog()!).join() === 'lobby', 'types in use suggested');
    await press('ArrowDown');
    await press('Enter');
    dialogField('Device or asset shown').focus();
    await type('Therm');
    await until(() => optionNames(openDialog()!).join() === 'Thermostat T1', 'device found by name');
    await press('ArrowDown');
    await press('Enter');
    dialogField('Time-series keys').focus();
    await type('te');
    await until(() => optionNames(openDialog()!).join() === 'temperature', "the device's keys suggested");
    await press('ArrowDown');
    await press('Enter');
    dialogField('Client attributes').focus();
    await type('firmware,');
    // A start on 2 January and an end on 1 January (the browser's date-time fields, typed segment by segment).
    // The year takes up to six digits, so ArrowRight moves on to the hour.
    dialogField('Start time').focus();
    await type('01022024');
    await press('ArrowRight');
    await type('100000AM');
    dialogField('End time').focus();
    await type('01012024');
    await press('ArrowRight');
    await type('100000AM');
    await press('Tab');
    await until(() => shows('The end time must be after the start time.', openDialog()!), 'end before start');
    await clickOn(dialogButton('Add'));
    expect(seen.requestsTo('/api/entityView')).to.have.length(0);
    dialogField('End time').focus();
    await type('01032024');
    await press('Tab');
    await until(() => !shows('The end time must be after the start time.', openDialog()!), 'end after start');
    await clickOn(dialogButton('Add'));
    await until(() => toastTexts().some((t) => t.includes('Entity view added.')), 'added');
    const body = JSON.parse(seen.requestsTo('/api/entityView')[0]!.body);
    expect(body.entityId).to.deep.equal({ entityType: 'DEVICE', id: DEVICE_ID });
    expect([body.name, body.type]).to.deep.equal(['Lobby view', 'lobby']);
    expect(body.keys).to.deep.equal({ timeseries: ['temperature'], attributes: { cs: ['firmware'], ss: [], sh: [] } });
    expect(body.endTimeMs - body.startTimeMs).to.equal(24 * 3600 * 1000);
    expect(new Date(body.startTimeMs).getDate()).to.equal(2);
  });
});
