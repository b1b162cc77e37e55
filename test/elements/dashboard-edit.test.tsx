import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { DashboardPage } from '../../console/pages/dashboards/dashboard-page.js';
import { dashboardPath } from '../../console/pages/dashboards/dashboard-page.logic.js';
import { registerDashboardLocales } from '../../elements/dashboard/i18n/index.js';
import { $widgetTypes } from '../../elements/dashboard/widgets/custom/widget-types.js';
import { closeAllDialogs } from '../../elements/dialog/dialog.store.js';
import type { DashboardChannel } from '../../elements/dashboard/runtime/widget-runtime.js';
import type { SeenRequest } from '../support/fake-fetch.js';
import { axeViolations, press, type } from './support/kit-test.js';
import { cleanUp, clickOn, findButton, json, openDialog, renderPage, shows, signInAs, useFakeServer } from '../console/support/auth-pages.js';

const DASHBOARD_ID = '7a1b2c3d-0000-11ee-9c6a-4b4c4f2a0009';
const at = (row: number, col: number, sizeX: number, sizeY: number) => ({ row, col, sizeX, sizeY });

/** A dashboard as the server stores it: a markdown card, a widget of a type with no native view, and fields tbkit does not read. */
function stored() {
  return {
    id: { entityType: 'DASHBOARD', id: DASHBOARD_ID },
    title: 'Boiler room',
    image: 'data:image/png;base64,AAAA',
    assignedCustomers: null,
    configuration: {
      description: 'Kept exactly',
      widgets: {
        notes: { id: 'notes', bundleAlias: 'cards', typeAlias: 'markdown_card', type: 'static', config: { title: 'Notes', datasources: [], settings: { markdownTextPattern: '# Shift notes' }, unknownConfig: [1, 2] } },
        map: { id: 'map', bundleAlias: 'maps', typeAlias: 'tencent_map', type: 'latest', config: { title: 'Map', datasources: [] } },
      },
      states: {
        default: { name: 'Boiler room', root: true, layouts: { main: { widgets: { notes: { ...at(0, 0, 6, 4), vendor: 'x' }, map: at(0, 6, 6, 4) }, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } } } },
      },
      entityAliases: {},
      settings: { stateControllerId: 'entity', showDashboardTimewindow: false, vendorSetting: { deep: true } },
    },
  };
}

const channel: DashboardChannel = {
  subscribeEntityData: () => ({ active: true, cmdId: 0, page: null, update: () => {}, setQuery: () => {}, unsubscribe: () => {} }),
  subscribeAlarmData: () => ({ active: true, cmdId: 0, page: null, unsubscribe: () => {} }),
  subscribeEntityCount: () => ({ active: true, cmdId: 0, unsubscribe: () => {} }),
};

const NULL_TENANT = { entityType: 'TENANT', id: '13814000-1dd2-11b2-8080-808080808080' };

/** The widgets library the fake server answers: two system bundles, the cards bundle with three types (one with a broken default config). */
const BUNDLES = [
  { alias: 'digital_gauges', title: 'Digital gauges', description: 'Numbers in a gauge', image: null, tenantId: NULL_TENANT },
  { alias: 'cards', title: 'Cards', description: 'Text and tables', image: null, tenantId: NULL_TENANT },
];
const CARD_TYPES = [
  { alias: 'markdown_card', name: 'Markdown card', descriptor: { type: 'latest', sizeX: 7.5, sizeY: 3, defaultConfig: JSON.stringify({ title: 'New markdown card', showTitle: true, datasources: [{ type: 'function', dataKeys: [] }], settings: { markdownTextPattern: '# Fresh card' } }) } },
  { alias: 'simple_card', name: 'Simple card', descriptor: { type: 'latest', sizeX: 5, sizeY: 3, defaultConfig: '{"title":"Simple","datasources":[]}' } },
  { alias: 'broken_card', name: 'Broken card', descriptor: { type: 'static', defaultConfig: '{not json' } },
];
const CARD_INFOS = CARD_TYPES.map((w) => ({ alias: w.alias, name: w.name, description: `${w.name} described`, image: null, widgetType: w.descriptor.type }));

