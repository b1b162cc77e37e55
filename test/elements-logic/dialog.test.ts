import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dismissedAnswer, minWidthStyle } from '../../elements/dialog/dialog.logic.js';
import { $dialogRequests, answerDialog, closeAllDialogs, requestDialog, trackOpenDialog } from '../../elements/dialog/dialog.store.js';
import { $overlays, isTopOverlay, pushOverlay, removeOverlay } from '../../elements/dialog/overlay-stack.js';
import { DIALOG_MIN_WIDTH_PX } from '../../sdk/catalogues/ui.js';

describe('dialog rules', () => {
  it('answers false for a dismissed confirm and closes a dismissed alert', () => {
    assert.equal(dismissedAnswer('confirm'), false);
    assert.equal(dismissedAnswer('alert'), true);
  });

  it('keeps the spec minimum widths (JSON edit 400 px, icon picker 600 px) within the window', () => {
    assert.equal(minWidthStyle(DIALOG_MIN_WIDTH_PX.jsonEdit), 'min(400px, calc(100vw - 32px))');
    assert.equal(minWidthStyle(DIALOG_MIN_WIDTH_PX.iconPicker), 'min(600px, calc(100vw - 32px))');
    assert.equal(minWidthStyle(undefined), undefined);
  });
});

describe('dialog requests', () => {
  afterEach(() => closeAllDialogs());

  it('queues requests in order and answers each one', async () => {
    const first = requestDialog('confirm', { title: 'One', message: '1' });
    const second = requestDialog('alert', { title: 'Two', message: '<b>2</b>', html: true });
    assert.deepEqual($dialogRequests.get().map((r) => [r.kind, r.title, r.html]), [['confirm', 'One', false], ['alert', 'Two', true]]);
    answerDialog($dialogRequests.get()[0]!.id, true);
    assert.equal(await first, true);
    assert.equal($dialogRequests.get().length, 1);
    closeAllDialogs();
    assert.equal(await second, true);
    assert.equal($dialogRequests.get().length, 0);
  });

  it('closes every open dialog on navigation, and forgets a closed one', async () => {
    const confirm = requestDialog('confirm', { title: 'Leave?', message: '' });
    const dismissed: string[] = [];
    const forgetA = trackOpenDialog(() => dismissed.push('a'));
    const forget = trackOpenDialog(() => dismissed.push('b'));
    forget();
    closeAllDialogs();
    assert.equal(await confirm, false);
    assert.deepEqual(dismissed, ['a']);
    forgetA();
  });
});

describe('overlay stack', () => {
  afterEach(() => $overlays.set([]));

  it('knows which overlay lies on top', () => {
    pushOverlay('popover');
    pushOverlay('dialog');
    assert.equal(isTopOverlay('dialog'), true);
    assert.equal(isTopOverlay('popover'), false);
    removeOverlay('dialog');
    assert.equal(isTopOverlay('popover'), true);
    pushOverlay('popover');
    assert.deepEqual($overlays.get(), ['popover']);
  });
});
