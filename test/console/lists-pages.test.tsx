import { expect, waitUntil } from '@open-wc/testing';
import AssetsPage from '../../console/pages/assets/assets.js';
import UsersPage from '../../console/pages/users/users.js';
import TenantsPage from '../../console/pages/tenants/tenants.js';
import DashboardsPage from '../../console/pages/dashboards/dashboards.js';
import AuditLogsPage from '../../console/pages/audit-logs/audit-logs.js';
import { routeNamed } from '../../console/routes.js';
import { Notices } from '../../console/shell/notices.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { entityQuery, optionNames } from './support/entity-query.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const ASSET_ID = '0c1d6a80-1d1c-11ee-9c6a-4b4c4f2a0002';
const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const ASSET = {
  id: { entityType: 'ASSET', id: ASSET_ID },
  createdTime: 1700000000000,
  name: '<b onmouseover=alert(1)>Pump</b>',
  type: 'pump',
  label: 'Basement',
  customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
  customerTitle: null,
  customerIsPublic: false,
};
const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const CUSTOMERS = page([{ id: { entityType: 'CUSTOMER', id: 'c-1' }, title: 'Customer A' }]);

let seen: ReturnType<typeof useFakeServer> | undefined;

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path}`).join(', ');
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 300) ?? ''}" after ${calls ?? 'no calls'}`);
  });
}

const rows = () => [...document.querySelectorAll('[role=rowgroup] [role=row][data-index]')];
const headers = () => [...document.querySelectorAll('[role=columnheader]')].map((h) => h.textContent?.trim() ?? '');
const dialogButton = (name: string) => button(name, openDialog()!);

async function openAssets(role: 'TENANT_ADMIN' | 'CUSTOMER_USER' = 'TENANT_ADMIN') {
  const server = useFakeServer()
    .route('GET', '/api/tenant/assetInfos', page([ASSET]))
    .route('GET', '/api/customer/customer-1/assetInfos', page([ASSET]))
    .route('GET', '/api/customers', CUSTOMERS)
    .route('GET', '/api/asset/types', json(200, [{ type: 'pump' }, { type: 'plant' }]))
    .route('POST', '/api/entitiesQuery/find', entityQuery([{ entityType: 'CUSTOMER', id: 'c-1', name: 'Customer A' }, { entityType: 'CUSTOMER', id: 'c-2', name: 'Depot B' }]));
  seen = server;
  await signInAs(role);
  history.replaceState(null, '', '/assets');
  const root = await renderPage(
    <>
      <AssetsPage route={routeNamed('assets')} params={{}} search={{}} />
      <Notices />
    </>,
  );
  await until(() => rows().length === 1, 'asset listed');
  return { server, root };
}