async function open(authority: 'TENANT_ADMIN' | 'CUSTOMER_USER' = 'TENANT_ADMIN') {
  $widgetTypes.set({});
  const saved: unknown[] = [];
  const server = useFakeServer()
    .route('GET', '/api/widgetsBundles', json(200, BUNDLES))
    .route('GET', '/api/widgetTypes', (request: SeenRequest) => json(200, request.query.get('bundleAlias') === 'cards' && request.query.get('isSystem') === 'true' ? CARD_TYPES : []))
    .route('GET', '/api/widgetTypesInfos', (request: SeenRequest) => json(200, request.query.get('bundleAlias') === 'cards' ? CARD_INFOS : []))
    .route('GET', '/api/widgetType', (request: SeenRequest) => {
      const type = CARD_TYPES.find((w) => w.alias === request.query.get('alias'));
      return type ? json(200, type) : json(404, { status: 404, message: 'Requested item wasn\'t found!', errorCode: 32 });
    })
    .route('GET', `/api/dashboard/${DASHBOARD_ID}`, json(200, stored()))
    .route('GET', '/api/dashboard/serverTime', json(200, Date.now()))
    .route('GET', '/api/dashboard/maxDatapointsLimit', json(200, 50000))
    .route('POST', '/api/dashboard', (request: SeenRequest) => {
      saved.push(JSON.parse(request.body));
      return json(200, JSON.parse(request.body));
    });
  await signInAs(authority);
  await registerDashboardLocales();
  // Inside the console's main landmark, as the shell shows it.
  const page = await renderPage(
    <main>
      <DashboardPage dashboardId={DASHBOARD_ID} search={{}} pathOf={dashboardPath} realtime={channel} />
    </main>,
  );
  await until(() => page.querySelector('h1'), 'dashboard loaded');
  return { server, page, saved };
}

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 500) ?? ''}"`);
  });
}

/** Presses a key with modifiers held (`Shift`, `Control`), as a person does. */
async function chord(modifiers: string[], key: string): Promise<void> {
  for (const m of modifiers) await sendKeys({ down: m });
  await sendKeys({ press: key });
  for (const m of [...modifiers].reverse()) await sendKeys({ up: m });
}

