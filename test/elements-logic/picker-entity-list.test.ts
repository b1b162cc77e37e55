import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { entityListError, sameIds } from '../../elements/entity-list-input/entity-list-input.logic.js';
import { entitiesByIdsQuery, inIdOrder } from '../../elements/entity-autocomplete/entity-autocomplete.logic.js';

describe('entity list (shared-controls §5, §7)', () => {
  it("reports 'entity list empty' for a required empty list once left", () => {
    assert.equal(entityListError(true, 0, true), 'list-empty');
    assert.equal(entityListError(true, 0, false), null);
    assert.equal(entityListError(false, 0, true), null);
    assert.equal(entityListError(true, 2, true), null);
  });
  it('reads entities by type and id list, one page as large as the list', () => {
    assert.deepEqual(entitiesByIdsQuery('ASSET', ['a', 'b', 'c']).entityFilter, { type: 'entityList', entityType: 'ASSET', entityList: ['a', 'b', 'c'] });
    assert.equal(entitiesByIdsQuery('ASSET', ['a', 'b', 'c']).pageLink.pageSize, 3);
  });
  it('keeps the stored order and drops ids the server did not answer', () => {
    assert.deepEqual(inIdOrder(['b', 'x', 'a'], [{ id: 'a' }, { id: 'b' }]), [{ id: 'b' }, { id: 'a' }]);
    assert.equal(sameIds(['a', 'b'], ['a', 'b']), true);
    assert.equal(sameIds(['a', 'b'], ['b', 'a']), false);
  });
});
