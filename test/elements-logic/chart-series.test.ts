import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  chartStates, chartWindow, DEFAULT_LINE_WIDTH, hasNumbersIn, seriesLooks, stateName, tickDecimals, timeTicks,
} from '../../elements/dashboard/widgets/charts/chart-series.logic.js';
import { RANGE_PAD, valueRange } from '../../elements/dashboard/widgets/charts/scale.logic.js';
import type { Series } from '../../elements/dashboard/widgets/widget-contract.js';

const series = (name: string, entity: string, extra: Partial<Series['key']> = {}, ts: number[] = [10, 20], values: number[] = [1, 2]): Series => ({
  key: { name, type: 'timeseries', label: name, ...extra },
  entity: { entityType: 'DEVICE', id: entity, name: entity, label: '' },
  color: '#123456',
  ts,
  values,
});

describe('series looks', () => {
  it('takes label, decimals and units from the key, then the widget, and the line from the key settings', () => {
    const [a, b] = seriesLooks([
      series('temperature', 'd1', { label: 'Temp ${entityName}', decimals: 1, units: '°C', settings: { lineWidth: 4, fillLines: true } }),
      series('humidity', 'd1', { settings: { axisPosition: 'right' } }),
    ], { decimals: 3, units: '%' });
    assert.deepEqual(a, { id: 'd1|timeseries|temperature', label: 'Temp d1', color: '#123456', decimals: 1, units: '°C', axis: 'left', lineWidth: 4, fill: true });
    assert.deepEqual(b, { id: 'd1|timeseries|humidity', label: 'humidity', color: '#123456', decimals: 3, units: '%', axis: 'right', lineWidth: DEFAULT_LINE_WIDTH, fill: false });
    assert.equal(DEFAULT_LINE_WIDTH, 2);
  });

  it('names the entity after labels several series share, and keeps a lone right-axis series on the left', () => {
    const looks = seriesLooks([series('t', 'Boiler', { settings: { axisPosition: 'right' } }), series('t', 'Chiller', { settings: { axisPosition: 'right' } })]);
    assert.deepEqual(looks.map((l) => [l.label, l.axis]), [['t (Boiler)', 'left'], ['t (Chiller)', 'left']]);
  });
});

describe('chart window', () => {
  it('uses the data window, else the span of the points, else a minute around a single point', () => {
    assert.deepEqual(chartWindow([], { startTs: 1, endTs: 5 }), { startTs: 1, endTs: 5 });
    assert.deepEqual(chartWindow([series('a', 'd', {}, [30, 40]), series('b', 'd', {}, [10, 20])]), { startTs: 10, endTs: 40 });
    assert.deepEqual(chartWindow([series('a', 'd', {}, [60_000], [1])]), { startTs: 30_000, endTs: 90_000 });
    assert.equal(chartWindow([series('a', 'd', {}, [], [])]), null);
  });

  it('finds numbers only inside the window', () => {
    const s = series('a', 'd', {}, [10, 20, 30], [1, NaN, 3]);
    assert.equal(hasNumbersIn([s], { startTs: 15, endTs: 25 }), false);
    assert.equal(hasNumbersIn([s], { startTs: 15, endTs: 30 }), true);
    assert.equal(hasNumbersIn([s], null), false);
  });
});

describe('states', () => {
  it('orders the configured states by value and names values', () => {
    const states = chartStates({ states: [{ value: 2, name: 'Fault' }, { value: 0, name: 'Off' }, { value: 'x', name: 'Bad' }, { value: 1, name: '' }] });
    assert.deepEqual(states, [{ value: 0, name: 'Off' }, { value: 2, name: 'Fault' }]);
    assert.equal(stateName(2, states), 'Fault');
    assert.equal(stateName(5, states), '5');
  });

  it('falls back to Off (0) and On (1)', () => {
    assert.deepEqual(chartStates({}), [{ value: 0, name: 'Off' }, { value: 1, name: 'On' }]);
  });
});

describe('axis ticks', () => {
  it('gives value ticks the decimals of their step', () => {
    assert.deepEqual([tickDecimals(10), tickDecimals(1), tickDecimals(0.5), tickDecimals(0.25), tickDecimals(0.001), tickDecimals(0)], [0, 0, 1, 2, 3, 0]);
  });

  it('writes times as HH:mm with the date under the first tick and each new day, dates for daily steps', () => {
    const day = Date.UTC(2026, 10, 24);
    assert.deepEqual(timeTicks([day - 3_600_000, day, day + 3_600_000], 3_600_000, 'UTC'), ['23:00\n11-23', '00:00\n11-24', '01:00']);
    assert.deepEqual(timeTicks([day, day + 15_000], 15_000, 'UTC'), ['00:00:00\n11-24', '00:00:15']);
    assert.deepEqual(timeTicks([day, day + 86_400_000], 86_400_000, 'UTC'), ['2026-11-24', '2026-11-25']);
  });
});

describe('value range', () => {
  it('leaves 5 % of the span free on each side', () => {
    assert.equal(RANGE_PAD, 0.05);
    assert.deepEqual(valueRange(10, 30, { min: null, max: null }), [9, 31]);
  });

  it('keeps zero in the range of bars without padding below it', () => {
    assert.deepEqual(valueRange(10, 30, { min: null, max: null }, true), [0, 31.5]);
    assert.deepEqual(valueRange(-20, -10, { min: null, max: null }, true), [-21, 0]);
  });

  it('widens a flat line and uses the fixed ends as set', () => {
    assert.deepEqual(valueRange(5, 5, { min: null, max: null }), [4.5, 5.5]);
    assert.deepEqual(valueRange(0, 0, { min: null, max: null }), [-1, 1]);
    assert.deepEqual(valueRange(10, 30, { min: 0, max: 100 }), [0, 100]);
    assert.deepEqual(valueRange(null, null, { min: null, max: null }), [0, 1]);
  });
});
