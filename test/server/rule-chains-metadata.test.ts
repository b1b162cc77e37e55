import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { writeEvent } from '../../server/rule-chains/debug-events.js';
import { auditActions, rolesOf, type Roles } from './rule-chains-support.js';

let server: TestServer;
let roles: Roles;

const FILTER = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
const LOG = 'org.thingsboard.rule.engine.action.TbLogNode';
const SAVE_TS = 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode';
const INPUT = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';
const OUTPUT = 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode';

before(async () => {
  server = await startTestServer();
  roles = await rolesOf(server, 'meta');
});
after(() => server.close());

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const ref = (id: string) => ({ entityType: 'RULE_CHAIN', id });
const node = (type: string, name: string, extra: Record<string, unknown> = {}) => ({ type, name, configuration: {}, ...extra });

async function newChain(name: string): Promise<string> {
  const res = await call('POST', '/api/ruleChain', roles.tenant, { name });
  assert.equal(res.status, 200, res.text);
  return res.body.id.id;
}

async function saveMeta(body: Record<string, unknown>, query = '') {
  return call('POST', `/api/ruleChain/metadata${query}`, roles.tenant, body);
}

test('answers empty metadata of a new chain with null connections and no first node', async () => {
  const id = await newChain('Empty');
  const res = await call('GET', `/api/ruleChain/${id}/metadata`, roles.tenant);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { ruleChainId: ref(id), firstNodeIndex: null, nodes: [], connections: null, ruleChainConnections: null });
});

test('saves metadata and loads the same graph back, giving new nodes ids', async () => {
  const id = await newChain('Round Trip');
  const body = {
    ruleChainId: ref(id), firstNodeIndex: 0,
    nodes: [
      node(FILTER, 'Hot?', { configuration: { jsScript: 'return msg.t > 20;' }, additionalInfo: { layoutX: 10, layoutY: 20, description: 'd' }, debugMode: true }),
      node(SAVE_TS, 'Store', { configuration: { defaultTTL: 0 } }),
      node(LOG, 'Log', { configuration: { jsScript: 'return "x";' } }),
    ],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }, { fromIndex: 0, toIndex: 2, type: 'False' }],
  };
  const saved = await saveMeta(body);
  assert.equal(saved.status, 200, saved.text);
  const loaded = await call('GET', `/api/ruleChain/${id}/metadata`, roles.tenant);
  assert.deepEqual(saved.body, loaded.body);
  assert.equal(loaded.body.firstNodeIndex, 0);
  assert.deepEqual(loaded.body.connections, body.connections);
  assert.equal(loaded.body.ruleChainConnections, null);
  const n0 = loaded.body.nodes[0];
  assert.deepEqual(Object.keys(n0).sort(), ['additionalInfo', 'configuration', 'createdTime', 'debugMode', 'externalId', 'id', 'name', 'ruleChainId', 'type']);
  assert.equal(n0.id.entityType, 'RULE_NODE');
  assert.deepEqual(n0.ruleChainId, ref(id));
  assert.deepEqual([n0.name, n0.type, n0.debugMode], ['Hot?', FILTER, true]);
  assert.deepEqual(n0.configuration, { jsScript: 'return msg.t > 20;' });
  assert.deepEqual(n0.additionalInfo, { layoutX: 10, layoutY: 20, description: 'd' });
  const chain = (await call('GET', `/api/ruleChain/${id}`, roles.tenant)).body;
  assert.deepEqual(chain.firstRuleNodeId, n0.id);
  assert.ok((await auditActions(server, id)).includes('UPDATED'));
});

test('keeps the ids of nodes sent back, creates new ones and deletes the missing ones', async () => {
  const id = await newChain('Edit Graph');
  const first = (await saveMeta({ ruleChainId: ref(id), firstNodeIndex: 0, nodes: [node(FILTER, 'A'), node(LOG, 'B')],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }] })).body;
  const [a, b] = first.nodes;
  const second = await saveMeta({
    ruleChainId: ref(id), firstNodeIndex: 1,
    nodes: [node(LOG, 'C'), { ...a, name: 'A renamed' }],
    connections: [{ fromIndex: 1, toIndex: 0, type: 'False' }],
  });
  assert.equal(second.status, 200, second.text);
  const nodes = second.body.nodes;
  assert.deepEqual(nodes.map((n: { name: string }) => n.name), ['C', 'A renamed']);
  assert.deepEqual(nodes[1].id, a.id);
  assert.notDeepEqual(nodes[0].id, b.id);
  assert.equal(second.body.firstNodeIndex, 1);
  assert.deepEqual(second.body.connections, [{ fromIndex: 1, toIndex: 0, type: 'False' }]);
  const stale = await server.ctx.db.one('SELECT 1 FROM rule_node WHERE id = $1', [b.id.id]);
  assert.equal(stale, undefined);
  const foreignId = await saveMeta({ ruleChainId: ref(id), nodes: [{ ...node(LOG, 'Foreign'), id: { entityType: 'RULE_NODE', id: b.id.id } }] });
  assert.notDeepEqual(foreignId.body.nodes[0].id, b.id);
  assert.equal(foreignId.body.connections, null);
});

