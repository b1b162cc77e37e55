import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import createOpenApiClient from 'openapi-fetch';
import type { paths } from '../../sdk/generated/schema.js';
import { ApiError } from '../../sdk/errors/api-error.js';
import {
  DEFAULT_UPLOAD_CHECKSUM_ALGORITHM,
  deleteOtaPackage,
  saveOtaPackage,
  uploadOtaPackageFile,
  type SaveOtaPackageInfoRequest,
} from '../../sdk/ota-upload.js';
import { createFakeServer, json, tbError, type FakeServer, type SeenRequest } from '../support/fake-fetch.js';

const PACKAGE_ID = '0b1e6f40-0000-4000-8000-000000000001';
const UPLOAD_PATH = `/api/otaPackage/${PACKAGE_ID}`;
const CONTENT = 'firmware bytes';

function clientFor(server: FakeServer) {
  return createOpenApiClient<paths>({ baseUrl: 'http://tb.test', fetch: server.fetch });
}

async function formOf(request: SeenRequest): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  return new Response(request.body, { headers: { 'Content-Type': contentType } }).formData();
}

const info: SaveOtaPackageInfoRequest = {
  title: 'fw',
  version: '1.0',
  type: 'FIRMWARE',
  deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-1' },
  checksumAlgorithm: 'MD5',
};

const saved = { ...info, id: { entityType: 'OTA_PACKAGE' as const, id: PACKAGE_ID }, hasData: false };
const uploaded = { ...saved, hasData: true, fileName: 'fw.bin', dataSize: CONTENT.length };

describe('OTA package upload', () => {
  it('posts the file as the multipart field file with the checksum algorithm and checksum in the query', async () => {
    const server = createFakeServer().route('POST', UPLOAD_PATH, json(200, uploaded));
    const result = await uploadOtaPackageFile(clientFor(server), PACKAGE_ID, new Blob([CONTENT]), {
      checksumAlgorithm: 'CRC32',
      checksum: 'abcd0123',
      fileName: 'fw.bin',
    });
    assert.deepEqual(result, uploaded);
    const [request] = server.requestsTo(UPLOAD_PATH);
    assert.ok(request);
    assert.equal(request.method, 'POST');
    assert.deepEqual(Object.fromEntries(request.query), { checksumAlgorithm: 'CRC32', checksum: 'abcd0123' });
    assert.match(request.headers.get('content-type') ?? '', /^multipart\/form-data; boundary=/);
    const part = (await formOf(request)).get('file');
    assert.ok(part instanceof File);
    assert.equal(part.name, 'fw.bin');
    assert.equal(await part.text(), CONTENT);
  });

  it('sends only the algorithm when there is no checksum, defaulting to SHA256', async () => {
    const server = createFakeServer().route('POST', UPLOAD_PATH, json(200, uploaded));
    await uploadOtaPackageFile(clientFor(server), PACKAGE_ID, new Blob([CONTENT]));
    assert.equal(DEFAULT_UPLOAD_CHECKSUM_ALGORITHM, 'SHA256');
    assert.deepEqual(Object.fromEntries(server.requestsTo(UPLOAD_PATH)[0]?.query ?? []), { checksumAlgorithm: 'SHA256' });
    const part = (await formOf(server.requests[0] as SeenRequest)).get('file');
    assert.ok(part instanceof File);
    assert.equal(part.name, 'file');
  });

  it('computes the checksum of the file when asked', async () => {
    const server = createFakeServer().route('POST', UPLOAD_PATH, json(200, uploaded));
    await uploadOtaPackageFile(clientFor(server), PACKAGE_ID, new File([CONTENT], 'named.bin'), {
      checksumAlgorithm: 'SHA256',
      computeChecksum: true,
    });
    const request = server.requestsTo(UPLOAD_PATH)[0] as SeenRequest;
    assert.equal(request.query.get('checksum'), createHash('sha256').update(CONTENT).digest('hex'));
    const part = (await formOf(request)).get('file');
    assert.ok(part instanceof File);
    assert.equal(part.name, 'named.bin');
  });

  it('fails with the classified error the server answered', async () => {
    const server = createFakeServer().route('POST', UPLOAD_PATH, tbError(400, 31, 'Wrong checksum'));
    const error: unknown = await uploadOtaPackageFile(clientFor(server), PACKAGE_ID, new Blob([CONTENT])).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 400);
    assert.equal(error.errorCode, 31);
  });

  it('deletes a package by id', async () => {
    const server = createFakeServer().route('DELETE', UPLOAD_PATH, json(200));
    await deleteOtaPackage(clientFor(server), PACKAGE_ID);
    assert.deepEqual(server.requests.map((r) => `${r.method} ${r.path}`), [`DELETE ${UPLOAD_PATH}`]);
  });
});

