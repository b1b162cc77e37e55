import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { ActionsForm } from '../../elements/dashboard/edit/config/actions-form.js';
import { CardForm, SettingsForm } from '../../elements/dashboard/edit/config/settings-form.js';
import type { WidgetFormContext, WidgetFormProps } from '../../elements/dashboard/edit/form-context.js';
import type { Dashboard, WidgetConfig } from '../../elements/dashboard/model/dashboard.types.js';
import { adoptKitStyles } from '../../elements/core/stylesheet.js';
import { configure } from '../../elements/core/runtime.js';
import { closeAllDialogs } from '../../elements/dialog/dialog.store.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { axeViolations, click as clickAt, deepActiveElement, nextFrame, press, type } from './support/kit-test.js';

/** Scrolls an element into view, then clicks its middle with the real mouse (the forms are taller than the test window). */
async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  await clickAt(element);
}

/**
 * A digital gauge's descriptor of the 3.4 shape (protocol §6.6: `settingsSchema` and `defaultConfig` are JSON
 * texts), written by hand for these tests; its schema has a field of each kind the form generates.
 */
const GAUGE = {
  type: 'latest',
  sizeX: 7.5,
  sizeY: 3,
  settingsSchema: JSON.stringify({
    schema: {
      type: 'object',
      title: 'Settings',
      properties: {
        gaugeType: { title: 'Gauge type', type: 'string', default: 'arc' },
        donutStartAngle: { title: 'Donut start angle', type: 'integer', minimum: 0, maximum: 360, default: 90 },
        maxValue: { title: 'Maximum value', type: 'number', default: 100 },
        showValue: { title: 'Show value text', type: 'boolean', default: true },
        title: { title: 'Gauge title', type: 'string' },
        gaugeColor: { title: 'Gauge colour', type: 'string', default: '#eeeeee' },
        levelColors: { title: 'Level colours', type: 'array', items: { type: 'string' } },
        valueFont: { title: 'Value font', type: 'object', properties: { family: { title: 'Font family', type: 'string', default: 'Roboto' } } },
        notes: { title: 'Notes', type: 'string' },
      },
      required: ['title'],
    },
    form: [
      { key: 'gaugeType', type: 'rc-select', titleMap: [{ value: 'arc', name: 'Arc' }, { value: 'donut', name: 'Donut' }] },
      'donutStartAngle', 'maxValue', 'showValue', 'title',
      { key: 'gaugeColor', type: 'color' },
      'levelColors',
      { key: 'valueFont', items: ['valueFont.family'] },
      { key: 'notes', type: 'textarea' },
    ],
  }),
  actionSources: { elementClick: { name: 'On HTML element click', multiple: true } },
  defaultConfig: '{}',
};

const STATES = [{ id: 'default', name: 'Boiler room' }, { id: 'details', name: 'Boiler details' }];

function contextOf(descriptor: Record<string, unknown> | null): WidgetFormContext {
  const dashboard = { title: 'Boiler room', configuration: {} } as unknown as Dashboard;
  return { widget: { id: 'w1', bundleAlias: 'digital_gauges', typeAlias: 'digital_gauge', type: 'latest', config: { datasources: [] } }, descriptor, aliases: {}, states: STATES, dashboard, baseUrl: 'http://config-form.test' };
}

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Mounts a form holding the config as the side panel does, and answers every config it reported. */
async function mount(Form: (props: WidgetFormProps) => React.ReactNode, config: WidgetConfig, descriptor: Record<string, unknown> | null = GAUGE) {
  const reported: WidgetConfig[] = [];
  const context = contextOf(descriptor);
  function Holder() {
    const [current, setCurrent] = useState(config);
    return (
      <main style={{ width: '360px' }}>
        <Form
          config={current}
          context={context}
          onChange={(next) => {
            reported.push(next);
            setCurrent(next);
          }}
        />
      </main>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<Holder />);
  mounted = { root, container };
  await waitUntil(() => container.querySelector('input, textarea, button'), 'form rendered');
  return { reported, container };
}

/** The control of the label whose text (without the required mark) is given. */
function control<T extends HTMLElement = HTMLInputElement>(label: string, root: ParentNode = document): T {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === label);
  const el = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector('input');
  if (!el) throw new Error(`no field labelled ${label}`);
  return el as T;
}

