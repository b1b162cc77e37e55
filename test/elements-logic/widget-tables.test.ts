import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  columnAlign, columnWidth, compareSortValues, nextSort, parseSortOrder, searchRows, sortRows, type TableColumn, type TableRow,
} from '../../elements/dashboard/widgets/values/table.logic.js';
import { entityTableColumns, entityTableRows } from '../../elements/dashboard/widgets/values/entities-table.logic.js';
import { DEFAULT_ALARM_FIELDS, SEVERITY_BG, alarmCell, alarmColumns } from '../../elements/dashboard/widgets/values/alarms-table.logic.js';
import type { WidgetData } from '../../elements/dashboard/widgets/widget-contract.js';
import type { AlarmData } from '../../sdk/realtime/messages.js';
import type { DataKey } from '../../elements/dashboard/model/dashboard.types.js';

const columns: TableColumn[] = [{ id: 'name', title: 'Name', align: 'start' }, { id: 't', title: 'T', align: 'end' }];
const rows: TableRow<string>[] = [
  { id: 'a', source: 'a', cells: [{ text: 'Pump 10', sort: 'Pump 10' }, { text: '5 °C', sort: 5 }] },
  { id: 'b', source: 'b', cells: [{ text: 'Pump 9', sort: 'Pump 9' }, { text: '—', sort: null }] },
  { id: 'c', source: 'c', cells: [{ text: 'Élan', sort: 'Élan' }, { text: '-2 °C', sort: -2 }] },
];

describe('value table rules', () => {
  it('reads the default sort order, a leading minus for descending', () => {
    assert.deepEqual(parseSortOrder('-t', columns), { column: 't', direction: 'DESC' });
    assert.deepEqual(parseSortOrder('label', [{ id: 'entityLabel', names: ['label'] }]), { column: 'entityLabel', direction: 'ASC' });
    assert.equal(parseSortOrder('missing', columns), null);
    assert.equal(parseSortOrder('', columns), null);
  });

  it('flips the direction on the same column and sorts a new column ascending', () => {
    assert.deepEqual(nextSort({ column: 't', direction: 'ASC' }, 't'), { column: 't', direction: 'DESC' });
    assert.deepEqual(nextSort({ column: 't', direction: 'DESC' }, 'name'), { column: 'name', direction: 'ASC' });
    assert.deepEqual(nextSort(null, 't'), { column: 't', direction: 'ASC' });
  });

  it('sorts numbers by value and names naturally, empty cells last either way', () => {
    assert.deepEqual(sortRows(rows, columns, { column: 't', direction: 'ASC' }).map((r) => r.id), ['c', 'a', 'b']);
    assert.deepEqual(sortRows(rows, columns, { column: 't', direction: 'DESC' }).map((r) => r.id), ['a', 'c', 'b']);
    assert.deepEqual(sortRows(rows, columns, { column: 'name', direction: 'ASC' }).map((r) => r.id), ['c', 'b', 'a']);
    assert.equal(compareSortValues(1, 'a') < 0, true);
  });

  it('searches every shown text, ignoring case and accents', () => {
    assert.deepEqual(searchRows(rows, 'elan').map((r) => r.id), ['c']);
    assert.deepEqual(searchRows(rows, '°c').map((r) => r.id), ['a', 'c']);
    assert.equal(searchRows(rows, '  ').length, 3);
  });

  it('aligns by the columnAlign setting, else numbers at the end, and keeps only px and % widths', () => {
    assert.equal(columnAlign('right', false), 'end');
    assert.equal(columnAlign(undefined, true), 'end');
    assert.equal(columnAlign('left', true), 'start');
    assert.equal(columnWidth('120px'), '120px');
    assert.equal(columnWidth('0px'), undefined);
    assert.equal(columnWidth('calc(1px)'), undefined);
  });
});

const key = (name: string, extra: Partial<DataKey> = {}): DataKey => ({ name, type: 'timeseries', label: name, ...extra });
const texts = { name: 'Name', label: 'Label', type: 'Type', typeName: (t: string) => `type ${t}` };

