import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { on } from '../../server/events.js';
import { auditActions, countOf, rolesOf, type Roles } from './rule-chains-support.js';

let server: TestServer;
let roles: Roles;
const PROFILE = { entityType: 'DEVICE_PROFILE', id: DEMO.defaultDeviceProfileId };
const MISSING = '11111111-2222-4333-8444-555555555555';

before(async () => {
  server = await startTestServer();
  roles = await rolesOf(server, 'ota');
});
after(() => server.close());

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const info = (title: string, extra: Record<string, unknown> = {}) =>
  ({ title, version: '1.0', type: 'FIRMWARE', deviceProfileId: PROFILE, tag: `${title} 1.0`, additionalInfo: { description: 'd' }, ...extra });

async function create(title: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/otaPackage', roles.tenant, info(title, extra));
  assert.equal(res.status, 200, res.text);
  return res.body;
}

test('creates a package info without data and answers OtaPackageInfo with hasData false', async () => {
  const seen: string[] = [];
  const off = on(server.ctx, 'entity', (e) => { if (e.entityId.entityType === 'OTA_PACKAGE') seen.push(e.action); });
  try {
    const pkg = await create('Info Only');
    assert.deepEqual(Object.keys(pkg), ['id', 'createdTime', 'additionalInfo', 'tenantId', 'deviceProfileId', 'type', 'title', 'version', 'tag',
      'url', 'hasData', 'fileName', 'contentType', 'checksumAlgorithm', 'checksum', 'dataSize']);
    assert.equal(pkg.id.entityType, 'OTA_PACKAGE');
    assert.deepEqual(pkg.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
    assert.deepEqual(pkg.deviceProfileId, PROFILE);
    assert.deepEqual([pkg.type, pkg.title, pkg.version, pkg.tag, pkg.url, pkg.hasData], ['FIRMWARE', 'Info Only', '1.0', 'Info Only 1.0', null, false]);
    assert.deepEqual([pkg.fileName, pkg.contentType, pkg.checksumAlgorithm, pkg.checksum, pkg.dataSize], [null, null, null, null, null]);
    assert.deepEqual(await auditActions(server, pkg.id.id), ['ADDED']);
    assert.deepEqual(seen, ['ADDED']);
  } finally {
    off();
  }
});

test('creates a URL package that stores no data and counts as having data', async () => {
  const pkg = await create('From Url', { type: 'SOFTWARE', usesUrl: true, url: 'https://example.com/fw.bin', checksumAlgorithm: 'SHA256', checksum: 'abc' });
  assert.deepEqual([pkg.url, pkg.hasData, pkg.checksumAlgorithm, pkg.checksum, pkg.dataSize], ['https://example.com/fw.bin', true, 'SHA256', 'abc', null]);
  const stored = await server.ctx.db.one<{ data: Buffer | null }>('SELECT data FROM ota_package WHERE id = $1', [pkg.id.id]);
  assert.equal(stored?.data, null);
  const plain = await create('Url Ignored', { usesUrl: false, url: 'https://example.com/x' });
  assert.equal(plain.url, null);
});

test('answers 400 for bad package bodies, naming the problem, and stores nothing', async () => {
  const before = await countOf(server, 'ota_package');
  const cases: Array<[Record<string, unknown>, string | RegExp]> = [
    [{ ...info('x'), type: undefined }, 'Type should be specified!'],
    [{ ...info('x'), type: 'BIOS' }, /^Invalid value of 'type': BIOS/],
    [{ ...info('x'), title: '' }, 'OtaPackage title should be specified!'],
    [{ ...info('x'), version: undefined }, 'OtaPackage version should be specified!'],
    [{ ...info('x'), deviceProfileId: undefined }, 'OtaPackage should be assigned to device profile!'],
    [{ ...info('x'), deviceProfileId: { entityType: 'DEVICE_PROFILE', id: MISSING } }, 'OtaPackage is referencing to non-existent device profile!'],
    [{ ...info('x'), usesUrl: true }, 'Ota package URL should be specified!'],
    [{ ...info('x'), usesUrl: true, url: 'not a url' }, 'Ota package URL is malformed: not a url'],
    [{ ...info('x'), usesUrl: true, url: 'ftp://example.com/a' }, 'Ota package URL must use http or https'],
    [{ ...info('x'), usesUrl: 'yes' }, /usesUrl must be a boolean/],
    [{ ...info('x'), title: 't'.repeat(256) }, /length of title must be equal or less than 255/],
  ];
  for (const [body, message] of cases) {
    const res = await call('POST', '/api/otaPackage', roles.tenant, body);
    assert.equal(res.status, 400, `${String(message)}: ${res.text}`);
    if (typeof message === 'string') assert.equal(res.body.message, message);
    else assert.match(res.body.message, message);
  }
  assert.equal((await server.call('POST', '/api/otaPackage', { token: roles.tenant, rawBody: '{"title"' })).status, 400);
  assert.equal(await countOf(server, 'ota_package'), before);
});

test('keeps title and version unique per tenant', async () => {
  await create('Unique');
  const again = await call('POST', '/api/otaPackage', roles.tenant, info('Unique', { type: 'SOFTWARE' }));
  assert.equal(again.status, 400);
  assert.equal(again.body.message, 'OtaPackage with such title and version already exists!');
  assert.equal((await call('POST', '/api/otaPackage', roles.tenant, info('Unique', { version: '1.1' }))).status, 200);
});

test('refuses a device profile of another tenant', async () => {
  const other = await server.ctx.db.one<{ id: string }>('SELECT id FROM device_profile WHERE tenant_id = $1', [roles.otherTenantId]);
  const profileId = other?.id ?? (await server.ctx.db.one<{ id: string }>(
    "INSERT INTO device_profile (id, created_time, tenant_id, name) VALUES (gen_random_uuid(), 0, $1, 'other default') RETURNING id", [roles.otherTenantId]))!.id;
  const res = await call('POST', '/api/otaPackage', roles.tenant, info('Foreign Profile', { deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId } }));
  assert.equal(res.status, 400);
  assert.equal(res.body.message, "Can't assign OtaPackage to device profile from different tenant!");
});

