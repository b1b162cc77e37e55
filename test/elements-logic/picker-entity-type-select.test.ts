import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_PICKER_ENTITY_TYPES,
  entityTypeListError,
  keptEntityType,
  matchingEntityTypes,
  offeredEntityTypes,
  withEntry,
} from '../../elements/entity-type-select/entity-type-select.logic.js';
import en from '../../elements/pickers/i18n/locales/en_US.js';

const names: Record<string, string> = en['entity-type'];
const nameOf = (type: string) => names[type] ?? type;

describe('entity type select (shared-controls §5)', () => {
  it('offers the caller’s types without repeats, or the default list', () => {
    assert.deepEqual(offeredEntityTypes(['ASSET', 'DEVICE', 'ASSET']), ['ASSET', 'DEVICE']);
    assert.deepEqual(offeredEntityTypes(null), [...DEFAULT_PICKER_ENTITY_TYPES]);
    assert.deepEqual(offeredEntityTypes([]), [...DEFAULT_PICKER_ENTITY_TYPES]);
  });
  it('clears the value when the allowed list no longer holds it', () => {
    assert.equal(keptEntityType('ASSET', ['DEVICE', 'ASSET']), 'ASSET');
    assert.equal(keptEntityType('ASSET', ['DEVICE', 'EDGE']), null);
    assert.equal(keptEntityType(null, ['DEVICE']), null);
  });
  it("names every default type and says 'Entity type is required.'", () => {
    for (const type of DEFAULT_PICKER_ENTITY_TYPES) assert.equal(typeof names[type], 'string', type);
    assert.equal(en['entity-type']['type-required'], 'Entity type is required.');
  });
});

describe('entity type list (shared-controls §5)', () => {
  const offered = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER'];
  it('filters by translated name ignoring case, leaving out chosen types (no duplicates)', () => {
    assert.deepEqual(matchingEntityTypes(offered, [], 'ass', nameOf), ['ASSET']);
    assert.deepEqual(matchingEntityTypes(offered, [], 'E', nameOf), ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER']);
    assert.deepEqual(matchingEntityTypes(offered, ['DEVICE', 'ASSET'], '', nameOf), ['ENTITY_VIEW', 'CUSTOMER']);
    assert.deepEqual(matchingEntityTypes(offered, [], 'gateway', nameOf), []);
  });
  it('adds an entry only once', () => {
    assert.deepEqual(withEntry(['DEVICE'], 'ASSET'), ['DEVICE', 'ASSET']);
    assert.deepEqual(withEntry(['DEVICE'], 'DEVICE'), ['DEVICE']);
  });
  it('reports entity-type-list-empty for a required empty list once left', () => {
    assert.equal(entityTypeListError(true, 0, true), 'list-empty');
    assert.equal(entityTypeListError(true, 0, false), null);
    assert.equal(entityTypeListError(true, 1, true), null);
    assert.equal(entityTypeListError(false, 0, true), null);
  });
});
