import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { createClient } from '../../sdk/client.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { saveOtaPackage } from '../../sdk/ota-upload.js';
import { rolesOf, type Roles } from './rule-chains-support.js';

let server: TestServer;
let roles: Roles;
let counter = 0;
const PROFILE = { entityType: 'DEVICE_PROFILE' as const, id: DEMO.defaultDeviceProfileId };
const FOX = Buffer.from('The quick brown fox jumps over the lazy dog');

before(async () => {
  server = await startTestServer();
  roles = await rolesOf(server, 'upload');
});
after(() => server.close());

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });

async function newPackage(extra: Record<string, unknown> = {}): Promise<string> {
  counter += 1;
  const res = await call('POST', '/api/otaPackage', roles.tenant,
    { title: `Upload ${counter}`, version: '1.0', type: 'FIRMWARE', deviceProfileId: PROFILE, ...extra });
  assert.equal(res.status, 200, res.text);
  return res.body.id.id;
}

async function upload(id: string, data: Buffer, query: string, opts: { field?: string; name?: string; type?: string; token?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'file', new Blob([new Uint8Array(data)], { type: opts.type ?? 'application/x-binary' }), opts.name ?? 'firmware.bin');
  const res = await fetch(`${server.url}/api/otaPackage/${id}?${query}`, {
    method: 'POST', headers: { 'X-Authorization': `Bearer ${opts.token ?? roles.tenant}` }, body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const digest = (algorithm: string, data: Buffer) => createHash(algorithm).update(data).digest('hex');

test('computes and stores the checksum of each algorithm when none is given', async () => {
  const data = randomBytes(4096);
  const vectors: Array<[string, Buffer, string]> = [
    ['MD5', data, digest('md5', data)],
    ['SHA256', data, digest('sha256', data)],
    ['SHA384', data, digest('sha384', data)],
    ['SHA512', data, digest('sha512', data)],
    ['CRC32', Buffer.from('123456789'), '2639f4cb'],
    ['MURMUR3_32', FOX, '23f74f2e'],
    ['MURMUR3_128', FOX, '6c1b07bc7bbc4be347939ac4a93c437a'],
  ];
  for (const [algorithm, bytes, expected] of vectors) {
    const id = await newPackage();
    const res = await upload(id, bytes, `checksumAlgorithm=${algorithm}`);
    assert.equal(res.status, 200, `${algorithm}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.checksumAlgorithm, algorithm);
    assert.equal(res.body.checksum, expected, algorithm);
    assert.deepEqual([res.body.hasData, res.body.dataSize, res.body.fileName, res.body.contentType], [true, bytes.length, 'firmware.bin', 'application/x-binary']);
  }
});

test('accepts a matching checksum in any letter case and an algorithm in lower case', async () => {
  const data = randomBytes(100);
  const id = await newPackage();
  const given = digest('sha256', data).toUpperCase();
  const res = await upload(id, data, `checksumAlgorithm=sha256&checksum=${given}`);
  assert.equal(res.status, 200);
  assert.deepEqual([res.body.checksumAlgorithm, res.body.checksum], ['SHA256', given]);
});

test('answers 400 "Wrong checksum" for a checksum that does not match and stores nothing', async () => {
  const id = await newPackage();
  const res = await upload(id, Buffer.from('123456789'), 'checksumAlgorithm=CRC32&checksum=cbf43926');
  assert.equal(res.status, 400);
  assert.equal(res.body.errorCode, 31);
  assert.equal(res.body.message, "Wrong checksum: the file's CRC32 checksum is 2639f4cb, not cbf43926");
  const info = await call('GET', `/api/otaPackage/info/${id}`, roles.tenant);
  assert.deepEqual([info.body.hasData, info.body.checksum, info.body.dataSize], [false, null, null]);
});

test('answers 400 for a missing or unknown algorithm, a missing file part, an empty file or a second upload', async () => {
  const id = await newPackage();
  const noAlgorithm = await upload(id, Buffer.from('x'), '');
  assert.equal(noAlgorithm.body.message, "Required request parameter 'checksumAlgorithm' is not present");
  const badAlgorithm = await upload(id, Buffer.from('x'), 'checksumAlgorithm=SHA1');
  assert.equal(badAlgorithm.status, 400);
  assert.match(badAlgorithm.body.message, /^Invalid value of 'checksumAlgorithm': SHA1/);
  const wrongField = await upload(id, Buffer.from('x'), 'checksumAlgorithm=MD5', { field: 'upload' });
  assert.equal(wrongField.body.message, "Required request part 'file' is not present");
  const notMultipart = await call('POST', `/api/otaPackage/${id}?checksumAlgorithm=MD5`, roles.tenant, { file: 'x' });
  assert.equal(notMultipart.status, 400);
  const empty = await upload(id, Buffer.alloc(0), 'checksumAlgorithm=MD5');
  assert.equal(empty.body.message, 'OtaPackage data should be specified!');
  assert.equal((await upload(id, Buffer.from('first'), 'checksumAlgorithm=MD5')).status, 200);
  const second = await upload(id, Buffer.from('second'), 'checksumAlgorithm=MD5');
  assert.equal(second.status, 400);
  assert.equal(second.body.message, 'Updating otaPackage data is prohibited!');
});

test('refuses a file for a package that uses a URL', async () => {
  const id = await newPackage({ usesUrl: true, url: 'http://example.com/p.bin' });
  const res = await upload(id, Buffer.from('x'), 'checksumAlgorithm=MD5');
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Updating otaPackage data is prohibited: the package uses a URL!');
});

test('downloads the file with x-filename, disposition and content type; 404 without data, bare 400 for a URL package', async () => {
  const data = randomBytes(300);
  const id = await newPackage();
  assert.equal((await call('GET', `/api/otaPackage/${id}/download`, roles.tenant)).status, 404);
  await upload(id, data, 'checksumAlgorithm=MD5', { name: 'image v1.hex', type: 'text/x-hex' });
  const res = await fetch(`${server.url}/api/otaPackage/${id}/download`, { headers: { 'X-Authorization': `Bearer ${roles.tenant}` } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-filename'), 'image v1.hex');
  assert.equal(res.headers.get('content-disposition'), 'attachment;filename=image v1.hex');
  assert.equal(res.headers.get('content-type'), 'text/x-hex');
  assert.equal(res.headers.get('content-length'), '300');
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), data);
  const full = await call('GET', `/api/otaPackage/${id}`, roles.tenant);
  assert.equal(full.body.data, data.toString('base64'));
  const urlId = await newPackage({ usesUrl: true, url: 'http://example.com/q.bin' });
  const urlRes = await call('GET', `/api/otaPackage/${urlId}/download`, roles.tenant);
  assert.equal(urlRes.status, 400);
  assert.equal(urlRes.text, '');
});

test('serves an uploaded package to its device through the device API', async () => {
  const data = randomBytes(64);
  const id = await newPackage({ title: 'Device Fetch', version: '7.0' });
  await upload(id, data, 'checksumAlgorithm=SHA256');
  const res = await fetch(`${server.url}/api/v1/demo-thermostat-t1/firmware?title=Device%20Fetch&version=7.0`);
  assert.equal(res.status, 200);
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), data);
});

test('keeps the total size of a tenant\'s files within its profile limit', async () => {
  const profile = await server.ctx.db.one<{ profile_data: Record<string, unknown> }>('SELECT profile_data FROM tenant_profile WHERE id = $1', [DEMO.tenantProfileId]);
  const used = await server.ctx.db.one<{ n: string | null }>('SELECT sum(data_size) AS n FROM ota_package WHERE tenant_id = $1', [DEMO.tenantId]);
  const limit = Number(used?.n ?? 0) + 10;
  await server.ctx.db.query(`UPDATE tenant_profile SET profile_data = jsonb_set(profile_data, '{configuration,maxOtaPackagesInBytes}', $2::jsonb, true) WHERE id = $1`,
    [DEMO.tenantProfileId, String(limit)]);
  try {
    const id = await newPackage();
    const res = await upload(id, Buffer.alloc(11, 1), 'checksumAlgorithm=MD5');
    assert.equal(res.status, 400);
    assert.equal(res.body.message, `Failed to create the ota package, files size limit is exhausted ${limit} bytes!`);
    assert.equal((await upload(id, Buffer.alloc(10, 1), 'checksumAlgorithm=MD5')).status, 200);
  } finally {
    await server.ctx.db.query('UPDATE tenant_profile SET profile_data = $2 WHERE id = $1', [DEMO.tenantProfileId, JSON.stringify(profile!.profile_data)]);
  }
});

test('lets only the tenant administrator of the package upload a file', async () => {
  const id = await newPackage();
  for (const token of [roles.sysadmin, roles.customer, roles.otherTenant]) {
    assert.equal((await upload(id, Buffer.from('x'), 'checksumAlgorithm=MD5', { token })).status, 403);
  }
  assert.equal((await call('GET', `/api/otaPackage/info/${id}`, roles.tenant)).body.hasData, false);
  assert.equal((await upload('11111111-2222-4333-8444-555555555555', Buffer.from('x'), 'checksumAlgorithm=MD5')).status, 404);
});

test('works with the SDK save flow: info, file with a client-side checksum, and clean-up after a refused upload', async () => {
  const client = createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  await client.auth.login({ username: 'tenant@thingsboard.org', password: 'tenant' });
  const file = new Blob([FOX], { type: 'application/octet-stream' });
  const saved = await saveOtaPackage(client, { title: 'Sdk Package', version: '1.0', type: 'FIRMWARE', deviceProfileId: PROFILE }, file,
    { checksumAlgorithm: 'MURMUR3_128', computeChecksum: true, fileName: 'fox.bin' });
  assert.deepEqual([saved.hasData, saved.checksum, saved.fileName], [true, '6c1b07bc7bbc4be347939ac4a93c437a', 'fox.bin']);
  await assert.rejects(
    saveOtaPackage(client, { title: 'Sdk Refused', version: '1.0', type: 'FIRMWARE', deviceProfileId: PROFILE }, file,
      { checksumAlgorithm: 'MD5', checksum: '00' }),
    (err: { status?: number }) => err.status === 400);
  const left = await server.ctx.db.one("SELECT 1 FROM ota_package WHERE title = 'Sdk Refused'");
  assert.equal(left, undefined);
});
