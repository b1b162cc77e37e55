import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { demoTokens } from '../support/tokens.js';

// Routes anyone may call without a token. Adding a public route means adding it here, on purpose.
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login', 'POST /api/auth/login/public', 'POST /api/auth/token',
  // Other methods on the login path answer ThingsBoard's 401 "Authentication method not supported".
  'GET /api/auth/login', 'PUT /api/auth/login', 'DELETE /api/auth/login', 'PATCH /api/auth/login',
  'GET /api/ws/plugins/telemetry', 'GET /api/ws/plugins/:plugin',
  'GET /help/:lang/*',
]);
const PUBLIC_PREFIXES = ['/api/noauth/', '/api/v1/'];

let server: TestServer;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

before(async () => {
  server = await startTestServer();
  tokens = await demoTokens(server.ctx);
});
after(() => server.close());

const apiRoutes = () => server.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/ws/'));
const isPublic = (method: string, url: string) => PUBLIC_ROUTES.has(`${method} ${url}`) || PUBLIC_PREFIXES.some((p) => url.startsWith(p));
const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace(/\*/g, 'x');

test('registers a few hundred API routes', () => {
  assert.ok(apiRoutes().length > 250, `only ${apiRoutes().length} routes`);
});

test('declares public only the routes of the allow list', () => {
  const declared = server.app.routeTable.filter((r) => r.auth === 'public').map((r) => `${r.method} ${r.url}`);
  const unexpected = declared.filter((key) => {
    const [method, url] = key.split(' ') as [string, string];
    return !isPublic(method, url);
  });
  assert.deepEqual(unexpected, []);
});

test('answers 401 to every non-public API route called without a token', async () => {
  const leaks: string[] = [];
  for (const r of apiRoutes()) {
    if (isPublic(r.method, r.url) || r.auth === 'optional') continue;
    const res = await server.call(r.method, fill(r.url, '6a1c2b40-4612-11e7-a919-92ebcb67fe33'), { body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
    if (res.status !== 401) leaks.push(`${r.method} ${r.url} → ${res.status}`);
  }
  assert.deepEqual(leaks, []);
});

test('never answers 500 or a stack trace to junk ids and junk bodies, whoever calls', async () => {
  const failures: string[] = [];
  const variants = ['not-a-uuid', '00000000-0000-4000-8000-000000000000'];
  for (const r of apiRoutes()) {
    for (const [role, token] of Object.entries(tokens)) {
      for (const value of variants) {
        const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : { junk: [1, 'x'], name: 7 };
        const res = await server.call(r.method, fill(r.url, value), { token, body });
        if (res.status >= 500 || /\bat [\w.<>]+ \(|node:internal|\.ts:\d+/.test(res.text)) {
          failures.push(`${role} ${r.method} ${fill(r.url, value)} → ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
  }
  assert.deepEqual(failures, []);
});
