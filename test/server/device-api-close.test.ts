import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { rpcService } from '../../server/rpc/service.js';
import { attributeUpdateWaiters } from '../../server/telemetry/attribute-updates.js';
import { demoDeviceId } from './telemetry-support.js';

let server: TestServer;
let closed = false;

before(async () => {
  server = await startTestServer();
});
after(async () => {
  if (!closed) await server.close();
});

test('ends the long polls of a deleted device with 403 "Device was deleted!"', async () => {
  const tenant = await server.login('tenant@thingsboard.org', 'tenant');
  const id = await demoDeviceId(server, 'Gateway G1');
  const rpcPoll = server.call('GET', '/api/v1/demo-gateway-g1/rpc?timeout=60000');
  const attrPoll = server.call('GET', '/api/v1/demo-gateway-g1/attributes/updates?timeout=60000');
  await rpcService(server.ctx).broker.whenPolling(id);
  await attributeUpdateWaiters(server.ctx).whenWaiting(id);
  assert.equal((await server.call('DELETE', `/api/device/${id}`, { token: tenant })).status, 200);
  for (const res of [await rpcPoll, await attrPoll]) assert.deepEqual([res.status, res.text], [403, 'Device was deleted!']);
});

test('ends pending long polls when the server stops', async () => {
  const id = await demoDeviceId(server, 'Water Pump P1');
  const rpcPoll = server.call('GET', '/api/v1/demo-water-pump-p1/rpc?timeout=60000');
  const attrPoll = server.call('GET', '/api/v1/demo-water-pump-p1/attributes/updates?timeout=60000');
  await rpcService(server.ctx).broker.whenPolling(id);
  await attributeUpdateWaiters(server.ctx).whenWaiting(id);
  const started = Date.now();
  closed = true;
  await server.close();
  for (const res of [await rpcPoll, await attrPoll]) assert.deepEqual([res.status, res.text], [503, '']);
  assert.ok(Date.now() - started < 30_000, 'the polls did not hold the server open until their timeout');
});
