import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { FRAME_POLICY, SANDBOX_PAGE } from '../../elements/dashboard/widgets/custom/sandbox-source.js';

let server: TestServer;

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test('serves the custom widget frame document under its own policy, which allows its inline script and no requests', async () => {
  const res = await server.call('GET', '/widget-sandbox.html');
  assert.equal(res.status, 200);
  assert.equal(res.text, SANDBOX_PAGE);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(res.headers.get('content-security-policy'), FRAME_POLICY);
  assert.match(FRAME_POLICY, /default-src 'none'/);
  assert.doesNotMatch(FRAME_POLICY, /connect-src/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
});

test('other pages keep the console policy', async () => {
  const res = await server.call('GET', '/login');
  assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
});
