import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { remToPx } from '../../elements/styles/build-styles.mjs';

describe('kit stylesheet', () => {
  it('converts rem to px in values and leaves class names that contain rem alone', () => {
    const css = '.max-w-\\[calc\\(100\\%-2rem\\)\\]{max-width:calc(100% - 2rem)}.p-4:hover{padding:1rem 0.5rem;margin:-.25rem}';
    assert.equal(remToPx(css), '.max-w-\\[calc\\(100\\%-2rem\\)\\]{max-width:calc(100% - 32px)}.p-4:hover{padding:16px 8px;margin:-4px}');
  });
});