describe('OTA package save', () => {
  it('saves the information first, then uploads the file with the package algorithm', async () => {
    const server = createFakeServer()
      .route('POST', '/api/otaPackage', json(200, saved))
      .route('POST', UPLOAD_PATH, json(200, uploaded));
    const result = await saveOtaPackage(clientFor(server), info, new Blob([CONTENT]), { computeChecksum: true });
    assert.deepEqual(result, uploaded);
    assert.deepEqual(server.requests.map((r) => `${r.method} ${r.path}`), ['POST /api/otaPackage', `POST ${UPLOAD_PATH}`]);
    assert.deepEqual(JSON.parse(server.requests[0]?.body ?? ''), info);
    const query = server.requests[1]?.query;
    assert.equal(query?.get('checksumAlgorithm'), 'MD5');
    assert.equal(query?.get('checksum'), createHash('md5').update(CONTENT).digest('hex'));
  });

  it('sends a checksum typed into the information as it is', async () => {
    const server = createFakeServer()
      .route('POST', '/api/otaPackage', json(200, saved))
      .route('POST', UPLOAD_PATH, json(200, uploaded));
    await saveOtaPackage(clientFor(server), { ...info, checksum: 'feedbeef' }, new Blob([CONTENT]), { computeChecksum: true });
    assert.equal(server.requests[1]?.query.get('checksum'), 'feedbeef');
  });

  it('saves only the information when there is no file', async () => {
    const server = createFakeServer().route('POST', '/api/otaPackage', json(200, saved));
    const result = await saveOtaPackage(clientFor(server), { ...info, usesUrl: true, url: 'http://fw' });
    assert.deepEqual(result, saved);
    assert.equal(server.requests.length, 1);
  });

  it('deletes the saved package and rethrows when the upload fails', async () => {
    const server = createFakeServer()
      .route('POST', '/api/otaPackage', json(200, saved))
      .route('POST', UPLOAD_PATH, tbError(500, 2, 'disk full'))
      .route('DELETE', UPLOAD_PATH, json(200));
    const error: unknown = await saveOtaPackage(clientFor(server), info, new Blob([CONTENT])).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 500);
    assert.deepEqual(server.requests.map((r) => `${r.method} ${r.path}`), [
      'POST /api/otaPackage',
      `POST ${UPLOAD_PATH}`,
      `DELETE ${UPLOAD_PATH}`,
    ]);
  });

  it('still throws the upload error when the clean-up delete fails too', async () => {
    const server = createFakeServer()
      .route('POST', '/api/otaPackage', json(200, saved))
      .route('POST', UPLOAD_PATH, tbError(400, 31, 'bad file'))
      .route('DELETE', UPLOAD_PATH, tbError(500, 2, 'oops'));
    const error: unknown = await saveOtaPackage(clientFor(server), info, new Blob([CONTENT])).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 400);
  });

  it('uploads nothing when saving the information fails', async () => {
    const server = createFakeServer().route('POST', '/api/otaPackage', tbError(400, 31, 'title required'));
    await assert.rejects(saveOtaPackage(clientFor(server), info, new Blob([CONTENT])), ApiError);
    assert.equal(server.requests.length, 1);
  });
});