test('saves and loads connections to other rule chains', async () => {
  const target = await newChain('Chain Target');
  const id = await newChain('Chain Source');
  const res = await saveMeta({
    ruleChainId: ref(id), firstNodeIndex: 0, nodes: [node(FILTER, 'F')], connections: [],
    ruleChainConnections: [{ fromIndex: 0, targetRuleChainId: ref(target), additionalInfo: { layoutX: 5 }, type: 'True' }],
  });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(res.body.ruleChainConnections, [{ fromIndex: 0, targetRuleChainId: ref(target), additionalInfo: { layoutX: 5 }, type: 'True' }]);
  assert.equal(res.body.connections, null);
});

test('answers 400 naming the field for invalid metadata and keeps the stored graph', async () => {
  const id = await newChain('Strict');
  const good = { ruleChainId: ref(id), firstNodeIndex: 0, nodes: [node(FILTER, 'A'), node(LOG, 'B'), node(LOG, 'C')],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }] };
  const stored = (await saveMeta(good)).body;
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ ...good, ruleChainId: undefined }, /^ruleChainId should be specified!$/],
    [{ ...good, nodes: [node(FILTER, 'A'), { type: LOG, configuration: {} }] }, /^nodes\[1\]\.name should be specified!$/],
    [{ ...good, nodes: [node(FILTER, 'A'), node('', 'B')] }, /^nodes\[1\]\.type should be specified!$/],
    [{ ...good, nodes: [node(FILTER, 'A', { configuration: 'text' })] }, /^nodes\[0\]\.configuration must be an object$/],
    [{ ...good, nodes: 'all' }, /^Invalid request body: nodes must be an array$/],
    [{ ...good, connections: [{ fromIndex: 0, toIndex: 3, type: 'True' }] }, /^connections\[0\]\.toIndex 3 is out of range: the chain has 3 nodes$/],
    [{ ...good, connections: [{ fromIndex: -1, toIndex: 1, type: 'True' }] }, /^connections\[0\]\.fromIndex -1 is out of range/],
    [{ ...good, connections: [{ fromIndex: 0, toIndex: 1 }] }, /^connections\[0\]\.type should be specified!$/],
    [{ ...good, connections: [{ fromIndex: 0, toIndex: '1', type: 'True' }] }, /^Invalid request body: connections\[0\]\.toIndex must be an integer$/],
    [{ ...good, connections: [{ fromIndex: 1, toIndex: 1, type: 'True' }] }, /^connections\[0\] connects node 1 to itself$/],
    [{ ...good, connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }, { fromIndex: 1, toIndex: 2, type: 'S' }, { fromIndex: 2, toIndex: 0, type: 'S' }] },
      /^connections form a cycle through nodes 0 -> 1 -> 2 -> 0/],
    [{ ...good, firstNodeIndex: 3 }, /^firstNodeIndex 3 is out of range: the chain has 3 nodes$/],
    [{ ...good, ruleChainConnections: [{ fromIndex: 0, targetRuleChainId: ref('11111111-2222-4333-8444-555555555555'), type: 'True' }] },
      /^ruleChainConnections\[0\]\.targetRuleChainId refers to a rule chain that does not exist/],
    [{ ...good, nodes: [node(INPUT, 'Elsewhere', { configuration: { ruleChainId: '11111111-2222-4333-8444-555555555555' } })], connections: [] },
      /^nodes\[0\]\.configuration\.ruleChainId refers to a rule chain that does not exist/],
    [{ ...good, nodes: [{ ...stored.nodes[0] }, { ...stored.nodes[0] }], connections: [] }, /^nodes\[1\]\.id repeats the id of another node$/],
  ];
  for (const [body, message] of cases) {
    const res = await saveMeta(body);
    assert.equal(res.status, 400, `${message} answered ${res.status} ${res.text}`);
    assert.equal(res.body.errorCode, 31);
    assert.match(res.body.message, message);
  }
  assert.deepEqual((await call('GET', `/api/ruleChain/${id}/metadata`, roles.tenant)).body, stored);
});

