import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { startTestServer, type TestServer } from '../support/server.js';
import { demoTokens } from '../support/tokens.js';
import { DEMO } from '../../server/demo/ids.js';
import type { RouteEntry } from '../../server/app/app.js';

/**
 * Malformed requests to every POST and PUT route: broken JSON, NUL characters, deep nesting,
 * bytes that are not UTF-8, bad percent-encoding, junk path values, wrong content types. None may
 * answer a server error, log one, or change any data.
 */

const MIN_REQUESTS = 5_000;
const TIME_BUDGET_MS = 60_000;
const CONCURRENCY = 16;

let server: TestServer;
let tokens: Record<string, string>;
let validParams: Record<string, string>;
const logged: string[] = [];

before(async () => {
  server = await startTestServer();
  server.ctx.log = (line) => logged.push(line);
  const t = await demoTokens(server.ctx);
  tokens = { SYS_ADMIN: t.sysadmin, TENANT_ADMIN: t.tenant, CUSTOMER_USER: t.customer };
  const one = async (sql: string) => (await server.ctx.db.one<{ id: string }>(sql))?.id ?? '13814000-1dd2-11b2-8080-808080808080';
  validParams = {
    alarmId: await one('SELECT id FROM alarm LIMIT 1'),
    assetId: await one("SELECT id FROM asset WHERE tenant_id = '" + DEMO.tenantId + "' LIMIT 1"),
    customerId: DEMO.customerAId,
    dashboardId: await one('SELECT id FROM dashboard LIMIT 1'),
    deviceId: await one("SELECT device_id AS id FROM device_credentials WHERE credentials_id = 'demo-thermostat-t1'"),
    deviceProfileId: DEMO.defaultDeviceProfileId,
    edgeId: await one('SELECT id FROM edge LIMIT 1'),
    entityViewId: await one('SELECT id FROM entity_view LIMIT 1'),
    entityId: await one("SELECT device_id AS id FROM device_credentials WHERE credentials_id = 'demo-thermostat-t1'"),
    otaPackageId: await one('SELECT id FROM ota_package LIMIT 1'),
    ruleChainId: DEMO.rootRuleChainId,
    tenantId: DEMO.tenantId,
    tenantProfileId: DEMO.tenantProfileId,
    userId: DEMO.customerUserId,
    entityType: 'DEVICE',
    scope: 'SERVER_SCOPE',
    ttl: '0',
    token: 'demo-thermostat-t1',
    requestId: '1',
    deviceName: 'Thermostat T1',
  };
});
after(() => server.close());

/** A small seeded generator, so a failing case can be reproduced. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const text = (s: string) => Buffer.from(s, 'utf8');
const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? text(p) : Buffer.from(p))));

/** Bodies that are not JSON: refused by every route that reads JSON. */
const NOT_JSON: Array<[string, Buffer]> = [
  ['truncated object', text('{"name":')],
  ['trailing comma', text('{"name":"x","type":"t",}')],
  ['unclosed array', text('[1,2')],
  ['single quotes', text("{'name':'x'}")],
  ['bare word', text('tru')],
  ['undefined value', text('{"a":undefined}')],
  ['NaN value', text('{"a":NaN}')],
  ['hex number', text('{"a":0x10}')],
  ['bad escape', text('{"a":"\\uZZZZ"}')],
  ['BOM and garbage', bytes([0xef, 0xbb, 0xbf], '}{')],
  ['two documents', text('{"a":1}{"b":2}')],
  ['comment', text('{"a":1 /* note */}')],
];

/** Routes whose body is free text rather than JSON: a device's answer to an RPC is its own text. */
const TEXT_ROUTES = new Set(['POST /api/v1/:deviceToken/rpc/:requestId']);

/** Path values a route takes although they look odd: a device may answer RPC request -1. */
const ODD_BUT_VALID: Record<string, string[]> = { requestId: ['-1'] };

/** Bodies no route may accept, whatever it expects. */
const MALFORMED_BODIES: Array<[string, Buffer]> = [
  ['escaped NUL in a value', text('{"name":"a\\u0000b","type":"t","title":"\\u0000"}')],
  ['escaped NUL in a key', text('{"\\u0000":1,"name":"x"}')],
  ['escaped NUL in an id', text('{"id":{"entityType":"DEVICE","id":"\\u0000"},"name":"x"}')],
  ['raw NUL byte', bytes('{"name":"a', [0], 'b"}')],
  ['deep arrays', text(`${'['.repeat(5000)}${']'.repeat(5000)}`)],
  ['deep objects', text(`${'{"a":'.repeat(300)}1${'}'.repeat(300)}`)],
  ['invalid UTF-8', bytes('{"name":"', [0xff, 0xfe, 0xfd], '","type":"t"}')],
  ['overlong UTF-8', bytes('{"name":"', [0xc0, 0xaf], '"}')],
  ['lone surrogate bytes', bytes('{"name":"', [0xed, 0xa0, 0x80], '"}')],
  ['truncated UTF-8', bytes('{"name":"', [0xe2, 0x82])],
];

/** Path values no route takes for an id, name, scope or token (each also breaks the URL or names nothing). */
const JUNK_PARAMS = [
  '%00', 'a%00b', '%FF', '%C0%AF', '%E0%80%80', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g', '-1', '1e400',
  '%20', 'x'.repeat(120), '..%2F..%2Fetc%2Fpasswd', 'null', '%7B%7D', '13814000-1dd2-11b2-8080-80808080808z',
];

