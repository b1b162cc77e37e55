import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import git from 'isomorphic-git';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { registryOf } from '../../server/version-control/requests.js';
import { withTenantLock } from '../../server/version-control/repository.js';
import { autoCommitsSettled } from '../../server/version-control/auto-commit.js';
import { getSetting } from '../../server/settings/store.js';
import { createClient, createMemoryTokenStore, loadVersion, saveVersion } from '../../sdk/index.js';

let server: TestServer;
let token: string;
let repoDir: string;
let device: Record<string, any>;
let dashboard: Record<string, any>;

const call = (method: string, path: string, body?: unknown) => server.call(method, path, { token, body });

/** Waits for a create or load request to finish and answers its final status. */
async function finished(kind: 'version' | 'entity', requestId: string): Promise<Record<string, any>> {
  await registryOf(server.ctx).settled(requestId);
  const res = await call('GET', `/api/entities/vc/${kind}/${requestId}/status`);
  assert.equal(res.status, 200);
  return res.body;
}

async function createVersion(body: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await call('POST', '/api/entities/vc/version', body);
  assert.equal(res.status, 200, res.text);
  return finished('version', res.body);
}

const single = (versionName: string, entityId: unknown, config = {}) =>
  ({ type: 'SINGLE_ENTITY', versionName, branch: 'main', entityId, config: { saveRelations: false, saveAttributes: false, saveCredentials: false, ...config } });

const versions = async (path: string) => (await call('GET', `/api/entities/vc/version${path}`)).body;

before(async () => {
  server = await startTestServer();
  token = await server.login('tenant@thingsboard.org', 'tenant');
  repoDir = join(server.dataDir, 'repos', 'main');
  device = (await call('GET', '/api/tenant/devices?deviceName=Thermostat%20T1')).body;
  dashboard = (await call('POST', '/api/dashboard', { title: 'VC board', configuration: { widgets: {}, states: {} } })).body;
});
after(() => server.close());

test('answers 400 for a remote repository and stores nothing', async () => {
  const res = await call('POST', '/api/admin/repositorySettings', { repositoryUri: 'https://github.com/example/repo.git', authMethod: 'USERNAME_PASSWORD' });
  assert.equal(res.status, 400);
  assert.equal(res.body.errorCode, 31);
  assert.match(res.body.message, /unreachable/);
  const check = await call('POST', '/api/admin/repositorySettings/checkAccess', { repositoryUri: 'git@github.com:example/repo.git' });
  assert.equal(check.status, 400);
  assert.match(check.body.message, /unreachable/);
  assert.equal((await call('GET', '/api/admin/repositorySettings/exists')).body, false);
  assert.equal((await call('GET', '/api/admin/repositorySettings')).status, 404);
});

