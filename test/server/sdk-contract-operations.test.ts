import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { rpcService } from '../../server/rpc/service.js';
import { registryOf } from '../../server/version-control/requests.js';
import { loadVersion, saveVersion, type PollTimers } from '../../sdk/index.js';
import { saveOtaPackage } from '../../sdk/ota.js';
import { assertAnswersFitSchema, clientFor, dataOf, demoClients, emptyOk, errorOf, newClient, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;
let t1: string;
const T1_TOKEN = 'demo-thermostat-t1';

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
  const found = dataOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: 'Thermostat T1' } } }));
  assert.ok('name' in found);
  t1 = found.id!.id;
});
after(() => server.close());
afterEach(assertAnswersFitSchema);

test('a two-way RPC reaches the polling device and answers its reply', async () => {
  const device = newClient(server);
  const poll = device.GET('/api/v1/{deviceToken}/rpc', { params: { path: { deviceToken: T1_TOKEN }, query: { timeout: 10000 } } });
  await rpcService(server.ctx).broker.whenPolling(t1);
  const call = c.customer.POST('/api/rpc/twoway/{deviceId}', { params: { path: { deviceId: t1 } }, body: { method: 'getTemperature', params: { unit: 'C' }, timeout: 10000 } });
  const command = dataOf(await poll);
  assert.deepEqual([command.method, command.params], ['getTemperature', { unit: 'C' }]);
  assert.equal(typeof command.id, 'number');
  emptyOk(await device.POST('/api/v1/{deviceToken}/rpc/{requestId}', {
    params: { path: { deviceToken: T1_TOKEN, requestId: String(command.id) } }, body: { temperature: 21.5 },
  }));
  assert.deepEqual(dataOf(await call), { temperature: 21.5 });
});

test('persistent RPC: queued, read back, listed by device and deleted', async () => {
  const sent = dataOf(await c.tenant.POST('/api/rpc/twoway/{deviceId}', {
    params: { path: { deviceId: t1 } }, body: { method: 'reboot', params: {}, persistent: true, timeout: 60000, additionalInfo: { by: 'sdk' } },
  }));
  assert.ok(sent && typeof sent === 'object' && 'rpcId' in sent && typeof sent.rpcId === 'string');
  const rpc = dataOf(await c.tenant.GET('/api/rpc/persistent/{rpcId}', { params: { path: { rpcId: sent.rpcId } } }));
  assert.deepEqual([rpc.id?.id, rpc.status, rpc.deviceId?.id], [sent.rpcId, 'QUEUED', t1]);
  assert.deepEqual(rpc.additionalInfo, { by: 'sdk' });
  const page = dataOf(await c.tenant.GET('/api/rpc/persistent/device/{deviceId}', { params: { path: { deviceId: t1 }, query: { pageSize: 10, page: 0 } } }));
  assert.ok(page.data.some((r) => r.id?.id === sent.rpcId));
  const denied = await c.customer.DELETE('/api/rpc/persistent/{rpcId}', { params: { path: { rpcId: sent.rpcId } } });
  assert.equal(denied.response.status, 403);
  assert.equal(denied.error, "You don't have permission to perform this operation!");
  emptyOk(await c.tenant.DELETE('/api/rpc/persistent/{rpcId}', { params: { path: { rpcId: sent.rpcId } } }));
  const gone = await c.tenant.GET('/api/rpc/persistent/{rpcId}', { params: { path: { rpcId: sent.rpcId } } });
  assert.equal(gone.response.status, 404);
});

