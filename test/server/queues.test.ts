import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { demoTokens } from '../support/tokens.js';

let server: TestServer;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

before(async () => {
  server = await startTestServer();
  tokens = await demoTokens(server.ctx);
});
after(() => server.close());

const queue = (name: string, extra: Record<string, unknown> = {}) => ({
  name, topic: `tb_rule_engine.${name.toLowerCase()}`, pollInterval: 25, partitions: 10, consumerPerPartition: true,
  packProcessingTimeout: 2000, submitStrategy: { type: 'BURST', batchSize: 1000 },
  processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 },
  additionalInfo: { description: '' }, ...extra,
});

test('lists the three default rule-engine queues sorted by name', async () => {
  const res = await server.call('GET', '/api/queues?serviceType=TB_RULE_ENGINE&pageSize=10&page=0&sortProperty=name&sortOrder=ASC', { token: tokens.sysadmin });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.data.map((q: { name: string }) => q.name), ['HighPriority', 'Main', 'SequentialByOriginator']);
  assert.equal(res.body.totalElements, 3);
  assert.equal(res.body.data[0].id.entityType, 'QUEUE');
});

test('searches queue names by prefix, not by contains', async () => {
  const prefix = await server.call('GET', '/api/queues?serviceType=TB_RULE_ENGINE&pageSize=10&page=0&textSearch=ma', { token: tokens.sysadmin });
  assert.deepEqual(prefix.body.data.map((q: { name: string }) => q.name), ['Main']);
  const inner = await server.call('GET', '/api/queues?serviceType=TB_RULE_ENGINE&pageSize=10&page=0&textSearch=ain', { token: tokens.sysadmin });
  assert.equal(inner.body.totalElements, 0);
});

test('answers an empty page for service types without queues and 400 for unknown ones', async () => {
  const core = await server.call('GET', '/api/queues?serviceType=TB_CORE&pageSize=10&page=0', { token: tokens.sysadmin });
  assert.deepEqual(core.body, { data: [], totalPages: 0, totalElements: 0, hasNext: false });
  const bad = await server.call('GET', '/api/queues?serviceType=NOPE&pageSize=10&page=0', { token: tokens.sysadmin });
  assert.equal(bad.status, 400);
});

test('creates, reads by name, updates and deletes a queue', async () => {
  const created = await server.call('POST', '/api/queues?serviceType=TB_RULE_ENGINE', { token: tokens.sysadmin, body: queue('Reports') });
  assert.equal(created.status, 200);
  const byName = await server.call('GET', '/api/queues/name/Reports', { token: tokens.sysadmin });
  assert.equal(byName.body.id.id, created.body.id.id);
  const updated = await server.call('POST', '/api/queues?serviceType=TB_RULE_ENGINE', { token: tokens.sysadmin,
    body: { ...created.body, partitions: 2 } });
  assert.equal(updated.body.partitions, 2);
  const del = await server.call('DELETE', `/api/queues/${created.body.id.id}`, { token: tokens.sysadmin });
  assert.equal(del.status, 200);
  assert.equal((await server.call('GET', `/api/queues/${created.body.id.id}`, { token: tokens.sysadmin })).status, 404);
});

test('rejects invalid queues with 400 and keeps the count', async () => {
  const bad = [
    queue('bad name!'), queue('Dup', { pollInterval: 0 }), queue('Dup2', { submitStrategy: { type: 'NOPE' } }),
    queue('Dup3', { processingStrategy: { type: 'RETRY_ALL', failurePercentage: 101 } }), queue('Main'), { name: 5 },
    queue('Dup4', { submitStrategy: { type: 'BATCH', batchSize: 0 } }),
  ];
  for (const body of bad) {
    const res = await server.call('POST', '/api/queues?serviceType=TB_RULE_ENGINE', { token: tokens.sysadmin, body });
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.errorCode, 31);
  }
  const list = await server.call('GET', '/api/queues?serviceType=TB_RULE_ENGINE&pageSize=10&page=0', { token: tokens.sysadmin });
  assert.equal(list.body.totalElements, 3);
});

test('refuses to delete the Main queue', async () => {
  const main = await server.call('GET', '/api/queues/name/Main', { token: tokens.sysadmin });
  const res = await server.call('DELETE', `/api/queues/${main.body.id.id}`, { token: tokens.sysadmin });
  assert.equal(res.status, 400);
});

test('lets a tenant administrator read system queues but not change them, and customers nothing', async () => {
  const list = await server.call('GET', '/api/queues?serviceType=TB_RULE_ENGINE&pageSize=10&page=0', { token: tokens.tenant });
  assert.equal(list.body.totalElements, 3);
  const save = await server.call('POST', '/api/queues?serviceType=TB_RULE_ENGINE', { token: tokens.tenant, body: queue('Mine') });
  assert.equal(save.status, 403);
  const customer = await server.call('GET', '/api/queues?serviceType=TB_RULE_ENGINE&pageSize=10&page=0', { token: tokens.customer });
  assert.equal(customer.status, 403);
});
