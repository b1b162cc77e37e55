import { expect, waitUntil } from '@open-wc/testing';
import AlarmsTable from '../../elements/dashboard/widgets/values/alarms-table.js';
import EntitiesTable from '../../elements/dashboard/widgets/values/entities-table.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import type { AlarmData } from '../../sdk/realtime/messages.js';
import { axeViolations, click, press, type } from './support/kit-test.js';
import { cell, cleanUpViews, device, key, mountView, ready, row, textOf, widgetOf } from './widget-harness.js';

const temperature = key('temperature', { label: 'Temperature', units: '°C', decimals: 1 });
const rowClick = { rowClick: [{ id: 'a1', name: 'Open', type: 'openDashboardState' as const }] };
const entities = ready([
  row(device('Thermostat T2', 't2'), [cell(temperature, '19.04')]),
  row(device('Thermostat T1', 't1', 'Office'), [cell(temperature, '23.5')]),
  row(device('Water Pump P1', 'p1'), [cell(temperature, null)]),
]);

const rowTexts = (host: Element) => [...host.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map(textOf));

describe('entities table widget', () => {
  afterEach(cleanUpViews);

  it('is registered under cards.entities_table', async () => {
    expect((await VALUE_WIDGETS['cards.entities_table']!()).default).to.equal(EntitiesTable);
  });

  it('lists one row per entity sorted by name, values with units and decimals', async () => {
    const view = await mountView(EntitiesTable, { widget: widgetOf('cards', 'entities_table'), data: entities, width: 480 });
    expect([...view.host.querySelectorAll('th')].map(textOf)).to.deep.equal(['Name', 'Temperature']);
    expect(rowTexts(view.host)).to.deep.equal([['Thermostat T1', '23.5 °C'], ['Thermostat T2', '19.0 °C'], ['Water Pump P1', '—']]);
    expect(view.host.querySelector('th')!.getAttribute('aria-sort')).to.equal('ascending');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('sorts by a column header, then the other way, empty values last', async () => {
    const view = await mountView(EntitiesTable, { widget: widgetOf('cards', 'entities_table'), data: entities, width: 480 });
    const header = () => view.host.querySelectorAll('th button')[1]!;
    await click(header());
    await waitUntil(() => rowTexts(view.host)[0]![0] === 'Thermostat T2', 'ascending by temperature');
    expect(rowTexts(view.host).map((r) => r[0])).to.deep.equal(['Thermostat T2', 'Thermostat T1', 'Water Pump P1']);
    await click(header());
    await waitUntil(() => rowTexts(view.host)[0]![0] === 'Thermostat T1', 'descending by temperature');
    expect(rowTexts(view.host)[2]![0]).to.equal('Water Pump P1');
  });

  it('filters rows by the search text and says when nothing matches', async () => {
    const view = await mountView(EntitiesTable, { widget: widgetOf('cards', 'entities_table'), data: entities, width: 480 });
    view.host.querySelector<HTMLInputElement>('input[type=search]')!.focus();
    await type('pump');
    await waitUntil(() => rowTexts(view.host).length === 1, 'one row left');
    expect(rowTexts(view.host)[0]![0]).to.equal('Water Pump P1');
    await type('x');
    await waitUntil(() => textOf(view.host).includes('Nothing matches “pumpx”'), 'no match message');
  });

  it('runs the row-click action with the entity, by mouse and by Enter', async () => {
    const view = await mountView(EntitiesTable, { widget: widgetOf('cards', 'entities_table', { actions: rowClick }), data: entities, width: 480 });
    await click(view.host.querySelector('tbody tr')!);
    expect(view.actions).to.deep.equal([{ sourceId: 'rowClick', entity: device('Thermostat T1', 't1', 'Office') }]);
    view.host.querySelectorAll<HTMLElement>('tbody tr')[1]!.focus();
    await press('Enter');
    expect(view.actions[1]!.entity!.name).to.equal('Thermostat T2');
    expect(view.host.querySelector('tbody tr')!.getAttribute('aria-label')).to.equal('Open Thermostat T1');
  });

  it('keeps rows plain without a row-click action and shows entity names as text', async () => {
    const data = ready([row(device('<img src=x onerror="window.pwned=1">'), [cell(temperature, '<b>hot</b>')])]);
    const view = await mountView(EntitiesTable, { widget: widgetOf('cards', 'entities_table'), data, width: 480 });
    expect(view.host.querySelector('tbody tr')!.hasAttribute('tabindex')).to.equal(false);
    expect(view.host.querySelector('tbody img, tbody b')).to.equal(null);
    expect(rowTexts(view.host)[0]).to.deep.equal(['<img src=x onerror="window.pwned=1">', '<b>hot</b>']);
  });
});

const alarm = (id: string, severity: AlarmData['severity'], createdTime: number, status: AlarmData['status'] = 'ACTIVE_UNACK'): AlarmData => ({
  id: { entityType: 'ALARM', id }, createdTime, type: `Alarm ${id}`, severity, status,
  originator: { entityType: 'DEVICE', id: 'd1' }, originatorName: 'Thermostat T1',
  startTs: createdTime, endTs: createdTime, ackTs: 0, clearTs: 0, entityId: { entityType: 'DEVICE', id: 'd1' }, latest: null,
});

describe('alarms table widget', () => {
  afterEach(cleanUpViews);
  const alarms = [alarm('a2', 'CRITICAL', Date.UTC(2024, 0, 2)), alarm('a1', 'MINOR', Date.UTC(2024, 0, 1), 'CLEARED_ACK')];

  it('is registered under alarm_widgets.alarms_table', async () => {
    expect((await VALUE_WIDGETS['alarm_widgets.alarms_table']!()).default).to.equal(AlarmsTable);
  });

  it('lists alarms newest first with originator, type, severity in its colour and status', async () => {
    const view = await mountView(AlarmsTable, { widget: widgetOf('alarm_widgets', 'alarms_table'), data: ready([], { alarms }), width: 720 });
    expect([...view.host.querySelectorAll('th')].map(textOf)).to.deep.equal(['Created time', 'Originator', 'Type', 'Severity', 'Status']);
    const rows = rowTexts(view.host);
    expect(rows.map((r) => r.slice(1))).to.deep.equal([
      ['Thermostat T1', 'Alarm a2', 'Critical', 'Active, unacknowledged'],
      ['Thermostat T1', 'Alarm a1', 'Minor', 'Cleared, acknowledged'],
    ]);
    expect(rows[0]![0]).to.match(/^2024-01-0[12] \d\d:00:00$/);
    const dot = view.host.querySelector('[data-severity=CRITICAL] span')!;
    expect(getComputedStyle(dot).backgroundColor).to.equal('rgb(211, 47, 47)');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('runs the row-click action with the originator', async () => {
    const view = await mountView(AlarmsTable, { widget: widgetOf('alarm_widgets', 'alarms_table', { actions: rowClick }), data: ready([], { alarms }), width: 720 });
    await click(view.host.querySelector('tbody tr')!);
    expect(view.actions).to.deep.equal([{ sourceId: 'rowClick', entity: { entityType: 'DEVICE', id: 'd1', name: 'Thermostat T1', label: '' } }]);
  });

  it('says there are no alarms', async () => {
    const view = await mountView(AlarmsTable, { widget: widgetOf('alarm_widgets', 'alarms_table'), data: ready([]) });
    expect(textOf(view.host)).to.equal('No alarms');
  });
});
