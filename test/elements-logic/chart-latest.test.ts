import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  arcPath, barExtents, colorChannels, FALLBACK_COLORS, latestItems, latestNumber, NO_VALUE_TEXT, percentText, pieSlices, wantsDarkText,
} from '../../elements/dashboard/widgets/charts/latest-charts.logic.js';
import type { LatestRow } from '../../elements/dashboard/widgets/widget-contract.js';

const cell = (label: string, value: string | null, extra: Record<string, unknown> = {}): LatestRow['cells'][number] => ({
  key: { name: label.toLowerCase(), type: 'timeseries', label, ...extra }, ts: 1, value,
});

describe('latest items', () => {
  it('reads numbers, nothing for text or missing values', () => {
    assert.deepEqual(['4.5', '-2', ' ', 'on', null, 'Infinity'].map(latestNumber), [4.5, -2, null, null, null, null]);
  });

  it('labels each value by its key, with decimals from the key, then valueDecimals, and the no-value text', () => {
    const rows: LatestRow[] = [{ datasourceName: 'Simulated', cells: [cell('Power', '4.256', { units: 'kW', color: '#ff0000' }), cell('Flow', '3', { decimals: 0 }), cell('Level', null)] }];
    const items = latestItems(rows, { units: 'x' }, { valueDecimals: 1, noValueText: 'n/a' });
    assert.deepEqual(items.map(({ label, color, value, text }) => ({ label, color, value, text })), [
      { label: 'Power', color: '#ff0000', value: 4.256, text: '4.3 kW' },
      { label: 'Flow', color: FALLBACK_COLORS[0], value: 3, text: '3 x' },
      { label: 'Level', color: FALLBACK_COLORS[1], value: null, text: 'n/a' },
    ]);
    assert.equal(latestItems(rows, {}, {})[2]!.text, NO_VALUE_TEXT);
  });

  it('names the entity when there are several rows', () => {
    const rows: LatestRow[] = ['A', 'B'].map((name) => ({ entity: { entityType: 'DEVICE', id: name, name, label: '' }, datasourceName: 'alias', cells: [cell('T', '1')] }));
    assert.deepEqual(latestItems(rows, {}, {}).map((i) => i.label), ['T (A)', 'T (B)']);
  });
});

describe('bars and slices', () => {
  it('puts zero on the scale and measures each bar from it', () => {
    assert.deepEqual(barExtents([10, -10, null, 5]), { zero: 0.5, bars: [{ start: 0.5, size: 0.5 }, { start: 0, size: 0.5 }, null, { start: 0.5, size: 0.25 }] });
    assert.deepEqual(barExtents([0, 0]).zero, 0);
  });

  it('slices the positive values clockwise from 12 o’clock by share', () => {
    const slices = pieSlices([1, null, 3, -2]);
    assert.deepEqual(slices.map((s) => [s.index, s.share]), [[0, 0.25], [2, 0.75]]);
    assert.equal(slices[0]!.start, 0);
    assert.equal(slices[1]!.end, 2 * Math.PI);
    assert.deepEqual(pieSlices([0, null]), []);
  });

  it('draws a quarter slice and a quarter of a ring as SVG paths', () => {
    assert.equal(arcPath(100, 100, 50, 0, 0, Math.PI / 2), 'M100 100 L100 50 A50 50 0 0 1 150 100 Z');
    assert.equal(arcPath(100, 100, 50, 25, 0, Math.PI / 2), 'M100 50 A50 50 0 0 1 150 100 L125 100 A25 25 0 0 0 100 75 Z');
    assert.equal(arcPath(0, 0, 1, 0, 0, 2 * Math.PI).split('M').length, 3);
  });

  it('writes shares as whole percents, one decimal under 10 %', () => {
    assert.deepEqual([0.254, 0.0449, 1].map(percentText), ['25', '4.5', '100']);
  });

  it('picks dark text on light fills', () => {
    assert.deepEqual(colorChannels('#ffc107'), [255, 193, 7]);
    assert.deepEqual(colorChannels('#fff'), [255, 255, 255]);
    assert.deepEqual(colorChannels('rgba(1, 2, 3, 0.5)'), [1, 2, 3]);
    assert.equal(colorChannels('teal'), null);
    assert.deepEqual(['#ffc107', '#4caf50', '#2196f3', '#000', 'teal'].map(wantsDarkText), [true, false, false, false, false]);
  });
});