test('refuses repositories outside the data directory and folders that are not repositories', async () => {
  const outside = await call('POST', '/api/admin/repositorySettings', { repositoryUri: '/tmp/tbkit-elsewhere-repo' });
  assert.equal(outside.status, 400);
  assert.match(outside.body.message, /inside the data directory/);
  const clutter = join(server.dataDir, 'clutter');
  fs.mkdirSync(clutter, { recursive: true });
  fs.writeFileSync(join(clutter, 'notes.txt'), 'not a repository');
  const res = await call('POST', '/api/admin/repositorySettings/checkAccess', { repositoryUri: clutter });
  assert.equal(res.status, 400);
  assert.match(res.body.message, /not a git repository/);
  const outsideDir = fs.mkdtempSync(join(os.tmpdir(), 'tbkit-outside-'));
  fs.symlinkSync(outsideDir, join(server.dataDir, 'escape'));
  const linked = await call('POST', '/api/admin/repositorySettings', { repositoryUri: 'escape/repo' });
  assert.equal(linked.status, 400);
  assert.match(linked.body.message, /inside the data directory/);
  assert.deepEqual(fs.readdirSync(outsideDir), []);
  fs.rmSync(outsideDir, { recursive: true, force: true });
  const overlap = await call('POST', '/api/admin/repositorySettings', { repositoryUri: `vc/${DEMO.tenantId}` });
  assert.match(overlap.body.message, /overlap the server's own files/);
  assert.equal((await call('POST', '/api/admin/repositorySettings', { repositoryUri: '' })).body.message, 'repositoryUri should be specified!');
  assert.equal((await call('POST', '/api/admin/repositorySettings', { repositoryUri: 'repos/x', authMethod: 'TOKEN' })).status, 400);
  assert.equal((await call('GET', '/api/admin/repositorySettings/exists')).body, false);
});

test('checkAccess of a local file URL creates an empty bare repository', async () => {
  const dir = join(server.dataDir, 'repos', 'probe');
  const res = await call('POST', '/api/admin/repositorySettings/checkAccess', { repositoryUri: pathToFileURL(dir).href, defaultBranch: 'main' });
  assert.equal(res.status, 200);
  assert.ok(fs.existsSync(join(dir, 'HEAD')));
  assert.deepEqual(await git.listBranches({ fs, gitdir: dir }), []);
});

test('saves repository settings, answers them with secrets nulled and keeps the stored secret', async () => {
  const res = await call('POST', '/api/admin/repositorySettings', {
    repositoryUri: repoDir, authMethod: 'USERNAME_PASSWORD', username: 'git', password: 's3cret', defaultBranch: 'main',
  });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(res.body, {
    repositoryUri: repoDir, authMethod: 'USERNAME_PASSWORD', username: 'git', password: null, privateKeyFileName: null,
    privateKey: null, privateKeyPassword: null, defaultBranch: 'main',
  });
  assert.equal((await call('GET', '/api/admin/repositorySettings')).body.password, null);
  assert.equal((await call('GET', '/api/admin/repositorySettings/exists')).body, true);
  await call('POST', '/api/admin/repositorySettings', { repositoryUri: repoDir, authMethod: 'USERNAME_PASSWORD', username: 'git' });
  const stored = await getSetting<Record<string, unknown>>(server.ctx.db, 'entitiesVersionControl', DEMO.tenantId);
  assert.equal(stored?.password, 's3cret');
});

test('lists the default branch before anything is committed', async () => {
  assert.deepEqual((await call('GET', '/api/entities/vc/branches')).body, [{ name: 'main', default: true }]);
});

test('creates a version asynchronously: pending while it waits, then the commit', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  const held = withTenantLock(DEMO.tenantId, () => gate);
  const res = await call('POST', '/api/entities/vc/version', single('Thermostat first', device.id, { saveCredentials: true }));
  assert.equal(res.status, 200);
  assert.match(res.text, /^"[0-9a-f-]{36}"$/);
  const pending = (await call('GET', `/api/entities/vc/version/${res.body}/status`)).body;
  assert.deepEqual(pending, { version: null, added: 0, modified: 0, removed: 0, error: null, done: false });
  release();
  await held;
  const done = await finished('version', res.body);
  assert.equal(done.done, true);
  assert.equal(done.error, null);
  assert.deepEqual([done.added, done.modified, done.removed], [1, 0, 0]);
  assert.match(done.version.id, /^[0-9a-f]{40}$/);
  assert.equal(done.version.name, 'Thermostat first');
  assert.equal(done.version.author, 'Tenant Administrator');
  assert.equal(done.version.timestamp % 1000, 0);
  const { blob } = await git.readBlob({ fs, gitdir: repoDir, oid: done.version.id, filepath: `device/${device.id.id}.json` });
  const file = JSON.parse(Buffer.from(blob).toString('utf8'));
  assert.equal(file.entityType, 'DEVICE');
  assert.equal(file.entity.name, 'Thermostat T1');
  assert.equal(file.entity.tenantId, undefined);
  assert.equal(file.entity.createdTime, undefined);
  assert.equal(file.credentials.credentialsId, 'demo-thermostat-t1');
  assert.equal(file.relations, undefined);
});

