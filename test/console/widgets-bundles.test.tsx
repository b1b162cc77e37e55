import { expect, waitUntil } from '@open-wc/testing';
import WidgetsBundlesPage from '../../console/pages/widgets-bundles/widgets-bundles.js';
import { routeNamed } from '../../console/routes.js';
import { axeViolations, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const rows = () => [...document.querySelectorAll<HTMLElement>('[role=rowgroup] [role=row][data-index]')];
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))!;
const dialogButton = (name: string) => button(name, openDialog()!);

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

/** The kit's confirmation, shown in its fallback host. */
const confirmDialog = () => document.querySelector('[data-tb-dialog-host]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

const bundle = (id: string, title: string, tenant: string) => ({ id: { entityType: 'WIDGETS_BUNDLE', id }, createdTime: 1, tenantId: { entityType: 'TENANT', id: tenant }, alias: id, title, image: null, description: null });

describe('widgets bundles', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  async function openBundles() {
    const server = useFakeServer().route('GET', '/api/widgetsBundles', page([bundle('charts', 'Charts', NULL_UUID), bundle('mine', '<i>Meters</i>', 'tenant-1')]));
    await signInAs('TENANT_ADMIN');
    history.replaceState(null, '', '/widgets-bundles');
    const root = await renderPage(<WidgetsBundlesPage route={routeNamed('widgetsBundles')} params={{}} search={{}} />);
    await until(() => rows().length === 2, 'bundles listed');
    return { server, root };
  }

  it('edits and deletes only the tenant’s own bundles, the deletion confirmed by name', async () => {
    const { server, root } = await openBundles();
    server.route('DELETE', '/api/widgetsBundle/mine', json(200));
    expect(findButton('Edit', rowOf('Charts'))).to.equal(undefined);
    expect(findButton('Delete Charts', rowOf('Charts'))).to.equal(undefined);
    expect(findButton('Export JSON', rowOf('Charts'))).to.not.equal(undefined);
    expect(root.querySelector('[role=row] i')).to.equal(null);
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickOn(button('Delete <i>Meters</i>', rowOf('Meters')));
    await until(() => confirmDialog() && shows('Delete widgets bundle <i>Meters</i>?', confirmDialog()!), 'confirmation names the bundle');
    expect(server.requestsTo('/api/widgetsBundle/mine')).to.have.length(0);
    await clickOn(button('Delete', confirmDialog()!));
    await until(() => toastTexts().some((t) => t.includes('Widgets bundle <i>Meters</i> deleted.')), 'deleted');
    expect(server.requestsTo('/api/widgetsBundle/mine').map((r) => r.method)).to.deep.equal(['DELETE']);
  });

  it('adds a bundle with a title typed in, required and at most 255 characters, and edits a bundle’s description', async () => {
    const { server } = await openBundles();
    server.route('POST', '/api/widgetsBundle', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'WIDGETS_BUNDLE', id: 'b-new' } }));
    await clickOn(button('Add widgets bundle'));
    await until(() => openDialog(), 'dialog open');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Title is required.', openDialog()!), 'required said');
    field('Title', openDialog()!).focus();
    await type('t'.repeat(256));
    await until(() => shows('Title can be at most 255 characters long.', openDialog()!), 'length said');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    field('Title', openDialog()!).select();
    await type('Meters 2');
    await clickOn(dialogButton('Add'));
    await until(() => toastTexts().some((t) => t.includes('Widgets bundle Meters 2 added.')), 'added');
    expect(JSON.parse(server.requestsTo('/api/widgetsBundle')[0]!.body)).to.deep.equal({ title: 'Meters 2', description: null, image: null });

    await until(() => !openDialog() && findButton('Edit', rowOf('Meters')), 'list back');
    await clickOn(button('Edit', rowOf('Meters')));
    await until(() => openDialog() && field('Title', openDialog()!).value === '<i>Meters</i>', 'edit dialog filled');
    field('Description', openDialog()!).focus();
    await type('Energy');
    await clickOn(dialogButton('Save'));
    await until(() => server.requestsTo('/api/widgetsBundle').length === 2, 'saved');
    expect(JSON.parse(server.requestsTo('/api/widgetsBundle')[1]!.body)).to.deep.include({ id: { entityType: 'WIDGETS_BUNDLE', id: 'mine' }, alias: 'mine', description: 'Energy' });
  });

  it('imports a bundle export: the bundle, then each widget into it; a refused widget takes the bundle away again', async () => {
    const { server } = await openBundles();
    server
      .route('POST', '/api/widgetsBundle', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'WIDGETS_BUNDLE', id: 'b-new' }, alias: 'meters_1' }))
      .route('POST', '/api/widgetType', tbError(400, 31, 'Widgets type name should be specified!'))
      .route('DELETE', '/api/widgetsBundle/b-new', json(200));
    await clickOn(button('Import widgets bundle'));
    await until(() => openDialog(), 'dialog open');
    field('JSON', openDialog()!).focus();
    await type('{"widgetsBundle": {"title": "Meters"}, "widgetTypes": [{"name": "Gauge", "descriptor": {"type": "latest"}}]}');
    await until(() => shows('Meters · widgets: 1', openDialog()!), 'summary shown');
    await clickOn(dialogButton('Import'));
    await until(() => toastTexts().some((t) => t.includes('Widget Gauge was refused, so the bundle was not kept.')), 'rolled back');
    expect(JSON.parse(server.requestsTo('/api/widgetType')[0]!.body)).to.deep.equal({ name: 'Gauge', descriptor: { type: 'latest' }, bundleAlias: 'meters_1' });
    expect(server.requestsTo('/api/widgetsBundle/b-new').map((r) => r.method)).to.deep.equal(['DELETE']);
  });
});