/** Query strings that are malformed in themselves. */
const JUNK_QUERIES = ['?pageSize=%00', '?textSearch=%FF%FE', '?a=%E0%80', '?sendActivationMail=%00', '?x=%'];

interface Case {
  method: string;
  path: string;
  body: Buffer | undefined;
  contentType: string;
  token: string | undefined;
  label: string;
}

function tokenFor(route: RouteEntry, rnd: () => number): string | undefined {
  if (route.auth === 'public') return undefined;
  const roles = Array.isArray(route.auth) ? route.auth.filter((r) => tokens[r as string]) : Object.keys(tokens);
  if (roles.length === 0) return tokens.TENANT_ADMIN;
  return tokens[roles[Math.floor(rnd() * roles.length)] as string];
}

function pathWith(url: string, junk?: { name: string; value: string }): string {
  return url.replace(/:(\w+)/g, (_all, name: string) => (junk?.name === name ? junk.value : encodeURIComponent(validParams[name] ?? 'unknown')));
}

/** Every malformed request sent: per route, each malformed body, each junk query, each junk value of each path parameter. */
function cases(routes: RouteEntry[]): Case[] {
  const rnd = random(20241124);
  const out: Case[] = [];
  for (const route of routes) {
    const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const base = { method: route.method, contentType: 'application/json' };
    const textRoute = TEXT_ROUTES.has(`${route.method} ${route.url}`);
    for (const [label, body] of textRoute ? MALFORMED_BODIES : [...NOT_JSON, ...MALFORMED_BODIES]) {
      out.push({ ...base, path: pathWith(route.url), body, token: tokenFor(route, rnd), label });
    }
    for (let i = 0; i < 8; i++) {
      const noise = Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 200) }, () => Math.floor(rnd() * 256)));
      noise[0] = 0xff;
      out.push({ ...base, path: pathWith(route.url), body: noise, token: tokenFor(route, rnd), label: `random bytes ${i}` });
    }
    for (const query of JUNK_QUERIES) {
      out.push({ ...base, path: pathWith(route.url) + query, body: text('{}'), token: tokenFor(route, rnd), label: `query ${query}` });
    }
    if (!textRoute) {
      out.push({ ...base, path: pathWith(route.url), body: text('<a/>'), contentType: 'application/xml', token: tokenFor(route, rnd), label: 'xml' });
    }
    for (const name of params) {
      for (const value of JUNK_PARAMS.filter((v) => !ODD_BUT_VALID[name]?.includes(v))) {
        const path = pathWith(route.url, { name, value });
        out.push({ ...base, path, body: undefined, token: tokenFor(route, rnd), label: `${name}=${value.slice(0, 20)}, no body` });
        out.push({ ...base, path, body: text('{}'), token: tokenFor(route, rnd), label: `${name}=${value.slice(0, 20)}, empty object` });
      }
    }
  }
  return out;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** Sends one case with node:http (fetch would refuse some of these URLs) and answers the status. */
function send(c: Case): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (c.body !== undefined) {
      headers['Content-Type'] = c.contentType;
      headers['Content-Length'] = String(c.body.length);
    }
    if (c.token) headers['X-Authorization'] = `Bearer ${c.token}`;
    const req = request({ host: '127.0.0.1', port: server.port, method: c.method, path: c.path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(c.body);
  });
}

/** Rows the server writes on its own schedule: the usage counters it publishes as time series. */
const OWN_SCHEDULE: Record<string, string> = {
  ts_kv: 'WHERE entity_id NOT IN (SELECT id FROM api_usage_state)',
  ts_kv_latest: 'WHERE entity_id NOT IN (SELECT id FROM api_usage_state)',
};

/** Row count and digest of every table: any change made by a refused request shows. */
async function snapshot(): Promise<Map<string, string>> {
  const tables = await server.ctx.db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const out = new Map<string, string>();
  for (const { name } of tables) {
    const row = await server.ctx.db.one<{ n: string; h: string }>(
      `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t ${OWN_SCHEDULE[name] ?? ''}`);
    out.set(name, `${row?.n}:${row?.h}`);
  }
  return out;
}

test(`at least ${MIN_REQUESTS} malformed requests to every POST and PUT route: no server error and no change in the data`, async () => {
  const routes = server.app.routeTable.filter((r) => r.method === 'POST' || r.method === 'PUT');
  assert.ok(routes.length > 100, `${routes.length} routes`);
  const all = cases(routes);
  assert.ok(all.length >= MIN_REQUESTS, `${all.length} cases`);
  const before = await snapshot();
  const started = Date.now();
  const deadline = started + TIME_BUDGET_MS;
  const failures: string[] = [];
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < all.length && Date.now() < deadline) {
      const c = all[next++]!;
      const status = await send(c);
      sent++;
      if (status >= 500 || status < 400) failures.push(`${c.method} ${c.path.slice(0, 120)} [${c.label}]: ${status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(`fuzz: ${sent} malformed requests to ${routes.length} routes in ${seconds.toFixed(1)} s`);
  assert.deepEqual(failures.slice(0, 30), [], `${failures.length} requests were not refused with a 4xx`);
  assert.ok(sent >= MIN_REQUESTS, `only ${sent} requests in ${TIME_BUDGET_MS / 1000} s`);
  const afterwards = await snapshot();
  const changed = [...afterwards].filter(([table, digest]) => before.get(table) !== digest).map(([table]) => table);
  assert.deepEqual(changed, [], 'tables changed by refused requests');
  assert.deepEqual(logged.filter((line) => / answered 5\d\d: /.test(line)), []);
  agent.destroy();
});
