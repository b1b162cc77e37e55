import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { DEMO_EDGE } from '../../server/demo/edges.js';
import { seedDemoEdge } from '../../server/demo/edge-seed.js';
import { edgeQueueStartTs } from '../../server/edges/events.js';
import { runSeeds } from '../../server/seed/run.js';
import { EDGE_ROOT_CHAIN_NAME } from '../../server/rule-chains/default-chain.js';
import { countRows, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

const call = (method: string, path: string, token: string) => server.call(method, path, { token });

/** The tenant's edge root rule chain, which the demo edge should hold. */
async function edgeRootChain(): Promise<{ id: string; name: string }> {
  return (await server.ctx.db.one<{ id: string; name: string }>(
    "SELECT id, name FROM rule_chain WHERE tenant_id = $1 AND type = 'EDGE' AND root", [DEMO.tenantId]))!;
}

/** What the demo data adds with the edge, counted. */
async function counts(): Promise<number[]> {
  return [await countRows(server, 'edge'), await countRows(server, 'edge_event'), await countRows(server, 'relation')];
}

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
});
after(() => server.close());

test('the demo tenant has the demo edge with its fixed routing key and secret, owned by Customer A', async () => {
  const res = await call('GET', '/api/tenant/edges?edgeName=Edge%20E1', t.tenant);
  assert.equal(res.status, 200, res.text);
  const root = await edgeRootChain();
  assert.equal(root.name, EDGE_ROOT_CHAIN_NAME);
  assert.deepEqual(
    [res.body.id, res.body.name, res.body.type, res.body.label, res.body.routingKey, res.body.secret, res.body.customerId, res.body.rootRuleChainId],
    [{ entityType: 'EDGE', id: DEMO.edgeId }, 'Edge E1', 'default', 'Site edge', 'demo-edge-e1-routing-key', 'demoEdgeE1Secret0001',
      { entityType: 'CUSTOMER', id: DEMO.customerAId }, { entityType: 'RULE_CHAIN', id: root.id }]);
  const tenantList = await call('GET', '/api/tenant/edgeInfos?pageSize=10&page=0', t.tenant);
  assert.deepEqual(tenantList.body.data.map((e: { name: string; customerTitle: string }) => [e.name, e.customerTitle]), [['Edge E1', 'Customer A']]);
  const customerList = await call('GET', `/api/customer/${DEMO.customerAId}/edgeInfos?pageSize=10&page=0`, t.customerA);
  assert.deepEqual(customerList.body.data.map((e: { name: string }) => e.name), ['Edge E1']);
  assert.equal((await call('GET', `/api/edge/${DEMO.edgeId}`, t.customerB)).status, 403);
});

test('the demo edge holds the edge root rule chain and lacks no chain it forwards to', async () => {
  const chains = await call('GET', `/api/edge/${DEMO.edgeId}/ruleChains?pageSize=10&page=0`, t.tenant);
  assert.deepEqual(chains.body.data.map((c: { name: string; type: string }) => [c.name, c.type]), [[EDGE_ROOT_CHAIN_NAME, 'EDGE']]);
  assert.deepEqual((await call('GET', `/api/edge/missingToRelatedRuleChains/${DEMO.edgeId}`, t.tenant)).body, {});
});

test('the demo edge has pending events: its rule chain assignment and a full sync', async () => {
  const res = await call('GET', `/api/edge/${DEMO.edgeId}/events?pageSize=1000&page=0`, t.tenant);
  assert.equal(res.status, 200, res.text);
  const kinds = res.body.data.map((e: { type: string; action: string; entityId: string }) => `${e.type}:${e.action}:${e.entityId}`);
  const root = (await edgeRootChain()).id;
  for (const kind of [`RULE_CHAIN:ASSIGNED_TO_EDGE:${root}`, `RULE_CHAIN:ADDED:${root}`, `RULE_CHAIN_METADATA:ADDED:${root}`,
    `DEVICE_PROFILE:ADDED:${DEMO.defaultDeviceProfileId}`, `CUSTOMER:ADDED:${DEMO.customerAId}`, `USER:ADDED:${DEMO.tenantAdminId}`,
    `USER:ADDED:${DEMO.customerUserId}`]) {
    assert.ok(kinds.includes(kind), kind);
  }
  assert.ok(kinds.some((k: string) => k.startsWith('WIDGETS_BUNDLE:ADDED:')));
  assert.equal(res.body.totalElements, kinds.length);
  // The edge never connected, so every event is pending.
  assert.equal(await edgeQueueStartTs(server.ctx.db, DEMO.edgeId), null);
});

test('seeding again adds nothing, whether the seeds run again or the demo edge seed itself', async () => {
  const before = await counts();
  assert.deepEqual(await runSeeds(server.ctx), []);
  await server.ctx.db.tx((q) => seedDemoEdge(q, server.ctx));
  assert.deepEqual(await counts(), before);
});

test('a data directory that already has an edge of the demo name gets no second one', async () => {
  assert.equal((await server.call('DELETE', `/api/edge/${DEMO.edgeId}`, { token: t.tenant })).status, 200);
  const mine = await server.call('POST', '/api/edge', { token: t.tenant, body: { name: DEMO_EDGE.name, type: 'default' } });
  assert.equal(mine.status, 200, mine.text);
  const before = await counts();
  await server.ctx.db.tx((q) => seedDemoEdge(q, server.ctx));
  assert.deepEqual(await counts(), before);
  const names = await server.ctx.db.query<{ id: string }>('SELECT id FROM edge WHERE name = $1', [DEMO_EDGE.name]);
  assert.deepEqual(names.map((r) => r.id), [mine.body.id.id]);
});
