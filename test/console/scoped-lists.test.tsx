import { expect, waitUntil } from '@open-wc/testing';
import ScopedListPage from '../../console/pages/scoped-lists/scoped-list-page.js';
import CustomersPage from '../../console/pages/customers/customers.js';
import EdgesPage from '../../console/pages/edges/edges.js';
import { routeNamed } from '../../console/routes.js';
import { $pageName } from '../../console/shell/page-name.js';
import { Notices } from '../../console/shell/notices.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, findButton, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const C = 'c-1';
const E = 'e-1';
const device = (id: string, name: string, customer = NULL_UUID) => ({
  id: { entityType: 'DEVICE', id },
  createdTime: 1700000000000,
  name,
  type: 'thermostat',
  deviceProfileName: 'thermostat',
  label: '',
  customerId: { entityType: 'CUSTOMER', id: customer },
  customerTitle: customer === NULL_UUID ? null : 'Someone',
  customerIsPublic: false,
  additionalInfo: { gateway: false },
});
const dashboard = (id: string, title: string, customers: string[] = []) => ({
  id: { entityType: 'DASHBOARD', id },
  createdTime: 1700000000000,
  title,
  assignedCustomers: customers.map((customerId) => ({ customerId: { entityType: 'CUSTOMER', id: customerId }, title: customerId, public: false })),
});
const page = (data: unknown[], hasNext = false) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext });
const matching = (r: SeenRequest, rows: { name?: string; title?: string }[]) => rows.filter((row) => (row.name ?? row.title ?? '').toLowerCase().includes((r.query.get('textSearch') ?? '').toLowerCase()));

let seen: ReturnType<typeof useFakeServer> | undefined;

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path}?${r.query.toString()}`).join(', ');
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 300) ?? ''}" after ${calls ?? 'no calls'}`);
  });
}

const rows = () => [...document.querySelectorAll('[role=rowgroup] [role=row][data-index]')];
const headers = () => [...document.querySelectorAll('[role=columnheader]')].map((h) => h.textContent?.trim() ?? '');
const options = () => [...(openDialog()?.querySelectorAll('[role=option]') ?? [])].map((o) => o.textContent);
const dialogButton = (name: string) => button(name, openDialog()!);

/** Renders the scoped list of a route at its address, as the shell would, with the toasts. */
async function openList(routeName: string, path: string, params: Record<string, string>, role: 'TENANT_ADMIN' | 'CUSTOMER_USER' = 'TENANT_ADMIN') {
  await signInAs(role);
  history.replaceState(null, '', path);
  return renderPage(
    <>
      <ScopedListPage route={routeNamed(routeName)} params={params} search={{}} />
      <Notices />
    </>,
  );
}

/** A tenant whose customer C holds device d-1; d-2 is nobody's and d-3 another customer's. */
function customerServer() {
  let held = [device('d-1', 'Thermostat <b>T1</b>', C)];
  const tenant = [device('d-1', 'Thermostat <b>T1</b>', C), device('d-2', 'Pump P2'), device('d-3', 'Pump P3', 'c-2')];
  const server = useFakeServer()
    .route('GET', `/api/customer/${C}`, json(200, { id: { entityType: 'CUSTOMER', id: C }, title: 'Customer <i>A</i>' }))
    .route('GET', `/api/customer/${C}/deviceInfos`, () => page(held))
    .route('GET', '/api/tenant/deviceInfos', (r: SeenRequest) => page(matching(r, tenant)))
    .route('POST', `/api/customer/${C}/device/d-2`, () => {
      held = [...held, device('d-2', 'Pump P2', C)];
      return json(200, device('d-2', 'Pump P2', C));
    })
    .route('DELETE', '/api/customer/device/d-1', () => {
      held = held.filter((d) => d.id.id !== 'd-1');
      return json(200, device('d-1', 'Thermostat <b>T1</b>'));
    });
  seen = server;
  return server;
}

