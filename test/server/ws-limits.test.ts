import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant, type OtherTenant } from '../support/fixtures.js';
import { newId } from '../../server/db/ids.js';
import { configureWs, wsSettings } from '../../server/ws/settings.js';
import { WsSession, type SessionSocket } from '../../server/ws/session.js';
import type { WsLimits } from '../../server/ws/limits.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { openWs, tokenFor, type WsClient } from './ws-support.js';

let server: TestServer;
let other: OtherTenant;
let profileId: string;
let adminToken: string;
let userToken: string;
let device: string;

async function setLimits(config: Record<string, number>): Promise<void> {
  await server.ctx.db.query(`UPDATE tenant_profile SET profile_data = $2 WHERE id = $1`,
    [profileId, JSON.stringify({ configuration: { type: 'DEFAULT', ...config } })]);
}

before(async () => {
  server = await startTestServer();
  other = await createOtherTenant(server.ctx.db, 'limits');
  profileId = newId();
  await server.ctx.db.query(`INSERT INTO tenant_profile (id, created_time, name, profile_data) VALUES ($1, $2, 'Limited', '{}')`, [profileId, Date.now()]);
  await server.ctx.db.query('UPDATE tenant SET tenant_profile_id = $1 WHERE id = $2', [profileId, other.tenantId]);
  adminToken = await tokenFor(server, other.adminEmail);
  userToken = await tokenFor(server, other.customerUserEmail);
  device = newId();
  const deviceProfile = newId();
  await server.ctx.db.query(`INSERT INTO device_profile (id, created_time, tenant_id, name) VALUES ($1, $2, $3, 'default')`, [deviceProfile, Date.now(), other.tenantId]);
  await server.ctx.db.query(`INSERT INTO device (id, created_time, tenant_id, customer_id, name, type, device_profile_id) VALUES ($1,$2,$3,$4,'Limited D1','default',$5)`,
    [device, Date.now(), other.tenantId, other.customerId, deviceProfile]);
});
after(() => server.close());

async function closeAll(clients: WsClient[]): Promise<void> {
  for (const c of clients) await c.close();
}

/** Opens a socket and proves the session is live (its first command is answered). */
async function live(token: string): Promise<WsClient> {
  const ws = await openWs(server, token);
  ws.send({ historyCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device, keys: 'k', startTs: 0, endTs: 1 }] });
  await ws.v1(1);
  return ws;
}

test('closes with 1008 when the tenant, customer or regular user session limit is reached', async () => {
  const cases: Array<[Record<string, number>, string, string]> = [
    [{ maxWsSessionsPerTenant: 2 }, adminToken, 'Max tenant sessions limit reached!'],
    [{ maxWsSessionsPerCustomer: 2 }, userToken, 'Max customer sessions limit reached!'],
    [{ maxWsSessionsPerRegularUser: 2 }, adminToken, 'Max regular user sessions limit reached!'],
  ];
  for (const [limits, token, reason] of cases) {
    await setLimits(limits);
    const open = [await live(token), await live(token)];
    const third = await openWs(server, token);
    assert.deepEqual(await third.closed, { code: 1008, reason });
    await closeAll(open);
    const again = await live(token);
    await again.close();
  }
  await setLimits({});
});

test('closes with 1008 when the subscription limit is reached; 0 means unlimited', async () => {
  await setLimits({ maxWsSubscriptionsPerTenant: 1 });
  const ws = await openWs(server, adminToken);
  ws.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device }] });
  await ws.v1(1);
  ws.send({ attrSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: device }] });
  assert.deepEqual(await ws.closed, { code: 1008, reason: 'Max tenant subscriptions limit reached!' });
  await setLimits({ maxWsSubscriptionsPerCustomer: 0 });
  const free = await openWs(server, userToken);
  for (let i = 1; i <= 5; i++) free.send({ tsSubCmds: [{ cmdId: i, entityType: 'DEVICE', entityId: device }] });
  for (let i = 1; i <= 5; i++) assert.equal((await free.v1(i)).errorCode, 0);
  await free.close();
  await setLimits({ maxWsSubscriptionsPerCustomer: 1 });
  const limited = await openWs(server, userToken);
  limited.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device }, { cmdId: 2, entityType: 'DEVICE', entityId: device }] });
  assert.deepEqual(await limited.closed, { code: 1008, reason: 'Max customer subscriptions limit reached!' });
  await setLimits({});
});