test('a version without changes commits nothing', async () => {
  const done = await createVersion(single('Again', device.id, { saveCredentials: true }));
  assert.deepEqual(done, { version: null, added: 0, modified: 0, removed: 0, error: null, done: true });
});

test('lists versions of the branch, of a type and of one entity, newest first, searched and paged', async () => {
  const dash = await createVersion(single('Dashboard first', dashboard.id));
  assert.equal(dash.added, 1);
  const all = await versions('?branch=main&pageSize=10&page=0');
  assert.deepEqual(all.data.map((v: any) => v.name), ['Dashboard first', 'Thermostat first']);
  assert.equal(all.totalElements, 2);
  assert.equal(all.hasNext, false);
  assert.deepEqual(Object.keys(all.data[0]), ['timestamp', 'id', 'name', 'author']);
  assert.deepEqual((await versions('/DEVICE?branch=main&pageSize=10&page=0')).data.map((v: any) => v.name), ['Thermostat first']);
  assert.deepEqual((await versions(`/DASHBOARD/${dashboard.id.id}?branch=main&pageSize=10&page=0`)).data.map((v: any) => v.name), ['Dashboard first']);
  const page = await versions('?branch=main&pageSize=1&page=1');
  assert.deepEqual([page.data[0].name, page.totalPages, page.hasNext], ['Thermostat first', 2, false]);
  assert.deepEqual((await versions('?branch=main&pageSize=10&page=0&textSearch=DASH')).data.map((v: any) => v.name), ['Dashboard first']);
  assert.deepEqual((await versions('?branch=main&pageSize=10&page=0&sortProperty=name&sortOrder=DESC')).data.map((v: any) => v.name),
    ['Thermostat first', 'Dashboard first']);
  assert.deepEqual(await versions('?branch=nowhere&pageSize=10&page=0'), { data: [], totalPages: 0, totalElements: 0, hasNext: false });
  assert.equal((await call('GET', '/api/entities/vc/version?pageSize=10&page=0')).status, 400);
  assert.equal((await call('GET', '/api/entities/vc/version/USER?branch=main&pageSize=10&page=0')).status, 400);
});

test('answers the entities at a version and what an entity file holds', async () => {
  const [latest] = (await versions('?branch=main&pageSize=1&page=0')).data;
  assert.deepEqual((await call('GET', `/api/entities/vc/entity/${latest.id}`)).body, [
    { externalId: { entityType: 'DEVICE', id: device.id.id } },
    { externalId: { entityType: 'DASHBOARD', id: dashboard.id.id } },
  ]);
  assert.deepEqual((await call('GET', `/api/entities/vc/entity/DASHBOARD/${latest.id}`)).body, [{ externalId: { entityType: 'DASHBOARD', id: dashboard.id.id } }]);
  assert.deepEqual((await call('GET', `/api/entities/vc/info/${latest.id}/DEVICE/${device.id.id}`)).body,
    { hasRelations: false, hasAttributes: false, hasCredentials: true });
  assert.equal((await call('GET', `/api/entities/vc/info/${latest.id}/ASSET/${device.id.id}`)).status, 404);
  assert.equal((await call('GET', `/api/entities/vc/entity/${'0'.repeat(40)}`)).status, 404);
});

test('diffs the current entity against a version, then loading the version reverts the change', async () => {
  const [first] = (await versions('/DEVICE?branch=main&pageSize=1&page=0')).data;
  const changed = await call('POST', '/api/device', { ...device, label: 'Changed label' });
  assert.equal(changed.status, 200);
  const diff = (await call('GET', `/api/entities/vc/diff/DEVICE/${device.id.id}?versionId=${first.id}`)).body;
  assert.equal(diff.currentVersion.entity.label, 'Changed label');
  assert.equal(diff.otherVersion.entity.label, device.label);
  assert.equal(diff.currentVersion.credentials.credentialsId, 'demo-thermostat-t1');
  assert.equal((await call('GET', `/api/entities/vc/diff/DEVICE/${device.id.id}`)).status, 400);
  const load = await call('POST', '/api/entities/vc/entity', {
    type: 'SINGLE_ENTITY', versionId: first.id, externalEntityId: device.id, config: { loadRelations: false, loadAttributes: false, loadCredentials: true },
  });
  assert.equal(load.status, 200);
  assert.match(load.text, /^"[0-9a-f-]{36}"$/);
  const status = await finished('entity', load.body);
  assert.deepEqual(status, { done: true, result: [{ entityType: 'DEVICE', created: 0, updated: 1, deleted: 0 }] });
  const back = (await call('GET', `/api/device/${device.id.id}`)).body;
  assert.equal(back.label, device.label);
  assert.equal(back.name, 'Thermostat T1');
});

