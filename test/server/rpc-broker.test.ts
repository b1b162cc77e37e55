import { test, beforeEach, afterEach, mock } from 'node:test';
import assert from 'node:assert/strict';
import { RpcBroker, type RpcRequest } from '../../server/rpc/broker.js';

let clock = 0;
let broker: RpcBroker;

beforeEach(() => {
  mock.timers.enable({ apis: ['setTimeout'] });
  clock = 0;
  broker = new RpcBroker(() => clock);
});
afterEach(() => mock.timers.reset());

function advance(ms: number): void {
  clock += ms;
  mock.timers.tick(ms);
}

function request(over: Partial<RpcRequest> = {}): RpcRequest {
  const deviceId = over.deviceId ?? 'd1';
  return {
    rpcId: `r-${Math.random()}`, deviceId, tenantId: 't', requestId: broker.nextRequestId(deviceId), oneway: false,
    method: 'm', params: '{}', expirationTime: 10_000, persistent: false, ...over,
  };
}

test('numbers requests per device from 1', () => {
  assert.deepEqual([broker.nextRequestId('a'), broker.nextRequestId('a'), broker.nextRequestId('b')], [1, 2, 1]);
});

test('hands a queued request to the next poll and settles a one-way request as delivered', async () => {
  const outcome = broker.submit(request({ oneway: true, method: 'blink' }));
  assert.equal(broker.queued('d1'), 1);
  const got = await broker.poll('d1', 1000).promise;
  assert.equal((got as RpcRequest).method, 'blink');
  assert.deepEqual(await outcome, { kind: 'delivered' });
  assert.equal(broker.queued('d1'), 0);
});

test('delivers to a waiting poll at once and settles a two-way request with the reply', async () => {
  const wait = broker.poll('d1', 1000);
  await broker.whenPolling('d1');
  const req = request();
  const outcome = broker.submit(req);
  assert.equal(await wait.promise, req);
  assert.equal(broker.reply('d1', 999, '{}'), undefined);
  assert.equal(broker.reply('d1', req.requestId, '{"ok":1}'), req);
  assert.deepEqual(await outcome, { kind: 'reply', body: '{"ok":1}' });
});

test('delivers requests oldest first, one per poll', async () => {
  const a = request({ oneway: true, method: 'a' });
  const b = request({ oneway: true, method: 'b' });
  void broker.submit(a);
  void broker.submit(b);
  assert.equal(await broker.poll('d1', 1000).promise, a);
  assert.equal(await broker.poll('d1', 1000).promise, b);
});

test('ends a poll with timeout after its time and a cancelled one at once', async () => {
  const wait = broker.poll('d1', 500);
  advance(499);
  const cancelled = broker.poll('d2', 500);
  cancelled.cancel();
  assert.equal(await cancelled.promise, 'cancelled');
  advance(1);
  assert.equal(await wait.promise, 'timeout');
});

test('expires an undelivered request at its expiration time', async () => {
  const outcome = broker.submit(request({ expirationTime: 5000 }));
  advance(4999);
  assert.equal(broker.queued('d1'), 1);
  advance(1);
  assert.deepEqual(await outcome, { kind: 'timeout', delivered: false });
  assert.equal(broker.queued('d1'), 0);
});

test('times out a delivered two-way request without a reply', async () => {
  const req = request({ expirationTime: 3000 });
  const outcome = broker.submit(req);
  await broker.poll('d1', 1000).promise;
  advance(3000);
  assert.deepEqual(await outcome, { kind: 'timeout', delivered: true });
  assert.equal(broker.reply('d1', req.requestId, '{}'), undefined);
});

test('cancels a request by id, and everything of a deleted device', async () => {
  const req = request();
  const outcome = broker.submit(req);
  assert.equal(broker.cancel(req.rpcId), true);
  assert.equal(broker.cancel(req.rpcId), false);
  assert.deepEqual(await outcome, { kind: 'cancelled' });
  const pending = broker.submit(request());
  const delivered = request({ deviceId: 'd2' });
  const awaitingReply = broker.submit(delivered);
  await broker.poll('d2', 1000).promise;
  const wait = broker.poll('d3', 1000);
  const other = broker.poll('d9', 1000);
  broker.dropDevice('d1');
  broker.dropDevice('d2');
  broker.dropDevice('d3');
  assert.deepEqual(await pending, { kind: 'cancelled' });
  assert.deepEqual(await awaitingReply, { kind: 'cancelled' });
  assert.equal(await wait.promise, 'deleted');
  broker.close();
  assert.equal(await other.promise, 'closed');
  assert.equal(await broker.poll('d9', 1000).promise, 'closed');
});
