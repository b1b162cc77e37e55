import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
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

async function open(authority: 'TENANT_ADMIN' | 'CUSTOMER_USER' = 'TENANT_ADMIN') {
  $widgetTypes.set({});
  const saved: unknown[] = [];
  const server = useFakeServer()
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
    expect(shows('Select a widget to change its title and how it shows on phones.')).to.equal(true);
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
    await clickOn(panel.querySelector('input[type=checkbox]')!);
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
});
