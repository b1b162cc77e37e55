import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { auditActions, rolesOf, type Roles } from './rule-chains-support.js';

let server: TestServer;
let roles: Roles;
let edgeId: string;

before(async () => {
  server = await startTestServer();
  roles = await rolesOf(server, 'edge');
  const edge = await server.call('POST', '/api/edge', { token: roles.tenant, body: { name: 'Edge One', type: 'default' } });
  assert.equal(edge.status, 200, edge.text);
  edgeId = edge.body.id.id;
});
after(() => server.close());

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });

async function chain(name: string, type: 'CORE' | 'EDGE' = 'EDGE'): Promise<string> {
  const res = await call('POST', '/api/ruleChain', roles.tenant, { name, type });
  assert.equal(res.status, 200, res.text);
  return res.body.id.id;
}

const edgeChainNames = async () =>
  (await call('GET', `/api/edge/${edgeId}/ruleChains?pageSize=50&page=0&sortProperty=name&sortOrder=ASC`, roles.tenant)).body.data
    .map((c: { name: string }) => c.name);

test('assigns an edge chain to an edge and lists it among the edge chains', async () => {
  const id = await chain('Edge Assigned');
  const res = await call('POST', `/api/edge/${edgeId}/ruleChain/${id}`, roles.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.body.id.id, id);
  assert.deepEqual(await edgeChainNames(), ['Edge Assigned']);
  assert.ok((await auditActions(server, id)).includes('ASSIGNED_TO_EDGE'));
  const page = await call('GET', `/api/edge/${edgeId}/ruleChains?pageSize=10&page=0&textSearch=ASSIGNED`, roles.tenant);
  assert.equal(page.body.totalElements, 1);
});

test('refuses to assign a CORE chain to an edge', async () => {
  const id = await chain('Core Only', 'CORE');
  const res = await call('POST', `/api/edge/${edgeId}/ruleChain/${id}`, roles.tenant);
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Rule chain [Core Only] is not of type EDGE');
  assert.ok(!(await edgeChainNames()).includes('Core Only'));
});

test('sets the root chain of an edge, assigning it, and refuses to unassign that root', async () => {
  const id = await chain('Edge Root');
  const res = await call('POST', `/api/edge/${edgeId}/${id}/root`, roles.tenant);
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(res.body.id, { entityType: 'EDGE', id: edgeId });
  assert.deepEqual(res.body.rootRuleChainId, { entityType: 'RULE_CHAIN', id });
  assert.ok((await edgeChainNames()).includes('Edge Root'));
  const unassign = await call('DELETE', `/api/edge/${edgeId}/ruleChain/${id}`, roles.tenant);
  assert.equal(unassign.status, 400);
  assert.equal(unassign.body.message, "Can't unassign root rule chain from edge [Edge One]. Please assign another root rule chain first!");
  const del = await call('DELETE', `/api/ruleChain/${id}`, roles.tenant);
  assert.equal(del.status, 400);
  assert.match(del.body.message, /root for edge \[Edge One\]/);
});

test('unassigns a chain from an edge', async () => {
  const id = await chain('Edge Temporary');
  await call('POST', `/api/edge/${edgeId}/ruleChain/${id}`, roles.tenant);
  const res = await call('DELETE', `/api/edge/${edgeId}/ruleChain/${id}`, roles.tenant);
  assert.equal(res.status, 200);
  assert.ok(!(await edgeChainNames()).includes('Edge Temporary'));
  assert.ok((await auditActions(server, id)).includes('UNASSIGNED_FROM_EDGE'));
});

