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
const noDb = {} as Db;

const user = {
  id: '11111111-1111-4111-8111-111111111111', email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN' as const,
  tenantId: '22222222-2222-4222-8222-222222222222', customerId: NULL_UUID, isPublic: false, firstName: 'T', lastName: 'A', enabled: true,
};

before(async () => {
  ctx = createContext({ ...loadConfig({}), quiet: true, consoleDir: '/nonexistent' }, noDb, () => {});
  app = await buildApp(ctx, { routes: [sampleRoutes] });
});
after(() => app.close());

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { 'x-authorization': `Bearer ${token}` } : {} });

test('answers 401 with errorCode 10 when a protected route gets no token', async () => {
  const res = await get('/api/sample/me');
  assert.equal(res.statusCode, 401);
  const body = res.json();
  assert.equal(body.status, 401);
  assert.equal(body.errorCode, 10);
  assert.equal(typeof body.message, 'string');
  assert.ok(!Number.isNaN(Date.parse(body.timestamp)));
});

test('reads the caller from X-Authorization and from Authorization', async () => {
  const token = await ctx.jwt.accessToken(user);
  assert.deepEqual((await get('/api/sample/me', token)).json(), { email: user.email, authority: 'TENANT_ADMIN' });
  const res = await app.inject({ method: 'GET', url: '/api/sample/me', headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.statusCode, 200);
});

test('answers 403 with errorCode 20 when the authority is not allowed', async () => {
  const res = await get('/api/sample/admin', await ctx.jwt.accessToken(user));
  assert.equal(res.statusCode, 403);
  assert.equal(res.json().errorCode, 20);
  assert.equal(res.json().message, "You don't have permission to perform this operation!");
});

test('rejects refresh tokens and pre-verification tokens on signed-in routes', async () => {
  assert.equal((await get('/api/sample/me', await ctx.jwt.refreshToken(user))).statusCode, 401);
  assert.equal((await get('/api/sample/me', await ctx.jwt.preVerificationToken(user, 0))).statusCode, 403);
});

test('answers 401 with errorCode 11 for an expired token', async () => {
  const expired = new (await import('../../server/auth/jwt.js')).JwtService({ ...ctx.config, accessTokenTtl: -10 });
  const res = await get('/api/sample/me', await expired.accessToken(user));
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().errorCode, 11);
});

test('answers 401 with errorCode 11 for a token issued before the user was revoked', async () => {
  const token = await ctx.jwt.accessToken(user);
  const store = { query: async () => [], one: async () => undefined };
  await ctx.revocations.revoke(store, user.id, Date.now() + 2000);
  const res = await get('/api/sample/me', token);
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().errorCode, 11);
});

test('answers 404 with errorCode 32 and 400 with errorCode 31', async () => {
  const token = await ctx.jwt.accessToken({ ...user, id: '33333333-3333-4333-8333-333333333333' });
  const nf = await get('/api/sample/missing', token);
  assert.equal(nf.statusCode, 404);
  assert.equal(nf.json().errorCode, 32);
  const bad = await get('/api/sample/bad', token);
  assert.deepEqual([bad.statusCode, bad.json().errorCode, bad.json().message], [400, 31, 'name should be specified!']);
});

test('hides internals of unexpected failures behind a 500 with errorCode 2', async () => {
  const token = await ctx.jwt.accessToken({ ...user, id: '33333333-3333-4333-8333-333333333333' });
  const res = await get('/api/sample/boom', token);
  assert.equal(res.statusCode, 500);
  assert.equal(res.json().errorCode, 2);
  assert.doesNotMatch(res.body, /secret internals|line 42|at /);
});

test('answers plain text errors on routes that ask for them', async () => {
  const token = await ctx.jwt.accessToken({ ...user, id: '33333333-3333-4333-8333-333333333333' });
  const res = await get('/api/sample/text-error', token);
  assert.equal(res.statusCode, 400);
  assert.match(String(res.headers['content-type']), /text\/plain/);
  assert.equal(res.body, 'plain words');
});

test('answers JSON with an errorCode when the security layer rejects a plain-text route', async () => {
  const missing = await get('/api/sample/text-error');
  assert.equal(missing.statusCode, 401);
  assert.equal(missing.json().errorCode, 10);
  const expired = new (await import('../../server/auth/jwt.js')).JwtService({ ...ctx.config, accessTokenTtl: -10 });
  const res = await get('/api/sample/text-error', await expired.accessToken(user));
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().errorCode, 11);
});

test('answers 400 for malformed JSON, wrong types and oversize strings', async () => {
  const post = (payload: string) => app.inject({ method: 'POST', url: '/api/sample/typed', payload, headers: { 'content-type': 'application/json' } });
  for (const payload of ['{"name":', '{"name": 12}', '{"name": "toolong"}', '{}']) {
    const res = await post(payload);
    assert.equal(res.statusCode, 400, payload);
    assert.equal(res.json().errorCode, 31, payload);
  }
  assert.match((await post('{}')).json().message, /name/);
  assert.equal((await post('{"name":"ok"}')).statusCode, 200);
});

test('reads an empty JSON body as null', async () => {
  const res = await app.inject({ method: 'POST', url: '/api/sample/echo', headers: { 'content-type': 'application/json' }, payload: '' });
  assert.deepEqual(res.json(), { body: null });
});

test('pages with PageData and rejects bad page links', async () => {
  const token = await ctx.jwt.accessToken({ ...user, id: '33333333-3333-4333-8333-333333333333' });
  assert.deepEqual((await get('/api/sample/page?pageSize=2&page=1', token)).json(),
    { data: ['c', 'd'], totalPages: 3, totalElements: 5, hasNext: true });
  assert.equal((await get('/api/sample/page?pageSize=2&page=2', token)).json().hasNext, false);
  const noSize = await get('/api/sample/page?page=0', token);
  assert.equal(noSize.statusCode, 400);
  const badOrder = await get('/api/sample/page?pageSize=2&page=0&sortOrder=UP', token);
  assert.equal(badOrder.statusCode, 400);
  assert.equal(badOrder.json().message, "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.");
});

test('answers unknown api paths with 404 and other paths with the console page', async () => {
  const token = await ctx.jwt.accessToken({ ...user, id: '33333333-3333-4333-8333-333333333333' });
  assert.equal((await get('/api/nothing/here', token)).statusCode, 404);
  const page = await get('/devices');
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /text\/html/);
});
