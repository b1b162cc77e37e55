import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NULL_UUID, entityId, entityIdEquals, isEntityId, isNullId, nullId } from '../../sdk/entity-id.js';

describe('entity ids', () => {
  it('uses the fixed null uuid', () => {
    assert.equal(NULL_UUID, '13814000-1dd2-11b2-8080-808080808080');
  });

  it('builds ids with entityType written first', () => {
    const id = entityId('DEVICE', 'abc');
    assert.deepEqual(id, { entityType: 'DEVICE', id: 'abc' });
    assert.equal(JSON.stringify(id), '{"entityType":"DEVICE","id":"abc"}');
  });

  it('builds the null id of a type, including alias types', () => {
    assert.deepEqual(nullId('CUSTOMER'), { entityType: 'CUSTOMER', id: NULL_UUID });
    assert.deepEqual(nullId('CURRENT_USER'), { entityType: 'CURRENT_USER', id: NULL_UUID });
  });

  it('recognises the null uuid as an id object or a string', () => {
    assert.equal(isNullId(nullId('TENANT')), true);
    assert.equal(isNullId(NULL_UUID), true);
    assert.equal(isNullId(entityId('TENANT', 'x')), false);
    assert.equal(isNullId('x'), false);
    assert.equal(isNullId(null), false);
    assert.equal(isNullId(undefined), false);
  });

  it('compares ids by type and uuid', () => {
    assert.equal(entityIdEquals(entityId('DEVICE', 'a'), entityId('DEVICE', 'a')), true);
    assert.equal(entityIdEquals(entityId('DEVICE', 'a'), entityId('ASSET', 'a')), false);
    assert.equal(entityIdEquals(entityId('DEVICE', 'a'), entityId('DEVICE', 'b')), false);
    assert.equal(entityIdEquals(null, undefined), true);
    assert.equal(entityIdEquals(entityId('DEVICE', 'a'), null), false);
    assert.equal(entityIdEquals(undefined, entityId('DEVICE', 'a')), false);
  });

  it('checks the shape of an entity id', () => {
    assert.equal(isEntityId({ entityType: 'DEVICE', id: 'a' }), true);
    assert.equal(isEntityId({ entityType: 'DEVICE' }), false);
    assert.equal(isEntityId('a'), false);
    assert.equal(isEntityId(null), false);
  });
});
