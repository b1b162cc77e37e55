import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { aggregatePoints, type Aggregation, type TsPoint } from '../../server/telemetry/aggregation.js';
import { kvAsString, type KvValue } from '../../server/telemetry/values.js';
import { demoDeviceId, nextEvent } from './telemetry-support.js';

let server: TestServer;
let tenant: string;
let base: string;
let deviceId: string;

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  deviceId = await demoDeviceId(server, 'Energy Meter E1');
  base = `/api/plugins/telemetry/DEVICE/${deviceId}`;
});
after(() => server.close());

const get = (query: string) => server.call('GET', `${base}/values/timeseries?${query}`, { token: tenant });
const post = (body: unknown) => server.call('POST', `${base}/timeseries/ANY`, { token: tenant, rawBody: JSON.stringify(body) });
const del = (query: string) => server.call('DELETE', `${base}/timeseries/delete?${query}`, { token: tenant });
const tsOf = (res: { body: Record<string, Array<{ ts: number }>> }, key: string) => (res.body[key] ?? []).map((p) => p.ts);

/** Writes `count` points of `key` at ts = start + i * step with value i. */
async function series(key: string, count: number, start = 0, step = 1000) {
  const body = Array.from({ length: count }, (_, i) => ({ ts: start + i * step, values: { [key]: i } }));
  assert.equal((await post(body)).status, 200);
}

test('answers raw points newest first, 100 by default, within [startTs, endTs)', async () => {
  await series('raw', 120);
  const res = await get('keys=raw&startTs=0&endTs=119000');
  const ts = tsOf(res, 'raw');
  assert.equal(ts.length, 100);
  assert.deepEqual([ts[0], ts[99]], [118000, 19000]);
  assert.deepEqual(res.body.raw[0], { ts: 118000, value: '118' });
});

test('answers raw points oldest first with orderBy=ASC and honours limit', async () => {
  const res = await get('keys=raw&startTs=5000&endTs=120000&orderBy=ASC&limit=3&useStrictDataTypes=true');
  assert.deepEqual(res.body.raw, [{ ts: 5000, value: 5 }, { ts: 6000, value: 6 }, { ts: 7000, value: 7 }]);
  assert.equal(tsOf(await get('keys=raw&startTs=0&endTs=200000&limit=0'), 'raw').length, 100);
});

test('answers each requested key in request order and omits keys without points', async () => {
  await series('other', 3);
  const res = await get('keys=other,nothing,raw&startTs=0&endTs=3000&limit=2');
  assert.deepEqual(Object.keys(res.body), ['other', 'raw']);
  assert.deepEqual(tsOf(res, 'other'), [2000, 1000]);
});

test('aggregates in the database exactly as the aggregation rules say', async () => {
  const points: TsPoint[] = [];
  const body = [];
  for (let i = 0; i < 40; i++) {
    const value: KvValue = i % 3 === 0 ? { type: 'DOUBLE', value: i + 0.5 } : { type: 'LONG', value: BigInt(i) };
    const ts = 100_000 + i * 750;
    if (i >= 20 && i < 28) continue;
    points.push({ ts, value });
    body.push({ ts, values: { mixed: value.type === 'DOUBLE' ? value.value : Number(value.value) } });
  }
  assert.equal((await post(body)).status, 200);
  const range = { startTs: 100_500, endTs: 128_000, interval: 4000 };
  for (const agg of ['AVG', 'SUM', 'MIN', 'MAX', 'COUNT'] as const satisfies readonly Aggregation[]) {
    const res = await get(`keys=mixed&startTs=${range.startTs}&endTs=${range.endTs}&interval=${range.interval}&agg=${agg}`);
    assert.equal(res.status, 200, agg);
    const expected = aggregatePoints(points, range, agg).map((p) => ({ ts: p.ts, value: kvAsString(p.value) }));
    assert.deepEqual(res.body.mixed, expected, agg);
  }
  const avg = await get(`keys=mixed&startTs=${range.startTs}&endTs=${range.endTs}&interval=${range.interval}&agg=AVG`);
  const stamps = tsOf(avg, 'mixed');
  assert.equal(stamps[0], 102_500);
  assert.ok(!stamps.includes(118_500), 'the empty bucket [116500, 120500) is omitted');
  assert.equal(stamps.at(-1), 126_250, 'the last bucket [124500, 128000) is cut at endTs');
});

