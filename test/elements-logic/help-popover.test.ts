import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { helpToggle } from '../../elements/help-popover/help-popover.logic.js';

describe('help popover rules', () => {
  it('closes when open, opens when its content is ready, and loads it first otherwise', () => {
    assert.equal(helpToggle(true, true), 'close');
    assert.equal(helpToggle(true, false), 'close');
    assert.equal(helpToggle(false, true), 'open');
    assert.equal(helpToggle(false, false), 'load');
  });
});
