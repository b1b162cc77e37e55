import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { COMPONENTS, descriptorId } from '../../server/rule-nodes/catalogue.js';
import { rolesOf, type Roles } from './rule-chains-support.js';

let server: TestServer;
let roles: Roles;

before(async () => {
  server = await startTestServer();
  roles = await rolesOf(server, 'comp');
});
after(() => server.close());

const get = (path: string, token = roles.tenant) => server.call('GET', path, { token });
const clazzes = (list: Array<{ clazz: string }>) => list.map((c) => c.clazz.slice(c.clazz.lastIndexOf('.') + 1));

/** The common nodes every console expects in the library. */
const EXPECTED: Record<string, string[]> = {
  FILTER: ['TbJsFilterNode', 'TbJsSwitchNode', 'TbMsgTypeFilterNode', 'TbMsgTypeSwitchNode', 'TbCheckRelationNode', 'TbOriginatorTypeFilterNode', 'TbGpsGeofencingFilterNode'],
  ENRICHMENT: ['TbGetAttributesNode', 'TbGetRelatedAttributeNode', 'TbGetCustomerAttributeNode', 'TbGetTenantAttributeNode', 'TbGetTelemetryNode'],
  TRANSFORMATION: ['TbTransformMsgNode', 'TbChangeOriginatorNode', 'TbMsgToEmailNode'],
  ACTION: ['TbMsgTimeseriesNode', 'TbMsgAttributesNode', 'TbCreateAlarmNode', 'TbClearAlarmNode', 'TbLogNode', 'TbSendRPCRequestNode',
    'TbSendRPCReplyNode', 'TbMsgDelayNode', 'TbMsgGeneratorNode', 'TbMsgCountNode', 'TbDeviceProfileNode'],
  EXTERNAL: ['TbRestApiCallNode', 'TbMqttNode', 'TbKafkaNode', 'TbSendEmailNode'],
  FLOW: ['TbRuleChainInputNode', 'TbRuleChainOutputNode', 'TbCheckpointNode', 'TbAckNode'],
};

test('lists the components of one category for CORE chains by default', async () => {
  for (const [type, expected] of Object.entries(EXPECTED)) {
    const res = await get(`/api/components/${type}`);
    assert.equal(res.status, 200);
    assert.ok(res.body.every((c: { type: string }) => c.type === type), type);
    for (const name of expected) assert.ok(clazzes(res.body).includes(name), `${type} has ${name}`);
  }
  assert.ok(COMPONENTS.length >= 25);
});

test('filters components by rule chain type', async () => {
  const core = clazzes((await get('/api/components/ACTION?ruleChainType=CORE')).body);
  const edge = clazzes((await get('/api/components/ACTION?ruleChainType=EDGE')).body);
  assert.ok(core.includes('TbMsgPushToEdgeNode') && !core.includes('TbMsgPushToCloudNode'));
  assert.ok(edge.includes('TbMsgPushToCloudNode') && !edge.includes('TbMsgPushToEdgeNode'));
  assert.ok(edge.includes('TbMsgTimeseriesNode'));
  assert.ok(!edge.includes('TbMsgCountNode'));
  assert.deepEqual(clazzes((await get('/api/components/ACTION')).body), core);
});

test('lists several categories at once with componentTypes', async () => {
  const res = await get('/api/components?componentTypes=FILTER,FLOW&ruleChainType=CORE');
  assert.equal(res.status, 200);
  const filter = (await get('/api/components/FILTER')).body.length;
  const flow = (await get('/api/components/FLOW')).body.length;
  assert.equal(res.body.length, filter + flow);
  assert.deepEqual([...new Set(res.body.map((c: { type: string }) => c.type))].sort(), ['FILTER', 'FLOW']);
  const repeated = await get('/api/components?componentTypes=FILTER&componentTypes=ACTION');
  assert.deepEqual([...new Set(repeated.body.map((c: { type: string }) => c.type))].sort(), ['ACTION', 'FILTER']);
});

test('answers 400 for missing or unknown component and chain types', async () => {
  const missing = await get('/api/components');
  assert.equal(missing.status, 400);
  assert.equal(missing.body.message, "Required request parameter 'componentTypes' is not present");
  assert.equal((await get('/api/components?componentTypes=FILTER,MAGIC')).status, 400);
  assert.equal((await get('/api/components/INPUT')).status, 400);
  const chainType = await get('/api/components/FILTER?ruleChainType=CLOUD');
  assert.equal(chainType.status, 400);
  assert.match(chainType.body.message, /ruleChainType/);
});

