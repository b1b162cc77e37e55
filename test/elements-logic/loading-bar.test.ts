import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isLoading, sweepKeyframes } from '../../elements/loading-bar/loading-bar.logic.js';

describe('loading bar rules', () => {
  it('shows while requests are in flight and hides at 0', () => {
    assert.deepEqual([0, 1, 5].map(isLoading), [false, true, true]);
  });

  it('sweeps from the start edge to the end edge in either writing direction', () => {
    assert.deepEqual(sweepKeyframes('ltr'), [{ transform: 'translateX(-100%)' }, { transform: 'translateX(300%)' }]);
    assert.deepEqual(sweepKeyframes('rtl'), [{ transform: 'translateX(100%)' }, { transform: 'translateX(-300%)' }]);
  });
});
