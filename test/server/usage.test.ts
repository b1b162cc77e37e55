import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant, type OtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';
import { usageTrackerOf } from '../../server/usage/service.js';
import { sendToOutbox } from '../../server/settings/outbox.js';
import { cycleStart, dayStart, hourStart } from '../../server/usage/state.js';
import { USAGE_REPORT_PERIOD_MS } from '../../server/usage/task.js';

let server: TestServer;
let tenant: string;
let other: OtherTenant;
let otherAdmin: string;

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const call = (method: string, path: string, token = tenant, body?: unknown) => server.call(method, path, { token, body });
const stateOf = (tenantId: string) => server.ctx.db.one<Record<string, any>>('SELECT * FROM api_usage_state WHERE tenant_id = $1', [tenantId]);

async function latest(stateId: string, keys: string[], token = tenant): Promise<Record<string, { ts: number; value: string }>> {
  const res = await call('GET', `/api/plugins/telemetry/API_USAGE_STATE/${stateId}/values/timeseries?keys=${keys.join(',')}`, token);
  assert.equal(res.status, 200, res.text);
  return Object.fromEntries(Object.entries(res.body as Record<string, Array<{ ts: number; value: string }>>).map(([k, v]) => [k, v[0]!]));
}

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  other = await createOtherTenant(server.ctx.db, 'usage');
  otherAdmin = await server.login(other.adminEmail, other.password);
});
after(() => server.close());

test('reports every 10 seconds', () => {
  assert.equal(USAGE_REPORT_PERIOD_MS, 10_000);
});

test('the seeded history gives the demo tenant hourly and monthly storage counts', async () => {
  const state = (await stateOf(DEMO.tenantId))!;
  const now = Date.now();
  const res = await call('GET', `/api/plugins/telemetry/API_USAGE_STATE/${state.id}/values/timeseries`
    + `?keys=storageDataPointsCountHourly&startTs=${now - 2 * 86_400_000}&endTs=${now + 3_600_000}&limit=1000`);
  const hours = res.body.storageDataPointsCountHourly as Array<{ ts: number; value: string }>;
  assert.ok(hours.length >= 24, `hours: ${hours.length}`);
  assert.ok(hours.every((h) => h.ts % 3_600_000 === 0));
  const seeded = await server.ctx.db.one<{ n: string }>(
    'SELECT count(*) AS n FROM ts_kv k JOIN device d ON d.id = k.entity_id WHERE d.tenant_id = $1 AND k.ts >= $2', [DEMO.tenantId, cycleStart(now)]);
  const month = await latest(state.id, ['storageDataPointsCount']);
  assert.equal(month.storageDataPointsCount!.ts, cycleStart(now));
  assert.ok(Number(seeded!.n) > 0);
  assert.equal(Number(month.storageDataPointsCount!.value), Number(seeded!.n));
});

test('every tenant gets one usage state row, also tenants made without an entity event', async () => {
  const demo = (await stateOf(DEMO.tenantId))!;
  assert.deepEqual(
    [demo.customer_id, demo.entity_type, demo.entity_id, demo.transport_state, demo.db_state, demo.re_exec_state, demo.js_exec_state,
      demo.email_exec_state, demo.sms_exec_state],
    [NULL_UUID, 'TENANT', DEMO.tenantId, 'ENABLED', 'ENABLED', 'ENABLED', 'ENABLED', 'ENABLED', 'ENABLED']);
  assert.equal(await stateOf(other.tenantId), undefined);
  await usageTrackerOf(server.ctx)!.flush();
  assert.ok(await stateOf(other.tenantId));
  const rows = await server.ctx.db.query('SELECT tenant_id FROM api_usage_state');
  const tenants = await server.ctx.db.query('SELECT id FROM tenant');
  assert.equal(rows.length, tenants.length);
});

