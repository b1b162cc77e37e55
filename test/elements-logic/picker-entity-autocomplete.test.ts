import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  entitiesOfRows,
  entityByIdQuery,
  entityRequiredKey,
  entitySuggestionQuery,
  nextActiveIndex,
  noMatchText,
  quotedSearch,
  requiredError,
  searchOutcome,
} from '../../elements/entity-autocomplete/entity-autocomplete.logic.js';
import { ENTITY_SUGGESTIONS_LIMIT, NO_MATCH_TEXT_TRUNCATE, PICKER_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import en from '../../elements/pickers/i18n/locales/en_US.js';

describe('picker constants (shared-controls §9)', () => {
  it('debounces 150 ms, asks for 50 suggestions and quotes 6 characters of a search', () => {
    assert.equal(PICKER_DEBOUNCE_MS, 150);
    assert.equal(ENTITY_SUGGESTIONS_LIMIT, 50);
    assert.equal(NO_MATCH_TEXT_TRUNCATE, 6);
  });
});

describe('noMatchText (§8: the search text truncated to 6 characters plus an ellipsis)', () => {
  it('keeps a text of up to 6 characters whole', () => {
    assert.equal(noMatchText('pump'), 'pump');
    assert.equal(noMatchText('pump01'), 'pump01');
  });
  it('cuts a longer text after 6 characters and adds an ellipsis', () => {
    assert.equal(noMatchText('pump012'), 'pump01…');
    assert.equal(noMatchText('Thermostat X'), 'Thermo…');
  });
  it('ignores surrounding blanks and counts characters, not UTF-16 units', () => {
    assert.equal(noMatchText('  abc  '), 'abc');
    assert.equal(noMatchText('😀😀😀😀😀😀😀'), '😀😀😀😀😀😀…');
  });
  it('isolates the quoted text so that it reads right inside a right-to-left message', () => {
    assert.equal(quotedSearch('Thermostat X'), '\u2068Thermo…\u2069');
    assert.equal(quotedSearch('abc'), '\u2068abc\u2069');
  });
  it('reads in the English message as quoted text', () => {
    assert.equal(en.entity['no-entities-matching'].replace('{{text}}', noMatchText('Thermostat X')), "No entities match 'Thermo…'.");
  });
});

describe('entitySuggestionQuery (§7: entities by name filter, limit 50 or -1 for all)', () => {
  it('asks for the first 50 of the type whose name starts with the text, by name ascending', () => {
    assert.deepEqual(entitySuggestionQuery('ASSET', 'Buil'), {
      entityFilter: { type: 'entityName', entityType: 'ASSET', entityNameFilter: 'Buil' },
      pageLink: { pageSize: 50, page: 0, textSearch: null, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
      entityFields: [
        { type: 'ENTITY_FIELD', key: 'name' },
        { type: 'ENTITY_FIELD', key: 'label' },
      ],
    });
  });
  it('asks for everything with a limit of -1', () => {
    assert.equal(entitySuggestionQuery('DEVICE', '', { limit: -1 }).pageLink.pageSize, 2147483647);
  });
  it("keeps to a subtype with the type's own filter", () => {
    assert.deepEqual(entitySuggestionQuery('DEVICE', 'Pu', { subType: 'pump' }).entityFilter, { type: 'deviceType', deviceType: 'pump', deviceNameFilter: 'Pu' });
    assert.deepEqual(entitySuggestionQuery('ASSET', '', { subType: 'building' }).entityFilter, { type: 'assetType', assetType: 'building', assetNameFilter: '' });
    assert.deepEqual(entitySuggestionQuery('EDGE', 'e', { subType: 'x' }).entityFilter, { type: 'edgeType', edgeType: 'x', edgeNameFilter: 'e' });
    assert.deepEqual(entitySuggestionQuery('ENTITY_VIEW', 'v', { subType: 'y' }).entityFilter, { type: 'entityViewType', entityViewType: 'y', entityViewNameFilter: 'v' });
  });
  it('ignores a subtype for types that have none', () => {
    assert.deepEqual(entitySuggestionQuery('CUSTOMER', 'C', { subType: 'x' }).entityFilter, { type: 'entityName', entityType: 'CUSTOMER', entityNameFilter: 'C' });
  });
  it('reads one entity by type and id with an entity list filter', () => {
    assert.deepEqual(entityByIdQuery('DEVICE', 'id-1').entityFilter, { type: 'entityList', entityType: 'DEVICE', entityList: ['id-1'] });
    assert.equal(entityByIdQuery('DEVICE', 'id-1').pageLink.pageSize, 1);
  });
});

describe('entitiesOfRows (§5: an excluded id is hidden from suggestions)', () => {
  const rows = [
    { entityId: { entityType: 'DEVICE', id: 'a' }, latest: { ENTITY_FIELD: { name: { value: 'A' } } } },
    { entityId: { entityType: 'DEVICE', id: 'b' }, latest: { ENTITY_FIELD: { name: { value: 'B' } } } },
    { entityId: { entityType: 'DEVICE', id: 'c' } },
  ];
  it('maps rows to type, id and name (blank when the name is missing)', () => {
    assert.deepEqual(entitiesOfRows(rows), [
      { entityType: 'DEVICE', id: 'a', name: 'A' },
      { entityType: 'DEVICE', id: 'b', name: 'B' },
      { entityType: 'DEVICE', id: 'c', name: '' },
    ]);
  });
  it('leaves the excluded ids out', () => {
    assert.deepEqual(entitiesOfRows(rows, ['a', 'c']).map((e) => e.id), ['b']);
    assert.deepEqual(entitiesOfRows(undefined), []);
  });
});

describe('nextActiveIndex (combobox keyboard)', () => {
  it('steps down and wraps to the first option', () => {
    assert.equal(nextActiveIndex(-1, 3, 'ArrowDown'), 0);
    assert.equal(nextActiveIndex(1, 3, 'ArrowDown'), 2);
    assert.equal(nextActiveIndex(2, 3, 'ArrowDown'), 0);
  });
  it('steps up and wraps to the last option', () => {
    assert.equal(nextActiveIndex(-1, 3, 'ArrowUp'), 2);
    assert.equal(nextActiveIndex(0, 3, 'ArrowUp'), 2);
    assert.equal(nextActiveIndex(2, 3, 'ArrowUp'), 1);
  });
  it('jumps with Home and End, and has nothing to move to in an empty list', () => {
    assert.equal(nextActiveIndex(1, 50, 'Home'), 0);
    assert.equal(nextActiveIndex(1, 50, 'End'), 49);
    assert.equal(nextActiveIndex(4, 0, 'ArrowDown'), -1);
    assert.equal(nextActiveIndex(9, 5, 'x'), 4);
  });
});

describe('searchOutcome and requiredError', () => {
  it("says 'no match' for a typed text and 'none found' for a blank one", () => {
    assert.equal(searchOutcome(3, 'a'), 'options');
    assert.equal(searchOutcome(0, 'abc'), 'no-match');
    assert.equal(searchOutcome(0, '  '), 'none');
  });
  it('reports required only once the field was left empty', () => {
    assert.equal(requiredError(true, true, false), null);
    assert.equal(requiredError(true, true, true), 'required');
    assert.equal(requiredError(true, false, true), null);
    assert.equal(requiredError(false, true, true), null);
  });
  it("names the entity type in a required field's message, and says 'Entity is required.' for a type without a text of its own", () => {
    const text = (key: string) => key.replace(/^pickers:/, '').split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    assert.equal(text(entityRequiredKey('DEVICE')), 'Device is required.');
    assert.equal(text(entityRequiredKey('DEVICE_PROFILE')), 'Device profile is required.');
    assert.equal(text(entityRequiredKey('CUSTOMER')), 'Customer is required.');
    assert.equal(text(entityRequiredKey('ALARM')), 'Entity is required.');
    assert.equal(text(entityRequiredKey(null)), 'Entity is required.');
  });
});
