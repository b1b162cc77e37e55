import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { autoCommitErrors, autoCommitRowsOf, autoCommitSettingsOf, freeTypes, newAutoCommitRow } from '../../console/pages/version-control/auto-commit.logic.js';
import {
  repositoryFormErrors, repositoryFormOf, repositorySettingsOf, validBranchName, type RepositoryForm,
} from '../../console/pages/version-control/repository-settings.logic.js';
import {
  createFormErrors, createOutcomeOf, createRequestOf, loadFormErrors, loadOutcomeOf, loadRequestOf, newCreateForm, newCreateTypeRow, newLoadForm, newLoadTypeRow, typesInVersion, VERSION_NAME_MAX,
} from '../../console/pages/version-control/version-control.logic.js';
import { VERSIONABLE_ENTITY_TYPES } from '../../sdk/catalogues/version-control.js';

const repoForm = (changes: Partial<RepositoryForm> = {}): RepositoryForm => ({ ...repositoryFormOf(null), repositoryUri: 'repos/main', ...changes });

describe('repository settings form', () => {
  it('starts on the main branch with username and password, and keeps the saved fields but never a secret', () => {
    assert.deepEqual(repositoryFormOf(null), {
      repositoryUri: '', defaultBranch: 'main', authMethod: 'USERNAME_PASSWORD', username: '', password: '', privateKeyFileName: '', privateKey: '', privateKeyPassword: '',
    });
    const saved = repositoryFormOf({ repositoryUri: 'repos/a', defaultBranch: 'dev', authMethod: 'PRIVATE_KEY', privateKeyFileName: 'id_rsa', privateKey: null, password: null });
    assert.deepEqual([saved.defaultBranch, saved.authMethod, saved.privateKeyFileName, saved.privateKey], ['dev', 'PRIVATE_KEY', 'id_rsa', '']);
  });

  it('needs a URI, a branch git accepts, a username beside a password, and a private key unless the same repository keeps one', () => {
    assert.deepEqual(repositoryFormErrors(repoForm({ repositoryUri: '  ' }), null), { repositoryUri: 'vc:repository.uri-required' });
    assert.deepEqual(repositoryFormErrors(repoForm({ defaultBranch: 'a..b' }), null), { defaultBranch: 'vc:branch-invalid' });
    assert.deepEqual(repositoryFormErrors(repoForm({ password: 'secret' }), null), { username: 'vc:repository.username-required' });
    assert.deepEqual(repositoryFormErrors(repoForm({ authMethod: 'PRIVATE_KEY' }), null), { privateKey: 'vc:repository.private-key-required' });
    const saved = { repositoryUri: 'repos/main', authMethod: 'PRIVATE_KEY' as const, privateKeyFileName: 'id_rsa' };
    assert.deepEqual(repositoryFormErrors(repoForm({ authMethod: 'PRIVATE_KEY' }), saved), {});
    assert.deepEqual(repositoryFormErrors(repoForm({ authMethod: 'PRIVATE_KEY', repositoryUri: 'repos/other' }), saved), { privateKey: 'vc:repository.private-key-required' });
  });

  it('accepts the branch names the server accepts', () => {
    for (const name of ['main', 'release/1.2', 'feature-x_y']) assert.equal(validBranchName(name), true, name);
    for (const name of ['-x', 'a//b', 'a/', 'a.lock', 'a.', 'a b', 'x'.repeat(201)]) assert.equal(validBranchName(name), false, name);
  });

  it('sends only the chosen method’s fields, empty secrets as null so the server keeps the saved ones', () => {
    assert.deepEqual(repositorySettingsOf(repoForm({ username: ' git ', privateKey: 'stale', defaultBranch: '' })), {
      repositoryUri: 'repos/main', defaultBranch: 'main', authMethod: 'USERNAME_PASSWORD', username: 'git', password: null, privateKeyFileName: null, privateKey: null, privateKeyPassword: null,
    });
    assert.deepEqual(repositorySettingsOf(repoForm({ authMethod: 'PRIVATE_KEY', username: 'git', privateKeyFileName: 'id', privateKey: 'KEY', privateKeyPassword: 'pp' })), {
      repositoryUri: 'repos/main', defaultBranch: 'main', authMethod: 'PRIVATE_KEY', username: null, password: null, privateKeyFileName: 'id', privateKey: 'KEY', privateKeyPassword: 'pp',
    });
  });
});

