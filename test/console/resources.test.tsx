import { expect, waitUntil } from '@open-wc/testing';
import ResourcesPage from '../../console/pages/resources/resources.js';
import HomeSettingsPage from '../../console/pages/home-settings/home-settings.js';
import { routeNamed } from '../../console/routes.js';
import { axeViolations, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { FakeServer, SeenRequest } from '../support/fake-fetch.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const rows = () => [...document.querySelectorAll<HTMLElement>('[role=rowgroup] [role=row][data-index]')];
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))!;
const confirmDialog = () => document.querySelector('[data-tb-dialog-host]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

const resource = (id: string, title: string, type: string, tenant: string, fileName: string) => ({
  id: { entityType: 'TB_RESOURCE', id }, createdTime: 1_700_000_000_000, tenantId: { entityType: 'TENANT', id: tenant }, title, resourceType: type, resourceKey: fileName, fileName,
});
const SYSTEM_MODEL = resource('sys-1', 'LwM2M Security id=0 v1.0', 'LWM2M_MODEL', NULL_UUID, '0.xml');
const OWN_MODULE = resource('own-1', '<b>Helpers</b>', 'JS_MODULE', 'tenant-1', 'helpers.js');

/** Chooses a file in the open dialog's file input as a person picking it would. */
function choose(name: string, text: string): void {
  const input = openDialog()!.querySelector<HTMLInputElement>('input[type=file]')!;
  const transfer = new DataTransfer();
  transfer.items.add(new File([text], name));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openResources(): Promise<{ server: FakeServer; root: HTMLElement }> {
  const server = useFakeServer().route('GET', '/api/resource', page([OWN_MODULE, SYSTEM_MODEL]));
  await signInAs('TENANT_ADMIN');
  history.replaceState(null, '', '/settings/resources-library');
  const root = await renderPage(<ResourcesPage route={routeNamed('resources')} params={{}} search={{}} />);
  await until(() => rows().length === 2, 'resources listed');
  return { server, root };
}

describe('resources library', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lists the tenant’s and the system’s resources by the server’s page, the system ones without a delete', async () => {
    const { server, root } = await openResources();
    const query = Object.fromEntries(server.requestsTo('/api/resource')[0]!.query);
    expect(query).to.deep.include({ pageSize: '10', page: '0', sortProperty: 'createdTime', sortOrder: 'DESC' });
    expect(rowOf('Helpers').textContent).to.include('JS module');
    expect(rowOf('LwM2M Security').textContent).to.include('LwM2M model');
    expect(root.querySelector('[role=row] b')).to.equal(null);
    expect(findButton('Delete LwM2M Security id=0 v1.0', rowOf('LwM2M Security'))).to.equal(undefined);
    expect(findButton('Download LwM2M Security id=0 v1.0', rowOf('LwM2M Security'))).to.not.equal(undefined);
    expect(findButton('Delete <b>Helpers</b>', rowOf('Helpers'))).to.not.equal(undefined);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('refuses a file of another type at once, shows the server’s refusal keeping the form, then adds a JS module as base64', async () => {
    const { server } = await openResources();
    let refuse = true;
    server.route('POST', '/api/resource', (r: SeenRequest) =>
      refuse ? tbError(400, 31, 'Resource of type JS_MODULE with key \'util.js\' already exists!') : json(200, { ...JSON.parse(r.body), id: { entityType: 'TB_RESOURCE', id: 'new-1' } }));
    await clickOn(button('Add resource'));
    await until(() => openDialog(), 'dialog open');
    await clickOn(button('Add', openDialog()!));
    await until(() => shows('Title is required.', openDialog()!) && shows('Choose the resource file.', openDialog()!), 'missing said');
    choose('notes.txt', 'hello');
    await until(() => shows('Unable to detect the type of this file', openDialog()!), 'unknown type said');
    choose('model.xml', '<LWM2M/>');
    await until(() => shows('This file does not fit the type JS module', openDialog()!), 'wrong type said');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    await clickOn(button('Add', openDialog()!));
    expect(server.requestsTo('/api/resource').filter((r) => r.method === 'POST')).to.have.length(0);

    field('Title', openDialog()!).focus();
    await type('Utilities');
    choose('util.js', 'export const one = 1;');
    await until(() => shows('Files of type JS module end in', openDialog()!), 'file fits');
    await clickOn(button('Add', openDialog()!));
    await until(() => shows('already exists!', openDialog()!), 'server refusal shown in the dialog');
    expect(field('Title', openDialog()!).value).to.equal('Utilities');
    expect(shows('util.js', openDialog()!)).to.equal(true);

    refuse = false;
    await clickOn(button('Add', openDialog()!));
    await until(() => toastTexts().some((t) => t.includes('Resource “Utilities” added.')), 'added');
    const posts = server.requestsTo('/api/resource').filter((r) => r.method === 'POST');
    expect(JSON.parse(posts[1]!.body)).to.deep.equal({ resourceType: 'JS_MODULE', title: 'Utilities', fileName: 'util.js', data: btoa('export const one = 1;') });
    await until(() => !openDialog(), 'dialog closed');
  });

  it('deletes a resource after a confirmation naming it, and downloads one under its file name with the token in a header', async () => {
    const { server } = await openResources();
    server
      .route('DELETE', '/api/resource/own-1', json(200))
      .route('GET', '/api/resource/own-1/download', () => new Response('export const a = 1;', { status: 200, headers: { 'Content-Type': 'application/octet-stream', 'x-filename': 'helpers.js' } }));
    const saved: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    };
    try {
      await clickOn(button('Download <b>Helpers</b>', rowOf('Helpers')));
      await until(() => saved.length === 1, 'saved');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    const download = server.requestsTo('/api/resource/own-1/download')[0]!;
    expect(download.headers.get('X-Authorization')).to.match(/^Bearer /);
    expect(download.query.toString()).to.equal('');
    expect(saved[0]!.name).to.equal('helpers.js');
    expect(saved[0]!.href).to.match(/^blob:/);

    await clickOn(button('Delete <b>Helpers</b>', rowOf('Helpers')));
    await until(() => confirmDialog() && shows('Delete the resource “<b>Helpers</b>”?', confirmDialog()!), 'confirmation names the resource');
    expect(server.requestsTo('/api/resource/own-1').filter((r) => r.method === 'DELETE')).to.have.length(0);
    await clickOn(button('Delete', confirmDialog()!));
    await until(() => toastTexts().some((t) => t.includes('Resource “<b>Helpers</b>” deleted.')), 'deleted');
    expect(server.requestsTo('/api/resource/own-1').map((r) => r.method)).to.deep.equal(['DELETE']);
  });

  it('deletes the selected resources after a confirmation naming the count, leaving a system one and saying so', async () => {
    const { server } = await openResources();
    server
      .route('DELETE', '/api/resource/own-1', json(200))
      .route('GET', '/api/resource/info/own-1', json(200, OWN_MODULE))
      .route('GET', '/api/resource/info/sys-1', json(200, SYSTEM_MODEL));
    await clickOn(document.querySelector('[role=row][data-index="0"] input[type=checkbox]')!);
    await clickOn(document.querySelector('[role=row][data-index="1"] input[type=checkbox]')!);
    await until(() => shows('2 selected'), 'selection shown');
    await clickOn(button('Delete'));
    await until(() => openDialog()?.textContent?.includes('Delete the selected resources (2)?'), 'confirmation names the count');
    await clickOn(button('Delete', openDialog()!));
    await until(() => toastTexts().some((t) => t.includes('The system resource “LwM2M Security id=0 v1.0” was kept')), 'system resource kept');
    expect(server.requestsTo('/api/resource/own-1').map((r) => r.method)).to.deep.equal(['DELETE']);
    expect(server.requestsTo('/api/resource/sys-1')).to.have.length(0);
  });
});

describe('home settings', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('saves the chosen home dashboard with the toolbar hidden, and a cleared one as no home dashboard', async () => {
    const dashboards = [{ id: { entityType: 'DASHBOARD', id: 'd1' }, title: 'Plant overview' }, { id: { entityType: 'DASHBOARD', id: 'd2' }, title: 'Thermostats' }];
    const server = useFakeServer()
      .route('GET', '/api/tenant/dashboard/home/info', json(200, { dashboardId: null, hideDashboardToolbar: false }))
      .route('POST', '/api/tenant/dashboard/home/info', json(200))
      .route('GET', '/api/tenant/dashboards', page(dashboards))
      .route('GET', '/api/dashboard/info/d2', json(200, dashboards[1]));
    await signInAs('TENANT_ADMIN');
    const root = await renderPage(<HomeSettingsPage route={routeNamed('homeSettings')} params={{}} search={{}} />);
    await until(() => findButton('Save') && root.querySelector('input[role=combobox]'), 'form shown');
    expect(button('Save').disabled).to.equal(true);
    const combo = root.querySelector<HTMLInputElement>('input[role=combobox]')!;
    await clickOn(combo);
    await type('Thermo');
    await until(() => [...root.querySelectorAll('[role=option]')].some((o) => o.textContent === 'Thermostats'), 'dashboards offered');
    await clickOn([...root.querySelectorAll('[role=option]')].find((o) => o.textContent === 'Thermostats')!);
    await until(() => combo.value === 'Thermostats', 'picked');
    await clickOn(field('Hide the dashboard toolbar'));
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Home settings saved.')), 'saved');
    const posts = server.requestsTo('/api/tenant/dashboard/home/info').filter((r) => r.method === 'POST');
    expect(JSON.parse(posts[0]!.body)).to.deep.equal({ dashboardId: { entityType: 'DASHBOARD', id: 'd2' }, hideDashboardToolbar: true });

    await clickOn(button('Clear', root));
    await until(() => !button('Save').disabled, 'cleared');
    await clickOn(button('Save'));
    await until(() => server.requestsTo('/api/tenant/dashboard/home/info').filter((r) => r.method === 'POST').length === 2, 'saved again');
    const cleared = server.requestsTo('/api/tenant/dashboard/home/info').filter((r) => r.method === 'POST')[1]!;
    expect(JSON.parse(cleared.body)).to.deep.equal({ dashboardId: null, hideDashboardToolbar: true });
  });
});
