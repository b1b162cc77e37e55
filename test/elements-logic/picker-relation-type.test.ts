import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { relationTypeProblem, suggestedRelationTypes } from '../../elements/relation-type-picker/relation-type-picker.logic.js';
import { RELATION_TYPE_MAX_LENGTH } from '../../sdk/catalogues/relations.js';

describe('relation type (shared-controls §5, §9: maximum 255 characters)', () => {
  it('accepts 255 characters and refuses 256', () => {
    assert.equal(RELATION_TYPE_MAX_LENGTH, 255);
    assert.equal(relationTypeProblem('r'.repeat(255), true), null);
    assert.equal(relationTypeProblem('r'.repeat(256), false), 'max-length');
  });
  it('is required only when flagged', () => {
    assert.equal(relationTypeProblem(' ', true), 'required');
    assert.equal(relationTypeProblem('', false), null);
  });
  it('suggests the built-in and given types once each, holding the text ignoring case', () => {
    assert.deepEqual(suggestedRelationTypes('', ['Supplies', 'Contains', ' ']), ['Contains', 'Manages', 'Supplies']);
    assert.deepEqual(suggestedRelationTypes('AN', ['Supplies']), ['Manages']);
    assert.deepEqual(suggestedRelationTypes('xyz'), []);
  });
});