test('time series saved with a time to live and debug events of the root rule chain', async () => {
  emptyOk(await c.tenant.POST('/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}/{ttl}', {
    params: { path: { entityType: 'DEVICE', entityId: t1, scope: 'ANY', ttl: 3600 } }, body: { sdkTtl: 1 },
  }));
  const latest = dataOf(await c.tenant.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', {
    params: { path: { entityType: 'DEVICE', entityId: t1 }, query: { keys: 'sdkTtl' } },
  }));
  assert.equal(latest.sdkTtl?.[0]?.value, '1');

  const events = dataOf(await c.tenant.GET('/api/events/{entityType}/{entityId}/{eventType}', {
    params: { path: { entityType: 'RULE_CHAIN', entityId: DEMO.rootRuleChainId, eventType: 'LC_EVENT' }, query: { tenantId: DEMO.tenantId, pageSize: 10, page: 0 } },
  }));
  assert.equal(typeof events.totalElements, 'number');
  const all = dataOf(await c.tenant.GET('/api/events/{entityType}/{entityId}', {
    params: { path: { entityType: 'RULE_CHAIN', entityId: DEMO.rootRuleChainId }, query: { tenantId: DEMO.tenantId, pageSize: 10, page: 0 } },
  }));
  assert.ok(all.data.every((e) => typeof e.type === 'string'));
  const filtered = dataOf(await c.tenant.POST('/api/events/{entityType}/{entityId}', {
    params: { path: { entityType: 'RULE_CHAIN', entityId: DEMO.rootRuleChainId }, query: { tenantId: DEMO.tenantId, pageSize: 10, page: 0 } },
    body: { eventType: 'ERROR' },
  }));
  assert.ok(filtered.data.every((e) => e.type === 'ERROR'));
  emptyOk(await c.tenant.POST('/api/events/{entityType}/{entityId}/clear', {
    params: { path: { entityType: 'RULE_CHAIN', entityId: DEMO.rootRuleChainId } }, body: { eventType: 'ERROR' },
  }));
});

test('rule chains: output labels, export and import, device default chain, edge template and auto-assignment', async () => {
  const labels = dataOf(await c.tenant.GET('/api/ruleChain/{ruleChainId}/output/labels', { params: { path: { ruleChainId: DEMO.rootRuleChainId } } }));
  assert.ok(Array.isArray(labels));
  const usage = dataOf(await c.tenant.GET('/api/ruleChain/{ruleChainId}/output/labels/usage', { params: { path: { ruleChainId: DEMO.rootRuleChainId } } }));
  assert.ok(Array.isArray(usage));
  const exported = dataOf(await c.tenant.GET('/api/ruleChains/export', { params: { query: { limit: 100 } } }));
  assert.ok(exported.ruleChains?.some((r) => r.id?.id === DEMO.rootRuleChainId));
  assert.equal(exported.ruleChains?.length, exported.metadata?.length);
  const chain = dataOf(await c.tenant.POST('/api/ruleChain/device/default', { body: { name: 'SDK Device Chain' } }));
  assert.deepEqual([chain.name, chain.type, chain.root], ['SDK Device Chain', 'CORE', false]);
  const imported = dataOf(await c.tenant.POST('/api/ruleChains/import', {
    params: { query: { overwrite: false } },
    body: { ruleChains: [{ name: 'SDK Imported', type: 'CORE', id: { entityType: 'RULE_CHAIN', id: '0f2c5f4e-6a4b-4d36-9e3c-6c0d3c1a2b11' } }], metadata: [{ ruleChainId: { entityType: 'RULE_CHAIN', id: '0f2c5f4e-6a4b-4d36-9e3c-6c0d3c1a2b11' }, nodes: [], connections: [] }] },
  }));
  assert.deepEqual(imported.map((r) => [r.ruleChainName, r.updated]), [['SDK Imported', false]]);

  const edgeChain = dataOf(await c.tenant.POST('/api/ruleChain', { body: { name: 'SDK Edge Chain', type: 'EDGE' } }));
  const ruleChainId = edgeChain.id!.id;
  dataOf(await c.tenant.POST('/api/ruleChain/{ruleChainId}/autoAssignToEdge', { params: { path: { ruleChainId } } }));
  const auto = dataOf(await c.tenant.GET('/api/ruleChain/autoAssignToEdgeRuleChains'));
  assert.deepEqual(auto.map((r) => r.name), ['SDK Edge Chain']);
  dataOf(await c.tenant.DELETE('/api/ruleChain/{ruleChainId}/autoAssignToEdge', { params: { path: { ruleChainId } } }));
  const template = dataOf(await c.tenant.POST('/api/ruleChain/{ruleChainId}/edgeTemplateRoot', { params: { path: { ruleChainId } } }));
  assert.equal(template.root, true);
});

