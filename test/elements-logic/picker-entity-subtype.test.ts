import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  SUBTYPE_PATHS,
  addEntries,
  cachedSubtypes,
  dropSubtypeCache,
  matchingSubtypes,
  splitEntries,
  subtypeError,
  subtypeNames,
} from '../../elements/entity-subtype-autocomplete/entity-subtype.logic.js';
import { SUBTYPE_MAX_LENGTH } from '../../sdk/catalogues/limits.js';

describe('subtype calls (shared-controls §7)', () => {
  it('reads asset, device, edge and entity-view types', () => {
    assert.deepEqual(SUBTYPE_PATHS, { DEVICE: '/api/device/types', ASSET: '/api/asset/types', EDGE: '/api/edge/types', ENTITY_VIEW: '/api/entityView/types' });
  });
  it('takes the names of a list of {type}, without blanks or repeats, sorted', () => {
    assert.deepEqual(subtypeNames([{ type: 'thermostat' }, { type: 'default' }, { type: '' }, { type: 'default' }, {}]), ['default', 'thermostat']);
    assert.deepEqual(subtypeNames(null), []);
  });
});

describe('subtype text (shared-controls §5: max length 255)', () => {
  it('is 255 characters at most', () => {
    assert.equal(SUBTYPE_MAX_LENGTH, 255);
    assert.equal(subtypeError('x'.repeat(255), true), null);
    assert.equal(subtypeError('x'.repeat(256), true), 'max-length');
    assert.equal(subtypeError(` ${'x'.repeat(255)} `, true), null);
  });
  it('is required only when flagged', () => {
    assert.equal(subtypeError('  ', true), 'required');
    assert.equal(subtypeError('', false), null);
  });
  it('filters known subtypes by case-insensitive substring, leaving out chosen ones', () => {
    assert.deepEqual(matchingSubtypes(['default', 'Pump', 'pressure-sensor'], 'P'), ['Pump', 'pressure-sensor']);
    assert.deepEqual(matchingSubtypes(['default', 'Pump'], '', ['Pump']), ['default']);
  });
});

describe('subtype list entries (shared-controls §5: trimmed, duplicates ignored, Enter, comma, semicolon)', () => {
  it('splits at commas and semicolons, keeping the unfinished part in the input', () => {
    assert.deepEqual(splitEntries(' a , b;c', false), { entries: ['a', 'b'], rest: 'c' });
    assert.deepEqual(splitEntries('a;;', false), { entries: ['a'], rest: '' });
    assert.deepEqual(splitEntries(' c ', true), { entries: ['c'], rest: '' });
    assert.deepEqual(splitEntries('abc', false), { entries: [], rest: 'abc' });
  });
  it('adds trimmed entries once', () => {
    assert.deepEqual(addEntries(['a'], [' b ', 'a', 'b', '', '  ']), ['a', 'b']);
  });
});

describe('subtype cache (shared-controls §4: dropped when an entity is saved)', () => {
  it('loads once per key until dropped, and forgets a failed load', async () => {
    dropSubtypeCache();
    let loads = 0;
    const load = async () => [`v${++loads}`];
    assert.deepEqual(await cachedSubtypes('b|DEVICE', load), ['v1']);
    assert.deepEqual(await cachedSubtypes('b|DEVICE', load), ['v1']);
    dropSubtypeCache('ASSET');
    assert.deepEqual(await cachedSubtypes('b|DEVICE', load), ['v1']);
    dropSubtypeCache('DEVICE');
    assert.deepEqual(await cachedSubtypes('b|DEVICE', load), ['v2']);
    await assert.rejects(cachedSubtypes('b|EDGE', () => Promise.reject(new Error('down'))));
    assert.deepEqual(await cachedSubtypes('b|EDGE', load), ['v3']);
  });
});