describe('auto-commit settings', () => {
  it('reads rows in the catalogue’s order, credentials only for devices, and adds the first free type', () => {
    const rows = autoCommitRowsOf({ DEVICE: { branch: 'd', saveCredentials: true }, ASSET: { saveCredentials: true }, TENANT: {} });
    assert.deepEqual(rows, [
      { entityType: 'ASSET', branch: '', saveAttributes: false, saveRelations: false, saveCredentials: false },
      { entityType: 'DEVICE', branch: 'd', saveAttributes: false, saveRelations: false, saveCredentials: true },
    ]);
    assert.equal(newAutoCommitRow(rows)?.entityType, 'ENTITY_VIEW');
    assert.equal(freeTypes(rows).length, VERSIONABLE_ENTITY_TYPES.length - 2);
    const all = VERSIONABLE_ENTITY_TYPES.map((entityType) => ({ entityType, branch: '', saveAttributes: true, saveRelations: true, saveCredentials: false }));
    assert.equal(newAutoCommitRow(all), undefined);
  });

  it('names a bad branch by row and leaves a blank branch out of the body', () => {
    const rows = autoCommitRowsOf({ DEVICE: { branch: 'x y' }, ASSET: {} });
    assert.deepEqual(autoCommitErrors(rows), { 1: 'vc:branch-invalid' });
    assert.deepEqual(autoCommitSettingsOf(autoCommitRowsOf({ ASSET: { saveAttributes: true }, DEVICE: { branch: 'dev', saveCredentials: true } })), {
      ASSET: { saveAttributes: true, saveRelations: false, saveCredentials: false },
      DEVICE: { saveAttributes: false, saveRelations: false, saveCredentials: true, branch: 'dev' },
    });
  });
});

describe('create version request', () => {
  it('needs a name of at most 255 characters, a valid branch, and a type when types are chosen', () => {
    assert.equal(VERSION_NAME_MAX, 255);
    assert.deepEqual(createFormErrors(newCreateForm('main')), { name: 'vc:create.name-required' });
    assert.deepEqual(createFormErrors({ ...newCreateForm(''), name: 'n'.repeat(256) }), { name: 'vc:create.name-max', branch: 'vc:create.branch-required' });
    assert.deepEqual(createFormErrors({ ...newCreateForm('a..b'), name: 'v', scope: 'CHOSEN' }), { branch: 'vc:branch-invalid', types: 'vc:types-required' });
  });

  it('saves every entity of every versionable type, credentials only for devices', () => {
    const request = createRequestOf({ ...newCreateForm(' main '), name: ' Nightly ', syncStrategy: 'OVERWRITE', saveRelations: false });
    assert.deepEqual([request.type, request.versionName, request.branch, request.syncStrategy], ['COMPLEX', 'Nightly', 'main', 'OVERWRITE']);
    const types = request.entityTypes ?? {};
    assert.deepEqual(Object.keys(types), [...VERSIONABLE_ENTITY_TYPES]);
    assert.deepEqual(types.DEVICE, { saveAttributes: true, saveRelations: false, saveCredentials: true, allEntities: true, entityIds: [] });
    assert.deepEqual(types.ASSET, { saveAttributes: true, saveRelations: false, saveCredentials: false, allEntities: true, entityIds: [] });
  });

  it('gives a chosen type its own sync strategy only when it has one', () => {
    const first = newCreateTypeRow([])!;
    const second = { ...newCreateTypeRow([first])!, syncStrategy: 'OVERWRITE' as const };
    const request = createRequestOf({ ...newCreateForm('main'), name: 'v', scope: 'CHOSEN', types: [first, second] });
    assert.deepEqual(request.entityTypes, {
      ASSET: { saveAttributes: true, saveRelations: true, saveCredentials: false, allEntities: true, entityIds: [] },
      DEVICE: { saveAttributes: true, saveRelations: true, saveCredentials: true, allEntities: true, entityIds: [], syncStrategy: 'OVERWRITE' },
    });
  });
});