const item = (title: string) => document.querySelector<HTMLElement>(`[data-edit-widget][aria-label="${CSS.escape(title)}"]`);
const box = (title: string) => item(title)!.getBoundingClientRect();
const status = () => document.querySelector('[role=status].sr-only')?.textContent ?? '';
const dialogButton = (name: string) => [...openDialog()!.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

async function enterEditMode(): Promise<void> {
  await clickOn(findButton('Edit')!);
  await until(() => item('Notes') && item('Map'), 'edit grid');
}

describe('dashboard edit mode', () => {
  beforeEach(async () => {
    await setViewport({ width: 1440, height: 900 });
  });

  afterEach(async () => {
    closeAllDialogs();
    await cleanUp();
  });

  it('is offered to tenant administrators only', async () => {
    await open('CUSTOMER_USER');
    expect(findButton('Edit')).to.equal(undefined);
    await cleanUp();
    await open('TENANT_ADMIN');
    expect(findButton('Edit')).to.not.equal(undefined);
  });

  it('moves a focused widget with arrow keys and resizes it with Shift, announces where it is, and is axe clean', async () => {
    await open();
    await enterEditMode();
    const cell = (box('Map').left - box('Notes').left) / 6;
    item('Notes')!.focus();
    await press('ArrowDown');
    await press('ArrowRight');
    await until(() => status() === 'Notes: column 2, row 2, 6 by 4 cells', 'moved one row down and one column right');
    await until(() => Math.abs(box('Notes').left - (box('Map').left - 5 * cell)) < 2, 'drawn a column further');
    await chord(['Shift'], 'ArrowRight');
    await until(() => status() === 'Notes: column 2, row 2, 7 by 4 cells', 'one column wider');
    expect(document.activeElement).to.equal(item('Notes'));
    expect(shows('No native view for maps.tencent_map yet.'), 'the reason card of a widget that cannot show stays in edit mode').to.equal(true);
    expect(await axeViolations(document.body)).to.deep.equal([]);
  });

  it('undoes and redoes with the buttons and Ctrl+Z / Ctrl+Shift+Z, and saves the changed layout keeping every other field as loaded', async () => {
    const { saved } = await open();
    await enterEditMode();
    expect(findButton('Save')!.disabled, 'nothing to save yet').to.equal(true);
    item('Map')!.focus();
    await press('ArrowDown');
    await press('ArrowDown');
    await until(() => status().includes('row 3'), 'moved twice');
    await clickOn(findButton('Undo')!);
    await until(() => !findButton('Redo')!.disabled, 'undone');
    item('Map')!.focus();
    await chord(['Control'], 'z');
    await until(() => findButton('Save')!.disabled, 'back to the loaded layout, nothing to save');
    await chord(['Control', 'Shift'], 'Z');
    await chord(['Control', 'Shift'], 'Z');
    await until(() => !findButton('Save')!.disabled && findButton('Redo')!.disabled, 'redone twice');
    await clickOn(findButton('Save')!);
    await until(() => saved.length === 1, 'saved');
    const expected = stored();
    expected.configuration.states.default.layouts.main.widgets.map = at(2, 6, 6, 4);
    expect(saved[0]).to.deep.equal(expected);
    await until(() => findButton('Edit') && !item('Map'), 'back in view mode');
    expect(shows('The dashboard was saved.')).to.equal(true);
  });

  it('deletes a widget after a confirmation naming it, and Cancel asks before dropping changes', async () => {
    const { saved } = await open();
    await enterEditMode();
    await clickOn(findButton('Delete Map')!);
    await until(() => openDialog(), 'confirmation');
    expect(openDialog()!.textContent).to.contain('Delete the widget “Map”?');
    await clickOn(dialogButton('Delete'));
    await until(() => !item('Map'), 'map removed');
    await clickOn(findButton('Cancel')!);
    await until(() => openDialog(), 'asks before discarding');
    expect(openDialog()!.textContent).to.contain('Discard your changes?');
    await clickOn(dialogButton('Discard'));
    await until(() => findButton('Edit'), 'view mode');
    await until(() => document.querySelector('section[aria-label="Map"]'), 'the map is back');
    expect(saved).to.deep.equal([]);
  });

  it('edits the selected widget’s title as text and its phone order, height and hiding in the side panel', async () => {
    const { saved } = await open();
    await enterEditMode();
    expect(shows('Select a widget to edit its title, look, data, time window, actions and settings.')).to.equal(true);
    await clickOn(item('Notes')!);
    const panel = document.querySelector<HTMLElement>('aside[aria-label="Widget settings"]')!;
    await until(() => panel.querySelector('input[type=text]'), 'panel form');
    const title = panel.querySelector<HTMLInputElement>('input[type=text]')!;
    title.focus();
    title.select();
    await press('Backspace');
    await type('<b>Log</b>');
    await press('Enter');
    await until(() => item('<b>Log</b>'), 'retitled');
    expect(document.querySelector('section[aria-label="<b>Log</b>"] b')).to.equal(null);
    const [order, height] = [...panel.querySelectorAll<HTMLInputElement>('input[type=number]')];
    order!.focus();
    await press('2');
    await press('Tab');
    height!.focus();
    await press('0');
    await press('Tab');
    await until(() => shows('Enter a whole number of 1 or more, or leave it empty.', panel), 'a height of 0 is refused');
    height!.focus();
    await press('Backspace');
    await press('3');
    await press('Tab');
    await clickOn([...panel.querySelectorAll('label')].find((l) => l.textContent === 'Hide on phones')!.querySelector('input')!);
    await clickOn(findButton('Save')!);
    await until(() => saved.length === 1, 'saved');
    const json = saved[0] as ReturnType<typeof stored>;
    expect(json.configuration.widgets.notes.config).to.deep.include({ title: '<b>Log</b>', mobileOrder: 2, mobileHeight: 3, mobileHide: true, unknownConfig: [1, 2] });
    expect(json.configuration.states.default.layouts.main.widgets.notes).to.deep.equal({ ...at(0, 0, 6, 4), vendor: 'x', mobileOrder: 2, mobileHeight: 3, mobileHide: true });
  });

  it('lists the widgets in their phone order at 390 px, where they are chosen but not moved', async () => {
    await setViewport({ width: 390, height: 844 });
    await open();
    await enterEditMode();
    expect(shows('Widgets are moved and resized on wider screens; here you set their order and height on phones.')).to.equal(true);
    item('Map')!.focus();
    await press('ArrowDown');
    expect(status()).to.equal('');
    expect(Math.round(box('Notes').width)).to.equal(Math.round(box('Map').width));
    expect(await axeViolations(document.body)).to.deep.equal([]);
  });

  it('adds a widget from a bundle: bundles, then the bundle’s widgets narrowed by typing and walked with arrow keys; the widget lands at the first free spot, selected, undo removes it, and Save writes it', async () => {
    const { saved } = await open();
    await enterEditMode();
    await clickOn(findButton('Add widget')!);
    await until(() => openDialog()?.querySelector('[data-option]'), 'the bundles');
    const dialog = openDialog()!;
    const names = () => [...openDialog()!.querySelectorAll('[data-option] .font-medium')].map((n) => n.textContent);
    expect(names()).to.deep.equal(['Cards', 'Digital gauges'], 'sorted by title');
    expect(document.activeElement).to.equal(dialog.querySelector('input[type=search]'));
    expect(await axeViolations(document.body)).to.deep.equal([]);
    await type('card');
    await until(() => names().length === 1, 'narrowed to Cards');
    await press('ArrowDown');
    expect(document.activeElement?.textContent).to.contain('Cards');
    await press('Enter');
    await until(() => names().includes('Markdown card'), 'the cards');
    expect(openDialog()!.querySelector('h2')!.textContent).to.equal('Add a widget: Cards');
    expect(names()).to.deep.equal(['Broken card', 'Markdown card', 'Simple card']);
    expect(openDialog()!.textContent).to.contain('Markdown card described');
    await clickOn([...openDialog()!.querySelectorAll<HTMLButtonElement>('[data-option]')].find((b) => b.textContent?.includes('Broken card'))!);
    await until(() => openDialog()!.querySelector('[role=alert]'), 'a broken default config is explained');
    expect(openDialog()!.querySelector('[role=alert]')!.textContent).to.contain('“Broken card” could not be added: its default configuration is not a JSON object');
    openDialog()!.querySelector<HTMLInputElement>('input[type=search]')!.focus();
    await press('ArrowDown');
    await press('ArrowDown');
    await press('End');
    expect(document.activeElement?.textContent).to.contain('Simple card');
    await press('ArrowUp');
    expect(document.activeElement?.textContent).to.contain('Markdown card');
    expect(await axeViolations(document.body)).to.deep.equal([]);
    await press('Enter');
    await until(() => !openDialog() && item('New markdown card'), 'added and the dialog closed');
    await until(() => item('New markdown card')!.textContent?.includes('This widget has no datasource.'), 'drawn, asking for the data it takes');
    const cell = (box('Map').left - box('Notes').left) / 6;
    expect(Math.abs(box('New markdown card').left - box('Notes').left - 12 * cell), 'first free spot: column 12 of the top row').to.be.below(2);
    expect(Math.abs(box('New markdown card').top - box('Notes').top)).to.be.below(2);
    expect(Math.round(box('New markdown card').width / cell), '7.5 cells rounded to 8 (less the gap)').to.be.within(7, 8);
    const panel = document.querySelector<HTMLElement>('aside[aria-label="Widget settings"]')!;
    await until(() => panel.querySelector<HTMLInputElement>('input[type=text]')?.value === 'New markdown card', 'selected in the side panel');
    await clickOn(findButton('Undo')!);
    await until(() => !item('New markdown card'), 'undo removes it');
    await clickOn(findButton('Redo')!);
    await until(() => item('New markdown card'), 'redo adds it back');
    await clickOn(findButton('Save')!);
    await until(() => saved.length === 1, 'saved');
    const json = saved[0] as { configuration: { widgets: Record<string, { id: string; bundleAlias: string; typeAlias: string; isSystemType: boolean; type: string; config: { datasources: unknown[]; title: string } }>; states: { default: { layouts: { main: { widgets: Record<string, unknown> } } } } } };
    const added = Object.values(json.configuration.widgets).find((w) => w.id !== 'notes' && w.id !== 'map')!;
    expect(added.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect({ ...added, id: undefined, config: undefined }).to.deep.equal({ id: undefined, bundleAlias: 'cards', typeAlias: 'markdown_card', isSystemType: true, type: 'latest', config: undefined });
    expect(added.config).to.deep.include({ title: 'New markdown card', datasources: [] });
    expect(json.configuration.states.default.layouts.main.widgets[added.id]).to.deep.equal({ sizeX: 8, sizeY: 3, row: 0, col: 12 });
    const expected = stored();
    expect(json.configuration.widgets.notes).to.deep.equal(expected.configuration.widgets.notes);
  });

  it('says when the bundles cannot be loaded and loads them again on Try again', async () => {
    const { server } = await open();
    server.route('GET', '/api/widgetsBundles', json(500, { status: 500, message: 'Library offline', errorCode: 2 }));
    await enterEditMode();
    await clickOn(findButton('Add widget')!);
    await until(() => openDialog()?.querySelector('[role=alert]'), 'the failure');
    expect(openDialog()!.textContent).to.contain('The widgets bundles could not be loaded: Library offline');
    server.route('GET', '/api/widgetsBundles', json(200, BUNDLES));
    await clickOn(dialogButton('Try again'));
    await until(() => openDialog()!.querySelector('[data-option]'), 'loaded on retry');
    await press('Escape');
    await until(() => !openDialog(), 'closed with Escape');
    expect(document.activeElement).to.equal(findButton('Add widget'));
  });

  it('shows the selected widget’s General tab with its title shown or hidden as one undo step', async () => {
    const { saved } = await open();
    await enterEditMode();
    await clickOn(item('Notes')!);
    const panel = document.querySelector<HTMLElement>('aside[aria-label="Widget settings"]')!;
    await until(() => panel.querySelector('input[role=switch]'), 'panel form');
    const showTitle = [...panel.querySelectorAll('label')].find((l) => l.textContent === 'Show title')!.querySelector<HTMLInputElement>('input[role=switch]')!;
    expect(showTitle.checked).to.equal(true);
    await clickOn(showTitle);
    await until(() => !document.querySelector('section[aria-label="Notes"] h2, section[aria-label="Notes"] h3'), 'the title is hidden');
    expect(await axeViolations(document.body)).to.deep.equal([]);
    await clickOn(findButton('Save')!);
    await until(() => saved.length === 1, 'saved');
    expect((saved[0] as ReturnType<typeof stored>).configuration.widgets.notes.config).to.deep.equal({ ...stored().configuration.widgets.notes.config, showTitle: false });
  });

  it('shows the selected widget’s forms in tabs walked with the arrow keys; a form’s change is one undo step and is saved with every other config key kept', async () => {
    const { saved } = await open();
    await enterEditMode();
    await clickOn(item('Map')!);
    const panel = document.querySelector<HTMLElement>('aside[aria-label="Widget settings"]')!;
    await until(() => panel.querySelector('[role=tablist]'), 'the tabs');
    const tabs = () => [...panel.querySelectorAll<HTMLElement>('[role=tab]')];
    expect(tabs().map((tab) => tab.textContent)).to.deep.equal(['General', 'Data', 'Time window', 'Actions', 'Settings']);
    expect(tabs()[0]!.textContent).to.equal('General');
    expect(tabs()[0]!.getAttribute('aria-selected')).to.equal('true');
    tabs()[0]!.focus();
    await press('ArrowRight');
    expect(document.activeElement).to.equal(tabs()[1]);
    expect(tabs()[1]!.getAttribute('aria-selected')).to.equal('true');
    const tabpanel = panel.querySelector<HTMLElement>('[role=tabpanel]')!;
    expect(tabpanel.getAttribute('aria-labelledby')).to.equal(tabs()[1]!.id);
    await until(() => findButton('Add datasource', tabpanel), 'the data form');
    expect(await axeViolations(document.body)).to.deep.equal([]);
    expect(findButton('Undo')!.disabled).to.equal(true);
    await clickOn(findButton('Add datasource', tabpanel)!);
    await until(() => !findButton('Undo')!.disabled, 'one undo step');
    await clickOn(tabs().at(-1)!);
    await until(() => tabs().at(-1)!.getAttribute('aria-selected') === 'true', 'the last tab');
    await until(() => shows('The widget type maps.tencent_map was not found, so its own limits and settings are unknown.', tabpanel), 'an unknown type is said');
    await clickOn(findButton('Save')!);
    await until(() => saved.length === 1, 'saved');
    const json = saved[0] as ReturnType<typeof stored>;
    const config = json.configuration.widgets.map.config;
    expect(config.datasources).to.have.length(1);
    expect(config.title).to.equal('Map');
    expect(json.configuration.widgets.notes).to.deep.equal(stored().configuration.widgets.notes);
  });

  it('shows the empty-dashboard note once the last widget is deleted, and the grid again when a widget is added to it by typing its bundle and name, each followed by Enter', async () => {
    await open();
    await enterEditMode();
    for (const title of ['Notes', 'Map']) {
      await clickOn(findButton(`Delete ${title}`)!);
      await until(() => openDialog(), 'confirmation');
      await clickOn(dialogButton('Delete'));
      await until(() => !item(title), `${title} removed`);
    }
    const note = () => shows('This dashboard state has no widgets.');
    await until(note, 'the empty note');
    await clickOn(findButton('Add widget')!);
    await until(() => openDialog()?.querySelector('[data-option]'), 'the bundles');
    await type('cards');
    await press('Enter');
    await until(() => [...openDialog()!.querySelectorAll('[data-option]')].some((b) => b.textContent?.includes('Simple card')), 'the cards');
    expect(openDialog()!.querySelector<HTMLInputElement>('input[type=search]')!.value, 'the search starts afresh').to.equal('');
    await type('simple');
    await until(() => openDialog()!.querySelectorAll('[data-option]').length === 1, 'one left');
    await press('Enter');
    await until(() => item('Simple'), 'the new card on the grid');
    expect(note()).to.equal(false);
  });

  it('says why the selected widget’s type could not be loaded above its forms', async () => {
    const { server } = await open();
    server.route('GET', '/api/widgetType', json(500, { status: 500, message: 'Library offline', errorCode: 2 }));
    $widgetTypes.set({});
    await enterEditMode();
    await clickOn(item('Map')!);
    const panel = document.querySelector<HTMLElement>('aside[aria-label="Widget settings"]')!;
    await until(() => panel.querySelector('[role=tab]'), 'the tabs');
    await clickOn([...panel.querySelectorAll<HTMLElement>('[role=tab]')].find((tab) => tab.textContent === 'Settings')!);
    await until(() => panel.querySelector('[role=tabpanel] [role=alert]'), 'the reason');
    expect(panel.querySelector('[role=tabpanel] [role=alert]')!.textContent).to.equal('The widget type could not be loaded: Library offline');
  });

  it('drags a widget with the mouse to a free spot and resizes it by its corner handle, each one undo step, and saves both', async () => {
    const { saved } = await open();
    await enterEditMode();
    const step = (box('Map').left - box('Notes').left) / 6;
    const start = box('Notes');
    // Grab the card away from its delete button, and move in small steps as a hand does.
    const from = [Math.round(start.left + start.width / 2), Math.round(start.top + start.height / 2)] as const;
    const to = [from[0] + 2 * step, from[1] + 4 * step] as const;
    await sendMouse({ type: 'move', position: [from[0], from[1]] });
    await sendMouse({ type: 'down' });
    for (let i = 1; i <= 8; i++) await sendMouse({ type: 'move', position: [Math.round(from[0] + ((to[0] - from[0]) * i) / 8), Math.round(from[1] + ((to[1] - from[1]) * i) / 8)] });
    await sendMouse({ type: 'up' });
    await until(() => Math.abs(box('Notes').left - (start.left + 2 * step)) < 2 && Math.abs(box('Notes').top - (start.top + 4 * step)) < 2, 'dropped two columns right and four rows down');
    expect(findButton('Save')!.disabled).to.equal(false);

    const moved = box('Notes');
    const handle = item('Notes')!.querySelector('.react-resizable-handle')!.getBoundingClientRect();
    const grip = [Math.round(handle.left + handle.width / 2), Math.round(handle.top + handle.height / 2)] as const;
    await sendMouse({ type: 'move', position: [grip[0], grip[1]] });
    await sendMouse({ type: 'down' });
    for (let i = 1; i <= 6; i++) await sendMouse({ type: 'move', position: [Math.round(grip[0] + (2 * step * i) / 6), Math.round(grip[1] + (step * i) / 6)] });
    await sendMouse({ type: 'up' });
    await until(() => Math.abs(box('Notes').width - (moved.width + 2 * step)) < 2 && Math.abs(box('Notes').height - (moved.height + step)) < 2, 'two columns wider and a row taller');

    await clickOn(findButton('Undo')!);
    await until(() => Math.abs(box('Notes').width - moved.width) < 2, 'the resize undone on its own');
    await clickOn(findButton('Redo')!);
    await until(() => !findButton('Save')!.disabled && findButton('Redo')!.disabled, 'redone');
    await clickOn(findButton('Save')!);
    await until(() => saved.length === 1, 'saved');
    expect((saved[0] as ReturnType<typeof stored>).configuration.states.default.layouts.main.widgets.notes).to.deep.equal({ ...at(4, 2, 8, 5), vendor: 'x' });
  });

  it('moves a widget with the arrow keys the way they point right to left: ArrowLeft towards the inline end', async () => {
    document.documentElement.dir = 'rtl';
    try {
      await open();
      await enterEditMode();
      expect(box('Map').right, 'the second column lies left of the first').to.be.below(box('Notes').right);
      const before = box('Notes');
      item('Notes')!.focus();
      await press('ArrowLeft');
      await until(() => status() === 'Notes: column 2, row 1, 6 by 4 cells', 'one column further');
      const step = (before.right - box('Map').right) / 6;
      await until(() => Math.abs(box('Notes').left - (before.left - step)) < 2, 'drawn a column further left');
      await press('ArrowRight');
      await until(() => status() === 'Notes: column 1, row 1, 6 by 4 cells', 'back to the first column');
      await chord(['Shift'], 'ArrowLeft');
      await until(() => status() === 'Notes: column 1, row 1, 7 by 4 cells', 'one column wider towards the inline end');
    } finally {
      document.documentElement.dir = '';
    }
  });
});
