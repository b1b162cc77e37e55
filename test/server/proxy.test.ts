import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../support/server.js';
import { startProxy, type RunningProxy } from '../../server/proxy.js';
import { loadConfig } from '../../server/config.js';

let upstream: TestServer;
let proxy: RunningProxy;
let base: string;

before(async () => {
  upstream = await startTestServer();
  proxy = await startProxy({ ...loadConfig({}), tbUrl: upstream.url + '/', port: 0, host: '127.0.0.1', consoleDir: '/nonexistent' });
  base = `http://127.0.0.1:${proxy.port}`;
});
after(async () => {
  await proxy.close();
  await upstream.close();
});

test('forwards API calls to the ThingsBoard given by TB_URL, answers and errors alike', async () => {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  assert.equal(login.status, 200);
  const { token } = (await login.json()) as { token: string };
  const devices = await fetch(`${base}/api/tenant/deviceInfos?pageSize=100&page=0`, { headers: { 'X-Authorization': `Bearer ${token}` } });
  assert.equal(devices.status, 200);
  assert.ok(((await devices.json()) as { totalElements: number }).totalElements >= 6);
  const denied = await fetch(`${base}/api/tenants?pageSize=10&page=0`, { headers: { 'X-Authorization': `Bearer ${token}` } });
  assert.equal(denied.status, 403);
  assert.equal(((await denied.json()) as { errorCode: number }).errorCode, 20);
});

test('forwards the realtime websocket', async () => {
  const token = await upstream.login('tenant@thingsboard.org', 'tenant');
  const ws = new WebSocket(`ws://127.0.0.1:${proxy.port}/api/ws/plugins/telemetry?token=${token}`);
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const answer = new Promise<Record<string, unknown>>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
  ws.send(JSON.stringify({ entityCountCmds: [{ cmdId: 1, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } } }] }));
  const message = await answer;
  assert.equal(message.cmdId, 1);
  assert.equal(message.cmdUpdateType, 'COUNT_DATA');
  assert.ok((message.count as number) >= 6);
  ws.close();
});

test('serves a page of its own for console routes', async () => {
  const res = await fetch(`${base}/devices`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
});
