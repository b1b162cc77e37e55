import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { registryOf } from '../../server/version-control/requests.js';
import { saveVersion, type PollTimers } from '../../sdk/index.js';
import { saveOtaPackage } from '../../sdk/ota.js';
import { dataOf, demoClients, emptyOk, errorOf, assertAnswersFitSchema, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
});
after(() => server.close());
afterEach(assertAnswersFitSchema);

test('rule chains: page, root, save, metadata round trip, make root and delete', async () => {
  const page = dataOf(await c.tenant.GET('/api/ruleChains', { params: { query: { pageSize: 10, page: 0, type: 'CORE', sortProperty: 'name' } } }));
  const root = page.data.find((r) => r.root);
  assert.ok(root);
  assert.deepEqual([root.id!.id, root.type], [DEMO.rootRuleChainId, 'CORE']);

  const saved = dataOf(await c.tenant.POST('/api/ruleChain', { body: { name: 'SDK Contract Chain', type: 'CORE', debugMode: false } }));
  assert.deepEqual([saved.name, saved.type, saved.root], ['SDK Contract Chain', 'CORE', false]);
  const ruleChainId = saved.id!.id;
  const empty = dataOf(await c.tenant.GET('/api/ruleChain/{ruleChainId}/metadata', { params: { path: { ruleChainId } } }));
  assert.deepEqual(empty.nodes, []);

  const metadata = dataOf(await c.tenant.POST('/api/ruleChain/metadata', {
    params: { query: { updateRelated: true } },
    body: {
      ruleChainId: { entityType: 'RULE_CHAIN', id: ruleChainId },
      firstNodeIndex: 0,
      nodes: [
        {
          type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', name: 'Hot?', debugMode: false,
          configuration: { jsScript: 'return msg.temperature > 30;' }, additionalInfo: { layoutX: 300, layoutY: 150 },
        },
        {
          type: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode', name: 'Save', debugMode: false,
          configuration: { defaultTTL: 0 }, additionalInfo: { layoutX: 600, layoutY: 150 },
        },
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
      ruleChainConnections: [],
    },
  }));
  assert.deepEqual(metadata.nodes?.map((n) => n.name), ['Hot?', 'Save']);
  assert.ok(metadata.nodes?.every((n) => n.id?.entityType === 'RULE_NODE'));
  assert.deepEqual(metadata.connections, [{ fromIndex: 0, toIndex: 1, type: 'True' }]);
  const reread = dataOf(await c.tenant.GET('/api/ruleChain/{ruleChainId}/metadata', { params: { path: { ruleChainId } } }));
  assert.equal(reread.firstNodeIndex, 0);
  assert.deepEqual(reread.nodes?.map((n) => n.type), ['org.thingsboard.rule.engine.filter.TbJsFilterNode', 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode']);

  const made = dataOf(await c.tenant.POST('/api/ruleChain/{ruleChainId}/root', { params: { path: { ruleChainId } } }));
  assert.equal(made.root, true);
  dataOf(await c.tenant.POST('/api/ruleChain/{ruleChainId}/root', { params: { path: { ruleChainId: DEMO.rootRuleChainId } } }));
  const read = dataOf(await c.tenant.GET('/api/ruleChain/{ruleChainId}', { params: { path: { ruleChainId } } }));
  assert.equal(read.root, false);
  const rootDelete = errorOf(await c.tenant.DELETE('/api/ruleChain/{ruleChainId}', { params: { path: { ruleChainId: DEMO.rootRuleChainId } } }), 400);
  assert.equal(rootDelete.errorCode, 31);
  emptyOk(await c.tenant.DELETE('/api/ruleChain/{ruleChainId}', { params: { path: { ruleChainId } } }));
});

test('rule chains: script test answers output and error texts', async () => {
  const ok = dataOf(await c.tenant.POST('/api/ruleChain/testScript', {
    body: {
      script: 'msg.temperature = msg.temperature + 1; return {msg: msg, metadata: metadata, msgType: msgType};',
      scriptType: 'update', argNames: ['msg', 'metadata', 'msgType'],
      msg: JSON.stringify({ temperature: 20 }), metadata: { deviceName: 'T1' }, msgType: 'POST_TELEMETRY_REQUEST',
    },
  }));
  assert.equal(ok.error, '');
  assert.deepEqual(JSON.parse(ok.output!), { msg: { temperature: 21 }, metadata: { deviceName: 'T1' }, msgType: 'POST_TELEMETRY_REQUEST' });
  const filter = dataOf(await c.tenant.POST('/api/ruleChain/testScript', {
    body: { script: 'return msg.temperature > 30;', scriptType: 'filter', argNames: ['msg', 'metadata', 'msgType'], msg: '{"temperature":35}', metadata: {}, msgType: 'POST_TELEMETRY_REQUEST' },
  }));
  assert.equal(filter.output, 'true');
  const broken = dataOf(await c.tenant.POST('/api/ruleChain/testScript', {
    body: { script: 'return msg.;', scriptType: 'filter', argNames: ['msg', 'metadata', 'msgType'], msg: '{}', metadata: {}, msgType: 'POST_TELEMETRY_REQUEST' },
  }));
  assert.equal(broken.output, '');
  assert.notEqual(broken.error, '');
});

test('components: by type, by types and one by class', async () => {
  const filters = dataOf(await c.tenant.GET('/api/components/{componentType}', { params: { path: { componentType: 'FILTER' }, query: { ruleChainType: 'CORE' } } }));
  assert.ok(filters.length > 0);
  assert.ok(filters.every((d) => d.type === 'FILTER'));
  const script = filters.find((d) => d.clazz === 'org.thingsboard.rule.engine.filter.TbJsFilterNode');
  assert.ok(script);
  assert.equal(typeof script.name, 'string');
  assert.equal(script.scope, 'TENANT');
  const both = dataOf(await c.tenant.GET('/api/components', { params: { query: { componentTypes: ['ENRICHMENT', 'ACTION'], ruleChainType: 'CORE' } } }));
  assert.deepEqual([...new Set(both.map((d) => d.type))].sort(), ['ACTION', 'ENRICHMENT']);
  const one = dataOf(await c.tenant.GET('/api/component/{componentDescriptorClazz}', {
    params: { path: { componentDescriptorClazz: 'org.thingsboard.rule.engine.filter.TbJsFilterNode' } },
  }));
  assert.equal(one.clazz, 'org.thingsboard.rule.engine.filter.TbJsFilterNode');
  assert.ok(one.configurationDescriptor && typeof one.configurationDescriptor === 'object');
});

test('OTA packages: save with a file and checksum through the SDK helper, read info, page and delete', async () => {
  const file = new Blob([new TextEncoder().encode('firmware image from the SDK')], { type: 'application/octet-stream' });
  const checksum = createHash('sha256').update('firmware image from the SDK').digest('hex');
  const saved = await saveOtaPackage(c.tenant, {
    title: 'SDK Firmware', version: '1.0.0', type: 'FIRMWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: DEMO.defaultDeviceProfileId },
    checksumAlgorithm: 'SHA256', checksum,
  }, file, { fileName: 'sdk.bin' });
  assert.deepEqual([saved.title, saved.version, saved.hasData, saved.fileName, saved.checksumAlgorithm, saved.checksum, saved.dataSize],
    ['SDK Firmware', '1.0.0', true, 'sdk.bin', 'SHA256', checksum, 27]);
  const otaPackageId = saved.id!.id;
  const info = dataOf(await c.tenant.GET('/api/otaPackage/info/{otaPackageId}', { params: { path: { otaPackageId } } }));
  assert.deepEqual(info, saved);
  const byProfile = dataOf(await c.tenant.GET('/api/otaPackages/{deviceProfileId}/{type}', {
    params: { path: { deviceProfileId: DEMO.defaultDeviceProfileId, type: 'FIRMWARE' }, query: { pageSize: 10, page: 0, sortProperty: 'title' } },
  }));
  assert.ok(byProfile.data.some((p) => p.id!.id === otaPackageId));
  const all = dataOf(await c.tenant.GET('/api/otaPackages', { params: { query: { pageSize: 10, page: 0, textSearch: 'sdk firmware' } } }));
  assert.deepEqual(all.data.map((p) => p.title), ['SDK Firmware']);

  await assert.rejects(saveOtaPackage(c.tenant, {
    title: 'SDK Broken', version: '1.0.0', type: 'FIRMWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: DEMO.defaultDeviceProfileId },
  }, file, { checksumAlgorithm: 'MD5', checksum: 'not-the-sum' }), (error: unknown) => error instanceof Error && 'status' in error && error.status === 400);
  const left = dataOf(await c.tenant.GET('/api/otaPackages', { params: { query: { pageSize: 10, page: 0, textSearch: 'sdk broken' } } }));
  assert.equal(left.totalElements, 0);
  emptyOk(await c.tenant.DELETE('/api/otaPackage/{otaPackageId}', { params: { path: { otaPackageId } } }));
});

test('queues: page by service type, by name and by id for the system administrator', async () => {
  const page = dataOf(await c.sysadmin.GET('/api/queues', { params: { query: { serviceType: 'TB_RULE_ENGINE', pageSize: 10, page: 0, sortProperty: 'name' } } }));
  const main = page.data.find((q) => q.name === 'Main');
  assert.ok(main);
  assert.deepEqual([main.topic, main.submitStrategy?.type, main.processingStrategy?.type], ['tb_rule_engine.main', 'BURST', 'SKIP_ALL_FAILURES']);
  const byName = dataOf(await c.tenant.GET('/api/queues/name/{queueName}', { params: { path: { queueName: 'Main' } } }));
  assert.deepEqual(byName.id, main.id);
  const byId = dataOf(await c.sysadmin.GET('/api/queues/{queueId}', { params: { path: { queueId: main.id!.id } } }));
  assert.equal(byId.name, 'Main');
  const prefix = dataOf(await c.sysadmin.GET('/api/queues', { params: { query: { serviceType: 'TB_RULE_ENGINE', pageSize: 10, page: 0, textSearch: 'ain' } } }));
  assert.equal(prefix.totalElements, 0);
});

test('version control: local repository settings, a version saved through the SDK and the version list', async () => {
  const repositoryUri = join(server.dataDir, 'repos', 'sdk-contract');
  assert.equal(dataOf(await c.tenant.GET('/api/admin/repositorySettings/exists')), false);
  const settings = dataOf(await c.tenant.POST('/api/admin/repositorySettings', {
    body: { repositoryUri, authMethod: 'USERNAME_PASSWORD', username: 'git', password: 'secret', defaultBranch: 'main' },
  }));
  assert.deepEqual([settings.repositoryUri, settings.username, settings.password, settings.defaultBranch], [repositoryUri, 'git', null, 'main']);
  assert.equal(dataOf(await c.tenant.GET('/api/admin/repositorySettings/exists')), true);
  const branches = dataOf(await c.tenant.GET('/api/entities/vc/branches'));
  assert.deepEqual(branches, [{ name: 'main', default: true }]);

  const device = dataOf(await c.tenant.GET('/api/tenant/devices', { params: { query: { deviceName: 'Thermostat T1' } } }));
  assert.ok('name' in device);
  const registry = registryOf(server.ctx);
  const afterRequests: PollTimers = {
    setTimeout: (callback) => void registry.settledAll().then(callback),
    clearTimeout: () => undefined,
  };
  const created = await saveVersion(c.tenant, {
    type: 'SINGLE_ENTITY', versionName: 'SDK contract version', branch: 'main', entityId: { entityType: 'DEVICE', id: device.id!.id },
    config: { saveRelations: false, saveAttributes: true, saveCredentials: false },
  }, { timers: afterRequests });
  assert.equal(created.done, true);
  assert.equal(created.error ?? null, null);
  assert.equal(created.added, 1);
  assert.equal(created.version?.name, 'SDK contract version');
  assert.equal(created.version?.author, 'Tenant Administrator');

  const versions = dataOf(await c.tenant.GET('/api/entities/vc/version', { params: { query: { branch: 'main', pageSize: 10, page: 0 } } }));
  assert.deepEqual(versions.data.map((v) => v.name), ['SDK contract version']);
  assert.equal(versions.data[0]?.id, created.version?.id);
  const ofDevice = dataOf(await c.tenant.GET('/api/entities/vc/version/{entityType}/{externalEntityUuid}', {
    params: { path: { entityType: 'DEVICE', externalEntityUuid: device.id!.id }, query: { branch: 'main', pageSize: 10, page: 0 } },
  }));
  assert.equal(ofDevice.totalElements, 1);
  const entities = dataOf(await c.tenant.GET('/api/entities/vc/entity/{versionId}', { params: { path: { versionId: created.version!.id! } } }));
  assert.deepEqual(entities.map((e) => e.externalId), [{ entityType: 'DEVICE', id: device.id!.id }]);
  const info = dataOf(await c.tenant.GET('/api/entities/vc/info/{versionId}/{entityType}/{externalEntityUuid}', {
    params: { path: { versionId: created.version!.id!, entityType: 'DEVICE', externalEntityUuid: device.id!.id } },
  }));
  assert.deepEqual(info, { hasRelations: false, hasAttributes: true, hasCredentials: false });
});

test('edge events of a new edge and resources: save, read info, page and delete', async () => {
  const edge = dataOf(await c.tenant.POST('/api/edge', { body: { name: 'SDK Events Edge', type: 'default', routingKey: 'sdk-events-key', secret: 'sdk-events-secret' } }));
  const events = dataOf(await c.tenant.GET('/api/edge/{edgeId}/events', { params: { path: { edgeId: edge.id!.id }, query: { pageSize: 50, page: 0 } } }));
  assert.equal(typeof events.totalElements, 'number');
  for (const event of events.data) {
    assert.deepEqual(event.edgeId, edge.id);
    assert.ok(event.entityId === null || typeof event.entityId === 'string');
  }

  const resource = dataOf(await c.tenant.POST('/api/resource', {
    body: { title: 'SDK Module', resourceType: 'JS_MODULE', fileName: 'sdk.js', data: Buffer.from('export const x = 1;').toString('base64') },
  }));
  assert.deepEqual([resource.title, resource.resourceType, resource.fileName, resource.resourceKey], ['SDK Module', 'JS_MODULE', 'sdk.js', 'sdk.js']);
  assert.deepEqual(resource.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  const resourceId = resource.id!.id;
  const info = dataOf(await c.tenant.GET('/api/resource/info/{resourceId}', { params: { path: { resourceId } } }));
  assert.equal(info.title, 'SDK Module');
  const page = dataOf(await c.tenant.GET('/api/resource', { params: { query: { pageSize: 10, page: 0, textSearch: 'sdk module' } } }));
  assert.deepEqual(page.data.map((r) => r.id!.id), [resourceId]);
  emptyOk(await c.tenant.DELETE('/api/resource/{resourceId}', { params: { path: { resourceId } } }));
  assert.equal(errorOf(await c.tenant.GET('/api/resource/info/{resourceId}', { params: { path: { resourceId } } }), 404).errorCode, 32);
});
