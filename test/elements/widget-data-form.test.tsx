import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { DataForm, TimewindowForm } from '../../elements/dashboard/edit/data/data-form.js';
import { KEY_PALETTE } from '../../elements/dashboard/edit/data/data-keys.logic.js';
import type { WidgetFormContext } from '../../elements/dashboard/edit/form-context.js';
import type { Dashboard, EntityAlias, WidgetConfig } from '../../elements/dashboard/model/dashboard.types.js';
import type { WidgetType } from '../../sdk/catalogues/widgets.js';
import { axeViolations, deepActiveElement, press, type } from './support/kit-test.js';
import { storedTimewindow } from './support/timewindow-fixture.js';
import { button, cleanUp, clickOn, field, findButton, json, renderPage, shows, signInAs, useFakeServer } from '../console/support/auth-pages.js';

const aliases: Record<string, EntityAlias> = {
  thermo: { id: 'thermo', alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } },
  boiler: { id: 'boiler', alias: 'Boiler', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: 'device-1' } } },
};
const dashboardWindow = storedTimewindow({ type: 'AVG', limit: 25000 });

function context(type: WidgetType, descriptor: Record<string, unknown> | null = null): WidgetFormContext {
  const dashboard: Dashboard = {
    title: 'Plant',
    configuration: {
      widgets: {}, states: {}, entityAliases: aliases, timewindow: dashboardWindow, settings: { stateControllerId: 'entity' },
      filters: { hot: { id: 'hot', filter: 'Hot ones', editable: true, keyFilters: [] } },
    },
  };
  return { widget: { id: 'w1', bundleAlias: 'cards', typeAlias: 'x', type, config: { datasources: [] } }, descriptor, aliases, states: [], dashboard };
}

/** Mounts a form holding its config as the side panel does, recording each reported config. */
async function mount(Form: typeof DataForm, config: WidgetConfig, ctx: WidgetFormContext) {
  const reports: WidgetConfig[] = [];
  function Host() {
    const [current, setCurrent] = useState(config);
    return <Form config={current} context={ctx} onChange={(next) => { reports.push(next); setCurrent(next); }} />;
  }
  const page = await renderPage(<main><Host /></main>);
  return { page, reports };
}

