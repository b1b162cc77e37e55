import { expect, waitUntil } from '@open-wc/testing';
import RepositorySettingsPage from '../../console/pages/version-control/repository-settings.js';
import AutoCommitSettingsPage from '../../console/pages/version-control/auto-commit-settings.js';
import VersionControlPage from '../../console/pages/version-control/version-control.js';
import { routeNamed } from '../../console/routes.js';
import { Notices } from '../../console/shell/notices.js';
import { axeViolations, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';
import { $toasts } from '../../elements/toast/toast.store.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const until = (condition: () => unknown, message: string) => waitUntil(condition, message, { timeout: 5000 });
/** The kit's confirmation, shown by its fallback host above the page's own dialog. */
const confirmation = () => document.querySelector('[data-tb-dialog-host]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
const rows = () => [...document.querySelectorAll<HTMLElement>('[role=rowgroup] [role=row][data-index]')];
const bodyOf = (r: SeenRequest) => JSON.parse(r.body) as Record<string, unknown>;
const posts = (server: ReturnType<typeof useFakeServer>, path: string) => server.requestsTo(path).filter((r) => r.method === 'POST');
const V1 = { id: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', name: 'Before the upgrade', author: 'Tenant Admin', timestamp: Date.UTC(2026, 0, 5, 10, 30) };

describe('version control', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('saves repository settings after naming the missing URI and key, checks access and deletes them after a confirmation', async () => {
    const server = useFakeServer()
      .route('GET', '/api/admin/repositorySettings', { status: 404, body: { status: 404, message: 'Not found', errorCode: 32 } })
      .route('POST', '/api/admin/repositorySettings/checkAccess', tbError(400, 31, 'Repository /srv/x is unreachable'))
      .route('POST', '/api/admin/repositorySettings', (r) => json(200, { ...bodyOf(r), privateKey: null }))
      .route('DELETE', '/api/admin/repositorySettings', { status: 200 });
    await signInAs('TENANT_ADMIN');
    // The console's notices turn refused calls into toasts, as the shell does.
    const root = await renderPage(<><Notices /><RepositorySettingsPage route={routeNamed('repositorySettings')} params={{}} search={{}} /></>);
    await until(() => root.querySelector('form'), 'form shown');
    expect(field('Default branch').value).to.equal('main');
    const method = field('Authentication method') as unknown as HTMLSelectElement;
    method.value = 'PRIVATE_KEY';
    method.dispatchEvent(new Event('change', { bubbles: true }));
    await clickOn(button('Save'));
    await until(() => shows('Repository URI is required.') && shows('Private key is required.'), 'required messages');
    expect(posts(server, '/api/admin/repositorySettings')).to.have.length(0);
    expect(await axeViolations(root)).to.deep.equal([]);
    field('Repository URI').focus();
    await type('repos/tenant');
    field('Private key').focus();
    await type('-----BEGIN KEY-----');
    await clickOn(button('Check access'));
    await until(() => toastTexts().some((t) => t.includes('Repository /srv/x is unreachable')), 'server message shown');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Repository settings saved.')), 'saved');
    expect(bodyOf(posts(server, '/api/admin/repositorySettings')[0]!)).to.deep.equal({
      repositoryUri: 'repos/tenant', defaultBranch: 'main', authMethod: 'PRIVATE_KEY', username: null, password: null, privateKeyFileName: null, privateKey: '-----BEGIN KEY-----', privateKeyPassword: null,
    });
    $toasts.set([]); // the toasts would cover the button under the real mouse
    await clickOn(button('Delete settings'));
    await until(() => openDialog()?.textContent?.includes('Delete the repository settings?'), 'confirmation');
    await clickOn(button('Delete settings', openDialog()!));
    await until(() => toastTexts().some((t) => t.includes('Repository settings deleted.')), 'deleted');
    expect(server.requestsTo('/api/admin/repositorySettings').some((r) => r.method === 'DELETE')).to.equal(true);
    expect(field('Repository URI').value).to.equal('');
  });

  it('sends a link to the repository settings while none is configured, and saves auto-commit rows per type', async () => {
    let exists = false;
    const server = useFakeServer()
      .route('GET', '/api/admin/repositorySettings/exists', () => json(200, exists))
      .route('GET', '/api/admin/autoCommitSettings', json(200, { DEVICE: { branch: 'devices', saveAttributes: true, saveRelations: false, saveCredentials: true } }))
      .route('POST', '/api/admin/autoCommitSettings', (r) => json(200, bodyOf(r)));
    await signInAs('TENANT_ADMIN');
    let root = await renderPage(<AutoCommitSettingsPage route={routeNamed('autoCommitSettings')} params={{}} search={{}} />);
    await until(() => shows('No repository is configured'), 'no repository');
    expect(root.querySelector('a')?.getAttribute('href')).to.equal('/settings/repository');
    exists = true;
    root = await renderPage(<AutoCommitSettingsPage route={routeNamed('autoCommitSettings')} params={{}} search={{}} />);
    await until(() => root.querySelector('li'), 'rows shown');
    expect(field('Branch').value).to.equal('devices');
    expect(field('Save credentials').checked).to.equal(true);
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickOn(button('Add entity type'));
    await until(() => root.querySelectorAll('li').length === 2, 'row added');
    const branches = [...root.querySelectorAll('li')].map((li) => field('Branch', li));
    branches[1]!.focus();
    await type('bad..name');
    await clickOn(button('Save'));
    await until(() => shows('Enter a branch name git accepts'), 'branch message');
    expect(posts(server, '/api/admin/autoCommitSettings')).to.have.length(0);
    branches[1]!.select();
    await type('assets');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Auto-commit settings saved.')), 'saved');
    expect(bodyOf(posts(server, '/api/admin/autoCommitSettings')[0]!)).to.deep.equal({
      DEVICE: { branch: 'devices', saveAttributes: true, saveRelations: false, saveCredentials: true },
      ASSET: { branch: 'assets', saveAttributes: true, saveRelations: true, saveCredentials: false },
    });
  });

  it('lists a branch’s versions, creates one and shows its counts, and restores one after a confirmation with its result', async () => {
    let versions = [V1];
    const server = useFakeServer()
      .route('GET', '/api/admin/repositorySettings/exists', json(200, true))
      .route('GET', '/api/entities/vc/branches', json(200, [{ name: 'main', default: true }, { name: 'dev', default: false }]))
      .route('GET', '/api/entities/vc/version', () => json(200, { data: versions, totalPages: 1, totalElements: versions.length, hasNext: false }))
      .route('POST', '/api/entities/vc/version', () => json(200, 'req-1'))
      .route('GET', '/api/entities/vc/version/req-1/status', () => {
        versions = [{ ...V1, id: 'ffff', name: 'Nightly' }, V1];
        return json(200, { done: true, added: 3, modified: 1, removed: 0, error: null, version: { id: 'ffff', name: 'Nightly' } });
      })
      .route('GET', `/api/entities/vc/entity/${V1.id}`, json(200, [{ externalId: { entityType: 'DEVICE', id: 'd1' } }, { externalId: { entityType: 'DEVICE', id: 'd2' } }]))
      .route('POST', '/api/entities/vc/entity', json(200, 'load-1'))
      .route('GET', '/api/entities/vc/entity/load-1/status', json(200, { done: true, result: [{ entityType: 'DEVICE', created: 0, updated: 2, deleted: 0 }] }));
    await signInAs('TENANT_ADMIN');
    history.replaceState(null, '', '/vc');
    const root = await renderPage(<VersionControlPage route={routeNamed('versionControl')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'versions listed');
    expect(rows()[0]!.textContent).to.include('Before the upgrade');
    expect(rows()[0]!.textContent).to.include('Tenant Admin');
    expect(server.requestsTo('/api/entities/vc/version')[0]!.query.get('branch')).to.equal('main');
    expect(await axeViolations(root)).to.deep.equal([]);

    await clickOn(button('Create version'));
    await until(() => openDialog(), 'create dialog');
    await clickOn(button('Create', openDialog()!));
    await until(() => shows('Version name is required.', openDialog()!), 'name message');
    field('Version name', openDialog()!).focus();
    await type('Nightly');
    await clickOn(button('Create', openDialog()!));
    await until(() => shows('Version Nightly created: 3 added, 1 modified, 0 removed.', openDialog()!), 'counts shown');
    const create = bodyOf(posts(server, '/api/entities/vc/version')[0]!);
    expect([create.type, create.versionName, create.branch, create.syncStrategy]).to.deep.equal(['COMPLEX', 'Nightly', 'main', 'MERGE']);
    expect((create.entityTypes as Record<string, unknown>).DEVICE).to.deep.equal({ saveAttributes: true, saveRelations: true, saveCredentials: true, allEntities: true, entityIds: [] });
    await clickOn(button('Close', openDialog()!));
    await until(() => rows().length === 2, 'new version listed');

    await clickOn(button('Restore version Before the upgrade'));
    await until(() => openDialog() && shows('Device: 2', openDialog()!), 'what the version holds');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    await clickOn(button('Restore', openDialog()!));
    await until(() => confirmation()?.textContent?.includes('Restore version Before the upgrade?'), 'confirmation');
    await clickOn(button('Restore', confirmation()!));
    await until(() => openDialog() && shows('Device: 0 created, 2 updated, 0 deleted', openDialog()!), 'result shown');
    const load = bodyOf(posts(server, '/api/entities/vc/entity')[0]!);
    expect(load).to.deep.equal({
      type: 'ENTITY_TYPE', versionId: V1.id,
      entityTypes: { DEVICE: { loadAttributes: true, loadRelations: true, loadCredentials: true, removeOtherEntities: false, findExistingEntityByName: true } },
    });
  });
});