test('updates only the description and tag of a package, refusing other changes', async () => {
  const pkg = await create('Editable');
  const res = await call('POST', '/api/otaPackage', roles.tenant, { ...pkg, tag: 'new tag', additionalInfo: { description: 'changed' } });
  assert.equal(res.status, 200);
  assert.deepEqual([res.body.tag, res.body.additionalInfo, res.body.createdTime], ['new tag', { description: 'changed' }, pkg.createdTime]);
  for (const change of [{ title: 'Other' }, { version: '9' }, { type: 'SOFTWARE' }]) {
    const bad = await call('POST', '/api/otaPackage', roles.tenant, { ...pkg, ...change });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^Updating otaPackage \w+ is prohibited!$/);
  }
  assert.equal((await call('POST', '/api/otaPackage', roles.tenant, { ...pkg, id: { entityType: 'OTA_PACKAGE', id: MISSING } })).status, 404);
  assert.ok((await auditActions(server, pkg.id.id)).includes('UPDATED'));
});

test('reads a package info and the package by id, with 400, 404 and 403 as ThingsBoard', async () => {
  const pkg = await create('Readable');
  const byInfo = await call('GET', `/api/otaPackage/info/${pkg.id.id}`, roles.tenant);
  assert.deepEqual(byInfo.body, pkg);
  const full = await call('GET', `/api/otaPackage/${pkg.id.id}`, roles.tenant);
  assert.deepEqual(full.body, { ...pkg, data: null });
  assert.equal((await call('GET', '/api/otaPackage/info/nope', roles.tenant)).status, 400);
  const missing = await call('GET', `/api/otaPackage/info/${MISSING}`, roles.tenant);
  assert.equal(missing.status, 404);
  assert.equal(missing.body.message, `Ota package with id [${MISSING}] is not found`);
  assert.equal((await call('GET', `/api/otaPackage/info/${pkg.id.id}`, roles.otherTenant)).status, 403);
});

