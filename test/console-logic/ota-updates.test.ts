import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { CHECKSUM_ALGORITHMS } from '../../sdk/catalogues/ota.js';
import { computeChecksum } from '../../sdk/checksum/index.js';
import {
  BROWSER_CHECKSUM_ALGORITHMS, CHECKSUM_HEX_LENGTH, checksumError, checksumSource, DEFAULT_CHECKSUM_ALGORITHM, emptyOtaForm, isHttpUrl,
  otaFormErrors, otaInfoBody, progressPercent, uploadQuery, type OtaForm,
} from '../../console/pages/ota-updates/ota-form.logic.js';
import { refusalMessage, saveOtaInTurn, type OtaSaveSteps } from '../../console/pages/ota-updates/ota-save.logic.js';
import { gridMinWidthRem } from '../../elements/entity-table/entity-table.logic.js';
import { checksumPreview, CHECKSUM_PREVIEW_LENGTH, hasFile, OTA_COLUMNS, OTA_UPDATES_PATH, packageTitle } from '../../console/pages/ota-updates/ota-updates.logic.js';
import { otaDetailsPath } from '../../elements/ota-package-autocomplete/ota-package-autocomplete.logic.js';
import { ROUTES } from '../../console/routes.js';

const filled = (change: Partial<OtaForm> = {}): OtaForm => ({
  ...emptyOtaForm('profile-1'),
  title: 'Thermostat',
  version: '2.0.0',
  file: { name: 'fw.bin', size: 10 },
  ...change,
});

