import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { TOAST_DEFAULTS } from '../../sdk/catalogues/ui.js';
import { boxedToastStyle, dismissDelayMs, isDuplicate, MIN_TOAST_BOX_PX, normalizePosition, normalizeToast, toastRole, visibleToastBox } from '../../elements/toast/toast.logic.js';
import { $toasts, closeToast, hideToasts, holdToast, releaseToast, showToast } from '../../elements/toast/toast.store.js';

describe('toast rules', () => {
  it('defaults to info, 1000 ms, the root target and bottom-start', () => {
    assert.deepEqual(normalizeToast({ message: 'Saved' }), { message: 'Saved', type: 'info', durationMs: 1000, target: 'root', position: 'bottom-start' });
    assert.equal(TOAST_DEFAULTS.durationMs, 1000);
    assert.equal(TOAST_DEFAULTS.animationMs, 100);
  });

  it('reads left and right as start and end and ignores unknown positions', () => {
    assert.equal(normalizePosition('top-left'), 'top-start');
    assert.equal(normalizePosition('bottom-right'), 'bottom-end');
    assert.equal(normalizePosition('top-center'), 'top-center');
    assert.equal(normalizePosition('middle'), 'bottom-start');
  });

  it('keeps a valid duration and replaces a negative one with the default', () => {
    assert.equal(normalizeToast({ message: 'x', durationMs: 5000 }).durationMs, 5000);
    assert.equal(normalizeToast({ message: 'x', durationMs: -1 }).durationMs, 1000);
  });

  it('counts only the same message and type as a duplicate', () => {
    assert.equal(isDuplicate({ message: 'a', type: 'error' }, { message: 'a', type: 'error' }), true);
    assert.equal(isDuplicate({ message: 'a', type: 'error' }, { message: 'a', type: 'warn' }), false);
    assert.equal(isDuplicate({ message: 'a', type: 'error' }, { message: 'b', type: 'error' }), false);
    assert.equal(isDuplicate(undefined, { message: 'a', type: 'error' }), false);
  });

  it('dismisses a panel toast 500 ms after its duration and a page toast at its duration', () => {
    assert.equal(dismissDelayMs({ durationMs: 1000, target: 'root' }), 1000);
    assert.equal(dismissDelayMs({ durationMs: 1000, target: 'details-panel' }), 1500);
  });

  it('announces errors as alerts and the other types as status', () => {
    assert.equal(toastRole('error'), 'alert');
    assert.deepEqual((['warn', 'success', 'info'] as const).map(toastRole), ['status', 'status', 'status']);
  });
});

describe('toasts of an embedded element', () => {
  const viewport = { width: 1280, height: 800 };

  it('sit in the part of the element inside the window, or in the window when less than 200 × 96 px of it shows', () => {
    assert.deepEqual(visibleToastBox({ top: 100, left: 40, width: 600, height: 400 }, viewport), { top: 100, left: 40, width: 600, height: 400 });
    assert.deepEqual(visibleToastBox({ top: 500, left: -20, width: 600, height: 900 }, viewport), { top: 500, left: 0, width: 580, height: 300 });
    assert.deepEqual(MIN_TOAST_BOX_PX, { width: 200, height: 96 });
    assert.deepEqual(visibleToastBox({ top: 720, left: 0, width: 600, height: 400 }, viewport), { top: 0, left: 0, width: 1280, height: 800 });
    assert.deepEqual(visibleToastBox({ top: -2000, left: 0, width: 600, height: 400 }, viewport), { top: 0, left: 0, width: 1280, height: 800 });
    assert.deepEqual(visibleToastBox({ top: 0, left: 1100, width: 600, height: 400 }, viewport), { top: 0, left: 0, width: 1280, height: 800 });
  });

  it('keep the kit\'s gap from the box\'s edges, start and end following the writing direction', () => {
    const box = { top: 100, left: 40, width: 600, height: 400 };
    const gap = (px: number) => `calc(${px}px + var(--spacing) * 4)`;
    const maxWidth = 'min(calc(600px - var(--spacing) * 4 * 2), calc(var(--spacing) * 140))';
    assert.deepEqual(boxedToastStyle('bottom-start', box, viewport, false), { top: 'auto', bottom: gap(300), left: gap(40), right: 'auto', maxWidth });
    assert.deepEqual(boxedToastStyle('bottom-start', box, viewport, true), { top: 'auto', bottom: gap(300), left: 'auto', right: gap(640), maxWidth });
    assert.deepEqual(boxedToastStyle('top-end', box, viewport, false), { top: gap(100), bottom: 'auto', left: 'auto', right: gap(640), maxWidth });
    assert.deepEqual(boxedToastStyle('top-center', box, viewport, true), { top: gap(100), bottom: 'auto', left: '40px', right: '640px', maxWidth });
  });
});

describe('toast store', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => {
    mock.timers.reset();
    $toasts.set([]);
  });

  const open = () => $toasts.get().filter((t) => !t.closing);

  it('closes a toast after its duration, then removes it after the 100 ms animation', () => {
    showToast({ message: 'Saved', type: 'success' });
    mock.timers.tick(999);
    assert.equal(open().length, 1);
    mock.timers.tick(1);
    assert.equal(open().length, 0);
    assert.equal($toasts.get().length, 1);
    mock.timers.tick(100);
    assert.equal($toasts.get().length, 0);
  });

  it('does not redisplay the same message and type, and does not restart its time', () => {
    const first = showToast({ message: 'Failed', type: 'error' });
    mock.timers.tick(600);
    assert.equal(showToast({ message: 'Failed', type: 'error' }), first);
    assert.equal($toasts.get().length, 1);
    mock.timers.tick(400);
    assert.equal(open().length, 0);
  });

  it('replaces the toast of a target with a different one', () => {
    const first = showToast({ message: 'Failed', type: 'error' });
    const second = showToast({ message: 'Failed', type: 'warn' });
    assert.notEqual(first, second);
    assert.deepEqual(open().map((t) => t.id), [second]);
  });

  it('keeps toasts of different targets apart and hides only the requested target', () => {
    showToast({ message: 'Page' });
    showToast({ message: 'Panel', target: 'panel' });
    hideToasts('panel');
    assert.deepEqual(open().map((t) => t.message), ['Page']);
    hideToasts();
    assert.equal(open().length, 0);
  });

  it('dismisses a panel toast at its duration plus 500 ms', () => {
    showToast({ message: 'Panel', target: 'panel', durationMs: 2000 });
    mock.timers.tick(2499);
    assert.equal(open().length, 1);
    mock.timers.tick(1);
    assert.equal(open().length, 0);
  });

  it('closes at once on request and keeps a held toast until released', () => {
    const id = showToast({ message: 'Held' });
    holdToast(id);
    mock.timers.tick(5000);
    assert.equal(open().length, 1);
    releaseToast(id);
    mock.timers.tick(1000);
    assert.equal(open().length, 0);
    const other = showToast({ message: 'Other' });
    closeToast(other);
    assert.equal(open().length, 0);
  });
});
