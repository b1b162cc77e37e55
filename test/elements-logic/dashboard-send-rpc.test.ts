import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PERSISTENT_POLL_MS, rpcRequest, sendRpc, type RpcCallResult, type RpcTransport } from '../../elements/dashboard/runtime/send-rpc.js';

/** A server answering posts and reads from lists, recording every call and wait. */
function transport(posts: RpcCallResult[], reads: RpcCallResult[] = []) {
  const calls: string[] = [];
  const t: RpcTransport = {
    post: async (path, body) => {
      calls.push(`POST ${path} ${JSON.stringify(body)}`);
      return posts.shift() ?? { ok: false, message: 'no answer' };
    },
    get: async (path) => {
      calls.push(`GET ${path}`);
      return reads.shift() ?? { ok: false, message: 'no answer' };
    },
    wait: async (ms) => {
      calls.push(`wait ${ms}`);
    },
  };
  return { t, calls };
}

describe('widget RPC', () => {
  it('sends two-way calls by default and one-way ones to their own path, with the timeout and persistent flag when set', () => {
    assert.deepEqual(rpcRequest('dev 1', 'setTemp', { t: 21 }, undefined), { path: '/api/rpc/twoway/dev%201', body: { method: 'setTemp', params: { t: 21 } } });
    assert.deepEqual(rpcRequest('d', 'reboot', null, 5000, { oneWay: true, persistent: true }), {
      path: '/api/rpc/oneway/d', body: { method: 'reboot', params: null, timeout: 5000, persistent: true },
    });
  });

  it('answers the device\'s reply of a two-way call, null for a one-way call, and the server\'s message on failure', async () => {
    const two = transport([{ ok: true, data: { temperature: 21 } }]);
    assert.deepEqual(await sendRpc(two.t, 'd', 'getTemp', null, 5000), { temperature: 21 });
    const one = transport([{ ok: true, data: '' }]);
    assert.equal(await sendRpc(one.t, 'd', 'reboot', null, undefined, { oneWay: true }), null);
    assert.deepEqual(one.calls, ['POST /api/rpc/oneway/d {"method":"reboot","params":null}']);
    const refused = transport([{ ok: false, message: 'Device is offline' }]);
    await assert.rejects(sendRpc(refused.t, 'd', 'getTemp', null, 5000), /Device is offline/);
  });

  it('reads a persistent two-way call back every poll interval (5000 ms unless set) until SUCCESSFUL, answering its response', async () => {
    const { t, calls } = transport([{ ok: true, data: { rpcId: 'r-1' } }], [
      { ok: true, data: { status: 'QUEUED' } },
      { ok: true, data: { status: 'DELIVERED' } },
      { ok: true, data: { status: 'SUCCESSFUL', response: { ok: true } } },
    ]);
    assert.deepEqual(await sendRpc(t, 'd', 'getTemp', null, 10000, { persistent: true }), { ok: true });
    assert.equal(DEFAULT_PERSISTENT_POLL_MS, 5000);
    assert.deepEqual(calls.filter((c) => c.startsWith('wait')), ['wait 5000', 'wait 5000', 'wait 5000']);
    assert.equal(calls.filter((c) => c === 'GET /api/rpc/persistent/r-1').length, 3);
    const fast = transport([{ ok: true, data: { rpcId: 'r-2' } }], [{ ok: true, data: { status: 'SUCCESSFUL', response: null } }]);
    await sendRpc(fast.t, 'd', 'm', null, undefined, { persistent: true, pollMs: 1000 });
    assert.deepEqual(fast.calls.filter((c) => c.startsWith('wait')), ['wait 1000']);
  });

  it('rejects a persistent call that ends TIMEOUT, EXPIRED or FAILED with that status, and stops when its signal aborts', async () => {
    for (const status of ['TIMEOUT', 'EXPIRED', 'FAILED']) {
      const { t } = transport([{ ok: true, data: { rpcId: 'r' } }], [{ ok: true, data: { status } }]);
      await assert.rejects(sendRpc(t, 'd', 'm', null, 1000, { persistent: true }), new RegExp(status));
    }
    const controller = new AbortController();
    const { t, calls } = transport([{ ok: true, data: { rpcId: 'r' } }], [{ ok: true, data: { status: 'QUEUED' } }]);
    controller.abort(new Error('widget closed'));
    await assert.rejects(sendRpc(t, 'd', 'm', null, 1000, { persistent: true, signal: controller.signal }), /widget closed/);
    assert.equal(calls.filter((c) => c.startsWith('GET')).length, 0);
  });

  it('takes a persistent one-way call as sent, reading nothing back', async () => {
    const { t, calls } = transport([{ ok: true, data: { rpcId: 'r' } }]);
    assert.equal(await sendRpc(t, 'd', 'm', null, undefined, { persistent: true, oneWay: true }), null);
    assert.equal(calls.length, 1);
  });
});