describe('a customer’s and an edge’s lists', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lists a customer’s devices with the customer-scoped call, names the customer in the breadcrumb, axe clean', async () => {
    const server = customerServer();
    const root = await openList('customerDevices', `/customers/${C}/devices`, { customerId: C });
    await until(() => rows().length === 1, 'device listed');
    expect(server.requestsTo(`/api/customer/${C}/deviceInfos`)).to.have.length(1);
    expect(server.requestsTo('/api/tenant/deviceInfos')).to.have.length(0);
    expect(headers()).to.deep.equal(['', 'Created time', 'Name', 'Device profile', 'Label', 'Gateway', 'Actions']);
    expect(shows('Thermostat <b>T1</b>')).to.equal(true);
    await until(() => $pageName.get()?.name === 'Customer <i>A</i>', 'customer named');
    expect($pageName.get()).to.deep.equal({ path: `/customers/${C}`, name: 'Customer <i>A</i>' });
    expect(root.querySelector('h1')?.textContent).to.equal('Customer <i>A</i>: Customer devices');
    expect(root.querySelector('b, i')).to.equal(null);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('assigns a device picked among those no customer holds, then lists it', async () => {
    const server = customerServer();
    await openList('customerDevices', `/customers/${C}/devices`, { customerId: C });
    await until(() => rows().length === 1 && findButton('Assign to customer'), 'list and action shown');
    await clickOn(button('Assign to customer'));
    await until(() => openDialog()?.textContent?.includes('Assign devices to Customer <i>A</i>'), 'dialog names the customer');
    expect(dialogButton('Assign').disabled).to.equal(true);
    const combobox = openDialog()!.querySelector<HTMLInputElement>('input[role=combobox]')!;
    await clickOn(combobox);
    await until(() => options().length > 0, 'choices shown');
    expect(options()).to.deep.equal(['Pump P2']);
    expect(Object.fromEntries(server.requestsTo('/api/tenant/deviceInfos')[0]!.query)).to.deep.equal({ pageSize: '100', page: '0', sortProperty: 'name', sortOrder: 'ASC' });
    await type('pump');
    await until(() => server.requestsTo('/api/tenant/deviceInfos').some((r) => r.query.get('textSearch') === 'pump'), 'searched');
    await press('ArrowDown');
    await press('Enter');
    await until(() => shows('Pump P2', openDialog()!) && !dialogButton('Assign').disabled, 'picked');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    await clickOn(dialogButton('Assign'));
    await until(() => !openDialog(), 'dialog closed');
    expect(server.requestsTo(`/api/customer/${C}/device/d-2`).map((r) => r.method)).to.deep.equal(['POST']);
    await until(() => toastTexts().some((t) => t.includes('Assigned to Customer <i>A</i>.')), 'assigned');
    await until(() => rows().length === 2, 'assigned device listed');
  });

  it('unassigns a row from the customer with DELETE /api/customer/device/{id}', async () => {
    const server = customerServer();
    await openList('customerDevices', `/customers/${C}/devices`, { customerId: C });
    await until(() => rows().length === 1 && findButton('Unassign from customer', rows()[0]!), 'device listed with its unassign button');
    await clickOn(button('Unassign from customer', rows()[0]!));
    await until(() => toastTexts().some((t) => t.includes('Unassigned from Customer <i>A</i>.')), 'unassigned');
    expect(server.requestsTo('/api/customer/device/d-1').map((r) => r.method)).to.deep.equal(['DELETE']);
    await until(() => shows('No devices are assigned to Customer <i>A</i> yet.'), 'empty list says what it holds');
  });

  it('unassigns the selected rows in turn', async () => {
    const server = customerServer();
    await openList('customerDevices', `/customers/${C}/devices`, { customerId: C });
    await until(() => rows().length === 1 && rows()[0]!.querySelector('input[type=checkbox]'), 'device listed, selectable');
    await clickOn(rows()[0]!.querySelector('input[type=checkbox]')!);
    await until(() => shows('1 selected'), 'selection shown');
    const bulk = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Unassign from customer' && !b.closest('[role=row]'))!;
    await clickOn(bulk);
    await until(() => server.requestsTo('/api/customer/device/d-1').length === 1, 'unassigned');
    await until(() => rows().length === 0, 'list reloaded');
  });

  it('offers a customer the dashboards not yet assigned to it, and unassigns one from this customer only', async () => {
    const server = useFakeServer()
      .route('GET', `/api/customer/${C}`, json(200, { id: { id: C }, title: 'Customer A' }))
      .route('GET', `/api/customer/${C}/dashboards`, page([dashboard('b-1', 'Shared', [C, 'c-2'])]))
      .route('GET', '/api/tenant/dashboards', (r: SeenRequest) => page(matching(r, [dashboard('b-1', 'Shared', [C, 'c-2']), dashboard('b-2', 'Other', ['c-2'])])))
      .route('DELETE', `/api/customer/${C}/dashboard/b-1`, json(200, dashboard('b-1', 'Shared', ['c-2'])));
    seen = server;
    await openList('customerDashboards', `/customers/${C}/dashboards`, { customerId: C });
    await until(() => rows().length === 1 && findButton('Assign to customer'), 'dashboard listed');
    expect(headers()).to.deep.equal(['', 'Created time', 'Title', 'Actions']);
    expect(server.requestsTo(`/api/customer/${C}/dashboards`)[0]!.query.get('sortProperty')).to.equal('title');
    await clickOn(button('Assign to customer'));
    await until(() => openDialog(), 'dialog open');
    await clickOn(openDialog()!.querySelector('input[role=combobox]')!);
    await until(() => options().length > 0, 'choices shown');
    expect(options()).to.deep.equal(['Other']);
    expect(server.requestsTo('/api/tenant/dashboards')[0]!.query.get('sortProperty')).to.equal('title');
    await press('Escape');
    await clickOn(dialogButton('Cancel'));
    await until(() => !openDialog(), 'dialog closed');
    await clickOn(button('Unassign from customer', rows()[0]!));
    await until(() => server.requestsTo(`/api/customer/${C}/dashboard/b-1`).length === 1, 'unassigned');
    expect(server.requestsTo(`/api/customer/${C}/dashboard/b-1`)[0]!.method).to.equal('DELETE');
  });

  it('assigns a device to an edge, leaving out those the edge has, and unassigns with DELETE /api/edge/{edgeId}/device/{id}', async () => {
    const server = useFakeServer()
      .route('GET', `/api/edge/${E}`, json(200, { id: { entityType: 'EDGE', id: E }, name: 'Edge North' }))
      .route('GET', `/api/edge/${E}/devices`, (r: SeenRequest) => page(matching(r, [device('d-1', 'Thermostat T1', C)])))
      .route('GET', '/api/tenant/devices', (r: SeenRequest) => page(matching(r, [device('d-1', 'Thermostat T1', C), device('d-3', 'Pump P3', 'c-2')])))
      .route('POST', `/api/edge/${E}/device/d-3`, json(200, device('d-3', 'Pump P3', 'c-2')))
      .route('DELETE', `/api/edge/${E}/device/d-1`, json(200, device('d-1', 'Thermostat T1', C)));
    seen = server;
    const root = await openList('edgeDevices', `/edgeInstances/${E}/devices`, { edgeId: E });
    await until(() => rows().length === 1 && findButton('Assign to edge'), 'device listed');
    expect(headers()).to.deep.equal(['', 'Created time', 'Name', 'Device profile', 'Label', 'Gateway', 'Actions']);
    expect(shows('thermostat')).to.equal(true);
    await until(() => $pageName.get()?.path === `/edgeInstances/${E}`, 'edge named');
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickOn(button('Assign to edge'));
    await until(() => openDialog()?.textContent?.includes('Assign devices to Edge North'), 'dialog names the edge');
    await clickOn(openDialog()!.querySelector('input[role=combobox]')!);
    await until(() => options().length > 0, 'choices shown');
    expect(options()).to.deep.equal(['Pump P3']);
    await press('ArrowDown');
    await press('Enter');
    await until(() => !dialogButton('Assign').disabled, 'picked');
    await clickOn(dialogButton('Assign'));
    await until(() => server.requestsTo(`/api/edge/${E}/device/d-3`).length === 1, 'assigned');
    await until(() => toastTexts().some((t) => t.includes('Assigned to Edge North.')), 'notice');
    await clickOn(button('Unassign from edge', rows()[0]!));
    await until(() => server.requestsTo(`/api/edge/${E}/device/d-1`).length === 1, 'unassigned');
    expect(server.requestsTo(`/api/edge/${E}/device/d-1`)[0]!.method).to.equal('DELETE');
  });

  it('shows a customer user its edge’s devices read-only: no selection, assign or unassign', async () => {
    const server = useFakeServer()
      .route('GET', `/api/edge/${E}`, json(200, { id: { entityType: 'EDGE', id: E }, name: 'Edge North' }))
      .route('GET', `/api/edge/${E}/devices`, page([device('d-1', 'Thermostat T1', 'customer-1')]));
    seen = server;
    const root = await openList('edgeDevices', `/edgeInstances/${E}/devices`, { edgeId: E }, 'CUSTOMER_USER');
    await until(() => rows().length === 1 && $pageName.get()?.name === 'Edge North', 'device listed');
    expect(headers()).to.deep.equal(['Created time', 'Name', 'Device profile', 'Label', 'Gateway']);
    expect(root.querySelector('input[type=checkbox]')).to.equal(null);
    expect(findButton('Assign to edge')).to.equal(undefined);
    expect(findButton('Unassign from edge')).to.equal(undefined);
    expect(server.requests.filter((r) => r.method !== 'GET')).to.deep.equal([]);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('leads from a customer’s row to its six lists through a menu', async () => {
    useFakeServer()
      .route('GET', '/api/customers', page([{ id: { entityType: 'CUSTOMER', id: C }, createdTime: 1, title: 'Customer A' }]));
    await signInAs('TENANT_ADMIN');
    history.replaceState(null, '', '/customers');
    const root = await renderPage(<CustomersPage route={routeNamed('customers')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'customer listed');
    await clickOn(button('Users and entities', rows()[0]!));
    await until(() => document.querySelector('[role=menu]'), 'menu open');
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[role=menu] a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Users', `/customers/${C}/users`],
      ['Assets', `/customers/${C}/assets`],
      ['Devices', `/customers/${C}/devices`],
      ['Entity views', `/customers/${C}/entityViews`],
      ['Dashboards', `/customers/${C}/dashboards`],
      ['Edge instances', `/customers/${C}/edgeInstances`],
    ]);
    expect(await axeViolations(document.querySelector('[role=menu]')!)).to.deep.equal([]);
    expect(await axeViolations(root)).to.deep.equal([]);
    await press('Escape');
    await until(() => !document.querySelector('[role=menu]'), 'menu closed');
    expect(root.querySelector('[aria-haspopup=menu]')).to.equal(document.activeElement);
  });

  it('leads from an edge’s row to its lists, its rule chains only for a tenant administrator', async () => {
    const edge = { id: { entityType: 'EDGE', id: E }, createdTime: 1, name: 'Edge North', type: 'default', customerId: { id: NULL_UUID } };
    for (const role of ['TENANT_ADMIN', 'CUSTOMER_USER'] as const) {
      useFakeServer().route('GET', '/api/tenant/edgeInfos', page([edge])).route('GET', '/api/customer/customer-1/edgeInfos', page([edge]));
      await signInAs(role);
      history.replaceState(null, '', '/edgeInstances');
      await renderPage(<EdgesPage route={routeNamed('edgeInstances')} params={{}} search={{}} />);
      await until(() => rows().length === 1, 'edge listed');
      await clickOn(button('Assigned entities', rows()[0]!));
      await until(() => document.querySelector('[role=menu]'), 'menu open');
      const names = [...document.querySelectorAll('[role=menu] a')].map((a) => a.textContent);
      expect(names).to.deep.equal(role === 'TENANT_ADMIN' ? ['Assets', 'Devices', 'Entity views', 'Dashboards', 'Edge rule chains'] : ['Assets', 'Devices', 'Entity views', 'Dashboards']);
      await press('Escape');
      await cleanUp();
    }
  });
});
