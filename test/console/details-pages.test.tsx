import { expect, waitUntil } from '@open-wc/testing';
import type { ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import AssetDetailsPage from '../../console/pages/assets/asset-details.js';
import CustomerDetailsPage from '../../console/pages/customers/customer-details.js';
import EdgeDetailsPage from '../../console/pages/edges/edge-details.js';
import type { LiveChannel } from '../../console/pages/entity-details/live-channel.js';
import TenantDetailsPage from '../../console/pages/tenants/tenant-details.js';
import UserDetailsPage from '../../console/pages/users/user-details.js';
import type { PageProps } from '../../console/routes.js';
import { routeNamed } from '../../console/routes.js';
import { $router } from '../../console/session/router.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const A = '7a1e0c00-1d1c-11ee-9c6a-4b4c4f2a0001';
const D = '7a1e0c00-1d1c-11ee-9c6a-4b4c4f2a0002';
const C = '7a1e0c00-1d1c-11ee-9c6a-4b4c4f2a0003';
const HTML = '<img src=x onerror=alert(1)>';
const ASSET = { id: { entityType: 'ASSET', id: A }, name: HTML, type: 'building', label: 'HQ', additionalInfo: { description: 'Main site' }, customerTitle: 'C', customerIsPublic: false };

const silent: LiveChannel = {
  subscribeAttributes: () => ({ active: true, cmdId: 1, unsubscribe: () => undefined }),
  subscribeTimeseries: () => ({ active: true, cmdId: 2, unsubscribe: () => undefined }),
};

let seen: ReturnType<typeof useFakeServer> | undefined;

/** Waits for a condition; a timeout says what the page showed and which calls it made. */
async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path}`).join(', ');
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 300) ?? ''}" after ${calls ?? 'no calls'}`);
  });
}

/** Renders a details page at a path, with the route's parameters and query from the router. */
async function openPage(Page: ComponentType<PageProps & { realtime?: LiveChannel }>, routeName: string, path: string, role: 'TENANT_ADMIN' | 'CUSTOMER_USER' | 'SYS_ADMIN') {
  await signInAs(role);
  history.replaceState(null, '', path);
  $router.open(path, true);
  function Routed() {
    const at = useStore($router);
    return <Page route={routeNamed(routeName)} params={at?.params ?? {}} search={at?.search ?? {}} realtime={silent} />;
  }
  return renderPage(<Routed />);
}

const tabNames = () => [...document.querySelectorAll('[role=tab]')].map((t) => t.textContent);
const tab = (name: string) => [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent === name)!;
const rowTexts = () => [...document.querySelectorAll('[role=tabpanel] tbody tr')].map((row) => [...row.querySelectorAll('td')].map((c) => c.innerText.trim()));
const dialogButton = (name: string) => button(name, openDialog()!);
const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

/** A fake server holding one asset and its relations (a device it contains, a customer managing it). */
function assetServer() {
  let outgoing = [{ from: ASSET.id, to: { entityType: 'DEVICE', id: D }, type: 'Contains', typeGroup: 'COMMON', fromName: HTML, toName: '<b>Pump</b>' }];
  const incoming = [{ from: { entityType: 'CUSTOMER', id: C }, to: ASSET.id, type: 'Manages', typeGroup: 'COMMON', fromName: 'Facility team', toName: HTML }];
  const server = useFakeServer()
    .route('GET', `/api/asset/info/${A}`, json(200, ASSET))
    .route('POST', '/api/asset', (r: SeenRequest) => json(200, JSON.parse(r.body)))
    .route('GET', '/api/relations/info', (r: SeenRequest) => json(200, r.query.get('fromId') === A ? outgoing : incoming))
    .route('DELETE', '/api/relation', (r: SeenRequest) => {
      outgoing = outgoing.filter((rel) => !(rel.to.id === r.query.get('toId') && rel.type === r.query.get('relationType')));
      return json(200);
    })
    .route('POST', '/api/relation', json(200))
    .route('GET', '/api/asset/types', json(200, [{ type: 'building' }, { type: 'plant' }]))
    .route('POST', '/api/entitiesQuery/find', (r: SeenRequest) => {
      const body = JSON.parse(r.body) as { entityFilter: { entityType: string; entityNameFilter?: string; entityList?: string[] } };
      const names = body.entityFilter.entityType === 'DEVICE' ? ['Pump', 'Pressure sensor'] : ['Annex'];
      const all = names.map((name, i) => ({ entityId: { entityType: body.entityFilter.entityType, id: `e-${name}-${i}` }, latest: { ENTITY_FIELD: { name: { ts: 0, value: name } } } }));
      // A search by name start, or a read of picked ids.
      const { entityNameFilter, entityList } = body.entityFilter;
      const rows = entityList ? all.filter((row) => entityList.includes(row.entityId.id)) : all.filter((row) => row.latest.ENTITY_FIELD.name.value.toLowerCase().startsWith((entityNameFilter ?? '').toLowerCase()));
      return json(200, { data: rows, hasNext: false, totalElements: rows.length, totalPages: 1 });
    });
  seen = server;
  return server;
}

