import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { KEY_VALS_ERROR, entriesOf, keyValsValid, keyValueError, mapOf, overwrittenRows } from '../../elements/key-value-map/key-value-map.logic.js';

describe('key/value map (shared-controls §5 Editors)', () => {
  it('needs a non-empty key and value in each entry, else keyVals is invalid', () => {
    assert.equal(KEY_VALS_ERROR, 'keyVals');
    assert.equal(keyValsValid([{ key: 'a', value: '1' }]), true);
    assert.equal(keyValsValid([{ key: '', value: '1' }]), false);
    assert.equal(keyValsValid([{ key: 'a', value: '' }]), false);
    assert.equal(keyValueError([{ key: 'a', value: '1' }, { key: 'b', value: '' }], false), 'keyVals');
    assert.equal(keyValueError([], false), null);
  });

  it('refuses an empty map only when required', () => {
    assert.equal(keyValueError([], true), 'required');
    assert.equal(keyValueError([{ key: 'a', value: '1' }], true), null);
  });

  it('lets a later duplicate key overwrite an earlier one in the emitted object', () => {
    const entries = [
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
      { key: 'a', value: '3' },
    ];
    assert.deepEqual(mapOf(entries), { a: '3', b: '2' });
    assert.deepEqual([...overwrittenRows(entries)], [0]);
    assert.deepEqual(Object.keys(mapOf(entries)), ['a', 'b']);
  });

  it('leaves rows without a key out of the emitted object', () => {
    assert.deepEqual(mapOf([{ key: '', value: 'x' }, { key: 'k', value: '' }]), { k: '' });
    assert.deepEqual([...overwrittenRows([{ key: '', value: '1' }, { key: '', value: '2' }])], []);
  });

  it('shows a stored map as rows in its key order, other values as their JSON text', () => {
    assert.deepEqual(entriesOf({ b: '2', a: 1, c: { d: true } }), [
      { key: 'b', value: '2' },
      { key: 'a', value: '1' },
      { key: 'c', value: '{"d":true}' },
    ]);
    assert.deepEqual(entriesOf(null), []);
  });
});