const section = (name: string) => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)!;
const until = (condition: () => unknown, message: string) => waitUntil(condition, message, { timeout: 5000 });
const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
/** Focuses a field with the mouse and types into it. */
async function typeInto(input: HTMLInputElement, text: string) {
  await clickOn(input);
  input.select();
  await type(text);
}
/** The group (a key list) named by its heading. */
const group = (name: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>('[role=group][aria-labelledby]')].find((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent === name);
const keyRows = (root: ParentNode) => [...root.querySelectorAll('li')].map((li) => li.querySelector('span.truncate')?.textContent);

describe('widget data form', () => {
  let keyCalls: { body: unknown; query: string }[];
  beforeEach(async () => {
    keyCalls = [];
    useFakeServer().route('POST', '/api/entitiesQuery/find/keys', (request) => {
      keyCalls.push({ body: JSON.parse(request.body), query: request.query.toString() });
      return json(200, { entityTypes: ['DEVICE'], timeseries: ['temperature', 'humidity'], attribute: ['firmware'] });
    });
    await signInAs('TENANT_ADMIN');
  });
  afterEach(cleanUp);

  it('adds a datasource on the first alias by name, suggests its keys, adds, edits, reorders and removes keys, each change reported once', async () => {
    const start: WidgetConfig = { datasources: [], title: 'Keep me', settings: { vendor: true } };
    const { page, reports } = await mount(DataForm, start, context('latest', { maxDatasources: 2, maxDataKeys: 2 }));
    expect(shows('No datasource yet. Add one to show data.')).to.equal(true);
    await clickOn(button('Add datasource'));
    await until(() => section('Datasource 1'), 'datasource shown');
    expect(reports).to.have.length(1);
    expect(reports[0]).to.deep.equal({ ...start, datasources: [{ type: 'entity', name: null, entityAliasId: 'boiler', filterId: null, dataKeys: [] }] });
    const ds = section('Datasource 1');
    expect((field('Entity alias', ds) as unknown as HTMLSelectElement).selectedOptions[0]!.textContent).to.equal('Boiler');
    expect([...(field('Datasource type', ds) as unknown as HTMLSelectElement).options].map((o) => o.textContent)).to.deep.equal(['Entity', 'Function', 'Entity count']);

    await until(() => ds.querySelectorAll('datalist option').length === 2, 'time-series keys suggested');
    expect(keyCalls[0]!.query).to.equal('timeseries=true&attributes=true');
    expect(keyCalls[0]!.body).to.deep.equal({ entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'device-1' } }, pageLink: { pageSize: 100, page: 0 } });
    expect([...ds.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).to.deep.equal(['humidity', 'temperature']);

    // Keyboard: type the name and press Enter.
    await typeInto(field('Key name', ds), 'temperature');
    await press('Enter');
    await until(() => reports.length === 2, 'key added');
    expect(reports[1]!.datasources[0]!.dataKeys).to.deep.equal([{ name: 'temperature', type: 'timeseries', label: 'temperature', color: KEY_PALETTE[0], settings: {} }]);
    expect(field('Key name', ds).value).to.equal('');
    await press('Enter');
    expect(shows('Enter a key name.')).to.equal(true);
    await type('temperature');
    await press('Enter');
    expect(shows('This datasource already has a key of that name and kind.')).to.equal(true);
    choose(field('Key kind', ds) as unknown as HTMLSelectElement, 'attribute');
    await until(() => ds.querySelector('datalist option')?.getAttribute('value') === 'firmware', 'attribute keys suggested');
    await typeInto(field('Key name', ds), 'firmware');
    await clickOn(button('Add key', ds));
    await until(() => reports.length === 3, 'second key');
    expect(reports[2]!.datasources[0]!.dataKeys[1]).to.deep.equal({ name: 'firmware', type: 'attribute', label: 'firmware', color: KEY_PALETTE[1], settings: {} });
    expect(shows('This datasource takes no more keys (limit: 2).')).to.equal(true);
    expect(findButton('Add key', ds)).to.equal(undefined);

    // Inline editor: label with Enter, units on leaving the field, bad decimals refused, good ones taken.
    await clickOn(button('Edit temperature', ds));
    await typeInto(field('Label', ds), 'Temperature');
    await press('Enter');
    await until(() => reports.length === 4, 'label edited');
    expect(reports[3]!.datasources[0]!.dataKeys[0]).to.deep.equal({ name: 'temperature', type: 'timeseries', label: 'Temperature', color: KEY_PALETTE[0], settings: {} });
    await typeInto(field('Units', ds), '°C');
    await press('Tab');
    await until(() => reports.length === 5, 'units edited');
    expect(reports[4]!.datasources[0]!.dataKeys[0]!.units).to.equal('°C');
    expect(deepActiveElement()).to.equal(field('Decimals', ds));
    await type('16');
    await press('Enter');
    await until(() => shows('Decimals must be a whole number from 0 to 15.'), 'decimals refused');
    expect(field('Decimals', ds).getAttribute('aria-invalid')).to.equal('true');
    expect(reports).to.have.length(5);
    await typeInto(field('Decimals', ds), '3');
    await press('Enter');
    await until(() => reports.length === 6, 'decimals edited');
    expect(reports[5]!.datasources[0]!.dataKeys[0]!.decimals).to.equal(3);
    expect(shows('Decimals must be a whole number from 0 to 15.')).to.equal(false);
    await typeInto(field('Colour', ds), 'url(x)');
    await press('Enter');
    await until(() => shows('Enter a colour such as #2196f3, rgb(33, 150, 243) or teal.'), 'colour refused');
    expect(reports).to.have.length(6);
    await clickOn(button(`Use colour ${KEY_PALETTE[4]}`, ds));
    await until(() => reports.length === 7, 'swatch chosen');
    expect(reports[6]!.datasources[0]!.dataKeys[0]!.color).to.equal(KEY_PALETTE[4]);
    expect(field('Colour', ds).value).to.equal(KEY_PALETTE[4]);
    await clickOn(button('Done', ds));

    // Reorder and remove.
    await clickOn(button('Move Temperature down', ds));
    await until(() => reports.length === 8, 'moved');
    expect(reports[7]!.datasources[0]!.dataKeys.map((k) => k.name)).to.deep.equal(['firmware', 'temperature']);
    expect(keyRows(ds)[0]).to.contain('firmware');
    await clickOn(button('Remove firmware', ds));
    await until(() => reports.length === 9, 'removed');
    expect(reports[8]!.datasources[0]!.dataKeys).to.deep.equal([{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: KEY_PALETTE[4], settings: {}, units: '°C', decimals: 3 }]);
    expect(reports[8]).to.deep.include({ title: 'Keep me', settings: { vendor: true } });
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('chooses alias and filter, reorders and removes datasources, and stops at the datasource limit', async () => {
    const start: WidgetConfig = {
      datasources: [{ type: 'entity', name: null, entityAliasId: 'boiler', filterId: null, dataKeys: [{ name: 'a', type: 'timeseries', color: KEY_PALETTE[0] }], vendor: 1 }],
      units: 'kW',
    };
    const { reports } = await mount(DataForm, start, context('latest', { maxDatasources: '2' }));
    choose(field('Entity alias', section('Datasource 1')) as unknown as HTMLSelectElement, 'thermo');
    await until(() => reports.length === 1, 'alias chosen');
    expect(reports[0]!.datasources[0]).to.deep.equal({ ...start.datasources[0], entityAliasId: 'thermo' });
    await until(() => keyCalls.some((c) => (c.body as { entityFilter: { type: string } }).entityFilter.type === 'deviceType'), 'keys of the new alias looked up');
    expect(keyCalls.at(-1)!.body).to.deep.equal({ entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' }, pageLink: { pageSize: 100, page: 0 } });
    choose(field('Dashboard filter', section('Datasource 1')) as unknown as HTMLSelectElement, 'hot');
    await until(() => reports.length === 2, 'filter chosen');
    expect(reports[1]!.datasources[0]!.filterId).to.equal('hot');

    button('Add datasource').focus();
    await press('Enter');
    await until(() => section('Datasource 2'), 'second datasource');
    expect(reports).to.have.length(3);
    expect(shows('This widget takes no more datasources (limit: 2).')).to.equal(true);
    expect(findButton('Add datasource')).to.equal(undefined);
    choose(field('Datasource type', section('Datasource 2')) as unknown as HTMLSelectElement, 'entityCount');
    await until(() => reports.length === 4, 'type changed');
    expect(reports[3]!.datasources[1]).to.deep.equal({ type: 'entityCount', name: null, entityAliasId: 'boiler', filterId: null, dataKeys: [{ name: 'count', type: 'count', label: 'count', settings: {} }] });
    expect(findButton('Add key', section('Datasource 2'))).to.equal(undefined);

    await clickOn(button('Move datasource 2 up'));
    await until(() => reports.length === 5, 'moved');
    expect(reports[4]!.datasources.map((d) => d.type)).to.deep.equal(['entityCount', 'entity']);
    await clickOn(button('Remove datasource 1'));
    await until(() => reports.length === 6, 'removed');
    expect(reports[5]).to.deep.equal({ ...start, datasources: [{ ...start.datasources[0], entityAliasId: 'thermo', filterId: 'hot' }] });
    expect(shows('Add datasource')).to.equal(true);
  });

  it('edits the target device of an rpc widget, the alarm source of an alarm widget, and says a static widget takes no data', async () => {
    const rpc = await mount(DataForm, { datasources: [], targetDeviceAliasIds: [] }, context('rpc'));
    choose(field('Target device alias') as unknown as HTMLSelectElement, 'thermo');
    await until(() => rpc.reports.length === 1, 'target chosen');
    expect(rpc.reports[0]).to.deep.equal({ datasources: [], targetDeviceAliasIds: ['thermo'] });
    expect(await axeViolations(rpc.page)).to.deep.equal([]);

    const alarm = await mount(DataForm, { datasources: [], alarmStatusList: ['ACTIVE'] }, context('alarm'));
    await clickOn(button('Add alarm source'));
    await until(() => section('Alarm source'), 'alarm source');
    expect(alarm.reports[0]).to.deep.equal({ datasources: [], alarmStatusList: ['ACTIVE'], alarmSource: { type: 'entity', name: null, entityAliasId: 'boiler', filterId: null, dataKeys: [] } });
    expect([...section('Alarm source').querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).to.deep.equal(['createdTime', 'originator', 'severity', 'status', 'type']);

    await mount(DataForm, { datasources: [] }, context('static'));
    expect(shows('This widget takes no data: it has no datasources or keys to edit.')).to.equal(true);
  });

  it('switches a timeseries widget off the dashboard time window onto its own copy, and hides it from the header', async () => {
    const { page, reports } = await mount(TimewindowForm, { datasources: [], title: 'Chart' }, context('timeseries'));
    const use = field('Use the dashboard time window');
    expect(use.checked).to.equal(true);
    expect(page.querySelector('button[aria-haspopup=dialog]')).to.equal(null);
    use.focus();
    await press('Space');
    await until(() => reports.length === 1, 'switched');
    expect(reports[0]).to.deep.equal({ datasources: [], title: 'Chart', useDashboardTimewindow: false, timewindow: dashboardWindow });
    await until(() => page.querySelector('button[aria-haspopup=dialog]'), 'own time window control');
    expect(page.querySelector('[role=group]')!.textContent).to.contain('Realtime');
    await clickOn(page.querySelector('button[aria-haspopup=dialog]')!);
    await until(() => document.querySelectorAll('[role=dialog] [role=tab]').length === 2, 'time window panel');
    await clickOn(document.querySelectorAll('[role=dialog] [role=tab]')[1]!);
    await until(() => document.querySelectorAll('[role=dialog] [role=tab]')[1]!.getAttribute('aria-selected') === 'true', 'history tab');
    await clickOn(button('Update', document.querySelector('[role=dialog]')!));
    await until(() => reports.length === 2, 'own window updated');
    expect(reports[1]).to.deep.include({ datasources: [], title: 'Chart', useDashboardTimewindow: false });
    expect(reports[1]!.timewindow!.selectedTab).to.equal(1);
    expect(page.querySelector('button[aria-haspopup=dialog]')!.textContent).to.contain('History');
    field('Use the dashboard time window').focus();
    const display = field('Show the time window in the widget header');
    expect(display.checked).to.equal(true);
    await press('Tab');
    await press('Tab');
    expect(deepActiveElement()).to.equal(display);
    await press('Space');
    await until(() => reports.length === 3, 'display off');
    expect(reports[2]!.displayTimewindow).to.equal(false);
    expect(reports[2]!.timewindow!.selectedTab).to.equal(1);
    expect(await axeViolations(page)).to.deep.equal([]);

    await mount(TimewindowForm, { datasources: [] }, context('latest'));
    expect(shows('This widget has no time window.')).to.equal(true);
  });
  it("edits a key's own settings with the form of the widget type's key settings schema, keeping keys it does not name; none without a schema", async () => {
    const keySchema = {
      schema: {
        type: 'object',
        properties: {
          showLines: { title: 'Show lines', type: 'boolean', default: true },
          lineWidth: { title: 'Line width', type: 'number', minimum: 0, default: 1 },
          pattern: { title: 'Pattern', type: 'string' },
        },
      },
      form: ['showLines', 'lineWidth', { key: 'pattern', type: 'image' }],
    };
    const start: WidgetConfig = {
      datasources: [{ type: 'entity', name: null, entityAliasId: 'boiler', filterId: null, dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: KEY_PALETTE[0], settings: { vendor: { a: 1 } } }] }],
    };
    const { page, reports } = await mount(DataForm, start, context('timeseries', { dataKeySettingsSchema: JSON.stringify(keySchema) }));
    const ds = section('Datasource 1');
    await clickOn(button('Edit Temperature', ds));
    await until(() => shows('Key settings', ds), 'key settings shown');
    const lines = field('Show lines', ds);
    expect(lines.checked).to.equal(true);
    expect(field('Line width', ds).value).to.equal('1');
    expect(field('Pattern (JSON)', ds).localName).to.equal('textarea');
    lines.focus();
    await press('Space');
    await until(() => reports.length === 1, 'switch reported');
    expect(reports[0]!.datasources[0]!.dataKeys[0]).to.deep.equal({ ...start.datasources[0]!.dataKeys[0], settings: { vendor: { a: 1 }, showLines: false, lineWidth: 1 } });
    await typeInto(field('Line width', ds), '-2');
    await press('Tab');
    await until(() => shows('Enter a number of at least 0.', ds), 'bound refused');
    await typeInto(field('Line width', ds), '2.5');
    await press('Tab');
    await until(() => reports.length === 2, 'width reported');
    expect(reports[1]!.datasources[0]!.dataKeys[0]!.settings).to.deep.equal({ vendor: { a: 1 }, showLines: false, lineWidth: 2.5 });
    await typeInto(field('Pattern (JSON)', ds), '"dots"');
    await press('Tab');
    await until(() => reports.length === 3, 'pattern reported');
    expect(reports[2]!.datasources[0]!.dataKeys[0]!.settings).to.deep.equal({ vendor: { a: 1 }, showLines: false, lineWidth: 2.5, pattern: 'dots' });
    expect(await axeViolations(page)).to.deep.equal([]);

    await mount(DataForm, start, context('timeseries', { dataKeySettingsSchema: '' }));
    const plain = section('Datasource 1');
    await clickOn(button('Edit Temperature', plain));
    await until(() => findButton('Done', plain), 'key editor open');
    expect(shows('Key settings', plain)).to.equal(false);
  });

  it('lists the latest values under the data keys of widget types with additional latest keys: add, edit, reorder and remove them, each change reported once', async () => {
    const start: WidgetConfig = {
      datasources: [{
        type: 'entity', name: null, entityAliasId: 'boiler', filterId: null,
        dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: KEY_PALETTE[0] }],
        latestDataKeys: [{ name: 'firmware', type: 'attribute', label: 'Firmware', color: KEY_PALETTE[1], settings: {} }],
      }],
    };
    const latestSchema = { schema: { type: 'object', properties: { useCellStyle: { title: 'Use cell style', type: 'boolean' } } } };
    const descriptor = { typeParameters: { hasAdditionalLatestDataKeys: true, maxDataKeys: 1 }, latestDataKeySettingsSchema: JSON.stringify(latestSchema) };
    const { page, reports } = await mount(DataForm, start, context('timeseries', descriptor));
    const ds = section('Datasource 1');
    const latest = group('Latest values', ds)!;
    expect(latest, 'latest values shown').to.not.equal(undefined);
    expect(keyRows(latest)).to.deep.equal(['Firmware']);
    expect(shows('This datasource takes no more keys (limit: 1).', ds), 'the key limit is for data keys').to.equal(true);
    expect([...(field('Key kind', latest) as unknown as HTMLSelectElement).options].map((o) => o.textContent)).to.deep.equal(['Time series', 'Attribute']);
    await until(() => latest.querySelectorAll('datalist option').length === 2, 'latest keys suggested');

    await typeInto(field('Key name', latest), 'humidity');
    await press('Enter');
    await until(() => reports.length === 1, 'latest key added');
    expect(reports[0]!.datasources[0]).to.deep.equal({
      ...start.datasources[0],
      latestDataKeys: [...start.datasources[0]!.latestDataKeys!, { name: 'humidity', type: 'timeseries', label: 'humidity', color: KEY_PALETTE[2], settings: {} }],
    });
    await clickOn(button('Edit humidity', latest));
    await typeInto(field('Units', latest), '%');
    await press('Enter');
    await until(() => reports.length === 2, 'units edited');
    expect(reports[1]!.datasources[0]!.latestDataKeys![1]!.units).to.equal('%');
    // The latest-value keys' own settings schema, not the data keys' one.
    field('Use cell style', latest).focus();
    await press('Space');
    await until(() => reports.length === 3, 'key setting edited');
    expect(reports[2]!.datasources[0]!.latestDataKeys![1]!.settings).to.deep.equal({ useCellStyle: true });
    await clickOn(button('Done', latest));
    await clickOn(button('Move humidity up', latest));
    await until(() => reports.length === 4, 'moved');
    expect(reports[3]!.datasources[0]!.latestDataKeys!.map((k) => k.name)).to.deep.equal(['humidity', 'firmware']);
    await clickOn(button('Remove Firmware', latest));
    await until(() => reports.length === 5, 'removed');
    expect(reports[4]!.datasources[0]!.latestDataKeys!.map((k) => k.name)).to.deep.equal(['humidity']);
    expect(reports[4]!.datasources[0]!.dataKeys).to.deep.equal(start.datasources[0]!.dataKeys);
    await clickOn(button('Edit Temperature', ds));
    await until(() => findButton('Done', group('Data keys', ds)), 'data key editor open');
    expect(shows('Key settings', group('Data keys', ds)), 'data keys have no settings schema here').to.equal(false);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('shows no latest values for widget types without the flag, and keeps the ones the JSON holds', async () => {
    const start: WidgetConfig = {
      datasources: [{ type: 'entity', name: null, entityAliasId: 'boiler', filterId: null, dataKeys: [], latestDataKeys: [{ name: 'firmware', type: 'attribute' }] }],
    };
    const { reports } = await mount(DataForm, start, context('timeseries', {}));
    const ds = section('Datasource 1');
    expect(group('Latest values', ds)).to.equal(undefined);
    expect(shows('firmware', ds)).to.equal(false);
    choose(field('Entity alias', ds) as unknown as HTMLSelectElement, 'thermo');
    await until(() => reports.length === 1, 'alias chosen');
    expect(reports[0]!.datasources[0]).to.deep.equal({ ...start.datasources[0], entityAliasId: 'thermo' });
  });

  it("bounds the aggregation limit of the widget's own time window by the server's maximum, the default bound while it is unknown", async () => {
    // The limit slider is there for aggregation NONE only.
    const own: WidgetConfig = { datasources: [], useDashboardTimewindow: false, timewindow: { ...dashboardWindow, aggregation: { type: 'NONE', limit: 200 } } };
    const limitMax = async () => {
      await clickOn(document.querySelector('button[aria-haspopup=dialog]')!);
      await until(() => document.querySelector('[role=dialog] input[type=range]'), 'limit slider');
      const max = document.querySelector<HTMLInputElement>('[role=dialog] input[type=range]')!.max;
      await press('Escape');
      await until(() => !document.querySelector('[role=dialog] input[type=range]'), 'panel closed');
      return max;
    };
    await mount(TimewindowForm, own, { ...context('timeseries'), maxDatapointsLimit: 1000 });
    expect(await limitMax()).to.equal('1000');
    await mount(TimewindowForm, own, context('timeseries'));
    expect(await limitMax()).to.equal('500');
  });
});
