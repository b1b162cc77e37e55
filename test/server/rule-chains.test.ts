import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { on } from '../../server/events.js';
import { tenantSetupsSettled } from '../../server/rule-chains/defaults.js';
import { auditActions, countOf, rolesOf, type Roles } from './rule-chains-support.js';

let server: TestServer;
let roles: Roles;
const MISSING = '11111111-2222-4333-8444-555555555555';

before(async () => {
  server = await startTestServer();
  roles = await rolesOf(server, 'rc');
});
after(() => server.close());

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const createChain = async (name: string, extra: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/ruleChain', roles.tenant, { name, ...extra });
  assert.equal(res.status, 200, res.text);
  return res.body as { id: { id: string }; name: string; root: boolean; type: string };
};

test('lists the seeded root chain and demo chain as CORE chains and the edge root chain as EDGE', async () => {
  const core = await call('GET', '/api/ruleChains?pageSize=10&page=0&sortProperty=name&sortOrder=ASC', roles.tenant);
  assert.equal(core.status, 200);
  const names = core.body.data.map((c: { name: string }) => c.name);
  assert.ok(names.includes('Root Rule Chain'));
  assert.ok(names.includes('Thermostat Alerts'));
  const root = core.body.data.find((c: { name: string }) => c.name === 'Root Rule Chain');
  assert.deepEqual(Object.keys(root).sort(), ['additionalInfo', 'configuration', 'createdTime', 'debugMode', 'externalId', 'firstRuleNodeId',
    'id', 'name', 'root', 'tenantId', 'type']);
  assert.deepEqual(root.id, { entityType: 'RULE_CHAIN', id: DEMO.rootRuleChainId });
  assert.deepEqual(root.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(root.root, true);
  assert.equal(root.type, 'CORE');
  assert.equal(root.firstRuleNodeId.entityType, 'RULE_NODE');
  const edge = await call('GET', '/api/ruleChains?pageSize=10&page=0&type=EDGE', roles.tenant);
  assert.deepEqual(edge.body.data.map((c: { name: string; root: boolean }) => [c.name, c.root]), [['Edge Root Rule Chain', true]]);
});

test('sets the seeded root chain as default rule chain of the default device profile', async () => {
  const res = await call('GET', `/api/deviceProfile/${DEMO.defaultDeviceProfileId}`, roles.tenant);
  assert.deepEqual(res.body.defaultRuleChainId, { entityType: 'RULE_CHAIN', id: DEMO.rootRuleChainId });
});

test('pages, searches case-insensitively by name and sorts rule chains', async () => {
  await createChain('Paging Alpha');
  await createChain('paging beta');
  const page = await call('GET', '/api/ruleChains?pageSize=1&page=0&textSearch=PAGING&sortProperty=name&sortOrder=DESC', roles.tenant);
  assert.equal(page.status, 200);
  assert.deepEqual([page.body.totalElements, page.body.totalPages, page.body.hasNext], [2, 2, true]);
  assert.equal(page.body.data[0].name, 'paging beta');
  const second = await call('GET', '/api/ruleChains?pageSize=1&page=1&textSearch=paging&sortProperty=name&sortOrder=DESC', roles.tenant);
  assert.equal(second.body.data[0].name, 'Paging Alpha');
  assert.equal(second.body.hasNext, false);
});

test('answers 400 for a bad page link, sort property or chain type', async () => {
  assert.equal((await call('GET', '/api/ruleChains?page=0', roles.tenant)).status, 400);
  assert.equal((await call('GET', '/api/ruleChains?pageSize=10&page=0&sortProperty=bogus', roles.tenant)).status, 400);
  const badType = await call('GET', '/api/ruleChains?pageSize=10&page=0&type=OTHER', roles.tenant);
  assert.equal(badType.status, 400);
  assert.match(badType.body.message, /type/);
});

test('reads a chain by id, 400 for a malformed id and 404 naming a missing one', async () => {
  const chain = await createChain('Read Me');
  const res = await call('GET', `/api/ruleChain/${chain.id.id}`, roles.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.body.name, 'Read Me');
  assert.equal((await call('GET', '/api/ruleChain/not-a-uuid', roles.tenant)).status, 400);
  const missing = await call('GET', `/api/ruleChain/${MISSING}`, roles.tenant);
  assert.equal(missing.status, 404);
  assert.equal(missing.body.errorCode, 32);
  assert.equal(missing.body.message, `Rule chain with id [${MISSING}] is not found`);
});

test('creates a CORE chain that is not root, audits it and announces it on the bus', async () => {
  const seen: string[] = [];
  const off = on(server.ctx, 'entity', (e) => { if (e.entityId.entityType === 'RULE_CHAIN') seen.push(e.action); });
  try {
    const chain = await createChain('Created Chain', { additionalInfo: { description: 'about' }, debugMode: true });
    assert.equal(chain.type, 'CORE');
    assert.equal(chain.root, false);
    const full = (await call('GET', `/api/ruleChain/${chain.id.id}`, roles.tenant)).body;
    assert.deepEqual(full.additionalInfo, { description: 'about' });
    assert.equal(full.debugMode, true);
    assert.equal(full.firstRuleNodeId, null);
    assert.deepEqual(await auditActions(server, chain.id.id), ['ADDED']);
    assert.deepEqual(seen, ['ADDED']);
  } finally {
    off();
  }
});

test('renames a chain but refuses to change its type', async () => {
  const chain = await createChain('Before Rename');
  const renamed = await call('POST', '/api/ruleChain', roles.tenant, { ...chain, name: 'After Rename' });
  assert.equal(renamed.status, 200);
  assert.equal(renamed.body.name, 'After Rename');
  assert.equal(renamed.body.id.id, chain.id.id);
  const retyped = await call('POST', '/api/ruleChain', roles.tenant, { ...chain, type: 'EDGE' });
  assert.equal(retyped.status, 400);
  assert.equal((await call('GET', `/api/ruleChain/${chain.id.id}`, roles.tenant)).body.type, 'CORE');
  assert.ok((await auditActions(server, chain.id.id)).includes('UPDATED'));
});

test('answers 400 for bad rule chain bodies and creates nothing', async () => {
  const before = await countOf(server, 'rule_chain');
  for (const body of [{}, { name: '' }, { name: 42 }, { name: 'x', type: 'WRONG' }, { name: 'x', debugMode: 'yes' }, [1, 2]]) {
    const res = await call('POST', '/api/ruleChain', roles.tenant, body);
    assert.equal(res.status, 400, JSON.stringify(body));
  }
  const noName = await call('POST', '/api/ruleChain', roles.tenant, { type: 'CORE' });
  assert.equal(noName.body.message, 'Rule chain name should be specified!');
  const malformed = await server.call('POST', '/api/ruleChain', { token: roles.tenant, rawBody: '{"name":' });
  assert.equal(malformed.status, 400);
  assert.equal(await countOf(server, 'rule_chain'), before);
});

test('refuses a second root chain of a type when creating one', async () => {
  const res = await call('POST', '/api/ruleChain', roles.tenant, { name: 'Second Root', root: true });
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Another root rule chain is present in scope of current tenant!');
  const edge = await call('POST', '/api/ruleChain', roles.tenant, { name: 'Second Edge Root', type: 'EDGE', root: true });
  assert.equal(edge.body.message, 'Another edge template root rule chain is present in scope of current tenant!');
});

test('switches the root chain so exactly one CORE chain is root', async () => {
  const chain = await createChain('New Root');
  const res = await call('POST', `/api/ruleChain/${chain.id.id}/root`, roles.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.body.root, true);
  const roots = await countOf(server, 'rule_chain', "tenant_id = $1 AND type = 'CORE' AND root", [DEMO.tenantId]);
  assert.equal(roots, 1);
  assert.equal((await call('GET', `/api/ruleChain/${DEMO.rootRuleChainId}`, roles.tenant)).body.root, false);
  assert.ok((await auditActions(server, DEMO.rootRuleChainId)).includes('UPDATED'));
  const back = await call('POST', `/api/ruleChain/${DEMO.rootRuleChainId}/root`, roles.tenant);
  assert.equal(back.body.root, true);
  assert.equal((await call('GET', `/api/ruleChain/${chain.id.id}`, roles.tenant)).body.root, false);
  const again = await call('POST', `/api/ruleChain/${DEMO.rootRuleChainId}/root`, roles.tenant);
  assert.equal(again.body.root, true);
});

test('refuses to delete the root chain or a chain a device profile uses, changing nothing', async () => {
  const root = await call('DELETE', `/api/ruleChain/${DEMO.rootRuleChainId}`, roles.tenant);
  assert.equal(root.status, 400);
  assert.equal(root.body.message, 'Deletion of Root Tenant Rule Chain is prohibited!');
  const chain = await createChain('Profile Chain');
  await server.ctx.db.query('INSERT INTO device_profile (id, created_time, tenant_id, name, default_rule_chain_id) VALUES (gen_random_uuid(), 0, $1, $2, $3)',
    [DEMO.tenantId, 'profile using chain', chain.id.id]);
  const used = await call('DELETE', `/api/ruleChain/${chain.id.id}`, roles.tenant);
  assert.equal(used.status, 400);
  assert.equal(used.body.message, 'The rule chain referenced by the device profiles cannot be deleted!');
  assert.equal((await call('GET', `/api/ruleChain/${chain.id.id}`, roles.tenant)).status, 200);
});

test('deletes a chain with its nodes, audited, after which it is 404', async () => {
  const chain = await call('POST', '/api/ruleChain/device/default', roles.tenant, { name: 'Doomed' });
  const id = chain.body.id.id as string;
  assert.ok((await countOf(server, 'rule_node', 'rule_chain_id = $1', [id])) > 0);
  const res = await call('DELETE', `/api/ruleChain/${id}`, roles.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.text, '');
  assert.equal((await call('GET', `/api/ruleChain/${id}`, roles.tenant)).status, 404);
  assert.equal(await countOf(server, 'rule_node', 'rule_chain_id = $1', [id]), 0);
  assert.ok((await auditActions(server, id)).includes('DELETED'));
  assert.equal((await call('DELETE', `/api/ruleChain/${id}`, roles.tenant)).status, 404);
});

test('creates a default device chain: profile node, message type switch, storage, RPC and logs', async () => {
  const res = await call('POST', '/api/ruleChain/device/default', roles.tenant, { name: 'Device Chain' });
  assert.equal(res.status, 200);
  assert.equal(res.body.name, 'Device Chain');
  assert.equal(res.body.root, false);
  const meta = (await call('GET', `/api/ruleChain/${res.body.id.id}/metadata`, roles.tenant)).body;
  const short = (t: string) => t.slice(t.lastIndexOf('.') + 1);
  assert.deepEqual(meta.nodes.map((n: { type: string }) => short(n.type)), [
    'TbDeviceProfileNode', 'TbMsgTypeSwitchNode', 'TbMsgTimeseriesNode', 'TbMsgAttributesNode', 'TbLogNode', 'TbLogNode', 'TbSendRPCRequestNode',
  ]);
  assert.equal(meta.firstNodeIndex, 0);
  assert.deepEqual(res.body.firstRuleNodeId, meta.nodes[0].id);
  const labels = meta.connections.map((c: { fromIndex: number; toIndex: number; type: string }) => `${c.fromIndex}>${c.toIndex}:${c.type}`);
  assert.deepEqual(labels, ['0>1:Success', '1>2:Post telemetry', '1>3:Post attributes', '1>4:RPC Request from Device', '1>5:Other', '1>6:RPC Request to Device']);
  assert.equal(meta.nodes[3].configuration.scope, 'CLIENT_SCOPE');
  assert.equal(meta.nodes[6].configuration.timeoutInSeconds, 60);
  assert.deepEqual(await auditActions(server, res.body.id.id), ['ADDED']);
  const noName = await call('POST', '/api/ruleChain/device/default', roles.tenant, {});
  assert.equal(noName.status, 400);
  assert.equal(noName.body.message, 'Rule chain name should be specified!');
});

test('gives a tenant created through the API its root rule chain and edge root chain', async () => {
  const res = await call('POST', '/api/tenant', roles.sysadmin, { title: 'Tenant With Chains' });
  assert.equal(res.status, 200, res.text);
  await tenantSetupsSettled(server.ctx);
  const rows = await server.ctx.db.query<{ name: string; type: string; root: boolean }>(
    'SELECT name, type, root FROM rule_chain WHERE tenant_id = $1 ORDER BY type', [res.body.id.id]);
  assert.deepEqual(rows, [{ name: 'Root Rule Chain', type: 'CORE', root: true }, { name: 'Edge Root Rule Chain', type: 'EDGE', root: true }]);
  assert.equal(await countOf(server, 'rule_node', 'tenant_id = $1', [res.body.id.id]), 14);
});

test('keeps rule chains to tenant administrators of their own tenant', async () => {
  const chain = await createChain('Guarded');
  const paths: Array<[string, string, unknown?]> = [
    ['GET', '/api/ruleChains?pageSize=10&page=0'],
    ['GET', `/api/ruleChain/${chain.id.id}`],
    ['POST', '/api/ruleChain', { name: 'Intruder' }],
    ['DELETE', `/api/ruleChain/${chain.id.id}`],
    ['POST', `/api/ruleChain/${chain.id.id}/root`],
    ['GET', `/api/ruleChain/${chain.id.id}/metadata`],
    ['GET', `/api/ruleChain/${chain.id.id}/output/labels`],
    ['POST', '/api/ruleChain/device/default', { name: 'Intruder' }],
    ['GET', '/api/ruleChains/export?limit=10'],
  ];
  for (const token of [roles.sysadmin, roles.customer, roles.otherCustomer]) {
    for (const [method, path, body] of paths) {
      const res = await call(method, path, token, body);
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.equal(res.body.errorCode, 20);
    }
  }
  for (const [method, path, body] of paths.slice(1, 7).filter(([m, p]) => m !== 'POST' || p !== '/api/ruleChain')) {
    assert.equal((await call(method, path, roles.otherTenant, body)).status, 403, `other tenant ${method} ${path}`);
  }
  const foreignUpdate = await call('POST', '/api/ruleChain', roles.otherTenant, { ...chain, name: 'Hijacked' });
  assert.equal(foreignUpdate.status, 403);
  assert.equal((await call('GET', `/api/ruleChain/${chain.id.id}`, roles.tenant)).body.name, 'Guarded');
  const otherList = await call('GET', '/api/ruleChains?pageSize=100&page=0', roles.otherTenant);
  assert.equal(otherList.status, 200);
  assert.equal(otherList.body.totalElements, 0);
  assert.equal((await server.call('GET', '/api/ruleChains?pageSize=10&page=0')).status, 401);
});

test('exports chains with metadata and imports them as new chains with references remapped', async () => {
  const target = await createChain('Export Target');
  const caller = await createChain('Export Caller');
  await call('POST', '/api/ruleChain/metadata', roles.tenant, {
    ruleChainId: caller.id, firstNodeIndex: 0, connections: [],
    nodes: [{ type: 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode', name: 'To target', configuration: { ruleChainId: target.id.id } }],
  });
  const exported = await call('GET', '/api/ruleChains/export?limit=1000', roles.tenant);
  assert.equal(exported.status, 200);
  assert.equal(exported.body.ruleChains.length, exported.body.metadata.length);
  const pick = (name: string) => exported.body.ruleChains.findIndex((c: { name: string }) => c.name === name);
  const indexes = [pick('Export Target'), pick('Export Caller')];
  const data = { ruleChains: indexes.map((i) => exported.body.ruleChains[i]), metadata: indexes.map((i) => exported.body.metadata[i]) };
  const imported = await call('POST', '/api/ruleChains/import', roles.otherTenant, data);
  assert.equal(imported.status, 200, imported.text);
  assert.deepEqual(imported.body.map((r: { ruleChainName: string; updated: boolean; error: unknown }) => [r.ruleChainName, r.updated, r.error]),
    [['Export Target', false, null], ['Export Caller', false, null]]);
  const newTarget = imported.body[0].ruleChainId.id;
  const meta = (await call('GET', `/api/ruleChain/${imported.body[1].ruleChainId.id}/metadata`, roles.otherTenant)).body;
  assert.equal(meta.nodes[0].configuration.ruleChainId, newTarget);
  assert.notEqual(meta.nodes[0].id.id, exported.body.metadata[indexes[1]!].nodes[0].id.id);
  const again = await call('POST', '/api/ruleChains/import?overwrite=true', roles.otherTenant, data);
  assert.deepEqual(again.body.map((r: { updated: boolean }) => r.updated), [true, true]);
  assert.equal(again.body[0].ruleChainId.id, newTarget);
  assert.equal((await call('GET', '/api/ruleChains/export', roles.tenant)).status, 400);
  assert.equal((await call('POST', '/api/ruleChains/import', roles.tenant, { metadata: [] })).status, 400);
});