describe('entities table', () => {
  const data: WidgetData = {
    status: 'ready', series: [], alarms: [],
    latest: [
      { entity: { entityType: 'DEVICE', id: '1', name: 'T1', label: 'Office' }, datasourceName: 'All', cells: [{ key: key('temperature', { label: 'Temperature', units: '°C', decimals: 1 }), ts: 1, value: '21.46' }, { key: key('secret', { settings: { defaultColumnVisibility: 'hidden' } }), ts: 1, value: 'x' }] },
      { entity: { entityType: 'DEVICE', id: '2', name: 'T2', label: '' }, datasourceName: 'All', cells: [{ key: key('temperature', { label: 'Temperature', units: '°C', decimals: 1 }), ts: null, value: null }] },
    ],
  };

  it('has the name column titled by the setting, label and type when asked, then the shown keys', () => {
    const shown = entityTableColumns(data, { entityNameColumnTitle: 'Device', displayEntityType: true }, texts);
    assert.deepEqual(shown.map((c) => [c.id, c.title, c.align]), [['entityName', 'Device', 'start'], ['entityType', 'Type', 'start'], ['key:Temperature', 'Temperature', 'end']]);
    assert.deepEqual(entityTableColumns(data, { displayEntityName: false, displayEntityLabel: true }, texts).map((c) => c.id), ['entityLabel', 'key:Temperature']);
  });

  it('formats each entity row with units and decimals; empty values sort last', () => {
    const shown = entityTableColumns(data, { displayEntityType: true }, texts);
    const built = entityTableRows(data, shown, {}, texts);
    assert.deepEqual(built.map((r) => r.cells.map((c) => c.text)), [['T1', 'type DEVICE', '21.5 °C'], ['T2', 'type DEVICE', '—']]);
    assert.equal(built[1]!.cells[2]!.sort, null);
    assert.equal(built[0]!.cells[2]!.sort, 21.46);
  });
});

describe('alarms table', () => {
  const t = (k: string) => `t(${k})`;
  const alarm = {
    id: { entityType: 'ALARM', id: 'a1' }, createdTime: Date.UTC(2024, 0, 2, 3, 4, 5), type: 'High temperature', severity: 'MAJOR', status: 'ACTIVE_UNACK',
    originator: { entityType: 'DEVICE', id: 'd1' }, originatorName: 'T1', startTs: 1, endTs: 2, ackTs: 0, clearTs: 0, entityId: { entityType: 'DEVICE', id: 'd1' },
    latest: { TIME_SERIES: { temperature: { ts: 1, value: '31.25' } } },
  } as unknown as AlarmData;

  it('shows the five default fields when the alarm source names none', () => {
    assert.deepEqual(DEFAULT_ALARM_FIELDS, ['createdTime', 'originator', 'type', 'severity', 'status']);
    assert.deepEqual(alarmColumns(undefined, t).map((c) => c.title), ['t(widgets:alarm.created-time)', 't(widgets:alarm.originator)', 't(widgets:alarm.type)', 't(widgets:alarm.severity)', 't(widgets:alarm.status)']);
    assert.deepEqual(alarmColumns([key('type', { type: 'alarm', label: 'Kind' })], t).map((c) => c.title), ['Kind']);
  });

  it('shows times, originator name, translated severity and status, and entity values', () => {
    assert.equal(alarmCell(alarm, key('ackTime'), t).text, '');
    assert.equal(alarmCell(alarm, key('originator'), t).text, 'T1');
    assert.deepEqual(alarmCell(alarm, key('severity'), t), { text: 't(widgets:alarm.severity-major)', sort: 4 });
    assert.equal(alarmCell(alarm, key('status'), t).text, 't(widgets:alarm.status-active-unack)');
    assert.equal(alarmCell(alarm, key('temperature', { decimals: 1 }), t).text, '31.3');
    assert.match(alarmCell(alarm, key('createdTime'), t).text, /^2024-01-0[12] \d\d:04:05$/);
  });

  it('colours severities with the severity tokens', () => {
    assert.deepEqual(Object.values(SEVERITY_BG), ['bg-severity-critical', 'bg-severity-major', 'bg-severity-minor', 'bg-severity-warning', 'bg-severity-indeterminate']);
  });
});