test('OVERWRITE of a type removes the files of entities left out', async () => {
  const other = (await call('GET', '/api/tenant/devices?deviceName=Water%20Pump%20P1')).body;
  const merge = await createVersion({ type: 'COMPLEX', versionName: 'Two devices', branch: 'main', syncStrategy: 'MERGE',
    entityTypes: { DEVICE: { allEntities: false, entityIds: [other.id.id], saveCredentials: true } } });
  assert.deepEqual([merge.added, merge.modified, merge.removed], [1, 0, 0]);
  const overwrite = await createVersion({ type: 'COMPLEX', versionName: 'Only the pump', branch: 'main', syncStrategy: 'OVERWRITE',
    entityTypes: { DEVICE: { allEntities: false, entityIds: [other.id.id], saveCredentials: true } } });
  assert.deepEqual([overwrite.added, overwrite.modified, overwrite.removed], [0, 0, 1]);
  const names = (await call('GET', `/api/entities/vc/entity/DEVICE/${overwrite.version.id}`)).body;
  assert.deepEqual(names, [{ externalId: { entityType: 'DEVICE', id: other.id.id } }]);
});

test('a version on a new branch lists that branch after the default one', async () => {
  const done = await createVersion({ ...single('On dev', device.id), branch: 'dev' });
  assert.equal(done.added, 1);
  assert.deepEqual((await call('GET', '/api/entities/vc/branches')).body, [{ name: 'main', default: true }, { name: 'dev', default: false }]);
  assert.deepEqual((await versions('?branch=dev&pageSize=10&page=0')).data.map((v: any) => v.name), ['On dev']);
});

