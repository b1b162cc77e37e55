import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsonNumber, parseJsonText, stringifyTree, toPlain } from '../../server/telemetry/json-text.js';
import { BIG_INTEGER_MESSAGE, formatDouble, kvAsString, kvFromPlain, kvFromTree, kvToPlain, numberValue, plainAsString } from '../../server/telemetry/values.js';
import { MAX_KEY_LENGTH, parseAttributesPayload, parseTimeseriesPayload, PayloadError, splitKeys } from '../../server/telemetry/payload.js';
import { kvFromRow } from '../../server/telemetry/kv-row.js';

test('reads JSON keeping number literals as written and writes them back unchanged', () => {
  const text = '{"a":22.0,"b":[1,-2.50e3,true,null],"c":{"d":"x\\"yé"},"big":9007199254740993}';
  const tree = parseJsonText(text);
  assert.equal(stringifyTree(tree), text);
  assert.equal(stringifyTree(parseJsonText('"\\u00e9\\n"')), '"é\\n"');
  assert.ok(tree instanceof Map);
  assert.deepEqual(tree.get('a'), new JsonNumber('22.0'));
  assert.deepEqual(toPlain(tree), { a: 22, b: [1, -2500, true, null], c: { d: 'x"yé' }, big: 9007199254740992 });
});

test('reads an empty body as null and rejects malformed JSON with a SyntaxError', () => {
  assert.equal(parseJsonText('  '), null);
  for (const bad of ['{"a":', '{"a" 1}', '[1,]', '01', 'tru', '{"a":1} x', '"open']) {
    assert.throws(() => parseJsonText(bad), SyntaxError, bad);
  }
});