describe('restore version request', () => {
  const held = typesInVersion([{ externalId: { entityType: 'DEVICE', id: 'a' } }, { externalId: { entityType: 'ASSET', id: 'b' } }, { externalId: { entityType: 'DEVICE', id: 'c' } }]);

  it('counts the types a version holds in the catalogue’s order', () => {
    assert.deepEqual(held, [{ entityType: 'ASSET', count: 1 }, { entityType: 'DEVICE', count: 2 }]);
  });

  it('loads every type the version holds, or the chosen ones; an empty version or no chosen type is named', () => {
    const offered = held.map((h) => h.entityType);
    assert.deepEqual(loadRequestOf('abc123', { ...newLoadForm(), removeOtherEntities: true }, offered), {
      type: 'ENTITY_TYPE', versionId: 'abc123', entityTypes: {
        ASSET: { loadAttributes: true, loadRelations: true, loadCredentials: false, removeOtherEntities: true, findExistingEntityByName: true },
        DEVICE: { loadAttributes: true, loadRelations: true, loadCredentials: true, removeOtherEntities: true, findExistingEntityByName: true },
      },
    });
    const row = { ...newLoadTypeRow([], ['DEVICE'])!, loadAttributes: false };
    assert.deepEqual(Object.keys(loadRequestOf('abc123', { ...newLoadForm(), scope: 'CHOSEN', types: [row] }, offered).entityTypes ?? {}), ['DEVICE']);
    assert.equal(newLoadTypeRow([row], ['DEVICE']), undefined);
    assert.deepEqual(loadFormErrors({ ...newLoadForm(), scope: 'CHOSEN' }, offered), { types: 'vc:types-required' });
    assert.deepEqual(loadFormErrors(newLoadForm(), []), { types: 'vc:restore.empty-version' });
  });
});

describe('status results', () => {
  it('maps a finished create status to its counts or the server’s error', () => {
    assert.deepEqual(createOutcomeOf({ done: true, added: 3, modified: 1, removed: 0, version: { id: 'ff', name: 'Nightly' } }), { ok: true, name: 'Nightly', id: 'ff', added: 3, modified: 1, removed: 0 });
    assert.deepEqual(createOutcomeOf({ done: true, error: 'Repository settings are not configured!' }), { ok: false, error: 'Repository settings are not configured!' });
    assert.deepEqual(createOutcomeOf({ done: true }), { ok: false, error: '' });
  });

  it('maps a finished load status to counts per type, or its error type to a message naming the entities', () => {
    assert.deepEqual(loadOutcomeOf({ done: true, result: [{ entityType: 'DEVICE', created: 1, updated: 2 }] }), { ok: true, types: [{ entityType: 'DEVICE', created: 1, updated: 2, deleted: 0 }] });
    const error = (status: Parameters<typeof loadOutcomeOf>[0]) => { const o = loadOutcomeOf(status); return o.ok ? null : o.error; };
    assert.deepEqual(error({ done: true, error: { type: 'DEVICE_CREDENTIALS_CONFLICT', source: { entityType: 'DEVICE', id: 'd1' } } }), { key: 'vc:restore.error-credentials', values: { id: 'd1' } });
    assert.deepEqual(error({ done: true, error: { type: 'MISSING_REFERENCED_ENTITY', source: { entityType: 'DEVICE', id: 'd1' }, target: { entityType: 'DEVICE_PROFILE', id: 'p1' } } }), {
      key: 'vc:restore.error-missing', values: { source: 'd1', type: 'DEVICE_PROFILE', id: 'p1' },
    });
    assert.deepEqual(error({ done: true, error: { type: 'RUNTIME', message: 'Broken file' } }), { key: 'vc:restore.error-runtime', values: { message: 'Broken file' } });
    assert.deepEqual(error({ done: true, error: { type: 'RUNTIME' } }), { key: 'vc:restore.error-unknown' });
  });
});