test('rejects frames over 32768 bytes and accepts one of exactly 32768', async () => {
  assert.equal(wsSettings(server.ctx).maxFrameBytes, 32768);
  const ok = await openWs(server, adminToken);
  const base = JSON.stringify({ historyCmds: [{ cmdId: 3, entityType: 'DEVICE', entityId: device, keys: 'k', startTs: 0, endTs: 1 }] });
  ok.send(base + ' '.repeat(32768 - base.length));
  assert.equal((await ok.v1(3)).errorCode, 0);
  ok.send(base + ' '.repeat(32769 - base.length));
  assert.equal((await ok.closed).code, 1009);
});

test('pings every interval and closes with 4500 when no pong arrives in time', async () => {
  const previous = { ...wsSettings(server.ctx) };
  assert.equal(previous.pingTimeoutMs, 30000);
  assert.equal(previous.pingIntervalMs, 10000);
  configureWs(server.ctx, { pingIntervalMs: 20, pingTimeoutMs: 100 });
  try {
    const answering = await openWs(server, adminToken);
    const pinged = new Promise<void>((resolve) => answering.socket.once('ping', () => resolve()));
    const silent = await openWs(server, adminToken, { autoPong: false });
    await pinged;
    assert.equal((await silent.closed).code, 4500);
    assert.equal(answering.socket.readyState, answering.socket.OPEN);
    await answering.close();
  } finally {
    configureWs(server.ctx, { pingIntervalMs: previous.pingIntervalMs, pingTimeoutMs: previous.pingTimeoutMs });
  }
});

/** A socket whose sends never complete, as when the peer stops reading. */
function stalledSocket(): SessionSocket & { closedWith?: [number, string] } {
  const socket = {
    readyState: 1,
    closedWith: undefined as [number, string] | undefined,
    send: () => undefined,
    close(code: number, reason: string) { socket.closedWith = [code, reason]; socket.readyState = 3; },
    ping: () => undefined,
    on: () => socket,
  };
  return socket;
}

const NO_LIMITS: WsLimits = {
  maxWsSessionsPerTenant: 0, maxWsSessionsPerCustomer: 0, maxWsSessionsPerRegularUser: 0, maxWsSessionsPerPublicUser: 0,
  maxWsSubscriptionsPerTenant: 0, maxWsSubscriptionsPerCustomer: 0, maxWsSubscriptionsPerRegularUser: 0, maxWsSubscriptionsPerPublicUser: 0,
  wsMsgQueueLimitPerSession: 0,
};
const USER = { id: newId(), email: 'q@example.com', authority: 'TENANT_ADMIN' as const, tenantId: newId(), customerId: NULL_UUID,
  isPublic: false, firstName: '', lastName: '', enabled: true, iat: 0 };

test('closes with 1008 when 500 updates are pending, or the tenant profile queue limit', async () => {
  for (const [limits, expected] of [[NO_LIMITS, 500], [{ ...NO_LIMITS, wsMsgQueueLimitPerSession: 3 }, 3]] as const) {
    const socket = stalledSocket();
    const session = new WsSession(server.ctx, socket, USER, limits, {});
    for (let i = 0; i < expected; i++) session.send({ n: i });
    assert.equal(socket.closedWith, undefined);
    session.send({ n: expected });
    assert.deepEqual(socket.closedWith, [1008, 'Max pending updates limit reached!']);
    session.cleanup();
  }
});
