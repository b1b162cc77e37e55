import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NO_FILE_KEY, fileAccepted, fileSummary, firstAccepted, ltrIsolate, noFileIsError, parseExtensions } from '../../elements/file-input/file-input.logic.js';
import { FILE_SIZE_BASE } from '../../sdk/catalogues/file-size.js';
import { UPLOAD_SIZES_PX } from '../../sdk/catalogues/ui.js';
import en from '../../elements/editors/i18n/locales/en_US.js';

describe('file input (shared-controls §5 Pickers and lists)', () => {
  it('reads the optional comma-separated extension filter', () => {
    assert.deepEqual(parseExtensions('.csv, json ,.TXT'), ['.csv', '.json', '.txt']);
    assert.deepEqual(parseExtensions(''), []);
    assert.deepEqual(parseExtensions(undefined), []);
    assert.deepEqual(parseExtensions(' , .'), []);
  });

  it('ignores files with other extensions, and takes any file without a filter', () => {
    const csv = ['.csv'];
    assert.equal(fileAccepted('Devices.CSV', csv), true);
    assert.equal(fileAccepted('devices.csv.txt', csv), false);
    assert.equal(fileAccepted('.csv', csv), false);
    assert.equal(fileAccepted('notes.txt', []), true);
    assert.deepEqual(firstAccepted([{ name: 'a.txt' }, { name: 'b.json' }, { name: 'c.csv' }], ['.csv', '.json']), { name: 'b.json' });
    assert.equal(firstAccepted([{ name: 'a.txt' }], csv), null);
  });

  it('shows the missing file as import.no-file in error only when required with required-as-error', () => {
    assert.equal(noFileIsError(true, true, false), true);
    assert.equal(noFileIsError(true, false, false), false);
    assert.equal(noFileIsError(false, true, false), false);
    assert.equal(noFileIsError(true, true, true), false);
    assert.equal(NO_FILE_KEY, 'editors:file.no-file');
    assert.equal(en.file['no-file'], 'No file chosen.');
  });

  it('shows the name and the size in units of 1024', () => {
    assert.equal(FILE_SIZE_BASE, 1024);
    assert.deepEqual(fileSummary({ name: 'devices.csv', size: 1536 }), { name: 'devices.csv', size: '1.5 KB' });
    assert.deepEqual(fileSummary({ name: 'a', size: 1023 }), { name: 'a', size: '1023 bytes' });
    assert.deepEqual(fileSummary({ name: 'b', size: 2 * 1024 * 1024 }), { name: 'b', size: '2.0 MB' });
  });

  it('keeps extensions and sizes left to right inside a right-to-left sentence', () => {
    assert.equal(ltrIsolate('.csv, .json'), '\u2066.csv, .json\u2069');
  });

  it('keeps the drop zone of the catalogue', () => {
    assert.equal(UPLOAD_SIZES_PX.fileDropZone, 100);
  });
});