test('pages packages by title search and sort, and lists those of a profile and type that have data or a URL', async () => {
  const page = await call('GET', '/api/otaPackages?pageSize=100&page=0&textSearch=THERMOSTAT&sortProperty=title&sortOrder=ASC', roles.tenant);
  assert.equal(page.status, 200);
  assert.deepEqual(page.body.data.map((p: { title: string }) => p.title), ['Thermostat firmware']);
  const sorted = (await call('GET', '/api/otaPackages?pageSize=100&page=0&sortProperty=title&sortOrder=DESC', roles.tenant)).body.data
    .map((p: { title: string }) => p.title);
  assert.deepEqual(sorted, [...sorted].sort().reverse());
  assert.equal((await call('GET', '/api/otaPackages?pageSize=10&page=0&sortProperty=nope', roles.tenant)).status, 400);
  const firmware = await call('GET', `/api/otaPackages/${DEMO.defaultDeviceProfileId}/FIRMWARE?pageSize=50&page=0&sortProperty=title&sortOrder=ASC`, roles.tenant);
  assert.equal(firmware.status, 200);
  assert.ok(firmware.body.data.every((p: { hasData: boolean; type: string }) => p.hasData && p.type === 'FIRMWARE'));
  assert.ok(firmware.body.data.some((p: { title: string }) => p.title === 'Thermostat firmware'));
  assert.ok(!firmware.body.data.some((p: { title: string }) => p.title === 'Info Only'));
  const software = await call('GET', `/api/otaPackages/${DEMO.defaultDeviceProfileId}/SOFTWARE?pageSize=50&page=0`, roles.tenant);
  assert.ok(software.body.data.some((p: { title: string }) => p.title === 'Gateway agent'));
  assert.equal((await call('GET', `/api/otaPackages/${DEMO.defaultDeviceProfileId}/BIOS?pageSize=50&page=0`, roles.tenant)).status, 400);
  assert.equal((await call('GET', `/api/otaPackages/${MISSING}/FIRMWARE?pageSize=50&page=0`, roles.tenant)).status, 404);
  assert.equal((await call('GET', `/api/otaPackages/${DEMO.defaultDeviceProfileId}/FIRMWARE?pageSize=50&page=0`, roles.otherTenant)).status, 403);
});

test('refuses to delete a package a device or device profile uses, then deletes it once free', async () => {
  const pkg = await create('In Use');
  const device = await server.ctx.db.one<{ id: string }>("SELECT id FROM device WHERE name = 'Thermostat T1'");
  await server.ctx.db.query('UPDATE device SET firmware_id = $2 WHERE id = $1', [device!.id, pkg.id.id]);
  const byDevice = await call('DELETE', `/api/otaPackage/${pkg.id.id}`, roles.tenant);
  assert.equal(byDevice.status, 400);
  assert.equal(byDevice.body.message, 'The otaPackage referenced by the devices cannot be deleted!');
  await server.ctx.db.query('UPDATE device SET firmware_id = NULL WHERE id = $1', [device!.id]);
  await server.ctx.db.query('UPDATE device_profile SET firmware_id = $2 WHERE id = $1', [DEMO.defaultDeviceProfileId, pkg.id.id]);
  const byProfile = await call('DELETE', `/api/otaPackage/${pkg.id.id}`, roles.tenant);
  assert.equal(byProfile.body.message, 'The otaPackage referenced by the device profile cannot be deleted!');
  await server.ctx.db.query('UPDATE device_profile SET firmware_id = NULL, software_id = $2 WHERE id = $1', [DEMO.defaultDeviceProfileId, pkg.id.id]);
  assert.equal((await call('DELETE', `/api/otaPackage/${pkg.id.id}`, roles.tenant)).body.message, 'The software referenced by the device profile cannot be deleted!');
  await server.ctx.db.query('UPDATE device_profile SET software_id = NULL WHERE id = $1', [DEMO.defaultDeviceProfileId]);
  await server.ctx.db.query('UPDATE device SET software_id = $2 WHERE id = $1', [device!.id, pkg.id.id]);
  assert.equal((await call('DELETE', `/api/otaPackage/${pkg.id.id}`, roles.tenant)).body.message, 'The software referenced by the devices cannot be deleted!');
  await server.ctx.db.query('UPDATE device SET software_id = NULL WHERE id = $1', [device!.id]);
  assert.equal((await call('GET', `/api/otaPackage/info/${pkg.id.id}`, roles.tenant)).status, 200);
  const del = await call('DELETE', `/api/otaPackage/${pkg.id.id}`, roles.tenant);
  assert.equal(del.status, 200);
  assert.equal((await call('GET', `/api/otaPackage/info/${pkg.id.id}`, roles.tenant)).status, 404);
  assert.ok((await auditActions(server, pkg.id.id)).includes('DELETED'));
});

