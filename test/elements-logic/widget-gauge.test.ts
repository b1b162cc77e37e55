import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { arcPath, clipText, highlightsOf, majorTicks, polar } from '../../elements/dashboard/widgets/values/gauge.logic.js';
import {
  CHAR_WIDTH_EM, VALUE_FONT_PX, booleanSetting, colorList, fitFontPx, levelColor, numberSetting, shareOf, textSetting,
} from '../../elements/dashboard/widgets/values/layout.logic.js';

describe('gauge geometry', () => {
  it('counts angles from the top, clockwise', () => {
    assert.deepEqual(polar(100, 100, 80, 0), { x: 100, y: 20 });
    assert.deepEqual(polar(100, 100, 80, 90), { x: 180, y: 100 });
    assert.deepEqual(polar(100, 100, 80, -90), { x: 20, y: 100 });
  });

  it('draws arcs with the large-arc flag past 180 degrees and never a zero-length full circle', () => {
    assert.equal(arcPath(100, 100, 80, -90, 90), 'M 20 100 A 80 80 0 0 1 180 100');
    assert.match(arcPath(100, 100, 80, -135, 135), / 0 1 1 /);
    const end = polar(100, 100, 80, 359.99);
    assert.equal(arcPath(100, 100, 80, 0, 360), `M 100 20 A 80 80 0 1 1 ${end.x} ${end.y}`);
  });

  it('spreads the major ticks of the library default (10 over 270 degrees from -135)', () => {
    const ticks = majorTicks(0, 100, 10, -135, 270);
    assert.equal(ticks.length, 11);
    assert.deepEqual(ticks[0], { angle: -135, value: 0 });
    assert.deepEqual(ticks[10], { angle: 135, value: 100 });
    assert.deepEqual(ticks[5], { angle: 0, value: 50 });
  });

  it('keeps the coloured ranges that have numbers and a colour, clipped to the dial', () => {
    assert.deepEqual(highlightsOf([{ from: 80, to: 120, color: '#f44336' }, { from: 'x', to: 5, color: 'red' }, { from: 1, to: 2 }], 0, 100), [
      { from: 80, to: 100, color: '#f44336' },
    ]);
    assert.deepEqual(highlightsOf(null, 0, 100), []);
  });

  it('clips long SVG text with an ellipsis', () => {
    assert.equal(clipText('123456789', 9), '123456789');
    assert.equal(clipText('1234567890', 9), '12345678…');
  });
});

describe('value layout', () => {
  it('fits the value font between 16 and 48 px', () => {
    assert.deepEqual(VALUE_FONT_PX, { min: 16, max: 48 });
    assert.equal(CHAR_WIDTH_EM, 0.6);
    assert.equal(fitFontPx(4, 1000, 1000), 48);
    assert.equal(fitFontPx(10, 120, 400), 20);
    assert.equal(fitFontPx(40, 100, 100), 16);
  });

  it('places a value between a minimum and a maximum, 0 for an empty range', () => {
    assert.equal(shareOf(21, 10, 35), 0.44);
    assert.equal(shareOf(50, 10, 35), 1);
    assert.equal(shareOf(-3, 0, 100), 0);
    assert.equal(shareOf(5, 10, 10), 0);
    assert.equal(shareOf(null, 0, 100), 0);
  });

  it('gives each level colour an equal band, low to high', () => {
    const colors = colorList(['#4caf50', '#ffc107', 7, '#f44336']);
    assert.deepEqual(colors, ['#4caf50', '#ffc107', '#f44336']);
    assert.equal(levelColor(colors, 0), '#4caf50');
    assert.equal(levelColor(colors, 0.5), '#ffc107');
    assert.equal(levelColor(colors, 1), '#f44336');
    assert.equal(levelColor([], 0.5), undefined);
  });

  it('reads settings of the expected kind, else the fallback', () => {
    assert.equal(numberSetting({ max: '6' }, 'max', 100), 6);
    assert.equal(numberSetting({ max: 'lots' }, 'max', 100), 100);
    assert.equal(textSetting({ t: 3 }, 't', 'x'), 'x');
    assert.equal(booleanSetting({}, 'b', true), true);
  });
});

describe('author colours', () => {
  it('keeps a colour the author chose and drops empty ones and the library default', async () => {
    const { authorColor } = await import('../../elements/dashboard/widgets/values/layout.logic.js');
    assert.equal(authorColor(' #1565c0 ', 'rgba(0, 0, 0, 0.54)'), '#1565c0');
    assert.equal(authorColor('rgba(0,0,0,0.54)', 'rgba(0, 0, 0, 0.54)'), undefined);
    assert.equal(authorColor('', undefined), undefined);
    assert.equal(authorColor(12), undefined);
  });
});
