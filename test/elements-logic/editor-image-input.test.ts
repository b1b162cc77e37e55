import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  IMAGE_ACCEPT,
  IMAGE_DATA_PREFIX,
  hasMaxSize,
  isImageContent,
  dropIndex,
  inSecondHalf,
  keyboardMoveTarget,
  moveItem,
  oversize,
  withinMaxSize,
} from '../../elements/image-input/image-input.logic.js';
import { UPLOAD_SIZES_PX } from '../../sdk/catalogues/ui.js';
import en from '../../elements/editors/i18n/locales/en_US.js';

describe('image input (shared-controls §5 Pickers and lists)', () => {
  it('accepts image/* and only contents beginning with data:image/', () => {
    assert.equal(IMAGE_ACCEPT, 'image/*');
    assert.equal(IMAGE_DATA_PREFIX, 'data:image/');
    assert.equal(isImageContent('data:image/png;base64,iVBORw0KGgo='), true);
    assert.equal(isImageContent('data:text/plain;base64,aGk='), false);
    assert.equal(isImageContent('image/png'), false);
    assert.equal(isImageContent(null), false);
  });

  it('rejects a file larger than the maximum byte size, and nothing without one', () => {
    assert.equal(oversize(1_048_577, 1_048_576), true);
    assert.equal(oversize(1_048_576, 1_048_576), false);
    assert.equal(oversize(50_000_000, null), false);
    assert.equal(oversize(50_000_000, 0), false);
    assert.equal(hasMaxSize(1024), true);
    assert.equal(hasMaxSize(undefined), false);
    assert.equal(hasMaxSize(Number.NaN), false);
  });

  it('names the alert dashboard.cannot-upload-file with dashboard.maximum-upload-file-size and the size', () => {
    assert.equal(en.image['cannot-upload-file'], 'Cannot upload the file');
    assert.match(en.image['maximum-upload-file-size'], /\{\{size\}\}/);
    assert.match(en.image['max-size'], /\{\{size\}\}/);
  });

  it('skips oversize files in multiple mode and keeps duplicates', () => {
    const files = [{ size: 10 }, { size: 2000 }, { size: 10 }];
    assert.deepEqual(withinMaxSize(files, 1024), { kept: [{ size: 10 }, { size: 10 }], skipped: true });
    assert.deepEqual(withinMaxSize(files, null), { kept: files, skipped: false });
  });

  it('moves an image to another position, clamped to the list', () => {
    assert.deepEqual(moveItem(['a', 'b', 'c'], 0, 2), ['b', 'c', 'a']);
    assert.deepEqual(moveItem(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b']);
    assert.deepEqual(moveItem(['a', 'a', 'b'], 2, 1), ['a', 'b', 'a']);
    assert.deepEqual(moveItem(['a', 'b'], 0, 9), ['b', 'a']);
    assert.deepEqual(moveItem(['a', 'b'], 5, 0), ['a', 'b']);
  });

  it('drops a dragged chip before the target in its first half and after it in its second half', () => {
    assert.equal(dropIndex(0, 2, false), 1, 'a before c of a b c: b a c');
    assert.equal(dropIndex(0, 2, true), 2, 'a after c: b c a');
    assert.equal(dropIndex(2, 0, false), 0, 'c before a: c a b');
    assert.equal(dropIndex(2, 0, true), 1, 'c after a: a c b');
    assert.equal(dropIndex(1, 1, true), 1, 'on itself: stays');
    assert.deepEqual(moveItem(['a', 'b', 'c'], 0, dropIndex(0, 2, false)), ['b', 'a', 'c']);
    assert.equal(inSecondHalf(31, 0, 62, false), false, 'the middle is still the first half');
    assert.equal(inSecondHalf(40, 0, 62, false), true);
    assert.equal(inSecondHalf(40, 0, 62, true), false, 'right to left the right half comes first');
    assert.equal(inSecondHalf(10, 0, 62, true), true);
  });

  it('moves with the arrow keys (mirrored right to left), Home and End', () => {
    assert.equal(keyboardMoveTarget('ArrowLeft', 1, 3, false), 0);
    assert.equal(keyboardMoveTarget('ArrowRight', 1, 3, false), 2);
    assert.equal(keyboardMoveTarget('ArrowRight', 1, 3, true), 0);
    assert.equal(keyboardMoveTarget('ArrowLeft', 0, 3, false), null);
    assert.equal(keyboardMoveTarget('ArrowRight', 2, 3, false), null);
    assert.equal(keyboardMoveTarget('Home', 2, 3, false), 0);
    assert.equal(keyboardMoveTarget('End', 0, 3, false), 2);
    assert.equal(keyboardMoveTarget('Enter', 0, 3, false), null);
  });

  it('keeps the catalogue sizes of the drop zone and previews', () => {
    assert.deepEqual(UPLOAD_SIZES_PX, { fileDropZone: 100, imageDropZone: 120, singlePreview: 96, multiplePreview: 62 });
  });
});