test('counts device telemetry, attributes and outbox messages into monthly, daily and hourly totals', async () => {
  const tracker = usageTrackerOf(server.ctx)!;
  const state = (await stateOf(DEMO.tenantId))!;
  const keys = ['transportMsgCount', 'transportDataPointsCount', 'storageDataPointsCount', 'ruleEngineExecutionCount', 'jsExecutionCount',
    'emailCount', 'smsCount'];
  await tracker.flush();
  const before = await latest(state.id, keys);
  const beforeHour = await latest(state.id, keys.map((k) => `${k}Hourly`));
  assert.equal((await server.call('POST', '/api/v1/demo-thermostat-t1/telemetry', { rawBody: '{"temperature": 21.5, "humidity": 40, "mode": "eco"}' })).status, 200);
  assert.equal((await server.call('POST', '/api/v1/demo-thermostat-t1/attributes', { rawBody: '{"firmware": "1.2.3"}' })).status, 200);
  await sendToOutbox(server.ctx, server.ctx.db, { channel: 'EMAIL', recipient: 'a@example.com', subject: 's', body: 'b', tenantId: DEMO.tenantId });
  await sendToOutbox(server.ctx, server.ctx.db, { channel: 'SMS', recipient: '+12015550123', body: 'b', tenantId: DEMO.tenantId });
  await sendToOutbox(server.ctx, server.ctx.db, { channel: 'EMAIL', recipient: 'sys@example.com', subject: 's', body: 'system mail' });
  await tracker.flush();
  const after = await latest(state.id, keys);
  const delta = (k: string) => Number(after[k]!.value) - Number(before[k]!.value);
  assert.deepEqual(Object.fromEntries(keys.map((k) => [k, delta(k)])), {
    transportMsgCount: 2, transportDataPointsCount: 4, storageDataPointsCount: 3, ruleEngineExecutionCount: 2, jsExecutionCount: 0,
    emailCount: 1, smsCount: 1,
  });
  const now = Date.now();
  assert.equal(after.transportMsgCount!.ts, cycleStart(now));
  const hourly = await latest(state.id, ['transportMsgCountHourly', 'transportMsgCountDaily']);
  assert.equal(hourly.transportMsgCountHourly!.ts, hourStart(now));
  assert.equal(hourly.transportMsgCountDaily!.ts, dayStart(now));
  assert.equal(Number(hourly.transportMsgCountHourly!.value) - Number(beforeHour.transportMsgCountHourly!.value), 2);
  const otherState = (await stateOf(other.tenantId))!;
  assert.equal((await latest(otherState.id, ['transportMsgCount'], otherAdmin)).transportMsgCount!.value, '0');
});

test('publishes the feature states as time series and tells when they change', async () => {
  const state = (await stateOf(DEMO.tenantId))!;
  const states = await latest(state.id, ['transportApiState', 'dbApiState', 'ruleEngineApiState', 'jsExecutionApiState', 'emailApiState', 'smsApiState']);
  assert.deepEqual(Object.values(states).map((s) => s.value), Array(6).fill('ENABLED'));
  await server.ctx.db.query("UPDATE api_usage_state SET sms_exec_state = 'DISABLED' WHERE tenant_id = $1", [DEMO.tenantId]);
  await usageTrackerOf(server.ctx)!.flush();
  assert.equal((await latest(state.id, ['smsApiState'])).smsApiState!.value, 'DISABLED');
});

test('a tenant reads its own usage and an entity query finds its usage state; other tenants are refused', async () => {
  const state = (await stateOf(DEMO.tenantId))!;
  const query = { entityFilter: { type: 'apiUsageState' }, pageLink: { pageSize: 10, page: 0 },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }], latestValues: [{ type: 'TIME_SERIES', key: 'transportMsgCount' }] };
  const found = await call('POST', '/api/entitiesQuery/find', tenant, query);
  assert.equal(found.status, 200, found.text);
  assert.deepEqual(found.body.data.map((e: any) => e.entityId), [{ entityType: 'API_USAGE_STATE', id: state.id }]);
  const res = await call('GET', `/api/plugins/telemetry/API_USAGE_STATE/${state.id}/values/timeseries?keys=transportMsgCount`, otherAdmin);
  assert.equal(res.status, 403);
});