const buttonNamed = (name: string, root: ParentNode = document) => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

/** Replaces a text field's content by typing, then leaves it with Tab. */
async function retype(label: string, text: string): Promise<void> {
  const el = control(label);
  el.focus();
  el.select();
  if (text) await type(text);
  else await press('Backspace');
  await press('Tab');
}

/** Chooses an option of a native select with the keyboard: focus, then arrow keys until it shows the option. */
async function choose(label: string, optionText: string): Promise<void> {
  const select = control<HTMLSelectElement>(label);
  // Options may come and go as the choice changes (the empty one of a required select), so look again each step.
  const target = () => [...select.options].findIndex((o) => o.text === optionText);
  if (target() < 0) throw new Error(`no option ${optionText} in ${label}`);
  select.focus();
  while (select.selectedIndex !== target()) {
    const before = select.options[select.selectedIndex]?.text;
    await press(select.selectedIndex < target() ? 'ArrowDown' : 'ArrowUp');
    await waitUntil(() => select.options[select.selectedIndex]?.text !== before, `${label} moved`);
  }
}

const errorOf = (label: string) => {
  const el = control(label);
  const id = el.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

function openDialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[open]') ?? document.querySelector('[data-tb-dialog-host]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
}

before(() => adoptKitStyles(document));
afterEach(() => {
  closeAllDialogs();
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = null;
});