test('keeps a "__proto__" key as an own property', () => {
  const plain = toPlain(parseJsonText('{"__proto__":{"polluted":true}}')) as Record<string, unknown>;
  assert.deepEqual(Object.keys(plain), ['__proto__']);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('types integer literals as LONG and literals with a point or exponent as DOUBLE', () => {
  assert.deepEqual(numberValue('42'), { type: 'LONG', value: 42n });
  assert.deepEqual(numberValue('-9223372036854775808'), { type: 'LONG', value: -9223372036854775808n });
  assert.deepEqual(numberValue('22.0'), { type: 'DOUBLE', value: 22 });
  assert.deepEqual(numberValue('1e3'), { type: 'DOUBLE', value: 1000 });
  assert.throws(() => numberValue('9223372036854775808'), { message: BIG_INTEGER_MESSAGE });
});

test('types booleans, strings, objects and arrays, and answers undefined for null', () => {
  assert.deepEqual(kvFromTree(true), { type: 'BOOLEAN', value: true });
  assert.deepEqual(kvFromTree('on'), { type: 'STRING', value: 'on' });
  assert.deepEqual(kvFromTree(parseJsonText('{"x": 1.0}')), { type: 'JSON', value: '{"x":1.0}' });
  assert.deepEqual(kvFromTree(parseJsonText('[1, 2]')), { type: 'JSON', value: '[1,2]' });
  assert.equal(kvFromTree(null), undefined);
  assert.deepEqual(kvFromPlain(3), { type: 'LONG', value: 3n });
  assert.deepEqual(kvFromPlain(3.5), { type: 'DOUBLE', value: 3.5 });
  assert.deepEqual(kvFromPlain({ a: 1 }), { type: 'JSON', value: '{"a":1}' });
});

test('prints doubles in plain notation between 10^-3 and 10^7 and in E notation outside', () => {
  const cases: Array<[number, string]> = [
    [22, '22.0'], [21.5, '21.5'], [0, '0.0'], [-0, '-0.0'], [-3.25, '-3.25'], [0.001, '0.001'], [1234567.5, '1234567.5'],
    [1e7, '1.0E7'], [12345678.9, '1.23456789E7'], [0.0001, '1.0E-4'], [1.5e-4, '1.5E-4'], [-2.5e10, '-2.5E10'],
    [NaN, 'NaN'], [Infinity, 'Infinity'], [-Infinity, '-Infinity'],
  ];
  for (const [x, text] of cases) assert.equal(formatDouble(x), text, String(x));
});

test('answers values as text or typed: long and double differ, JSON stays text or parses', () => {
  assert.equal(kvAsString({ type: 'LONG', value: 9007199254740993n }), '9007199254740993');
  assert.equal(kvAsString({ type: 'DOUBLE', value: 22 }), '22.0');
  assert.equal(kvAsString({ type: 'BOOLEAN', value: false }), 'false');
  assert.equal(kvAsString({ type: 'JSON', value: '{"a":1.50}' }), '{"a":1.50}');
  assert.deepEqual(kvToPlain({ type: 'JSON', value: '{"a":1.50}' }), { a: 1.5 });
  assert.equal(kvToPlain({ type: 'LONG', value: 7n }), 7);
  assert.equal(plainAsString({ a: 1 }), '{"a":1}');
  assert.equal(plainAsString(21.5), '21.5');
});

test('reads typed value columns back from a row', () => {
  const row = { bool_v: null, long_v: null, dbl_v: null, str_v: null, json_v: null };
  assert.equal(kvFromRow(row), undefined);
  assert.deepEqual(kvFromRow({ ...row, long_v: '12' }), { type: 'LONG', value: 12n });
  assert.deepEqual(kvFromRow({ ...row, bool_v: false }), { type: 'BOOLEAN', value: false });
  assert.deepEqual(kvFromRow({ ...row, dbl_v: 1.5 }), { type: 'DOUBLE', value: 1.5 });
  assert.deepEqual(kvFromRow({ ...row, json_v: '[1]' }), { type: 'JSON', value: '[1]' });
});

test('reads the three time-series payload forms, stamping plain objects with now', () => {
  const now = 5000;
  assert.deepEqual(parseTimeseriesPayload(parseJsonText('{"t": 21.5}'), now), [{ ts: 5000, key: 't', value: { type: 'DOUBLE', value: 21.5 } }]);
  assert.deepEqual(parseTimeseriesPayload(parseJsonText('{"ts": 1000, "values": {"n": 1}}'), now), [{ ts: 1000, key: 'n', value: { type: 'LONG', value: 1n } }]);
  const many = parseTimeseriesPayload(parseJsonText('[{"ts": 1, "values": {"a": true}}, {"b": "x"}]'), now);
  assert.deepEqual(many.map((e) => [e.ts, e.key, e.value.type]), [[1, 'a', 'BOOLEAN'], [5000, 'b', 'STRING']]);
  assert.deepEqual(parseTimeseriesPayload(parseJsonText('{}'), now), []);
});

test('rejects null values, blank or over-long keys, bad timestamps and non-object payloads', () => {
  const bad = ['{"a": null}', '{" ": 1}', `{"${'k'.repeat(MAX_KEY_LENGTH + 1)}": 1}`, '{"ts": "x", "values": {"a": 1}}',
    '{"ts": 1, "values": 5}', '[1]', '"text"', '{"big": 99999999999999999999}'];
  for (const text of bad) assert.throws(() => parseTimeseriesPayload(parseJsonText(text), 0), PayloadError, text);
  assert.doesNotThrow(() => parseTimeseriesPayload(parseJsonText(`{"${'k'.repeat(MAX_KEY_LENGTH)}": 1}`), 0));
});

test('reads attribute payloads, a null value asking for the attribute to be deleted', () => {
  const p = parseAttributesPayload(parseJsonText('{"a": 1, "b": null, "c": {"x": [1]}}'));
  assert.deepEqual([...p.values.keys()], ['a', 'c']);
  assert.deepEqual(p.deletes, ['b']);
  assert.throws(() => parseAttributesPayload(parseJsonText('[1]')), PayloadError);
});

test('splits key lists on commas, trimming and dropping blanks', () => {
  assert.deepEqual(splitKeys(' a, b,,c '), ['a', 'b', 'c']);
  assert.deepEqual(splitKeys(undefined), []);
  assert.deepEqual(splitKeys(''), []);
});
