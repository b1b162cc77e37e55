import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { demoTokens } from '../support/tokens.js';
import { UpdateRateLimit } from '../../server/ws/rate-limit.js';
import { DEMO } from '../../server/demo/ids.js';
import { deviceId, openWs } from './ws-support.js';

test('a rate limit lets through its capacity, then refills at its rate', () => {
  const limit = UpdateRateLimit.parse('2:1', 0)!;
  assert.deepEqual([limit.tryConsume(0), limit.tryConsume(0), limit.tryConsume(0)], [true, true, false]);
  assert.equal(limit.tryConsume(499), false);
  assert.equal(limit.tryConsume(500), true);
});

test('every pair of a rate limit must have room', () => {
  const limit = UpdateRateLimit.parse('10:1,3:60', 0)!;
  assert.deepEqual([1, 2, 3, 4].map(() => limit.tryConsume(0)), [true, true, true, false]);
  assert.equal(limit.tryConsume(5000), false);
});

test('an empty or malformed rate limit means no limit', () => {
  for (const spec of ['', 'x', '0:1', '5:0', null, 7]) assert.equal(UpdateRateLimit.parse(spec), undefined, String(spec));
});

let server: TestServer;
before(async () => { server = await startTestServer(); });
after(() => server.close());

test('drops updates over the tenant profile rate limit and says so once with errorCode 34', async () => {
  await server.ctx.db.query(
    `UPDATE tenant_profile SET profile_data = jsonb_set(profile_data, '{configuration,wsUpdatesPerSessionRateLimit}', '"2:3600"') WHERE id = $1`,
    [DEMO.tenantProfileId]);
  const tokens = await demoTokens(server.ctx);
  const device = await deviceId(server, 'Water Pump P1');
  const ws = await openWs(server, tokens.tenant);
  ws.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device, keys: 'pressure' }] });
  assert.equal((await ws.next((m) => m.subscriptionId === 1)).errorCode, 0);
  for (const value of [1, 2, 3]) {
    const res = await server.call('POST', '/api/v1/demo-water-pump-p1/telemetry', { body: { pressure: value } });
    assert.equal(res.status, 200);
  }
  const update = await ws.next((m) => m.subscriptionId === 1 && m.errorCode === 0);
  assert.equal(update.data.pressure[0][1], '1');
  const notice = await ws.next((m) => m.errorCode === 34);
  assert.deepEqual(notice, { subscriptionId: 1, errorCode: 34, errorMsg: 'Too many updates!' });
  assert.equal(ws.messages.filter((m) => m.errorCode === 0).length, 0, 'the dropped updates never arrive');
  await ws.close();
});
