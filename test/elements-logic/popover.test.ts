import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { POPOVER_DEFAULTS, POPOVER_PLACEMENTS } from '../../sdk/catalogues/ui.js';
import { floatingPlacement, isEmptyContent, normalizeTriggers, originHidden, popoverAction, transformOrigin } from '../../elements/popover/popover.logic.js';

describe('popover rules', () => {
  it('maps the twelve placements to floating placements, top by default', () => {
    assert.deepEqual(POPOVER_PLACEMENTS.map(floatingPlacement), [
      'top', 'top-start', 'top-end', 'right', 'right-start', 'right-end', 'bottom', 'bottom-start', 'bottom-end', 'left', 'left-start', 'left-end',
    ]);
    assert.equal(floatingPlacement(undefined), 'top');
    assert.equal(floatingPlacement('middle'), 'top');
  });

  it('reads triggers from a list or a string, hover by default', () => {
    assert.deepEqual(normalizeTriggers(undefined), ['hover']);
    assert.deepEqual(normalizeTriggers('click'), ['click']);
    assert.deepEqual(normalizeTriggers('hover focus hover'), ['hover', 'focus']);
    assert.deepEqual(normalizeTriggers(['press']), ['hover']);
    assert.equal(POPOVER_DEFAULTS.trigger, 'hover');
  });

  it('opens a hover popover after its enter delay and closes it after its leave delay, in seconds', () => {
    assert.deepEqual(popoverAction(['hover'], 'origin-enter', false, { enterS: 0.5 }), { kind: 'open', delayMs: 500 });
    assert.deepEqual(popoverAction(['hover'], 'origin-leave', true, { leaveS: 1 }), { kind: 'close', delayMs: 1000 });
    assert.deepEqual(popoverAction(['hover'], 'origin-enter', false), { kind: 'open', delayMs: 150 });
    assert.deepEqual(popoverAction(['hover'], 'panel-leave', true), { kind: 'close', delayMs: 100 });
    assert.deepEqual(popoverAction(['hover'], 'panel-enter', true), { kind: 'stay' });
  });

  it('answers only the enabled triggers', () => {
    assert.equal(popoverAction(['click'], 'origin-enter', false), null);
    assert.equal(popoverAction(['hover'], 'origin-click', false), null);
    assert.deepEqual(popoverAction(['click'], 'origin-click', false), { kind: 'open', delayMs: 0 });
    assert.deepEqual(popoverAction(['click'], 'origin-click', true), { kind: 'close', delayMs: 0 });
    assert.deepEqual(popoverAction(['focus'], 'origin-focus', false), { kind: 'open', delayMs: 0 });
    assert.deepEqual(popoverAction(['focus'], 'focus-out', true), { kind: 'close', delayMs: 0 });
    assert.equal(popoverAction(['focus'], 'focus-out', false), null);
  });

  it('hides when less than half of the origin is visible', () => {
    assert.equal(POPOVER_DEFAULTS.visibilityThreshold, 0.5);
    assert.equal(originHidden(0.49), true);
    assert.equal(originHidden(0.5), false);
    assert.equal(originHidden(1), false);
  });

  it('treats missing and blank content as empty', () => {
    assert.deepEqual([undefined, null, false, '', '  \n'].map(isEmptyContent), [true, true, true, true, true]);
    assert.equal(isEmptyContent('Hint'), false);
    assert.equal(isEmptyContent(0), false);
  });

  it('grows the panel from the side facing its origin', () => {
    assert.equal(transformOrigin('top-start'), 'bottom');
    assert.equal(transformOrigin('right'), 'left');
  });
});