test('answers 404 for metadata of a missing chain and 403 for another tenant\'s chain', async () => {
  const missing = '11111111-2222-4333-8444-555555555555';
  assert.equal((await call('GET', `/api/ruleChain/${missing}/metadata`, roles.tenant)).status, 404);
  assert.equal((await saveMeta({ ruleChainId: ref(missing), nodes: [] })).status, 404);
  assert.equal((await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}/metadata`, roles.otherTenant)).status, 403);
  const before = (await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}/metadata`, roles.tenant)).body;
  const res = await call('POST', '/api/ruleChain/metadata', roles.otherTenant, { ruleChainId: ref(DEMO.rootRuleChainId), nodes: [] });
  assert.equal(res.status, 403);
  assert.deepEqual((await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}/metadata`, roles.tenant)).body, before);
  assert.equal((await call('POST', '/api/ruleChain/metadata', roles.customer, { ruleChainId: ref(DEMO.rootRuleChainId), nodes: [] })).status, 403);
});

async function labelledChains(prefix: string) {
  const target = await newChain(`${prefix} Target`);
  await saveMeta({ ruleChainId: ref(target), firstNodeIndex: 0,
    nodes: [node(FILTER, 'F'), node(OUTPUT, 'Done'), node(OUTPUT, 'Error'), node(OUTPUT, 'Done')],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }, { fromIndex: 0, toIndex: 2, type: 'False' }, { fromIndex: 0, toIndex: 3, type: 'Failure' }] });
  const caller = await newChain(`${prefix} Caller`);
  const saved = await saveMeta({ ruleChainId: ref(caller), firstNodeIndex: 0,
    nodes: [node(INPUT, 'Call target', { configuration: { ruleChainId: target } }), node(LOG, 'On done'), node(LOG, 'On error')],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'Done' }, { fromIndex: 0, toIndex: 2, type: 'Error' }] });
  return { target, caller, callerNode: saved.body.nodes[0].id };
}

test('answers the output labels of a chain: its output node names, sorted and without repeats', async () => {
  const { target } = await labelledChains('Labels');
  const res = await call('GET', `/api/ruleChain/${target}/output/labels`, roles.tenant);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, ['Done', 'Error']);
  assert.deepEqual((await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}/output/labels`, roles.tenant)).body, []);
});

test('answers where the output labels are used: calling node, chain and its connection labels', async () => {
  const { target, caller, callerNode } = await labelledChains('Usage');
  const res = await call('GET', `/api/ruleChain/${target}/output/labels/usage`, roles.tenant);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, [{ ruleChainId: ref(caller), ruleNodeId: callerNode, ruleChainName: 'Usage Caller', ruleNodeName: 'Call target', labels: ['Done', 'Error'] }]);
  assert.deepEqual((await call('GET', `/api/ruleChain/${caller}/output/labels/usage`, roles.tenant)).body, []);
  assert.equal((await call('GET', `/api/ruleChain/${target}/output/labels/usage`, roles.otherTenant)).status, 403);
});

test('removes connections of calling chains for dropped output labels only with updateRelated', async () => {
  const { target, caller } = await labelledChains('Related');
  const meta = (await call('GET', `/api/ruleChain/${target}/metadata`, roles.tenant)).body;
  const withoutError = { ...meta, nodes: [meta.nodes[0], meta.nodes[1]], connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }] };
  assert.equal((await saveMeta(withoutError, '?updateRelated=false')).status, 200);
  const kept = (await call('GET', `/api/ruleChain/${caller}/metadata`, roles.tenant)).body;
  assert.deepEqual(kept.connections.map((c: { type: string }) => c.type), ['Done', 'Error']);
  const restore = await saveMeta({ ...meta, nodes: meta.nodes.map((n: Record<string, unknown>) => ({ ...n, id: undefined })) });
  assert.equal(restore.status, 200);
  const dropped = await saveMeta({ ...restore.body, nodes: restore.body.nodes.slice(0, 2), connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }] }, '?updateRelated=true');
  assert.equal(dropped.status, 200, dropped.text);
  const after = (await call('GET', `/api/ruleChain/${caller}/metadata`, roles.tenant)).body;
  assert.deepEqual(after.connections.map((c: { type: string }) => c.type), ['Done']);
  assert.equal((await saveMeta(restore.body, '?updateRelated=maybe')).status, 400);
});

test('answers the newest incoming debug message of a rule node among its latest two debug events', async () => {
  const meta = (await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}/metadata`, roles.tenant)).body;
  const nodeId = meta.nodes[1].id.id as string;
  const write = (type: string, at: number) => writeEvent(server.ctx.db, {
    tenantId: DEMO.tenantId, entityId: { entityType: 'RULE_NODE', id: nodeId }, type: 'DEBUG_RULE_NODE',
    body: { type, msgType: 'POST_TELEMETRY_REQUEST', data: JSON.stringify({ t: at }), metadata: '{}', entityType: 'DEVICE' },
  }, at);
  const empty = await call('GET', `/api/ruleNode/${nodeId}/debugIn`, roles.tenant);
  assert.equal(empty.status, 200);
  assert.equal(empty.text, '');
  await write('IN', 1000);
  await write('OUT', 2000);
  const res = await call('GET', `/api/ruleNode/${nodeId}/debugIn`, roles.tenant);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { type: 'IN', msgType: 'POST_TELEMETRY_REQUEST', data: '{"t":1000}', metadata: '{}', entityType: 'DEVICE' });
  await write('OUT', 3000);
  assert.equal((await call('GET', `/api/ruleNode/${nodeId}/debugIn`, roles.tenant)).text, '');
  assert.equal((await call('GET', '/api/ruleNode/11111111-2222-4333-8444-555555555555/debugIn', roles.tenant)).status, 404);
  assert.equal((await call('GET', `/api/ruleNode/${nodeId}/debugIn`, roles.otherTenant)).status, 403);
  assert.equal((await call('GET', `/api/ruleNode/${nodeId}/debugIn`, roles.customer)).status, 403);
  assert.equal((await call('GET', '/api/ruleNode/xyz/debugIn', roles.tenant)).status, 400);
});