test('queues: the system administrator saves and deletes a rule-engine queue', async () => {
  const saved = dataOf(await c.sysadmin.POST('/api/queues', {
    params: { query: { serviceType: 'TB_RULE_ENGINE' } },
    body: {
      name: 'SdkQueue', topic: 'tb_rule_engine.sdk', pollInterval: 25, partitions: 2, consumerPerPartition: true, packProcessingTimeout: 2000,
      submitStrategy: { type: 'BURST', batchSize: 1000 },
      processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 },
    },
  }));
  assert.deepEqual([saved.name, saved.partitions, saved.submitStrategy?.type], ['SdkQueue', 2, 'BURST']);
  emptyOk(await c.sysadmin.DELETE('/api/queues/{queueId}', { params: { path: { queueId: saved.id!.id } } }));
  assert.equal(errorOf(await c.sysadmin.GET('/api/queues/{queueId}', { params: { path: { queueId: saved.id!.id } } }), 404).errorCode, 32);
});

test('OTA package with data and downloads of packages and resources', async () => {
  const text = 'sdk firmware bytes';
  const saved = await saveOtaPackage(c.tenant, {
    title: 'SDK Download', version: '2.0', type: 'SOFTWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: DEMO.defaultDeviceProfileId },
  }, new Blob([text]), { checksumAlgorithm: 'CRC32', computeChecksum: true, fileName: 'sdk.bin' });
  const otaPackageId = saved.id!.id;
  const full = dataOf(await c.tenant.GET('/api/otaPackage/{otaPackageId}', { params: { path: { otaPackageId } } }));
  assert.equal(Buffer.from(full.data!, 'base64').toString(), text);
  const download = await c.tenant.GET('/api/otaPackage/{otaPackageId}/download', { params: { path: { otaPackageId } }, parseAs: 'arrayBuffer' });
  assert.equal(Buffer.from(dataOf(download)).toString(), text);

  const resource = dataOf(await c.tenant.POST('/api/resource', {
    body: { title: 'SDK Download Module', resourceType: 'JS_MODULE', fileName: 'dl.js', data: Buffer.from('export default 1;').toString('base64') },
  }));
  const resourceId = resource.id!.id;
  const read = dataOf(await c.tenant.GET('/api/resource/{resourceId}', { params: { path: { resourceId } } }));
  assert.equal(Buffer.from(read.data!, 'base64').toString(), 'export default 1;');
  const file = await c.tenant.GET('/api/resource/{resourceId}/download', { params: { path: { resourceId } }, parseAs: 'text' });
  assert.equal(dataOf(file), 'export default 1;');
});

