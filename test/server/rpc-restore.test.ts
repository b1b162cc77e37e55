import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../support/server.js';
import { demoDeviceId } from './telemetry-support.js';

const dataDir = mkdtempSync(join(tmpdir(), 'tbkit-rpc-restart-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('queues persistent requests again after a restart and expires those past their time', async () => {
  const first = await startTestServer({ keepData: true, dataDir });
  let kept: string;
  let lapsed: string;
  try {
    const token = await first.login('tenant@thingsboard.org', 'tenant');
    const device = await demoDeviceId(first, 'Thermostat T2');
    const send = (body: unknown) => first.call('POST', `/api/rpc/oneway/${device}`, { token, body });
    kept = (await send({ method: 'survive', params: { n: 1 }, persistent: true, expirationTime: Date.now() + 600_000 })).body.rpcId;
    lapsed = (await send({ method: 'lapse', params: {}, persistent: true, expirationTime: Date.now() + 200 })).body.rpcId;
  } finally {
    await first.close();
  }

  const second = await startTestServer({ keepData: true, dataDir });
  try {
    const token = await second.login('tenant@thingsboard.org', 'tenant');
    const status = async (id: string) => (await second.call('GET', `/api/rpc/persistent/${id}`, { token })).body.status;
    assert.equal(await status(lapsed), 'EXPIRED');
    assert.equal(await status(kept), 'QUEUED');
    const poll = await second.call('GET', '/api/v1/demo-thermostat-t2/rpc?timeout=5000');
    assert.equal(poll.status, 200);
    assert.deepEqual([poll.body.method, poll.body.params], ['survive', { n: 1 }]);
    assert.equal(await status(kept), 'SUCCESSFUL');
  } finally {
    await second.close();
  }
});