test('answers one component by class name with its node definition, 404 for an unknown class', async () => {
  const clazz = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
  const res = await get(`/api/component/${clazz}`);
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body).sort(), ['actions', 'clazz', 'configurationDescriptor', 'createdTime', 'id', 'name', 'scope', 'type']);
  assert.deepEqual(res.body.id, { id: descriptorId(clazz) });
  assert.deepEqual([res.body.type, res.body.scope, res.body.clazz, res.body.actions], ['FILTER', 'TENANT', clazz, null]);
  const def = res.body.configurationDescriptor.nodeDefinition;
  assert.deepEqual(def.relationTypes, ['True', 'False', 'Failure']);
  assert.equal(def.defaultConfiguration.jsScript, 'return msg.temperature > 20;');
  assert.deepEqual(def.configurationSchema.required, ['jsScript']);
  const unknown = await get('/api/component/org.example.Nothing');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.errorCode, 32);
});

test('describes every component completely, with a default configuration that meets its schema', async () => {
  const all = (await get(`/api/components?componentTypes=${Object.keys(EXPECTED).join(',')}`)).body
    .concat((await get(`/api/components?componentTypes=${Object.keys(EXPECTED).join(',')}&ruleChainType=EDGE`)).body);
  const ids = new Set<string>();
  for (const c of all) {
    const def = c.configurationDescriptor.nodeDefinition;
    for (const key of ['details', 'description', 'configDirective', 'icon']) assert.equal(typeof def[key], 'string', `${c.clazz}.${key}`);
    for (const key of ['inEnabled', 'outEnabled', 'customRelations', 'ruleChainNode']) assert.equal(typeof def[key], 'boolean', `${c.clazz}.${key}`);
    assert.ok(Array.isArray(def.relationTypes));
    assert.deepEqual(def.uiResources, []);
    assert.equal(typeof def.defaultConfiguration, 'object');
    for (const key of def.configurationSchema.required) assert.ok(key in def.defaultConfiguration, `${c.clazz} default has ${key}`);
    assert.ok(c.name.length > 0 && def.description.length > 0 && def.details.length > 0);
    ids.add(`${c.id.id}:${c.clazz}`);
  }
  assert.equal(new Set(all.map((c: { clazz: string }) => c.clazz)).size, COMPONENTS.length);
  assert.equal(new Set([...ids].map((i) => i.split(':')[0])).size, COMPONENTS.length);
});

test('marks the special flow and source nodes in their definitions', async () => {
  const def = async (clazz: string) => (await get(`/api/component/${clazz}`)).body.configurationDescriptor.nodeDefinition;
  const input = await def('org.thingsboard.rule.engine.flow.TbRuleChainInputNode');
  assert.deepEqual([input.ruleChainNode, input.customRelations], [true, true]);
  assert.equal((await def('org.thingsboard.rule.engine.flow.TbRuleChainOutputNode')).outEnabled, false);
  assert.equal((await def('org.thingsboard.rule.engine.debug.TbMsgGeneratorNode')).inEnabled, false);
  assert.equal((await def('org.thingsboard.rule.engine.filter.TbJsSwitchNode')).customRelations, true);
  const types = (await def('org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode')).relationTypes;
  for (const label of ['Post attributes', 'Post telemetry', 'RPC Request from Device', 'RPC Request to Device', 'Other']) assert.ok(types.includes(label), label);
});

test('lets system and tenant administrators read the catalogue, nobody else', async () => {
  assert.equal((await get('/api/components/FILTER', roles.sysadmin)).status, 200);
  assert.equal((await get('/api/components/FILTER', roles.otherTenant)).status, 200);
  for (const token of [roles.customer, roles.otherCustomer]) {
    assert.equal((await get('/api/components/FILTER', token)).status, 403);
    assert.equal((await get('/api/components?componentTypes=FILTER', token)).status, 403);
    assert.equal((await get('/api/component/org.thingsboard.rule.engine.action.TbLogNode', token)).status, 403);
  }
  assert.equal((await server.call('GET', '/api/components/FILTER')).status, 401);
});
