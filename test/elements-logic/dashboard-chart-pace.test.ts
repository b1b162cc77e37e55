import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_REDRAW_INTERVAL_MS, redrawDelay, redrawIntervalMs } from '../../elements/dashboard/widgets/charts/pace.logic.js';

describe('live chart redraw pace', () => {
  it('redraws once per pixel\'s worth of time, never waiting more than a second', () => {
    assert.equal(redrawIntervalMs(60_000, 400), 150, 'a minute over 400 px: 150 ms a pixel');
    assert.equal(redrawIntervalMs(10_000, 400), 25, 'ten seconds: about every frame');
    assert.equal(redrawIntervalMs(600_000, 400), MAX_REDRAW_INTERVAL_MS, 'ten minutes would be 1.5 s a pixel');
    assert.equal(MAX_REDRAW_INTERVAL_MS, 1000);
  });

  it('draws every update while the window or the width is unknown', () => {
    assert.equal(redrawIntervalMs(0, 400), 0);
    assert.equal(redrawIntervalMs(60_000, 0), 0);
    assert.equal(redrawIntervalMs(Number.NaN, 400), 0);
  });

  it('draws new data at once after a quiet spell, else when the interval has passed', () => {
    assert.equal(redrawDelay(Number.NEGATIVE_INFINITY, 5, 1000), 0, 'the first data');
    assert.equal(redrawDelay(1000, 2500, 1000), 0, 'quiet for longer than the interval');
    assert.equal(redrawDelay(1000, 1200, 1000), 800);
    assert.equal(redrawDelay(1000, 1200, 0), 0, 'no pace');
  });
});