test('makes an edge chain the edge template root, one per tenant, and refuses CORE chains', async () => {
  const id = await chain('Template Root');
  const res = await call('POST', `/api/ruleChain/${id}/edgeTemplateRoot`, roles.tenant);
  assert.equal(res.status, 200);
  assert.equal(res.body.root, true);
  const roots = (await call('GET', '/api/ruleChains?pageSize=50&page=0&type=EDGE', roles.tenant)).body.data
    .filter((c: { root: boolean }) => c.root).map((c: { name: string }) => c.name);
  assert.deepEqual(roots, ['Template Root']);
  const core = await chain('Core Template', 'CORE');
  assert.equal((await call('POST', `/api/ruleChain/${core}/edgeTemplateRoot`, roles.tenant)).status, 400);
  const del = await call('DELETE', `/api/ruleChain/${id}`, roles.tenant);
  assert.equal(del.body.message, 'Deletion of Edge Template Root Rule Chain is prohibited!');
});

test('marks and unmarks edge chains for assignment to new edges', async () => {
  const id = await chain('Auto Assigned');
  const on = await call('POST', `/api/ruleChain/${id}/autoAssignToEdge`, roles.tenant);
  assert.equal(on.status, 200);
  assert.equal(on.body.id.id, id);
  const list = await call('GET', '/api/ruleChain/autoAssignToEdgeRuleChains', roles.tenant);
  assert.deepEqual(list.body.map((c: { name: string }) => c.name), ['Auto Assigned']);
  assert.equal((await call('DELETE', `/api/ruleChain/${id}/autoAssignToEdge`, roles.tenant)).status, 200);
  assert.deepEqual((await call('GET', '/api/ruleChain/autoAssignToEdgeRuleChains', roles.tenant)).body, []);
  const core = await chain('Core Auto', 'CORE');
  assert.equal((await call('POST', `/api/ruleChain/${core}/autoAssignToEdge`, roles.tenant)).status, 400);
});

test('names the chains an edge lacks that its assigned chains forward to', async () => {
  const caller = await chain('Missing Caller');
  const target = await chain('Missing Target');
  await call('POST', '/api/ruleChain/metadata', roles.tenant, {
    ruleChainId: { entityType: 'RULE_CHAIN', id: caller }, firstNodeIndex: 0,
    nodes: [{ type: 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode', name: 'Forward', configuration: { ruleChainId: target } }],
  });
  await call('POST', `/api/edge/${edgeId}/ruleChain/${caller}`, roles.tenant);
  const res = await call('GET', `/api/edge/missingToRelatedRuleChains/${edgeId}`, roles.tenant);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(res.body, { 'Missing Caller': ['Missing Target'] });
  await call('POST', `/api/edge/${edgeId}/ruleChain/${target}`, roles.tenant);
  assert.deepEqual((await call('GET', `/api/edge/missingToRelatedRuleChains/${edgeId}`, roles.tenant)).body, {});
});

test('keeps edge rule chain endpoints to the tenant administrator of the edge', async () => {
  const id = await chain('Edge Guarded');
  const paths: Array<[string, string]> = [
    ['POST', `/api/edge/${edgeId}/ruleChain/${id}`], ['DELETE', `/api/edge/${edgeId}/ruleChain/${id}`],
    ['GET', `/api/edge/${edgeId}/ruleChains?pageSize=10&page=0`], ['POST', `/api/ruleChain/${id}/edgeTemplateRoot`],
    ['POST', `/api/ruleChain/${id}/autoAssignToEdge`], ['DELETE', `/api/ruleChain/${id}/autoAssignToEdge`],
    ['POST', `/api/edge/${edgeId}/${id}/root`], ['GET', `/api/edge/missingToRelatedRuleChains/${edgeId}`],
  ];
  for (const token of [roles.sysadmin, roles.customer, roles.otherTenant, roles.otherCustomer]) {
    for (const [method, path] of paths) assert.equal((await call(method, path, token)).status, 403, `${method} ${path}`);
  }
  assert.equal((await call('GET', '/api/ruleChain/autoAssignToEdgeRuleChains', roles.customer)).status, 403);
  assert.deepEqual((await call('GET', '/api/ruleChain/autoAssignToEdgeRuleChains', roles.otherTenant)).body, []);
  assert.equal((await call('POST', `/api/edge/11111111-2222-4333-8444-555555555555/ruleChain/${id}`, roles.tenant)).status, 404);
  assert.ok(!(await edgeChainNames()).includes('Edge Guarded'));
});