describe('OTA package form', () => {
  it('starts as firmware from a file with SHA256, the default of console-core §3', () => {
    const form = emptyOtaForm();
    assert.equal(form.type, 'FIRMWARE');
    assert.equal(form.source, 'file');
    assert.equal(form.checksumAlgorithm, 'SHA256');
    assert.equal(DEFAULT_CHECKSUM_ALGORITHM, 'SHA256');
  });

  it('requires title, version, a device profile and a file before saving', () => {
    assert.deepEqual(otaFormErrors(emptyOtaForm()), {
      title: 'lists:form.required',
      version: 'lists:form.required',
      deviceProfileId: 'ota:form.profile-required',
      file: 'ota:form.file-required',
    });
    assert.deepEqual(otaFormErrors(filled()), {});
    assert.deepEqual(otaFormErrors(filled({ title: '   ' })), { title: 'lists:form.required' });
    assert.deepEqual(otaFormErrors(filled({ file: { name: 'empty.bin', size: 0 } })), { file: 'ota:form.file-empty' });
  });

  it('keeps title and version to 255 characters', () => {
    assert.deepEqual(otaFormErrors(filled({ title: 'x'.repeat(255) })), {});
    assert.deepEqual(otaFormErrors(filled({ title: 'x'.repeat(256), version: 'v'.repeat(256) })), { title: 'lists:form.max-length', version: 'lists:form.max-length' });
  });

  it('asks an external package for an http or https address instead of a file', () => {
    const url = (value: string) => otaFormErrors(filled({ source: 'url', file: null, url: value }));
    assert.deepEqual(url(''), { url: 'lists:form.required' });
    assert.deepEqual(url('ftp://example.com/fw.bin'), { url: 'ota:form.url-invalid' });
    assert.deepEqual(url('example.com/fw.bin'), { url: 'ota:form.url-invalid' });
    assert.deepEqual(url('https://example.com/fw.bin'), {});
    assert.equal(isHttpUrl(' http://10.0.0.1:8080/a '), true);
  });

  it('accepts a typed checksum only as hex digits of the algorithm length', () => {
    assert.deepEqual(CHECKSUM_HEX_LENGTH, { MD5: 32, SHA256: 64, SHA384: 96, SHA512: 128, CRC32: 8, MURMUR3_32: 8, MURMUR3_128: 32 });
    assert.equal(checksumError('SHA256', ''), null);
    assert.equal(checksumError('SHA256', 'a'.repeat(64)), null);
    assert.equal(checksumError('SHA256', 'A'.repeat(64)), null);
    assert.equal(checksumError('SHA256', 'a'.repeat(63)), 'ota:form.checksum-length');
    assert.equal(checksumError('CRC32', 'g'.repeat(8)), 'ota:form.checksum-hex');
    assert.deepEqual(otaFormErrors(filled({ checksumAlgorithm: 'MD5', checksum: 'abc' })), { checksum: 'ota:form.checksum-length' });
  });

  it('gives each of the seven algorithms a length that matches the checksum the SDK computes', async () => {
    assert.deepEqual([...CHECKSUM_ALGORITHMS], ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128']);
    for (const algorithm of CHECKSUM_ALGORITHMS) {
      const checksum = await computeChecksum(algorithm, new TextEncoder().encode('firmware'));
      assert.equal(checksumError(algorithm, checksum), null, algorithm);
    }
  });
});

describe('OTA checksum choice', () => {
  it('uses a typed checksum, computes SHA256/384/512 in the browser and leaves the others to the server', () => {
    assert.deepEqual(BROWSER_CHECKSUM_ALGORITHMS, ['SHA256', 'SHA384', 'SHA512']);
    assert.equal(checksumSource('MD5', 'ab'), 'given');
    assert.equal(checksumSource('SHA256', ' '), 'browser');
    assert.equal(checksumSource('SHA384', ''), 'browser');
    assert.equal(checksumSource('SHA512', ''), 'browser');
    for (const algorithm of ['MD5', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const) assert.equal(checksumSource(algorithm, ''), 'server');
  });

  it('computes the browser checksum as the hex digest the server stores', async () => {
    const data = new TextEncoder().encode('tbkit firmware');
    assert.equal(await computeChecksum('SHA256', data), createHash('sha256').update(data).digest('hex'));
  });

  it('sends the algorithm always and the checksum only when known, lower-cased', () => {
    assert.equal(uploadQuery('CRC32', null), 'checksumAlgorithm=CRC32');
    assert.equal(uploadQuery('SHA256', ' ABC '), 'checksumAlgorithm=SHA256&checksum=abc');
  });
});

describe('OTA package information body', () => {
  it('saves a file package without URL or checksum, the tag being title and version', () => {
    assert.deepEqual(otaInfoBody(filled({ title: ' Thermostat ', description: ' Beta ', checksum: 'ab' })), {
      title: 'Thermostat',
      version: '2.0.0',
      tag: 'Thermostat 2.0.0',
      type: 'FIRMWARE',
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'profile-1' },
      usesUrl: false,
      additionalInfo: { description: 'Beta' },
    });
  });

  it('saves an external package with its URL, and its checksum when one is typed', () => {
    const body = otaInfoBody(filled({ type: 'SOFTWARE', source: 'url', url: ' https://cdn.example/fw.bin ', checksumAlgorithm: 'MD5', checksum: 'AB' }));
    assert.equal(body.usesUrl, true);
    assert.equal(body.type, 'SOFTWARE');
    assert.equal(body.url, 'https://cdn.example/fw.bin');
    assert.equal(body.checksumAlgorithm, 'MD5');
    assert.equal(body.checksum, 'ab');
    assert.equal('checksum' in otaInfoBody(filled({ source: 'url', url: 'https://x.example' })), false);
  });
});

describe('OTA upload progress', () => {
  it('is the whole percentage of bytes sent, 0 to 100, and 0 while the total is unknown', () => {
    assert.equal(progressPercent(0, 1000), 0);
    assert.equal(progressPercent(999, 1000), 99);
    assert.equal(progressPercent(1000, 1000), 100);
    assert.equal(progressPercent(1500, 1000), 100);
    assert.equal(progressPercent(500, 0), 0);
  });
});

describe('OTA package save sequence (console-core §5)', () => {
  type Info = { id: string; step: string };
  const record = (upload: OtaSaveSteps<Info>['upload'] | null, removeOk = true) => {
    const calls: string[] = [];
    const steps: OtaSaveSteps<Info> = {
      saveInfo: async () => {
        calls.push('info');
        return { ok: true, value: { id: 'p1', step: 'info' } };
      },
      ...(upload ? { upload: async (saved: Info) => {
        calls.push(`upload ${saved.id}`);
        return upload(saved);
      } } : {}),
      remove: async (saved) => {
        calls.push(`delete ${saved.id}`);
        return removeOk;
      },
    };
    return { calls, steps };
  };

  it('saves the information first, then uploads the file of the package it created', async () => {
    const { calls, steps } = record(async () => ({ ok: true, value: { id: 'p1', step: 'upload' } }));
    assert.deepEqual(await saveOtaInTurn(steps), { kind: 'saved', value: { id: 'p1', step: 'upload' } });
    assert.deepEqual(calls, ['info', 'upload p1']);
  });

  it('deletes the package when the upload fails and reports the server message', async () => {
    const { calls, steps } = record(async () => ({ ok: false, message: 'Wrong checksum' }));
    assert.deepEqual(await saveOtaInTurn(steps), { kind: 'upload-failed', message: 'Wrong checksum', removed: true });
    assert.deepEqual(calls, ['info', 'upload p1', 'delete p1']);
  });

  it('deletes the package when the upload throws or is cancelled, and says when the delete failed too', async () => {
    const thrown = record(async () => {
      throw new Error('network down');
    }, false);
    assert.deepEqual(await saveOtaInTurn(thrown.steps), { kind: 'upload-failed', message: 'network down', removed: false });
    assert.deepEqual(thrown.calls, ['info', 'upload p1', 'delete p1']);
    const cancelled = record(async () => ({ ok: false, message: '', cancelled: true }));
    assert.deepEqual(await saveOtaInTurn(cancelled.steps), { kind: 'cancelled', removed: true });
  });

  it('uploads nothing and deletes nothing when the information is refused (title and version taken)', async () => {
    const { calls, steps } = record(async () => ({ ok: true, value: { id: 'p1', step: 'upload' } }));
    steps.saveInfo = async () => {
      calls.push('info');
      return { ok: false, message: 'OtaPackage with such title and version already exists!' };
    };
    assert.deepEqual(await saveOtaInTurn(steps), { kind: 'refused', message: 'OtaPackage with such title and version already exists!' });
    assert.deepEqual(calls, ['info']);
  });

  it('saves an external package with the information alone', async () => {
    const { calls, steps } = record(null);
    assert.deepEqual(await saveOtaInTurn(steps), { kind: 'saved', value: { id: 'p1', step: 'info' } });
    assert.deepEqual(calls, ['info']);
  });

  it("reads the server's message from its error body", () => {
    assert.equal(refusalMessage({ status: 400, message: 'OtaPackage with such title and version already exists!', errorCode: 31 }), 'OtaPackage with such title and version already exists!');
    assert.equal(refusalMessage(''), null);
    assert.equal(refusalMessage({ message: ' ' }), null);
  });
});

describe('OTA packages list', () => {
  it('shows the first 12 characters of each checksum', () => {
    assert.equal(CHECKSUM_PREVIEW_LENGTH, 12);
    assert.equal(checksumPreview('0123456789abcdef'), '0123456789ab…');
    assert.equal(checksumPreview('01234567'), '01234567');
    assert.equal(checksumPreview(null), '');
    const column = OTA_COLUMNS.find((c) => c.key === 'checksum')!;
    assert.equal(column.value?.({ checksum: 'f'.repeat(64) }), `${'f'.repeat(12)}…`);
    assert.equal(column.value?.({ checksumAlgorithm: 'SHA256', checksum: 'f'.repeat(64) }), `SHA256 ${'f'.repeat(12)}…`);
    assert.equal(column.value?.({ checksumAlgorithm: 'CRC32', checksum: null }), '');
  });

  it('offers a download only for a package with a file, not for one at an external URL the server also marks hasData', () => {
    assert.equal(hasFile({ hasData: true, dataSize: 2500 }), true);
    assert.equal(hasFile({ hasData: true, url: 'https://example.com/agent.tar.gz' }), false);
    assert.equal(hasFile({ hasData: false }), false);
  });

  it('fits the list with its download action into 1440 px less the 250 px side menu without scrolling', () => {
    const rem = gridMinWidthRem([...OTA_COLUMNS.map((c) => c.size), 'xs'], true);
    assert.ok(rem * 16 <= 1440 - 250 - 32, `${rem} rem`);
  });
});

describe('an OTA package’s address', () => {
  it('is a route of the console, the one the OTA package field’s details link opens, for tenant administrators', () => {
    const route = ROUTES.find((r) => r.path === `${OTA_UPDATES_PATH}/:otaPackageId`);
    assert.ok(route, 'the /otaUpdates/:otaPackageId route exists');
    assert.deepEqual(route.access, ['TENANT_ADMIN']);
    assert.equal(otaDetailsPath('pkg 1'), '/otaUpdates/pkg%201');
  });

  it('names the package in the breadcrumb by its title and version', () => {
    assert.equal(packageTitle({ title: 'Thermostat fw', version: '2.0.0' }), 'Thermostat fw 2.0.0');
    assert.equal(packageTitle({ title: 'No version' }), 'No version');
  });
});