test('counts the devices of a profile that have no package of their own of a type', async () => {
  const pkg = await create('Counted');
  const count = async (type: string, token = roles.tenant) => call('GET', `/api/devices/count/${type}/${DEMO.defaultDeviceProfileId}`, token);
  const all = await server.ctx.db.one<{ n: string }>('SELECT count(*) AS n FROM device WHERE device_profile_id = $1', [DEMO.defaultDeviceProfileId]);
  assert.equal((await count('FIRMWARE')).body, Number(all!.n));
  await server.ctx.db.query("UPDATE device SET firmware_id = $1 WHERE name = 'Thermostat T2'", [pkg.id.id]);
  try {
    const res = await count('FIRMWARE');
    assert.equal(res.status, 200);
    assert.equal(res.text, String(Number(all!.n) - 1));
    assert.equal((await count('SOFTWARE')).body, Number(all!.n));
    assert.equal((await count('FIRMWARE', roles.customer)).body, Number(all!.n) - 1);
  } finally {
    await server.ctx.db.query("UPDATE device SET firmware_id = NULL WHERE name = 'Thermostat T2'");
  }
  assert.equal((await count('BIOS')).status, 400);
  assert.equal((await call('GET', `/api/devices/count/FIRMWARE/${MISSING}`, roles.tenant)).status, 404);
  assert.equal((await count('FIRMWARE', roles.otherTenant)).status, 403);
  assert.equal((await count('FIRMWARE', roles.sysadmin)).status, 403);
});

test('lets tenant administrators manage packages and customer users of the tenant only read infos', async () => {
  const pkg = await create('Permissions');
  const id = pkg.id.id as string;
  const tenantOnly: Array<[string, string, unknown?]> = [
    ['GET', `/api/otaPackage/${id}`], ['GET', `/api/otaPackage/${id}/download`], ['POST', '/api/otaPackage', info('Intruder')], ['DELETE', `/api/otaPackage/${id}`],
  ];
  for (const token of [roles.sysadmin, roles.customer, roles.otherCustomer]) {
    for (const [method, path, body] of tenantOnly) assert.equal((await call(method, path, token, body)).status, 403, `${method} ${path}`);
  }
  assert.equal((await call('GET', `/api/otaPackage/info/${id}`, roles.customer)).status, 200);
  assert.equal((await call('GET', '/api/otaPackages?pageSize=10&page=0', roles.customer)).status, 200);
  assert.equal((await call('GET', `/api/otaPackage/info/${id}`, roles.otherCustomer)).status, 403);
  assert.equal((await call('GET', `/api/otaPackage/info/${id}`, roles.sysadmin)).status, 403);
  assert.equal((await call('GET', '/api/otaPackages?pageSize=10&page=0', roles.sysadmin)).status, 403);
  for (const [method, path] of [['GET', `/api/otaPackage/info/${id}`], ['GET', `/api/otaPackage/${id}`], ['DELETE', `/api/otaPackage/${id}`]] as const) {
    assert.equal((await call(method, path, roles.otherTenant)).status, 403, `other tenant ${method} ${path}`);
  }
  const hijack = await call('POST', '/api/otaPackage', roles.otherTenant, { ...pkg, additionalInfo: { description: 'hijacked' } });
  assert.equal(hijack.status, 403);
  assert.equal((await call('GET', '/api/otaPackages?pageSize=100&page=0', roles.otherTenant)).body.totalElements, 0);
  assert.deepEqual((await call('GET', `/api/otaPackage/info/${id}`, roles.tenant)).body.additionalInfo, { description: 'd' });
});
