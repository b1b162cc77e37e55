import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_DECIMALS, formatValue, legendLayout, seriesStats, valueDecimals, valueUnits } from '../../elements/dashboard/widgets/charts/legend.logic.js';

describe('legend figures', () => {
  const s = { ts: [10, 20, 30, 40, 50], values: [4, NaN, -2, 8, 1] };

  it('gives min, max, avg, total and latest of the whole series, NaN ignored', () => {
    assert.deepEqual(seriesStats(s), { min: -2, max: 8, avg: 2.75, total: 11, latest: 1 });
  });

  it('counts only the points inside the visible window, ends included', () => {
    assert.deepEqual(seriesStats(s, { startTs: 20, endTs: 40 }), { min: -2, max: 8, avg: 3, total: 6, latest: 8 });
  });

  it('has no figures when the window holds only NaN or nothing', () => {
    const none = { min: null, max: null, avg: null, total: null, latest: null };
    assert.deepEqual(seriesStats(s, { startTs: 15, endTs: 25 }), none);
    assert.deepEqual(seriesStats({ ts: [], values: [] }), none);
  });
});

describe('legend layout', () => {
  it('reads the columns the legend config enables, in the order min, max, avg, total, latest', () => {
    const layout = legendLayout({ showLegend: true, legendConfig: { position: 'right', showLatest: true, showMin: true, showTotal: false, showAvg: true } });
    assert.deepEqual(layout, { show: true, position: 'right', columns: ['min', 'avg', 'latest'] });
  });

  it('shows a bottom legend without figures for a time-series widget with no legend config', () => {
    assert.deepEqual(legendLayout({}), { show: true, position: 'bottom', columns: [] });
    assert.deepEqual(legendLayout({}, false).show, false);
    assert.deepEqual(legendLayout({ showLegend: false, legendConfig: { position: 'middle' } }), { show: false, position: 'bottom', columns: [] });
  });
});

describe('values', () => {
  it('takes the data key decimals, then the widget decimals, then 2', () => {
    assert.equal(DEFAULT_DECIMALS, 2);
    assert.equal(valueDecimals(0, 3), 0);
    assert.equal(valueDecimals(null, 3), 3);
    assert.equal(valueDecimals(undefined, null), 2);
    assert.equal(valueDecimals(-1, 'x'), 2);
  });

  it('takes the data key units, then the widget units', () => {
    assert.equal(valueUnits('°C', 'kW'), '°C');
    assert.equal(valueUnits('', 'kW'), 'kW');
    assert.equal(valueUnits(undefined, ''), '');
  });

  it('formats a value with its decimals and units, nothing for a missing one', () => {
    assert.equal(formatValue(21.456, 2, '°C'), '21.46 °C');
    assert.equal(formatValue(3, 0, ''), '3');
    assert.equal(formatValue(-0.001, 1, '%'), '0.0 %');
    assert.equal(formatValue(null, 2, 'V'), '');
    assert.equal(formatValue(NaN, 2, 'V'), '');
  });
});
