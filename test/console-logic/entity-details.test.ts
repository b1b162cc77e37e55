import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  canDeleteTelemetry,
  canEditEntity,
  canEditScope,
  detailsAddress,
  scopeFromSearch,
  SCOPE_OPTIONS,
  tabFromSearch,
} from '../../console/pages/entity-details/entity-details.logic.js';
import { attributeChange, draftOf, emptyDraft, withType, type AttributeDraft } from '../../console/pages/entity-details/attribute-value.logic.js';
import { mergeLatest, withoutKey } from '../../console/pages/entity-details/latest-values.logic.js';

const TABS = ['details', 'attributes', 'telemetry'] as const;

describe('entity details: tabs and address', () => {
  it('opens the tab the address names, and the first tab for a missing or unknown name', () => {
    assert.equal(tabFromSearch({ tab: 'attributes' }, TABS), 'attributes');
    assert.equal(tabFromSearch({}, TABS), 'details');
    assert.equal(tabFromSearch({ tab: 'alarms' }, TABS), 'details');
  });

  it('keeps the other query parameters when a tab or scope changes and leaves out cleared ones', () => {
    assert.equal(detailsAddress('/devices/d1', { tab: 'details' }, { tab: 'attributes' }), '/devices/d1?tab=attributes');
    assert.equal(detailsAddress('/devices/d1', { tab: 'attributes', scope: 'SHARED_SCOPE' }, { tab: undefined }), '/devices/d1?scope=SHARED_SCOPE');
    assert.equal(detailsAddress('/devices/d1', { tab: 'attributes' }, { scope: 'CLIENT_SCOPE' }), '/devices/d1?tab=attributes&scope=CLIENT_SCOPE');
  });

  it('offers client, shared and server scope and opens the server scope unless the address names another', () => {
    assert.deepEqual(SCOPE_OPTIONS, ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE']);
    assert.equal(scopeFromSearch({}), 'SERVER_SCOPE');
    assert.equal(scopeFromSearch({ scope: 'SHARED_SCOPE' }), 'SHARED_SCOPE');
    assert.equal(scopeFromSearch({ scope: 'LATEST_TELEMETRY' }), 'SERVER_SCOPE');
  });

  it('lets tenant administrators edit shared and server attributes, never client ones, and customer users nothing', () => {
    const table = (['TENANT_ADMIN', 'CUSTOMER_USER'] as const).map((role) => SCOPE_OPTIONS.map((scope) => canEditScope(role, scope)));
    assert.deepEqual(table, [
      [false, true, true],
      [false, false, false],
    ]);
    assert.deepEqual((['TENANT_ADMIN', 'CUSTOMER_USER', 'SYS_ADMIN'] as const).map(canEditEntity), [true, false, false]);
    assert.deepEqual((['TENANT_ADMIN', 'CUSTOMER_USER'] as const).map(canDeleteTelemetry), [true, false]);
  });
});

const draft = (patch: Partial<AttributeDraft>): AttributeDraft => ({ ...emptyDraft(), key: 'mode', ...patch });

describe('entity details: attribute values', () => {
  it('infers the value type of a stored value', () => {
    assert.deepEqual(draftOf('a', true), { key: 'a', type: 'BOOLEAN', text: '', flag: true });
    assert.deepEqual(draftOf('a', 42), { key: 'a', type: 'INTEGER', text: '42', flag: false });
    assert.deepEqual(draftOf('a', 21.5), { key: 'a', type: 'DOUBLE', text: '21.5', flag: false });
    assert.deepEqual(draftOf('a', { on: 1 }), { key: 'a', type: 'JSON', text: '{\n  "on": 1\n}', flag: false });
    assert.deepEqual(draftOf('a', 'eco'), { key: 'a', type: 'STRING', text: 'eco', flag: false });
  });

  it('starts the value again when the type changes: false for boolean, an empty object for JSON, empty otherwise', () => {
    const start = draft({ text: 'eco' });
    assert.deepEqual(withType(start, 'BOOLEAN'), { ...start, type: 'BOOLEAN', text: '', flag: false });
    assert.equal(withType(start, 'JSON').text, '{}');
    assert.equal(withType(start, 'INTEGER').text, '');
  });

  it('saves typed values', () => {
    assert.deepEqual(attributeChange(draft({ text: 'eco' }), false), { kind: 'save', key: 'mode', value: 'eco' });
    assert.deepEqual(attributeChange(draft({ type: 'INTEGER', text: '-12' }), false), { kind: 'save', key: 'mode', value: -12 });
    assert.deepEqual(attributeChange(draft({ type: 'DOUBLE', text: '2.5' }), false), { kind: 'save', key: 'mode', value: 2.5 });
    assert.deepEqual(attributeChange(draft({ type: 'BOOLEAN', flag: false }), false), { kind: 'save', key: 'mode', value: false });
    assert.deepEqual(attributeChange(draft({ type: 'JSON', text: '{"a":[1]}' }), false), { kind: 'save', key: 'mode', value: { a: [1] } });
  });

  it('requires a key of at most 255 characters and a value for a new entry, with the spec messages', () => {
    assert.deepEqual(attributeChange(draft({ key: ' ', text: 'x' }), false), { kind: 'invalid', errors: { key: 'attribute.key-required' } });
    assert.deepEqual(attributeChange(draft({ key: 'k'.repeat(256), text: 'x' }), false), { kind: 'invalid', errors: { key: 'attribute.key-max-length' } });
    assert.equal(attributeChange(draft({ key: 'k'.repeat(255), text: 'x' }), false).kind, 'save');
    const required = (['STRING', 'INTEGER', 'DOUBLE', 'JSON'] as const).map((type) => attributeChange(draft({ type, text: '' }), false));
    assert.deepEqual(
      required.map((c) => (c.kind === 'invalid' ? c.errors.value : c.kind)),
      ['value.string-value-required', 'value.integer-value-required', 'value.double-value-required', 'value.json-value-required'],
    );
  });

  it('refuses malformed integers, doubles and JSON', () => {
    const error = (patch: Partial<AttributeDraft>) => {
      const change = attributeChange(draft(patch), false);
      return change.kind === 'invalid' ? change.errors.value : change.kind;
    };
    assert.equal(error({ type: 'INTEGER', text: '1.5' }), 'value.invalid-integer-value');
    assert.equal(error({ type: 'INTEGER', text: '+3' }), 'value.invalid-integer-value');
    assert.equal(error({ type: 'DOUBLE', text: 'abc' }), 'value.invalid-double-value');
    assert.equal(error({ type: 'JSON', text: '{a:1}' }), 'value.json-value-invalid');
    assert.equal(error({ type: 'JSON', text: '"text"' }), 'value.json-value-invalid');
  });

  it('deletes an existing entry saved without a value instead of saving it (console-core §5)', () => {
    assert.deepEqual(attributeChange(draft({ text: '   ' }), true), { kind: 'delete', key: 'mode' });
    assert.deepEqual(attributeChange(draft({ type: 'JSON', text: '' }), true), { kind: 'delete', key: 'mode' });
    assert.deepEqual(attributeChange(draft({ type: 'BOOLEAN', flag: false }), true), { kind: 'save', key: 'mode', value: false });
  });
});

describe('entity details: latest telemetry', () => {
  it('takes the newest point of each key, keeps keys sorted and drops a key announced as deleted', () => {
    const start = mergeLatest([], { temperature: [[2000, '21.5'], [1000, '21.4']], humidity: [[1500, '40']] });
    assert.deepEqual(start, [
      { key: 'humidity', ts: 1500, value: '40' },
      { key: 'temperature', ts: 2000, value: '21.5' },
    ]);
    const later = mergeLatest(start, { temperature: [[3000, '22']], humidity: [[0, '']], battery: [[3000, '97']] });
    assert.deepEqual(later, [
      { key: 'battery', ts: 3000, value: '97' },
      { key: 'temperature', ts: 3000, value: '22' },
    ]);
    assert.deepEqual(mergeLatest(later, { temperature: [[2500, '1']] }), later, 'an older point does not replace a newer one');
    assert.deepEqual(withoutKey(later, 'battery'), [{ key: 'temperature', ts: 3000, value: '22' }]);
  });
});