describe('widget settings form', () => {
  it("shows a field of each kind the gauge's schema names, with the schema's defaults", async () => {
    const { container } = await mount(SettingsForm, { datasources: [], settings: { title: 'Pressure' } });
    expect(control<HTMLSelectElement>('Gauge type').value).to.equal('arc');
    expect([...control<HTMLSelectElement>('Gauge type').options].map((o) => o.text)).to.deep.equal(['None', 'Arc', 'Donut']);
    expect(control('Donut start angle').value).to.equal('90');
    expect(control('Maximum value').value).to.equal('100');
    expect(control('Show value text').checked).to.equal(true);
    expect(control('Show value text').getAttribute('role')).to.equal('switch');
    expect(control('Gauge title').value).to.equal('Pressure');
    expect(control('Gauge colour').value).to.equal('#eeeeee');
    expect(control('Notes').localName).to.equal('textarea');
    expect(container.querySelector('fieldset legend')?.textContent).to.equal('Level colours');
    const group = [...container.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Value font');
    expect(control('Font family', group).value).to.equal('Roboto');
    expect(await axeViolations(container)).to.deep.equal([]);
  });

  it('reports each valid edit once with the whole config, filling defaults and keeping keys the schema does not name', async () => {
    const { reported } = await mount(SettingsForm, { datasources: [], title: 'Gauge', settings: { title: 'Pressure', vendor: { deep: 1 } } });
    await retype('Gauge title', 'Boiler pressure');
    expect(reported).to.have.length(1);
    expect(reported[0]).to.deep.equal({
      datasources: [], title: 'Gauge',
      settings: { title: 'Boiler pressure', vendor: { deep: 1 }, gaugeType: 'arc', donutStartAngle: 90, maxValue: 100, showValue: true, gaugeColor: '#eeeeee', valueFont: { family: 'Roboto' } },
    });
    await retype('Maximum value', '250.5');
    await choose('Gauge type', 'Donut');
    control('Show value text').focus();
    await press('Space');
    await retype('Gauge colour', 'rgb(10, 20, 30)');
    await retype('Font family', 'Inter');
    control('Notes').focus();
    await type('Line one');
    await press('Tab');
    expect(reported).to.have.length(7);
    const last = reported.at(-1)!.settings!;
    expect(last).to.deep.include({ maxValue: 250.5, gaugeType: 'donut', showValue: false, gaugeColor: 'rgb(10, 20, 30)', notes: 'Line one', vendor: { deep: 1 } });
    expect(last.valueFont).to.deep.equal({ family: 'Inter' });
    await press('Shift+Tab');
    await press('Tab');
    expect(reported, 'leaving an unchanged field reports nothing').to.have.length(7);
  });

  it('edits a list: add, type an item, remove one', async () => {
    const { reported, container } = await mount(SettingsForm, { datasources: [], settings: { title: 'P', levelColors: ['red'] } });
    await click(buttonNamed('Add item'));
    expect(reported.at(-1)!.settings!.levelColors).to.deep.equal(['red', '']);
    await retype('Item 2', 'green');
    expect(reported.at(-1)!.settings!.levelColors).to.deep.equal(['red', 'green']);
    buttonNamed('Remove item 1').focus();
    await press('Enter');
    expect(reported.at(-1)!.settings!.levelColors).to.deep.equal(['green']);
    expect(reported).to.have.length(3);
    expect(control('Item 1', container).value).to.equal('green');
  });

  it('shows range, whole-number and required errors as messages and does not report them', async () => {
    const { reported } = await mount(SettingsForm, { datasources: [], settings: { title: 'P' } });
    await retype('Donut start angle', '400');
    expect(errorOf('Donut start angle')).to.equal('Enter a number of at most 360.');
    expect(control('Donut start angle').getAttribute('aria-invalid')).to.equal('true');
    await retype('Donut start angle', '-5');
    expect(errorOf('Donut start angle')).to.equal('Enter a number of at least 0.');
    await retype('Donut start angle', '12.5');
    expect(errorOf('Donut start angle')).to.equal('Enter a whole number.');
    await retype('Maximum value', 'lots');
    expect(errorOf('Maximum value')).to.equal('Enter a number.');
    await retype('Gauge title', '');
    expect(errorOf('Gauge title')).to.equal('This field is required.');
    expect(reported).to.deep.equal([]);
    await retype('Donut start angle', '180');
    expect(errorOf('Donut start angle')).to.equal(null);
    expect(reported).to.have.length(1);
    expect(reported[0]!.settings!.donutStartAngle).to.equal(180);
  });

  it('edits the whole settings in the JSON editor with a note saying why when the schema is not JSON', async () => {
    const broken = { ...GAUGE, settingsSchema: '{"schema": ' };
    const { reported, container } = await mount(SettingsForm, { datasources: [], title: 'Logo', settings: { logo: 'a.png' } }, broken);
    expect(container.querySelector('[role=note]')?.textContent).to.equal('The settings schema of this widget type is not valid JSON, so its settings are edited as JSON.');
    const area = container.querySelector('textarea')!;
    expect(JSON.parse(area.value)).to.deep.equal({ logo: 'a.png' });
    area.focus();
    area.select();
    await type('{"logo": "b.png"}');
    expect(reported, 'nothing reported while typing').to.deep.equal([]);
    await press('Shift+Tab');
    expect(reported, 'the format button is still inside the editor').to.deep.equal([]);
    await press('Shift+Tab');
    expect(reported).to.deep.equal([{ datasources: [], title: 'Logo', settings: { logo: 'b.png' } }]);
    area.focus();
    await press('End');
    await type('x');
    await press('Shift+Tab');
    await press('Shift+Tab');
    expect(reported, 'invalid JSON is not reported').to.have.length(1);
    expect(await axeViolations(container)).to.deep.equal([]);
  });

  it('generates every field it can and edits only the fields of unknown kinds as JSON, each with a note; bad JSON changes nothing', async () => {
    const mixed = {
      ...GAUGE,
      settingsSchema: JSON.stringify({
        schema: {
          type: 'object',
          properties: {
            title: { title: 'Card title', type: 'string' },
            logo: { title: 'Logo', type: 'string' },
            rows: { title: 'Rows', type: 'array', items: { type: 'object' } },
            showLogo: { title: 'Show logo', type: 'boolean', default: true },
          },
        },
        form: ['title', { key: 'logo', type: 'image' }, 'rows', 'showLogo'],
      }),
    };
    const start = { datasources: [], settings: { title: 'Plant', logo: 'a.png', rows: [{ name: 'r1' }], vendor: 7 } };
    const { reported, container } = await mount(SettingsForm, start, mixed);
    expect(container.querySelector('[role=note]'), 'no whole-form fallback note').to.equal(null);
    expect(control('Card title').value).to.equal('Plant');
    expect(control('Show logo').checked).to.equal(true);
    const logo = control<HTMLTextAreaElement>('Logo (JSON)');
    const rows = control<HTMLTextAreaElement>('Rows (JSON)');
    expect(logo.value).to.equal('"a.png"');
    expect(JSON.parse(rows.value)).to.deep.equal([{ name: 'r1' }]);
    expect(errorOf('Logo (JSON)')).to.equal('This form cannot show this kind of setting (image), so its value is edited as JSON.');
    expect(errorOf('Rows (JSON)')).to.equal('This form cannot show this kind of setting (array of object), so its value is edited as JSON.');
    expect(container.querySelectorAll('textarea')).to.have.length(2);

    logo.focus();
    logo.select();
    await type('b.png');
    await press('Tab');
    expect(errorOf('Logo (JSON)')).to.equal('This is not valid JSON, so the setting was not changed.');
    expect(logo.getAttribute('aria-invalid')).to.equal('true');
    expect(reported, 'text that does not parse is not reported').to.deep.equal([]);

    logo.focus();
    logo.select();
    await type('"b.png"');
    await press('Tab');
    expect(errorOf('Logo (JSON)')).to.equal('This form cannot show this kind of setting (image), so its value is edited as JSON.');
    expect(reported).to.deep.equal([{ datasources: [], settings: { title: 'Plant', logo: 'b.png', rows: [{ name: 'r1' }], vendor: 7, showLogo: true } }]);

    await retype('Card title', 'Boiler');
    control('Show logo').focus();
    await press('Space');
    rows.focus();
    rows.select();
    await press('Backspace');
    await press('Tab');
    expect(reported).to.have.length(4);
    expect(reported.at(-1)!.settings).to.deep.equal({ title: 'Boiler', logo: 'b.png', vendor: 7, showLogo: false });
    expect(await axeViolations(container)).to.deep.equal([]);
  });

  it('names a settings directive or a missing schema in the note', async () => {
    const first = await mount(SettingsForm, { datasources: [] }, { type: 'timeseries', settingsSchema: '', settingsDirective: 'tb-flot-widget-settings' });
    expect(first.container.querySelector('[role=note]')?.textContent).to.equal('This widget type edits its settings with its own form (tb-flot-widget-settings), so they are edited here as JSON.');
    mounted!.root.unmount();
    const second = await mount(SettingsForm, { datasources: [] }, null);
    expect(second.container.querySelector('[role=note]')?.textContent).to.equal('The widget type is not known, so its settings are edited as JSON.');
  });
});

describe('widget card form', () => {
  it('edits the card keys, refuses decimals past 15 and removes emptied ones', async () => {
    const { reported, container } = await mount(CardForm, { datasources: [], decimals: 2, units: '°C', vendor: 'kept' });
    expect(control('Show title').checked).to.equal(true);
    control('Drop shadow').focus();
    await press('Space');
    expect(reported.at(-1)).to.deep.equal({ datasources: [], decimals: 2, units: '°C', vendor: 'kept', dropShadow: false });
    await retype('Decimals', '16');
    expect(errorOf('Decimals')).to.equal('Enter a number of at most 15.');
    await retype('Decimals', '');
    await retype('Background colour', '#102030');
    expect(getComputedStyle(control('Background colour').previousElementSibling!).backgroundColor, 'the swatch shows the colour').to.equal('rgb(16, 32, 48)');
    await retype('Title tooltip', 'Shows the pressure');
    await retype('Padding', '8px');
    expect(reported).to.have.length(5);
    expect(reported.at(-1)).to.deep.equal({ datasources: [], units: '°C', vendor: 'kept', dropShadow: false, backgroundColor: '#102030', titleTooltip: 'Shows the pressure', padding: '8px' });
    expect(await axeViolations(container)).to.deep.equal([]);
  });
});

describe('widget actions form', () => {
  const kept = { id: 'k1', name: 'Details', icon: 'info', type: 'openDashboardState', targetDashboardStateId: 'details', setEntityId: true, openInSeparateDialog: true, dialogTitle: 'Vendor key' } as const;

  /** Opens the add editor of a source, fills the name and chooses the type. */
  async function startAdding(source: string, name: string, typeText: string) {
    await click(buttonNamed(`Add action to ${source}`));
    await waitUntil(() => deepActiveElement() === control('Name'), 'name focused');
    await type(name);
    await press('Tab');
    await choose('Type', typeText);
  }

  it('lists the sources with their actions and adds an action of each type', async () => {
    signIn();
    const restore = fakeDashboards();
    try {
      const { reported, container } = await mount(ActionsForm, { datasources: [], actions: { elementClick: [kept] }, title: 'Kept' });
      expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).to.deep.equal(['On HTML element click', 'Widget header button']);
      expect(container.textContent).to.contain('Details').and.contain('Navigate to a new dashboard state').and.contain('No actions yet.');

      await startAdding('Widget header button', 'Open details', 'Navigate to a new dashboard state');
      await choose('Target dashboard state', 'Boiler details');
      await retype('State entity parameter name', 'boiler');
      control('Open the right layout (on phones)').focus();
      await press('Space');
      await click(buttonNamed('Save'));
      const first = reported.at(-1)!.actions!.headerButton![0]!;
      expect(first).to.deep.include({ name: 'Open details', type: 'openDashboardState', targetDashboardStateId: 'details', setEntityId: true, stateEntityParamName: 'boiler', openRightLayout: true, icon: 'more_horiz' });
      expect(first.id).to.match(/^[0-9a-f-]{36}$/);
      await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Edit action Open details', 'focus back on the saved action');

      await startAdding('Widget header button', 'Refresh', 'Update the current dashboard state');
      await retype('Icon', 'refresh');
      await click(buttonNamed('Save'));
      expect(reported.at(-1)!.actions!.headerButton![1]).to.deep.include({ name: 'Refresh', type: 'updateDashboardState', targetDashboardStateId: null, icon: 'refresh' });

      await startAdding('Widget header button', 'Other dashboard', 'Navigate to another dashboard');
      const combo = container.querySelector<HTMLInputElement>('input[role=combobox]')!;
      await click(combo);
      await type('Plant');
      await waitUntil(() => allOptions().length > 0, 'dashboards listed');
      await click(allOptions().find((o) => o.textContent === 'Plant B')!);
      await retype('Target state id', 'overview');
      await click(buttonNamed('Save'));
      expect(reported.at(-1)!.actions!.headerButton![2]).to.deep.include({ name: 'Other dashboard', type: 'openDashboard', targetDashboardId: 'db-b', targetDashboardStateId: 'overview' });

      await startAdding('Widget header button', 'Log', 'Custom action');
      control<HTMLTextAreaElement>('Function').focus();
      await type('console.log(entityName);');
      await press('Escape');
      expect(control<HTMLTextAreaElement>('Function').value, 'Escape in code keeps the editor open').to.equal('console.log(entityName);');
      await click(buttonNamed('Save'));
      expect(reported.at(-1)!.actions!.headerButton![3]).to.deep.include({ type: 'custom', customFunction: 'console.log(entityName);' });

      await startAdding('Widget header button', 'Card', 'Custom action (with HTML template)');
      control<HTMLTextAreaElement>('HTML').focus();
      await type('<p>Hi</p>');
      control<HTMLTextAreaElement>('CSS').focus();
      await type('p { margin: 0 }');
      control<HTMLTextAreaElement>('Function').focus();
      await type('return 1;');
      await click(buttonNamed('Save'));
      expect(reported.at(-1)!.actions!.headerButton![4]).to.deep.include({ type: 'customPretty', customHtml: '<p>Hi</p>', customCss: 'p { margin: 0 }', customFunction: 'return 1;' });

      await startAdding('Widget header button', 'Call', 'Mobile action');
      await choose('Mobile action', 'Make phone call');
      await click(buttonNamed('Save'));
      expect(reported.at(-1)!.actions!.headerButton![5]).to.deep.include({ type: 'mobileAction', mobileAction: { type: 'makePhoneCall' } });

      expect(reported).to.have.length(6);
      expect(reported.at(-1)!.actions!.elementClick).to.deep.equal([kept]);
      expect(reported.at(-1)!.title).to.equal('Kept');
      expect(await axeViolations(container)).to.deep.equal([]);
    } finally {
      restore();
    }
  });

  it('refuses an empty or repeated name and a missing target with clear messages, reporting nothing', async () => {
    const { reported } = await mount(ActionsForm, { datasources: [], actions: { elementClick: [kept] } });
    await click(buttonNamed('Add action to On HTML element click'));
    await click(buttonNamed('Save'));
    expect(errorOf('Name')).to.equal('Name is required.');
    expect(document.body.textContent).to.contain('Choose the state to open.');
    await retype('Name', ' details ');
    await click(buttonNamed('Save'));
    expect(errorOf('Name')).to.equal('Another action of this source is already named details.');
    await choose('Type', 'Mobile action');
    await click(buttonNamed('Save'));
    expect(document.body.textContent).to.contain('Choose the mobile action.');
    expect(reported).to.deep.equal([]);
    await press('Escape');
    await waitUntil(() => deepActiveElement()?.textContent?.trim() === 'Add action to On HTML element click', 'editor closed, focus on add');
    expect(reported).to.deep.equal([]);
  });

  it('edits the functions a mobile action type has, each hinted with its arguments', async () => {
    const { reported, container } = await mount(ActionsForm, { datasources: [] });
    const codeLabels = () => [...container.querySelectorAll('textarea')].map((area) => container.querySelector(`label[for="${area.id}"]`)?.textContent?.trim());
    const hintOf = (label: string) => document.getElementById(control(label).getAttribute('aria-describedby') ?? '')?.textContent;
    await startAdding('Widget header button', 'Call', 'Mobile action');
    expect(codeLabels(), 'no functions before a type is chosen').to.deep.equal([]);
    await choose('Mobile action', 'Make phone call');
    expect(codeLabels()).to.deep.equal(['Phone number function', 'Launch result function', 'Empty result function', 'Error function']);
    expect(hintOf('Phone number function')).to.equal('Returns the phone number the app calls. Arguments: $event, widgetContext, entityId, entityName, additionalParams, entityLabel.');
    expect(hintOf('Error function')).to.equal('Arguments: error, $event, widgetContext, entityId, entityName, additionalParams, entityLabel.');
    control<HTMLTextAreaElement>('Phone number function').focus();
    await type('return entityName;');
    control<HTMLTextAreaElement>('Error function').focus();
    await type('widgetContext.showErrorToast(error);');
    await choose('Mobile action', 'Scan QR code');
    expect(codeLabels()).to.deep.equal(['QR code function', 'Empty result function', 'Error function']);
    expect(hintOf('QR code function')).to.equal('Arguments: code, format, $event, widgetContext, entityId, entityName, additionalParams, entityLabel.');
    expect(control<HTMLTextAreaElement>('Error function').value, 'a function the new type also has keeps its code').to.equal('widgetContext.showErrorToast(error);');
    control<HTMLTextAreaElement>('QR code function').focus();
    await type('widgetContext.showSuccessToast(code);');
    await click(buttonNamed('Save'));
    expect(reported.at(-1)!.actions!.headerButton![0]!.mobileAction).to.deep.equal({
      type: 'scanQrCode', getPhoneNumberFunction: 'return entityName;', handleErrorFunction: 'widgetContext.showErrorToast(error);', processQrCodeFunction: 'widgetContext.showSuccessToast(code);',
    });
    expect(await axeViolations(container)).to.deep.equal([]);
  });

  it('edits an action keeping the keys the form does not know, reorders by keyboard and deletes after a confirmation naming it', async () => {
    const second = { id: 'k2', name: 'Photo', type: 'mobileAction', mobileAction: { type: 'takePhoto', processImageFunction: 'return;' } } as const;
    const { reported, container } = await mount(ActionsForm, { datasources: [], actions: { elementClick: [kept, second] } });
    await click(buttonNamed('Edit action Details'));
    await retype('Name', 'More details');
    await click(buttonNamed('Save'));
    expect(reported.at(-1)!.actions!.elementClick![0]).to.deep.equal({ ...kept, name: 'More details' });

    buttonNamed('Move action Photo up').focus();
    await press('Enter');
    expect(reported.at(-1)!.actions!.elementClick!.map((a) => a.id)).to.deep.equal(['k2', 'k1']);
    await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Move action Photo down', 'focus stays on the moved action');
    await press('Enter');
    expect(reported.at(-1)!.actions!.elementClick!.map((a) => a.id)).to.deep.equal(['k1', 'k2']);

    await click(buttonNamed('Delete action Photo'));
    await waitUntil(() => openDialog(), 'confirm shown');
    expect(openDialog()!.textContent).to.contain('Delete action Photo?').and.contain('The action Photo of On HTML element click will be deleted.');
    await click(buttonNamed('OK', openDialog()!));
    await waitUntil(() => reported.length === 4, 'deleted');
    expect(reported.at(-1)!.actions!.elementClick).to.deep.equal([{ ...kept, name: 'More details' }]);
    await nextFrame();
    expect(container.textContent).not.to.contain('Photo');
    expect(reported.at(-1)!.actions!.elementClick![0]).to.deep.include({ openInSeparateDialog: true, dialogTitle: 'Vendor key' });
  });
});

