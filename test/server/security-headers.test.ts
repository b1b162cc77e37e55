import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app/app.js';
import sampleRoutes from './fixtures/routes/sample.js';
import { createContext, type ServerContext } from '../../server/context.js';
import { loadConfig } from '../../server/config.js';
import type { Db } from '../../server/db/db.js';
import { NULL_UUID } from '../../server/auth/types.js';

let app: FastifyInstance;
let ctx: ServerContext;
const logged: string[] = [];

const user = {
  id: '11111111-1111-4111-8111-111111111111', email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN' as const,
  tenantId: '22222222-2222-4222-8222-222222222222', customerId: NULL_UUID, isPublic: false, firstName: 'T', lastName: 'A', enabled: true,
};

before(async () => {
  ctx = createContext({ ...loadConfig({}), quiet: true, consoleDir: '/nonexistent' }, {} as Db, (line) => logged.push(line));
  app = await buildApp(ctx, { routes: [sampleRoutes] });
});
after(() => app.close());

const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** Splits a Content-Security-Policy into directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...sources]) => [name!, sources]));
}

test('every answer carries X-Content-Type-Options: nosniff', async () => {
  const token = await ctx.jwt.accessToken(user);
  const auth = { 'x-authorization': `Bearer ${token}` };
  const answers = [
    await get('/api/sample/open'),
    await get('/api/sample/me'),
    await get('/api/sample/bad', auth),
    await get('/api/sample/missing', auth),
    await get('/api/sample/boom', auth),
    await get('/api/sample/text-error', auth),
    await get('/api/nothing/here', auth),
    await get('/devices'),
    await get('/api/sample/%FF'),
    await app.inject({ method: 'POST', url: '/api/sample/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
  ];
  for (const res of answers) assert.equal(res.headers['x-content-type-options'], 'nosniff', `${res.statusCode} ${res.body.slice(0, 80)}`);
});

test('console pages carry a strict Content-Security-Policy the console can live with', async () => {
  const page = await get('/dashboards/abc', { host: 'iot.example.com:8080' });
  assert.match(String(page.headers['content-type']), /text\/html/);
  const policy = String(page.headers['content-security-policy'] ?? '');
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|\*/);
  const d = directives(policy);
  assert.deepEqual(d.get('default-src'), ["'none'"]);
  assert.deepEqual(d.get('script-src'), ["'self'"]);
  assert.deepEqual(d.get('style-src'), ["'self'"]);
  assert.deepEqual(d.get('connect-src'), ["'self'", 'ws://iot.example.com:8080', 'wss://iot.example.com:8080']);
  assert.deepEqual(d.get('img-src'), ["'self'", 'data:', 'blob:', 'https:', 'http:']);
  assert.deepEqual(d.get('frame-src'), ["'self'", 'blob:', 'data:']);
  assert.deepEqual(d.get('object-src'), ["'none'"]);
  assert.deepEqual(d.get('base-uri'), ["'self'"]);
});

test('console pages let a map widget load its tiles from any http(s) address, and nothing else from there', async () => {
  for (const url of ['/dashboards/abc', '/']) {
    const d = directives(String((await get(url, { host: 'iot.example.com' })).headers['content-security-policy'] ?? ''));
    const remote = (directive: string) => (d.get(directive) ?? []).filter((source) => /^(https?:|\*)/.test(source));
    assert.deepEqual(remote('img-src'), ['https:', 'http:'], url);
    for (const directive of ['default-src', 'script-src', 'style-src', 'font-src', 'connect-src', 'frame-src', 'worker-src', 'media-src']) {
      assert.deepEqual(remote(directive), [], `${url} ${directive}`);
    }
  }
});

test('a forged Host header cannot widen the policy', async () => {
  const page = await get('/', { host: "evil.example.com 'unsafe-inline'" });
  const d = directives(String(page.headers['content-security-policy']));
  assert.deepEqual(d.get('connect-src'), ["'self'"]);
});

test('a URL that is not valid percent-encoding answers the standard 400 body', async () => {
  const res = await get('/api/sample/%FF');
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().errorCode, 31);
  assert.equal(res.json().status, 400);
});

test('every 5xx is logged with its cause; refusals are not', async () => {
  const token = await ctx.jwt.accessToken(user);
  logged.length = 0;
  await get('/api/sample/bad', { 'x-authorization': `Bearer ${token}` });
  await get('/api/sample/missing', { 'x-authorization': `Bearer ${token}` });
  assert.deepEqual(logged, []);
  const res = await get('/api/sample/boom', { 'x-authorization': `Bearer ${token}` });
  assert.equal(res.statusCode, 500);
  assert.doesNotMatch(res.body, /secret internals/);
  assert.equal(logged.length, 1);
  assert.match(logged[0]!, /^GET \/api\/sample\/boom answered 500: Error: secret internals at line 42\n\s+at /);
});