test('version control: load a version back, diff, entity type lists, auto-commit settings and repository removal', async () => {
  const repositoryUri = join(server.dataDir, 'repos', 'sdk-operations');
  emptyOk(await c.tenant.POST('/api/admin/repositorySettings/checkAccess', { body: { repositoryUri, defaultBranch: 'main' } }));
  dataOf(await c.tenant.POST('/api/admin/repositorySettings', { body: { repositoryUri, authMethod: 'USERNAME_PASSWORD', defaultBranch: 'main' } }));
  const current = dataOf(await c.tenant.GET('/api/admin/repositorySettings'));
  assert.equal(current.repositoryUri, repositoryUri);
  const board = dataOf(await c.tenant.POST('/api/dashboard', { body: { title: 'SDK VC Board' } }));
  const registry = registryOf(server.ctx);
  const timers: PollTimers = { setTimeout: (callback) => void registry.settledAll().then(callback), clearTimeout: () => undefined };
  const entityId = { entityType: 'DASHBOARD' as const, id: board.id!.id };
  const created = await saveVersion(c.tenant, {
    type: 'SINGLE_ENTITY', versionName: 'SDK board', branch: 'main', entityId, config: { saveRelations: false, saveAttributes: false, saveCredentials: false },
  }, { timers });
  const versionId = created.version!.id!;
  dataOf(await c.tenant.POST('/api/dashboard', { body: { ...board, title: 'SDK VC Board changed' } }));
  const diff = dataOf(await c.tenant.GET('/api/entities/vc/diff/{entityType}/{internalEntityUuid}', {
    params: { path: { entityType: 'DASHBOARD', internalEntityUuid: board.id!.id }, query: { versionId } },
  }));
  assert.equal(diff.otherVersion?.entityType, 'DASHBOARD');
  const loaded = await loadVersion(c.tenant, {
    type: 'SINGLE_ENTITY', versionId, externalEntityId: entityId, config: { loadRelations: false, loadAttributes: false, loadCredentials: false },
  }, { timers });
  assert.deepEqual(loaded.result, [{ entityType: 'DASHBOARD', created: 0, updated: 1, deleted: 0 }]);
  const restored = dataOf(await c.tenant.GET('/api/dashboard/info/{dashboardId}', { params: { path: { dashboardId: board.id!.id } } }));
  assert.equal(restored.title, 'SDK VC Board');

  const byType = dataOf(await c.tenant.GET('/api/entities/vc/version/{entityType}', { params: { path: { entityType: 'DASHBOARD' }, query: { branch: 'main', pageSize: 10, page: 0 } } }));
  assert.deepEqual(byType.data.map((v) => v.id), [versionId]);
  const ofType = dataOf(await c.tenant.GET('/api/entities/vc/entity/{entityType}/{versionId}', { params: { path: { entityType: 'DASHBOARD', versionId } } }));
  assert.deepEqual(ofType.map((e) => e.externalId), [entityId]);

  const auto = dataOf(await c.tenant.POST('/api/admin/autoCommitSettings', { body: { DEVICE: { saveRelations: false, saveAttributes: true, saveCredentials: false, branch: 'main' } } }));
  assert.deepEqual(Object.keys(auto), ['DEVICE']);
  assert.equal(dataOf(await c.tenant.GET('/api/admin/autoCommitSettings/exists')), true);
  assert.deepEqual(dataOf(await c.tenant.GET('/api/admin/autoCommitSettings')), auto);
  emptyOk(await c.tenant.DELETE('/api/admin/autoCommitSettings'));
  emptyOk(await c.tenant.DELETE('/api/admin/repositorySettings'));
  assert.equal(dataOf(await c.tenant.GET('/api/admin/repositorySettings/exists')), false);
});

test('OAuth2 client registration templates: save and delete', async () => {
  const saved = dataOf(await c.sysadmin.POST('/api/oauth2/config/template', {
    body: {
      providerId: 'SdkProvider', name: 'SDK', authorizationUri: 'https://sso.example.com/auth', accessTokenUri: 'https://sso.example.com/token',
      scope: ['openid'], userInfoUri: 'https://sso.example.com/me', userNameAttributeName: 'email', clientAuthenticationMethod: 'BASIC',
      mapperConfig: { type: 'BASIC', allowUserCreation: true, activateUser: false, basic: { emailAttributeKey: 'email', tenantNameStrategy: 'DOMAIN' } },
    },
  }));
  assert.equal(saved.providerId, 'SdkProvider');
  emptyOk(await c.sysadmin.DELETE('/api/oauth2/config/template/{clientRegistrationTemplateId}', {
    params: { path: { clientRegistrationTemplateId: saved.id!.id! } },
  }));
});

test('mail flows: test mail, activation mail, password reset by e-mail, and sign-out', async () => {
  const mail = dataOf(await c.sysadmin.GET('/api/admin/settings/{key}', { params: { path: { key: 'mail' } } }));
  emptyOk(await c.sysadmin.POST('/api/admin/settings/testMail', { body: mail }));
  const user = dataOf(await c.tenant.POST('/api/user', {
    params: { query: { sendActivationMail: false } },
    body: { email: 'sdk-mail@example.com', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: DEMO.customerAId } },
  }));
  emptyOk(await c.tenant.POST('/api/user/sendActivationMail', { params: { query: { email: user.email } } }));
  const anonymous = newClient(server);
  emptyOk(await anonymous.POST('/api/noauth/resetPasswordByEmail', { body: { email: 'tenant@thingsboard.org' } }));
  const badReset = await anonymous.auth.resetPassword('no-such-token', 'whatever1');
  assert.ok(badReset.kind === 'error');
  assert.equal(badReset.error.status, 400);

  const leaving = await clientFor(server, { username: 'customer@thingsboard.org', password: 'customer' });
  await leaving.auth.logout();
  assert.equal(leaving.auth.$authUser.get(), null);
  emptyOk(await c.customer.POST('/api/auth/logout'));
});