/** Every listbox option on the page, through shadow roots. */
function allOptions(root: Document | ShadowRoot = document): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>('[role=option]')];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...allOptions(el.shadowRoot));
  return found;
}

/** Signs the kit's client of the test backend in as a tenant administrator. */
function signIn() {
  const payload = btoa(JSON.stringify({ sub: 'tenant@thingsboard.org', scopes: ['TENANT_ADMIN'], tenantId: 't1', iat: 1, exp: 4_000_000_000 })).replace(/=+$/, '');
  configure({ baseUrl: 'http://config-form.test', tokenStore: createMemoryTokenStore({ token: `e30.${payload}.sig`, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null }) });
}

/** Answers the dashboard picker's calls with two dashboards; returns the restore function. */
function fakeDashboards(): () => void {
  const realFetch = window.fetch;
  const dashboards = [{ id: { id: 'db-a', entityType: 'DASHBOARD' }, title: 'Plant A' }, { id: { id: 'db-b', entityType: 'DASHBOARD' }, title: 'Plant B' }];
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url ?? String(input));
    const body = url.pathname.startsWith('/api/dashboard/info/') ? dashboards.find((d) => url.pathname.endsWith(d.id.id)) : { data: dashboards, totalElements: 2, hasNext: false, totalPages: 1 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return () => (window.fetch = realFetch);
}
