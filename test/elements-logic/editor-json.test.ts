import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  JSON_PARSE_ERROR,
  formatJsonText,
  isJsonObject,
  jsonText,
  lineCount,
  parserErrorText,
  readJsonObject,
  sameJson,
} from '../../elements/json-object-editor/json-object-editor.logic.js';
import en from '../../elements/editors/i18n/locales/en_US.js';
import { JSON_TIDY_INDENT } from '../../sdk/catalogues/ui.js';

describe('JSON object editor (shared-controls §5 Editors)', () => {
  it("leaves an empty editor valid unless required, when it is 'Json object is required.'", () => {
    assert.deepEqual(readJsonObject('', false), { value: null, error: null });
    assert.deepEqual(readJsonObject('  \n ', false), { value: null, error: null });
    assert.deepEqual(readJsonObject('', true), { value: null, error: { code: 'required' } });
    assert.equal(en.json.required, 'Json object is required.');
  });

  it('accepts text that parses to a JSON object', () => {
    assert.deepEqual(readJsonObject('{"a": 1, "b": [true, null]}', true), { value: { a: 1, b: [true, null] }, error: null });
    assert.deepEqual(readJsonObject('{}', true), { value: {}, error: null });
  });

  it("refuses text the parser refuses with jsonParseError and 'Error: <error name>: <parser message>'", () => {
    const state = readJsonObject('{"a": }', false);
    assert.equal(state.value, null);
    assert.equal(state.error?.code, JSON_PARSE_ERROR);
    assert.equal(JSON_PARSE_ERROR, 'jsonParseError');
    let thrown: unknown;
    try {
      JSON.parse('{"a": }');
    } catch (error) {
      thrown = error;
    }
    assert.equal(state.error?.code === JSON_PARSE_ERROR && state.error.message, `Error: SyntaxError: ${(thrown as Error).message}`);
    assert.match(String(state.error?.code === JSON_PARSE_ERROR && state.error.message), /^Error: SyntaxError: .+/);
  });

  it("refuses JSON that is not an object with 'Value is not a valid JSON'", () => {
    for (const text of ['[1, 2]', '42', '"text"', 'null', 'true']) {
      assert.deepEqual(readJsonObject(text, false), { value: null, error: { code: JSON_PARSE_ERROR, message: null } }, text);
    }
    assert.equal(en.json['not-valid'], 'Value is not a valid JSON');
  });

  it('writes the parser error without the parts a thrown value lacks', () => {
    assert.equal(parserErrorText({ name: 'SyntaxError', message: 'Unexpected end' }), 'Error: SyntaxError: Unexpected end');
    assert.equal(parserErrorText({ message: 'Unexpected end' }), 'Error: Unexpected end');
    assert.equal(parserErrorText(null), 'Error:');
  });

  it('tidies with the editor indent of 2, and formats nothing that is not an object', () => {
    assert.equal(JSON_TIDY_INDENT.editor, 2);
    assert.equal(jsonText({ a: { b: 1 } }), '{\n  "a": {\n    "b": 1\n  }\n}');
    assert.equal(jsonText(null), '');
    assert.equal(formatJsonText('{"a":[1,2]}'), '{\n  "a": [\n    1,\n    2\n  ]\n}');
    assert.equal(formatJsonText('{"a":'), null);
    assert.equal(formatJsonText('[1]'), null);
  });

  it('counts lines for the gutter and compares values as JSON', () => {
    assert.equal(lineCount(''), 1);
    assert.equal(lineCount('{\n  "a": 1\n}'), 3);
    assert.equal(sameJson({ a: 1 }, { a: 1 }), true);
    assert.equal(sameJson({ a: 1 }, { a: 2 }), false);
    assert.equal(sameJson(null, undefined), true);
    assert.equal(isJsonObject([]), false);
    assert.equal(isJsonObject({}), true);
  });
});
