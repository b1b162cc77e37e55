import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_DATE_FORMAT, DEFAULT_PAGE_SIZE, OVERSCAN_ROWS, ROW_PX, formatTime, pageCount, pageSizeOf, seriesTables, visibleRange,
} from '../../elements/dashboard/widgets/values/timeseries-table.logic.js';
import { tabKeyTarget } from '../../elements/dashboard/widgets/values/keyboard.logic.js';
import type { Series } from '../../elements/dashboard/widgets/widget-contract.js';
import type { DataKey } from '../../elements/dashboard/model/dashboard.types.js';

const key = (name: string, extra: Partial<DataKey> = {}): DataKey => ({ name, type: 'timeseries', label: name, settings: {}, ...extra });
const t1 = { entityType: 'DEVICE', id: 'd1', name: 'Thermostat T1', label: '' };
const t2 = { entityType: 'DEVICE', id: 'd2', name: 'Thermostat T2', label: 'Office' };
const series = (entity: typeof t1 | undefined, k: DataKey, ts: number[], values: number[]): Series => ({ key: k, entity, color: '#000', ts, values });
const temperature = key('temperature', { label: 'Temperature', units: '°C', decimals: 1 });
const humidity = key('humidity', { label: 'Humidity', units: '%' });

describe('time-series table rules', () => {
  it('prints a time by the spec pattern yyyy-MM-dd HH:mm:ss and by other patterns, on a zone clock', () => {
    const ts = Date.UTC(2026, 0, 5, 7, 8, 9, 45);
    assert.equal(DEFAULT_DATE_FORMAT, 'yyyy-MM-dd HH:mm:ss');
    assert.equal(formatTime(ts, DEFAULT_DATE_FORMAT, 'UTC'), '2026-01-05 07:08:09');
    assert.equal(formatTime(ts, 'dd.MM.yy HH:mm:ss.SSS', 'UTC'), '05.01.26 07:08:09.045');
    assert.equal(formatTime(ts, 'HH:mm', 'Asia/Tokyo'), '16:08');
    assert.equal(formatTime(ts, '  ', 'UTC'), '2026-01-05 07:08:09');
  });

  it('lays out one table per entity, rows newest first, a column per key with units and decimals', () => {
    const tables = seriesTables([
      series(t1, temperature, [1000, 2000, 3000], [20, 21.04, NaN]),
      series(t1, humidity, [2000, 4000], [40, 41]),
      series(t2, temperature, [1000], [-0.01]),
    ]);
    assert.equal(tables.length, 2);
    assert.deepEqual(tables[0]!.columns, ['Temperature', 'Humidity']);
    assert.equal(tables[0]!.title, 'Thermostat T1');
    assert.deepEqual(tables[0]!.rows, [
      { ts: 4000, cells: ['—', '41 %'] },
      { ts: 3000, cells: ['—', '—'] },
      { ts: 2000, cells: ['21.0 °C', '40 %'] },
      { ts: 1000, cells: ['20.0 °C', '—'] },
    ]);
    assert.equal(tables[1]!.title, 'Office');
    assert.deepEqual(tables[1]!.rows, [{ ts: 1000, cells: ['0.0 °C'] }]);
  });

  it('drops rows without any value when hideEmptyLines is on, and uses the no-value text setting', () => {
    const data = [series(t1, temperature, [1000, 2000], [NaN, 5])];
    assert.deepEqual(seriesTables(data, {}, true)[0]!.rows.map((r) => r.ts), [2000]);
    assert.deepEqual(seriesTables(data, { settings: { noValueText: 'n/a' } })[0]!.rows[1]!.cells, ['n/a']);
  });

  it('names a function datasource table by its first key', () => {
    assert.equal(seriesTables([series(undefined, temperature, [1], [1])])[0]!.title, 'Temperature');
  });

  it('pages by the defaultPageSize setting, 10 by default, at least one page', () => {
    assert.equal(DEFAULT_PAGE_SIZE, 10);
    assert.equal(pageSizeOf(undefined), 10);
    assert.equal(pageSizeOf(0), 10);
    assert.equal(pageSizeOf(25.7), 25);
    assert.equal(pageCount(0, 10), 1);
    assert.equal(pageCount(10, 10), 1);
    assert.equal(pageCount(11, 10), 2);
  });

  it('draws only the rows in view of a scrolled table (40 px rows) with 10 rows either side', () => {
    assert.equal(ROW_PX, 40);
    assert.equal(OVERSCAN_ROWS, 10);
    assert.deepEqual(visibleRange(0, 400, 1_000_000), { start: 0, end: 21 });
    assert.deepEqual(visibleRange(40_000, 400, 1_000_000), { start: 990, end: 1021 });
    assert.deepEqual(visibleRange(40_000, 400, 1005), { start: 990, end: 1005 });
  });

  it('moves between tabs with the arrows (mirrored right to left), Home and End', () => {
    assert.equal(tabKeyTarget('ArrowRight', 2, 3), 0);
    assert.equal(tabKeyTarget('ArrowLeft', 0, 3), 2);
    assert.equal(tabKeyTarget('ArrowLeft', 0, 3, true), 1);
    assert.equal(tabKeyTarget('End', 0, 3), 2);
    assert.equal(tabKeyTarget('Home', 2, 3), 0);
    assert.equal(tabKeyTarget('Enter', 0, 3), null);
  });
});
