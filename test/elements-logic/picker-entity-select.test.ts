import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { entitySelectValue, initialEntityId, initialEntityType, sameEntitySelectValue } from '../../elements/entity-select/entity-select.logic.js';

describe('entity select (shared-controls §4: "Entity select reports null unless both the type and the id are set.")', () => {
  it('reports {entityType, id} only when both are set', () => {
    assert.deepEqual(entitySelectValue('DEVICE', 'd1'), { entityType: 'DEVICE', id: 'd1' });
    assert.equal(entitySelectValue('DEVICE', null), null);
    assert.equal(entitySelectValue(null, 'd1'), null);
    assert.equal(entitySelectValue('', ''), null);
    assert.equal(entitySelectValue(undefined, undefined), null);
  });
  it('shows the fixed type, else the stored type when offered, else the first offered type', () => {
    assert.equal(initialEntityType({ entityType: 'ASSET', id: 'a1' }, 'DEVICE', null), 'DEVICE');
    assert.equal(initialEntityType({ entityType: 'ASSET', id: 'a1' }, null, ['DEVICE', 'ASSET']), 'ASSET');
    assert.equal(initialEntityType({ entityType: 'USER', id: 'u1' }, null, ['ASSET', 'DEVICE']), 'ASSET');
    assert.equal(initialEntityType(null, null, null), 'DEVICE');
  });
  it('keeps a stored id only with its own type', () => {
    assert.equal(initialEntityId({ entityType: 'ASSET', id: 'a1' }, 'ASSET'), 'a1');
    assert.equal(initialEntityId({ entityType: 'ASSET', id: 'a1' }, 'DEVICE'), null);
    assert.equal(initialEntityId(null, 'DEVICE'), null);
  });
  it('compares values by type and id', () => {
    assert.equal(sameEntitySelectValue(null, null), true);
    assert.equal(sameEntitySelectValue({ entityType: 'DEVICE', id: 'd1' }, { entityType: 'DEVICE', id: 'd1' }), true);
    assert.equal(sameEntitySelectValue({ entityType: 'DEVICE', id: 'd1' }, { entityType: 'ASSET', id: 'd1' }), false);
    assert.equal(sameEntitySelectValue({ entityType: 'DEVICE', id: 'd1' }, null), false);
  });
});