describe('entity list pages', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lists the tenant assets with their columns, the name holding HTML shown as text, axe clean', async () => {
    const { server, root } = await openAssets();
    expect(headers()).to.deep.equal(['', 'Created time', 'Name', 'Type', 'Label', 'Customer', 'Public', 'Actions']);
    expect(shows('<b onmouseover=alert(1)>Pump</b>')).to.equal(true);
    expect(root.querySelector('b')).to.equal(null);
    const asked = server.requestsTo('/api/tenant/assetInfos')[0]!;
    expect(Object.fromEntries(asked.query)).to.deep.equal({ pageSize: '10', page: '0', sortProperty: 'createdTime', sortOrder: 'DESC' });
    expect(findButton('Add asset')).to.not.equal(undefined);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('gives a customer user the customer-scoped call with no add, select, assign or customer columns', async () => {
    const { server } = await openAssets('CUSTOMER_USER');
    expect(server.requestsTo('/api/customer/customer-1/assetInfos')).to.have.length(1);
    expect(server.requestsTo('/api/tenant/assetInfos')).to.have.length(0);
    expect(headers()).to.deep.equal(['Created time', 'Name', 'Type', 'Label']);
    expect(findButton('Add asset')).to.equal(undefined);
    expect(document.querySelector('input[type=checkbox]')).to.equal(null);
    expect(findButton('Assign to customer')).to.equal(undefined);
  });

  it('asks before deleting, naming the count, and shows the server refusal', async () => {
    const { server } = await openAssets();
    server.route('DELETE', `/api/asset/${ASSET_ID}`, tbError(400, 31, "Can't delete asset that has entity views!"));
    await clickOn(document.querySelector(`[role=row][data-index="0"] input[type=checkbox]`)!);
    await until(() => shows('1 selected'), 'selection shown');
    await clickOn(button('Delete'));
    await until(() => openDialog()?.textContent?.includes('Delete the selected assets (1)?'), 'confirmation names the count');
    await clickOn(dialogButton('Delete'));
    await until(() => toastTexts().some((t) => t.includes("Can't delete asset that has entity views!")), 'refusal shown');
    expect(server.requestsTo(`/api/asset/${ASSET_ID}`).map((r) => r.method)).to.deep.equal(['DELETE']);
  });

  it('deletes one row after a confirmation naming its entity, the name shown as text', async () => {
    const { server } = await openAssets();
    server.route('DELETE', `/api/asset/${ASSET_ID}`, json(200));
    await clickOn(button('Delete <b onmouseover=alert(1)>Pump</b>', rows()[0]!));
    await until(() => openDialog()?.textContent?.includes('Delete the asset “<b onmouseover=alert(1)>Pump</b>”?'), 'confirmation names the asset');
    expect(shows('The asset is removed together with its attributes, telemetry and relations.', openDialog()!)).to.equal(true);
    expect(openDialog()!.querySelector('b')).to.equal(null);
    await clickOn(dialogButton('Delete'));
    await until(() => server.requestsTo(`/api/asset/${ASSET_ID}`).length === 1, 'deleted');
    expect(server.requestsTo(`/api/asset/${ASSET_ID}`)[0]!.method).to.equal('DELETE');
    await until(() => server.requestsTo('/api/tenant/assetInfos').length === 2, 'list reloaded');
  });

  it('checks the add dialog with the list messages and saves the asset', async () => {
    const { server } = await openAssets();
    server.route('POST', '/api/asset', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'ASSET', id: 'new' } }));
    await clickOn(button('Add asset'));
    await until(() => openDialog(), 'dialog open');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Name is required.') && shows('Asset type is required.'), 'required messages');
    field('Name', openDialog()!).focus();
    await type('x'.repeat(256));
    await clickOn(dialogButton('Add'));
    await until(() => shows('Name can be at most 255 characters long.'), 'length message');
    expect(server.requestsTo('/api/asset')).to.have.length(0);
    field('Name', openDialog()!).select();
    await type('Pump 2');
    // The type field suggests the asset types in use.
    field('Type', openDialog()!).focus();
    await type('p');
    await until(() => optionNames(openDialog()!).join() === 'plant,pump', 'types suggested');
    await type('ump');
    await until(() => optionNames(openDialog()!).join() === 'pump', 'matching type');
    await clickOn(dialogButton('Add'));
    await until(() => toastTexts().some((t) => t.includes('Asset added.')), 'added');
    expect(JSON.parse(server.requestsTo('/api/asset')[0]!.body)).to.deep.equal({ name: 'Pump 2', type: 'pump' });
    await until(() => server.requestsTo('/api/tenant/assetInfos').length === 2, 'list reloaded');
  });

  it('assigns an asset to a customer found by typing part of its title, refusing none picked first', async () => {
    const { server } = await openAssets();
    server.route('POST', `/api/customer/c-1/asset/${ASSET_ID}`, json(200, ASSET));
    await clickOn(button('Assign to customer'));
    await until(() => openDialog() && field('Customer', openDialog()!), 'dialog open');
    await clickOn(dialogButton('Assign to customer'));
    await until(() => shows('Customer is required.', openDialog()!), 'customer required');
    field('Customer', openDialog()!).focus();
    await type('cust');
    await until(() => optionNames(openDialog()!).join() === 'Customer A', 'matching customer suggested');
    const asked = JSON.parse(server.requestsTo('/api/entitiesQuery/find').at(-1)!.body);
    expect([asked.entityFilter.entityNameFilter, asked.pageLink.pageSize]).to.deep.equal(['cust', 50]);
    await type('omer Z');
    await until(() => shows("No entities match '\u2068custom…\u2069'.", openDialog()!), 'no match, 6 characters quoted');
    field('Customer', openDialog()!).select();
    await type('Cus');
    await until(() => optionNames(openDialog()!).join() === 'Customer A', 'suggested again');
    await press('ArrowDown');
    await press('Enter');
    await clickOn(dialogButton('Assign to customer'));
    await until(() => toastTexts().some((t) => t.includes('Assigned to the customer.')), 'assigned');
    expect(server.requestsTo(`/api/customer/c-1/asset/${ASSET_ID}`)).to.have.length(1);
  });

  it('lists the administrators of the chosen tenant for a system administrator', async () => {
    const server = useFakeServer()
      .route('GET', '/api/tenants', page([{ id: { entityType: 'TENANT', id: 't-1' }, title: 'Tenant One' }]))
      .route('POST', '/api/entitiesQuery/find', entityQuery([{ entityType: 'TENANT', id: 't-1', name: 'Tenant One' }]))
      .route('GET', '/api/tenant/t-1/users', page([{ id: { entityType: 'USER', id: 'u-1' }, createdTime: 1, email: 'admin@one.example', firstName: 'Ada', authority: 'TENANT_ADMIN' }]));
    seen = server;
    await signInAs('SYS_ADMIN');
    history.replaceState(null, '', '/users');
    const root = await renderPage(<UsersPage route={routeNamed('users')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'admin listed');
    expect(shows('admin@one.example') && shows('Tenant administrator')).to.equal(true);
    expect(location.search).to.contain('tenantId=t-1');
    await until(() => field('Tenant').value === 'Tenant One', 'the tenant shown by its title');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('lists tenant infos with their profile for a system administrator', async () => {
    const server = useFakeServer().route('GET', '/api/tenantInfos', page([{ id: { entityType: 'TENANT', id: 't-1' }, createdTime: 1, title: 'Tenant One', tenantProfileName: 'Default' }]));
    seen = server;
    await signInAs('SYS_ADMIN');
    history.replaceState(null, '', '/tenants');
    await renderPage(<TenantsPage route={routeNamed('tenants')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'tenant listed');
    expect(headers()).to.include('Tenant profile');
    expect(findButton('Tenant administrators')).to.not.equal(undefined);
  });

  it('refuses an imported file that is not a dashboard export', async () => {
    const server = useFakeServer().route('GET', '/api/tenant/dashboards', page([]));
    seen = server;
    await signInAs('TENANT_ADMIN');
    history.replaceState(null, '', '/dashboards');
    const root = await renderPage(<DashboardsPage route={routeNamed('dashboards')} params={{}} search={{}} />);
    await until(() => shows('No entities found'), 'empty list');
    const input = root.querySelector<HTMLInputElement>('input[type=file]')!;
    const files = new DataTransfer();
    files.items.add(new File(['{"name":"not a dashboard"}'], 'x.json', { type: 'application/json' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => toastTexts().some((t) => t.includes('the file is not a dashboard export')), 'refused');
    expect(server.requestsTo('/api/dashboard')).to.have.length(0);
  });

  it('asks for the audit logs of the last day', async () => {
    const server = useFakeServer().route('GET', '/api/audit/logs', page([{ id: { id: 'l-1' }, createdTime: 1, entityId: { entityType: 'DEVICE', id: 'd' }, entityName: 'Pump', userName: 'tenant@thingsboard.org', actionType: 'ADDED', actionStatus: 'SUCCESS' }]));
    seen = server;
    await signInAs('TENANT_ADMIN');
    history.replaceState(null, '', '/auditLogs');
    await renderPage(<AuditLogsPage route={routeNamed('auditLogs')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'log listed');
    const query = server.requestsTo('/api/audit/logs')[0]!.query;
    expect(Number(query.get('endTime')) - Number(query.get('startTime'))).to.equal(86_400_000);
    expect(shows('ADDED') && shows('SUCCESS')).to.equal(true);
  });
});