describe('entity details pages', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('shows an asset’s name as text, its type and label, its form and the tenant tabs, axe clean', async () => {
    assetServer();
    const page = await openPage(AssetDetailsPage, 'asset', `/assets/${A}`, 'TENANT_ADMIN');
    await until(() => page.querySelector('h1'), 'asset loaded');
    expect(page.querySelector('h1')!.textContent).to.equal(HTML);
    expect(page.querySelector('img')).to.equal(null);
    expect(shows('building · HQ')).to.equal(true);
    expect(tabNames()).to.deep.equal(['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations', 'Audit logs']);
    expect([field('Name').value, field('Type').value, field('Label').value]).to.deep.equal([HTML, 'building', 'HQ']);
    expect(findButton('Copy ID')).to.not.equal(undefined);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('saves an edited label and says so, refusing an empty type first', async () => {
    const server = assetServer();
    const page = await openPage(AssetDetailsPage, 'asset', `/assets/${A}`, 'TENANT_ADMIN');
    await until(() => page.querySelector('h1'), 'asset loaded');
    field('Type').select();
    await press('Backspace');
    await clickOn(button('Save'));
    await until(() => shows('Asset type is required.'), 'type required');
    expect(server.requestsTo('/api/asset')).to.have.length(0);
    field('Type').focus();
    await type('pl');
    await until(() => document.querySelector('[role=option]')?.textContent === 'plant', 'type in use suggested');
    await type('ant');
    field('Label').select();
    await type('Annex');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Changes saved.')), 'saved toast');
    const body = JSON.parse(server.requestsTo('/api/asset')[0]!.body) as Record<string, unknown>;
    expect([body.type, body.label, body.customerTitle]).to.deep.equal(['plant', 'Annex', undefined]);
  });

  it('lists relations in both directions with the other side’s type and name as text', async () => {
    assetServer();
    const page = await openPage(AssetDetailsPage, 'asset', `/assets/${A}?tab=relations`, 'TENANT_ADMIN');
    await until(() => rowTexts().length === 2, 'relations listed');
    expect(rowTexts().map((r) => [r[0], r[1], r[2], r[3]!.split('\n')[0]])).to.deep.equal([
      ['Outgoing', 'Contains', 'Device', '<b>Pump</b>'],
      ['Incoming', 'Manages', 'Customer', 'Facility team'],
    ]);
    expect(page.querySelector('[role=tabpanel] b')).to.equal(null);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('deletes a relation only after a confirmation naming it', async () => {
    const server = assetServer();
    await openPage(AssetDetailsPage, 'asset', `/assets/${A}?tab=relations`, 'TENANT_ADMIN');
    await until(() => rowTexts().length === 2, 'relations listed');
    await clickOn(button("Delete relation 'Contains' with <b>Pump</b>"));
    await until(() => openDialog(), 'confirmation open');
    expect(shows(`Delete the relation 'Contains' from ${HTML} to <b>Pump</b>?`, openDialog()!)).to.equal(true);
    await clickOn(dialogButton('Cancel'));
    await until(() => !openDialog(), 'confirmation closed');
    expect(server.requestsTo('/api/relation')).to.have.length(0);
    await clickOn(button("Delete relation 'Contains' with <b>Pump</b>"));
    await until(() => openDialog(), 'confirmation open again');
    await clickOn(dialogButton('Delete'));
    await until(() => rowTexts().length === 1, 'row removed');
    const query = server.requestsTo('/api/relation')[0]!.query;
    expect([query.get('fromId'), query.get('toId'), query.get('relationType'), query.get('toType')]).to.deep.equal([A, D, 'Contains', 'DEVICE']);
    expect(toastTexts().some((t) => t.includes(`Relation 'Contains' from ${HTML} to <b>Pump</b> deleted.`))).to.equal(true);
  });

  it('adds a relation with the relation type picker and the entity autocomplete, offering Add once both are set', async () => {
    const server = assetServer();
    await openPage(AssetDetailsPage, 'asset', `/assets/${A}?tab=relations`, 'TENANT_ADMIN');
    await until(() => rowTexts().length === 2, 'relations listed');
    await clickOn(button('Add relation'));
    await until(() => openDialog(), 'dialog open');
    const dialog = openDialog()!;
    const add = () => dialogButton('Add') as HTMLButtonElement;
    expect(add().disabled, 'no entity yet').to.equal(true);
    const relationType = field('Relation type', dialog);
    expect(relationType.value).to.equal('Contains');
    relationType.select();
    await press('Backspace');
    field('Other entity', dialog).focus();
    await until(() => shows('Relation type is required.', dialog), 'type required once the field is left');
    relationType.focus();
    await type('Feeds');
    choose(field('Entity type', dialog) as unknown as HTMLSelectElement, 'DEVICE');
    field('Other entity', dialog).focus();
    await type('pu');
    await until(() => dialog.querySelectorAll('[role=option]').length === 1, 'one match');
    expect(dialog.querySelector('[role=option]')!.textContent).to.equal('Pump');
    await clickOn(dialog.querySelector('[role=option]')!);
    await until(() => !add().disabled, 'Add offered');
    await clickOn(add());
    await until(() => !openDialog(), 'dialog closed');
    const body = JSON.parse(server.requestsTo('/api/relation').find((r) => r.method === 'POST')!.body) as Record<string, unknown>;
    expect(body).to.deep.equal({ from: { entityType: 'ASSET', id: A }, to: { entityType: 'DEVICE', id: 'e-Pump-0' }, type: 'Feeds', typeGroup: 'COMMON' });
    const searches = server.requestsTo('/api/entitiesQuery/find').map((r) => (JSON.parse(r.body) as { entityFilter: { entityNameFilter?: string } }).entityFilter.entityNameFilter);
    expect(searches).to.include('pu');
    expect(toastTexts().some((t) => t.includes("Relation 'Feeds' added."))).to.equal(true);
  });

  it('shows a customer user the asset read-only: no save, no relation actions, no audit logs', async () => {
    const server = assetServer();
    const page = await openPage(AssetDetailsPage, 'asset', `/assets/${A}`, 'CUSTOMER_USER');
    await until(() => page.querySelector('h1'), 'asset loaded');
    expect(shows('You can view this but not change it.')).to.equal(true);
    expect(field('Name').readOnly).to.equal(true);
    expect(findButton('Save')).to.equal(undefined);
    expect(tabNames()).to.deep.equal(['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations']);
    await clickOn(tab('Relations'));
    await until(() => rowTexts().length === 2, 'relations listed');
    expect(findButton('Add relation')).to.equal(undefined);
    expect(document.querySelectorAll('[role=tabpanel] tbody button')).to.have.length(0);
    expect(server.requests.some((r) => r.path.startsWith('/api/audit'))).to.equal(false);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('says an unknown asset was not found and a forbidden one is out of reach, each leading back to the list', async () => {
    useFakeServer().route('GET', `/api/asset/info/${A}`, tbError(404, 32, 'Requested item wasn\'t found!'));
    const page = await openPage(AssetDetailsPage, 'asset', `/assets/${A}`, 'TENANT_ADMIN');
    await until(() => shows('Not found'), 'not found shown');
    expect(await axeViolations(page)).to.deep.equal([]);
    await clickOn(button('Back to the list'));
    await until(() => location.pathname === '/assets', 'back at the list');
    await cleanUp();
    useFakeServer().route('GET', `/api/asset/info/${A}`, tbError(403, 20, 'You don\'t have permission to perform this operation!'));
    await openPage(AssetDetailsPage, 'asset', `/assets/${A}`, 'CUSTOMER_USER');
    await until(() => shows('No access'), 'forbidden shown');
    expect(shows('Your account may not open this page.')).to.equal(true);
    expect(document.querySelector('[role=dialog], dialog[open]')).to.equal(null);
  });

  it('lists audit logs newest first with failure details as text', async () => {
    const server = assetServer().route('GET', `/api/audit/logs/entity/ASSET/${A}`, json(200, {
      data: [
        { id: { id: 'l2' }, createdTime: 1700000600000, actionType: 'RELATION_DELETED', userName: 'tenant@thingsboard.org', actionStatus: 'FAILURE', actionFailureDetails: '<script>x()</script> denied' },
        { id: { id: 'l1' }, createdTime: 1700000000000, actionType: 'UPDATED', userName: 'tenant@thingsboard.org', actionStatus: 'SUCCESS', actionFailureDetails: null },
      ],
      hasNext: false,
      totalElements: 2,
      totalPages: 1,
    }));
    const page = await openPage(AssetDetailsPage, 'asset', `/assets/${A}?tab=audit`, 'TENANT_ADMIN');
    await until(() => rowTexts().length === 2, 'audit logs listed');
    expect(rowTexts().map((r) => [r[1]!.split('\n')[0], r[2], r[3]])).to.deep.equal([
      ['RELATION_DELETED', 'tenant@thingsboard.org', 'Failure\n<script>x()</script> denied'],
      ['UPDATED', 'tenant@thingsboard.org', 'Success'],
    ]);
    expect(page.querySelector('[role=tabpanel] script')).to.equal(null);
    const query = server.requestsTo(`/api/audit/logs/entity/ASSET/${A}`)[0]!.query;
    expect([query.get('pageSize'), query.get('page'), query.get('sortProperty'), query.get('sortOrder')]).to.deep.equal(['20', '0', 'createdTime', 'DESC']);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('shows an edge’s routing key and secret with copy buttons to a tenant administrator, and lists its events by type', async () => {
    const E = '7a1e0c00-1d1c-11ee-9c6a-4b4c4f2a0009';
    const edge = { id: { entityType: 'EDGE', id: E }, name: 'Edge North', type: 'default', label: '', routingKey: 'rk-123', secret: 's3cr3t', additionalInfo: {} };
    const server = useFakeServer()
      .route('GET', `/api/edge/info/${E}`, json(200, edge))
      .route('GET', `/api/events/EDGE/${E}/LC_EVENT`, json(200, { data: [{ id: { id: 'ev1' }, createdTime: 1700000000000, type: 'LC_EVENT', body: { server: 'tb-node', event: 'STARTED', success: false, error: '<i>boom</i>' } }], hasNext: false, totalElements: 1, totalPages: 1 }))
      .route('GET', `/api/events/EDGE/${E}/STATS`, json(200, { data: [{ id: { id: 'ev2' }, createdTime: 1700000000000, type: 'STATS', body: { server: 'tb-node', messagesProcessed: 42, errorsOccurred: 1 } }], hasNext: false, totalElements: 1, totalPages: 1 }));
    seen = server;
    const page = await openPage(EdgeDetailsPage, 'edge', `/edgeInstances/${E}`, 'TENANT_ADMIN');
    await until(() => page.querySelector('h1'), 'edge loaded');
    expect([field('Routing key').value, field('Secret').value, field('Secret').readOnly]).to.deep.equal(['rk-123', 's3cr3t', true]);
    expect(button('Copy routing key').disabled).to.equal(false);
    expect(button('Copy secret').disabled).to.equal(false);
    expect(await axeViolations(page)).to.deep.equal([]);
    await clickOn(tab('Events'));
    await until(() => rowTexts().length === 1, 'lifecycle events');
    expect(rowTexts()[0]!.slice(1)).to.deep.equal(['tb-node', 'STARTED', 'Failure', '<i>boom</i>']);
    expect(server.requestsTo(`/api/events/EDGE/${E}/LC_EVENT`)[0]!.query.get('tenantId')).to.equal('tenant-1');
    choose(field('Event type') as unknown as HTMLSelectElement, 'STATS');
    await until(() => location.search === '?tab=events&events=STATS' && rowTexts()[0]?.[2] === '42', 'statistics');
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('hides an edge’s routing key and secret from a customer user', async () => {
    const E = '7a1e0c00-1d1c-11ee-9c6a-4b4c4f2a0009';
    seen = useFakeServer().route('GET', `/api/edge/info/${E}`, json(200, { id: { entityType: 'EDGE', id: E }, name: 'Edge North', type: 'default', routingKey: 'rk', secret: 's' }));
    const page = await openPage(EdgeDetailsPage, 'edge', `/edgeInstances/${E}`, 'CUSTOMER_USER');
    await until(() => page.querySelector('h1'), 'edge loaded');
    expect(shows('Routing key')).to.equal(false);
    expect(findButton('Copy secret')).to.equal(undefined);
    expect(tabNames()).to.deep.equal(['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations']);
  });

  it('edits a customer’s title and contact fields with the contact form, checking the postal code against the country and the e-mail address', async () => {
    const customer = { id: { entityType: 'CUSTOMER', id: C }, title: 'Facility team', email: 'ops@example.com', country: 'Norway', city: 'Oslo', additionalInfo: {} };
    const server = useFakeServer()
      .route('GET', `/api/customer/${C}`, json(200, customer))
      .route('POST', '/api/customer', (r: SeenRequest) => json(200, JSON.parse(r.body)));
    seen = server;
    const page = await openPage(CustomerDetailsPage, 'customer', `/customers/${C}`, 'TENANT_ADMIN');
    await until(() => page.querySelector('h1'), 'customer loaded');
    expect(shows('ops@example.com · Oslo · Norway')).to.equal(true);
    expect(tabNames()).to.deep.equal(['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations', 'Audit logs']);
    expect(['Title', 'Country', 'City', 'State / Province', 'Zip / Postal code', 'Address', 'Address 2', 'Phone', 'Email', 'Description'].every((l) => field(l))).to.equal(true);
    expect(field('Country').value).to.equal('Norway');
    field('Email').select();
    await type('not-mail');
    await until(() => shows('Invalid email format.'), 'email format');
    field('Email').select();
    await type('team@example.com');
    field('Country').select();
    await type('Germ');
    await until(() => document.querySelector('[role=option]')?.textContent === 'Germany', 'country found by name');
    await press('ArrowDown');
    await press('Enter');
    field('Zip / Postal code').focus();
    await type('1011');
    await clickOn(button('Save'));
    await until(() => shows('Invalid zip / postal code for this country.'), 'postal code of Germany: five digits');
    expect(server.requestsTo('/api/customer')).to.have.length(0);
    field('Zip / Postal code').focus();
    await type('5');
    await clickOn(button('Save'));
    await until(() => server.requestsTo('/api/customer').length === 1, 'saved');
    const saved = JSON.parse(server.requestsTo('/api/customer')[0]!.body) as Record<string, unknown>;
    expect([saved.email, saved.country, saved.zip, saved.city]).to.deep.equal(['team@example.com', 'Germany', '10115', 'Oslo']);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('shows the system administrator a user’s details only, and a tenant with its events', async () => {
    const U = '7a1e0c00-1d1c-11ee-9c6a-4b4c4f2a0010';
    const T = '7a1e0c00-1d1c-11ee-9c6a-4b4c4f2a0011';
    seen = useFakeServer()
      .route('GET', `/api/user/${U}`, json(200, { id: { entityType: 'USER', id: U }, email: 'ann@example.com', firstName: 'Ann', lastName: '<b>Lee</b>', authority: 'TENANT_ADMIN', additionalInfo: {} }))
      .route('GET', `/api/tenant/info/${T}`, json(200, { id: { entityType: 'TENANT', id: T }, title: 'Tenant A', tenantProfileName: 'Default', email: 't@example.com', additionalInfo: {} }))
      .route('GET', `/api/events/TENANT/${T}/LC_EVENT`, json(200, { data: [], hasNext: false, totalElements: 0, totalPages: 0 }));
    let page = await openPage(UserDetailsPage, 'user', `/users/${U}`, 'SYS_ADMIN');
    await until(() => page.querySelector('h1'), 'user loaded');
    expect(page.querySelector('h1')!.textContent).to.equal('Ann <b>Lee</b>');
    expect(tabNames()).to.deep.equal(['Details']);
    expect([field('Email').value, field('First name').value, field('Last name').readOnly]).to.deep.equal(['ann@example.com', 'Ann', false]);
    page = await openPage(TenantDetailsPage, 'tenant', `/tenants/${T}?tab=events`, 'SYS_ADMIN');
    await until(() => shows('No events of this type.'), 'tenant events');
    expect(tabNames()).to.deep.equal(['Details', 'Attributes', 'Latest telemetry', 'Events']);
    expect(seen.requestsTo(`/api/events/TENANT/${T}/LC_EVENT`)[0]!.query.get('tenantId')).to.equal(T);
    await clickOn(tab('Details'));
    await until(() => field('Tenant profile').value === 'Default', 'tenant form');
    expect(field('Tenant profile').readOnly).to.equal(true);
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});