test('answers aggregated values typed with useStrictDataTypes', async () => {
  await post([{ ts: 0, values: { strictAgg: 1 } }, { ts: 1, values: { strictAgg: 2 } }]);
  const sum = await get('keys=strictAgg&startTs=0&endTs=1000&interval=1000&agg=SUM&useStrictDataTypes=true');
  assert.deepEqual(sum.body.strictAgg, [{ ts: 500, value: 3 }]);
  const avg = await get('keys=strictAgg&startTs=0&endTs=1000&interval=1000&agg=AVG');
  assert.deepEqual(avg.body.strictAgg, [{ ts: 500, value: '1.5' }]);
});

test('accepts 700 buckets and answers 701 with a plain-text 400', async () => {
  assert.equal((await get('keys=raw&startTs=0&endTs=700000&interval=1000&agg=AVG')).status, 200);
  const res = await get('keys=raw&startTs=0&endTs=701000&interval=1000&agg=AVG');
  assert.equal(res.status, 400);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  assert.match(res.text, /701.*700/);
});

test('reads raw points when agg is given with an interval of 0', async () => {
  assert.equal(tsOf(await get('keys=raw&startTs=0&endTs=3000&agg=AVG&interval=0'), 'raw').length, 3);
});

test('rejects unknown aggregations, orders and malformed timestamps with plain text', async () => {
  for (const query of ['keys=raw&startTs=0&endTs=10&agg=MEDIAN&interval=5', 'keys=raw&startTs=0&endTs=10&orderBy=UP', 'keys=raw&startTs=x&endTs=10']) {
    const res = await get(query);
    assert.equal(res.status, 400, query);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  }
});

test('deletes points in [startTs, endTs) and keeps the rest', async () => {
  await series('cut', 10);
  assert.equal((await del('keys=cut&startTs=2000&endTs=5000')).status, 200);
  assert.deepEqual(tsOf(await get('keys=cut&startTs=0&endTs=20000&orderBy=ASC'), 'cut'), [0, 1000, 5000, 6000, 7000, 8000, 9000]);
});

test('removes a deleted latest value and announces it with telemetry-deleted', async () => {
  await series('tail', 5);
  const gone = nextEvent(server.ctx, 'telemetry-deleted', (e) => e.entityId.id === deviceId);
  assert.equal((await del('keys=tail&startTs=3000&endTs=10000')).status, 200);
  assert.deepEqual((await gone).keys, ['tail']);
  assert.equal((await get('keys=tail')).body.tail[0].value, null);
  assert.ok(!(await server.call('GET', `${base}/keys/timeseries`, { token: tenant })).body.includes('tail'));
});

test('rewrites the latest value from the newest remaining point when asked', async () => {
  await series('rewrite', 5);
  const event = nextEvent(server.ctx, 'telemetry', (e) => e.entityId.id === deviceId && 'rewrite' in e.values);
  assert.equal((await del('keys=rewrite&startTs=3000&endTs=10000&rewriteLatestIfDeleted=true')).status, 200);
  assert.deepEqual((await event).values.rewrite, [[2000, 2]]);
  assert.deepEqual((await get('keys=rewrite')).body.rewrite, [{ ts: 2000, value: '2' }]);
});

test('deletes every point of a key with deleteAllDataForKeys', async () => {
  await series('wipe', 4, 5000);
  assert.equal((await del('keys=wipe&deleteAllDataForKeys=true')).status, 200);
  assert.deepEqual(tsOf(await get('keys=wipe&startTs=0&endTs=100000'), 'wipe'), []);
});

test('requires keys, and both timestamps unless every point is deleted', async () => {
  const noKeys = await del('keys=&deleteAllDataForKeys=true');
  assert.deepEqual([noKeys.status, noKeys.text], [400, 'Empty keys: ']);
  const noRange = await del('keys=raw&startTs=0');
  assert.equal(noRange.status, 400);
  assert.match(noRange.text, /startTs and endTs/);
});