test('auto-commit settings commit every saved device of the type until they are deleted', async () => {
  assert.equal((await call('GET', '/api/admin/autoCommitSettings/exists')).body, false);
  assert.equal((await call('GET', '/api/admin/autoCommitSettings')).status, 404);
  const settings = { DEVICE: { saveRelations: false, saveAttributes: true, saveCredentials: false, branch: 'auto' } };
  assert.deepEqual((await call('POST', '/api/admin/autoCommitSettings', settings)).body, settings);
  assert.deepEqual((await call('GET', '/api/admin/autoCommitSettings')).body, settings);
  assert.equal((await call('GET', '/api/admin/autoCommitSettings/exists')).body, true);
  await call('POST', '/api/device', { ...device, label: 'Auto one' });
  await autoCommitsSettled(server.ctx);
  const list = (await versions('?branch=auto&pageSize=10&page=0')).data;
  assert.equal(list.length, 1);
  assert.match(list[0].name, /^auto-commit at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  assert.equal(list[0].author, 'Tenant Administrator');
  assert.equal((await call('DELETE', '/api/admin/autoCommitSettings')).status, 200);
  await call('POST', '/api/device', { ...device, label: 'Auto two' });
  await autoCommitsSettled(server.ctx);
  assert.equal((await versions('?branch=auto&pageSize=10&page=0')).data.length, 1);
});

test('the SDK saves and loads a version with its status polling', async () => {
  const client = createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
  await client.auth.login({ username: 'tenant@thingsboard.org', password: 'tenant' });
  const statuses: unknown[] = [];
  const saved = await saveVersion(client, { type: 'SINGLE_ENTITY', versionName: 'From the SDK', branch: 'sdk', entityId: dashboard.id,
    config: { saveRelations: false, saveAttributes: false, saveCredentials: false } }, { intervalMs: 20, onStatus: (st) => statuses.push(st) });
  assert.equal(saved.done, true);
  assert.equal(saved.version?.name, 'From the SDK');
  assert.equal(statuses.at(-1), saved);
  const loaded = await loadVersion(client, { type: 'SINGLE_ENTITY', versionId: saved.version!.id!, externalEntityId: dashboard.id,
    config: { loadRelations: false, loadAttributes: false, loadCredentials: false } }, { intervalMs: 20 });
  assert.deepEqual(loaded, { done: true, result: [{ entityType: 'DASHBOARD', created: 0, updated: 1, deleted: 0 }] });
});

test('bad version requests answer 400 and commit nothing', async () => {
  const before = (await versions('?branch=main&pageSize=50&page=0')).totalElements;
  const bad: Array<[unknown, RegExp]> = [
    [{ ...single('', device.id) }, /versionName should be specified/],
    [{ ...single('x', device.id), type: 'PARTIAL' }, /Invalid type/],
    [{ ...single('x', { entityType: 'USER', id: DEMO.tenantAdminId }) }, /Invalid entityId.entityType/],
    [{ ...single('x', { entityType: 'DEVICE', id: 'nope' }) }, /Invalid UUID string/],
    [{ ...single('x', device.id), branch: 'bad branch' }, /Invalid branch name/],
    [{ ...single('x', device.id), config: { saveRelations: 'yes' } }, /config.saveRelations must be a boolean/],
    [{ type: 'COMPLEX', versionName: 'x', branch: 'main', entityTypes: {} }, /entityTypes should be specified/],
    [{ type: 'COMPLEX', versionName: 'x', branch: 'main', syncStrategy: 'REPLACE', entityTypes: { DEVICE: { allEntities: true } } }, /Invalid syncStrategy/],
    [[1, 2], /must be a JSON object/],
  ];
  for (const [body, message] of bad) {
    const res = await call('POST', '/api/entities/vc/version', body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.match(res.body.message, message);
  }
  const missing = await call('POST', '/api/entities/vc/version', single('x', { entityType: 'DEVICE', id: '00000000-0000-4000-8000-000000000000' }));
  assert.equal(missing.status, 404);
  assert.equal((await call('POST', '/api/entities/vc/entity', { type: 'ENTITY_TYPE', versionId: 'zz', entityTypes: { DEVICE: {} } })).status, 400);
  assert.equal((await call('POST', '/api/entities/vc/entity', { type: 'ENTITY_TYPE', versionId: 'abcd', entityTypes: { EDGE: {} } })).status, 400);
  assert.equal((await call('POST', '/api/admin/autoCommitSettings', { USER: {} })).status, 400);
  assert.equal((await call('GET', '/api/admin/autoCommitSettings/exists')).body, false);
  assert.equal((await versions('?branch=main&pageSize=50&page=0')).totalElements, before);
});

test('unknown request ids answer 404', async () => {
  const id = '11111111-2222-4333-8444-555555555555';
  assert.equal((await call('GET', `/api/entities/vc/version/${id}/status`)).status, 404);
  assert.equal((await call('GET', `/api/entities/vc/entity/${id}/status`)).status, 404);
  assert.equal((await call('GET', '/api/entities/vc/version/not-a-uuid/status')).status, 400);
});

test('deleting the repository settings drops the local clone', async () => {
  assert.ok(fs.existsSync(join(server.dataDir, 'vc', DEMO.tenantId)));
  assert.equal((await call('DELETE', '/api/admin/repositorySettings')).status, 200);
  assert.equal((await call('GET', '/api/admin/repositorySettings/exists')).body, false);
  assert.ok(!fs.existsSync(join(server.dataDir, 'vc', DEMO.tenantId)));
  const res = await call('GET', '/api/entities/vc/branches');
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Repository settings are not configured!');
  assert.ok(fs.existsSync(join(repoDir, 'HEAD')));
});
