import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  addPartResult, BULK_IMPORT_MAX_BYTES, BULK_IMPORT_PART_LINES, COLUMN_TYPES, fileErrorLine, fileProblem, guessColumns, importParts,
  mappingProblems, NO_RESULT, partRequest,
} from '../../console/pages/bulk-import/bulk-import.logic.js';
import { readCsv, writeCsv } from '../../console/pages/bulk-import/bulk-import.csv.js';

describe('bulk import from CSV', () => {
  it('offers device credentials and the gateway flag for devices only, routing key and secret for edges only', () => {
    assert.ok(COLUMN_TYPES.DEVICE.includes('ACCESS_TOKEN') && COLUMN_TYPES.DEVICE.includes('IS_GATEWAY') && COLUMN_TYPES.DEVICE.includes('SHARED_ATTRIBUTE'));
    assert.ok(!COLUMN_TYPES.ASSET.includes('ACCESS_TOKEN') && !COLUMN_TYPES.ASSET.includes('SHARED_ATTRIBUTE'));
    assert.ok(COLUMN_TYPES.EDGE.includes('ROUTING_KEY') && COLUMN_TYPES.EDGE.includes('SECRET') && !COLUMN_TYPES.DEVICE.includes('SECRET'));
  });

  it('guesses column types from the header, each entity column once; other columns become server attributes keyed by their title', () => {
    assert.deepEqual(guessColumns(['Name', 'Type', 'Access token', 'temperature', 'name'], 5, 'DEVICE'), [
      { type: 'NAME', key: '' },
      { type: 'TYPE', key: '' },
      { type: 'ACCESS_TOKEN', key: '' },
      { type: 'SERVER_ATTRIBUTE', key: 'temperature' },
      { type: 'SERVER_ATTRIBUTE', key: 'name' },
    ]);
    // An access token column of an asset file is not an asset field.
    assert.deepEqual(guessColumns(['name', 'accessToken'], 2, 'ASSET').map((c) => c.type), ['NAME', 'SERVER_ATTRIBUTE']);
    // Without a header: name, type, then attributes named by position.
    assert.deepEqual(guessColumns(null, 3, 'EDGE'), [{ type: 'NAME', key: '' }, { type: 'TYPE', key: '' }, { type: 'SERVER_ATTRIBUTE', key: 'column 3' }]);
  });

  it('needs a name column, a key for every attribute or time series, and no type or key twice', () => {
    assert.deepEqual(mappingProblems([{ type: 'TYPE', key: '' }]), [{ key: 'lists:bulk-import.need-name' }]);
    assert.deepEqual(mappingProblems([{ type: 'NAME', key: '' }, { type: 'TIMESERIES', key: '  ' }]), [{ key: 'lists:bulk-import.need-key', values: { column: 2 } }]);
    assert.deepEqual(mappingProblems([{ type: 'NAME', key: '' }, { type: 'NAME', key: '' }]), [{ key: 'lists:bulk-import.twice', values: { column: 2 } }]);
    assert.deepEqual(
      mappingProblems([{ type: 'NAME', key: '' }, { type: 'SERVER_ATTRIBUTE', key: 'floor' }, { type: 'TIMESERIES', key: 'floor' }, { type: 'SERVER_ATTRIBUTE', key: 'floor ' }]),
      [{ key: 'lists:bulk-import.twice', values: { column: 4 } }],
    );
    assert.deepEqual(mappingProblems([{ type: 'NAME', key: '' }, { type: 'LABEL', key: '' }]), []);
  });

  it(`sends ${BULK_IMPORT_PART_LINES} lines per call, each part knowing the lines before it`, () => {
    const lines = Array.from({ length: 250 }, (_, i) => i);
    assert.deepEqual(importParts(lines).map((p) => [p.before, p.records.length]), [[0, 100], [100, 100], [200, 50]]);
    assert.deepEqual(importParts([]), []);
  });

  it("renumbers a part's 'Line: n; Error: message' as a line of the whole file, the header counting as line 1", () => {
    assert.equal(fileErrorLine('Line: 3; Error: Device name should be specified', 100, true), 'Line: 104; Error: Device name should be specified');
    assert.equal(fileErrorLine('Line: 3; Error: x', 0, false), 'Line: 3; Error: x');
    assert.equal(fileErrorLine('Something else', 100, true), 'Something else');
    const total = addPartResult(
      addPartResult(NO_RESULT, { created: 99, updated: 0, errors: 1, errorsList: ['Line: 5; Error: a'] }, 0, true),
      { created: 10, updated: 2, errors: 1, errorsList: ['Line: 1; Error: b'] },
      100,
      true,
    );
    assert.deepEqual(total, { created: 109, updated: 2, errors: 2, errorsList: ['Line: 6; Error: a', 'Line: 102; Error: b'] });
  });

  it('asks the server with the header already removed and keys only on attribute and time series columns', () => {
    assert.deepEqual(partRequest('a;b', [{ type: 'NAME', key: 'ignored' }, { type: 'TIMESERIES', key: ' temp ' }], ';', true), {
      file: 'a;b',
      mapping: { columns: [{ type: 'NAME' }, { type: 'TIMESERIES', key: 'temp' }], delimiter: ';', update: true, header: false },
    });
  });

  it(`reads CSV files only, up to ${BULK_IMPORT_MAX_BYTES / 1024 / 1024} MB`, () => {
    assert.equal(fileProblem({ name: 'devices.csv', size: 10, type: '' }), null);
    assert.equal(fileProblem({ name: 'devices.txt', size: 10, type: 'text/plain' }), null);
    assert.equal(fileProblem({ name: 'devices.xlsx', size: 10, type: 'application/vnd.ms-excel' }), 'lists:bulk-import.not-csv');
    assert.equal(fileProblem({ name: 'big.csv', size: BULK_IMPORT_MAX_BYTES + 1, type: 'text/csv' }), 'lists:bulk-import.too-large');
    assert.equal(fileProblem({ name: 'edge.csv', size: BULK_IMPORT_MAX_BYTES, type: 'text/csv' }), null);
  });

  it('keeps quoted delimiters and line breaks of a cell through reading and writing back', async () => {
    const records = await readCsv('name;label\n"Pump; north";"two\nlines"\n\n', ';');
    assert.deepEqual(records, [['name', 'label'], ['Pump; north', 'two\nlines']]);
    assert.deepEqual(await readCsv(await writeCsv(records.slice(1), ';'), ';'), [['Pump; north', 'two\nlines']]);
  });
});
