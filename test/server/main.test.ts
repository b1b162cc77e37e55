import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { freePort } from '../../server/db/embedded.js';

const dataDir = mkdtempSync(join(tmpdir(), 'tbkit-main-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `server/main.ts` as `npm start` does and resolves with its output once it says it listens. */
async function startMain(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), TB_DATA_DIR: dataDir, TB_DEMO_SIMULATOR: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stderr!.on('data', (chunk) => { text += String(chunk); });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      text += String(chunk);
      if (text.includes('customer@thingsboard.org')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${text}`)));
  });
  return { child, output: () => text };
}

async function login(port: number, username: string, password: string): Promise<number> {
  const res = await fetch(`http://localhost:${port}/api/auth/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  return res.status;
}

test('prints one listening line and the demo accounts, stops cleanly on SIGTERM and keeps data for the next start', async () => {
  const port = await freePort();
  const first = await startMain(port);
  const lines = first.output().split('\n');
  assert.equal(lines.filter((l) => l.startsWith('tbkit listening on ')).length, 1);
  assert.ok(lines.includes(`tbkit listening on http://localhost:${port}`));
  for (const account of ['sysadmin@thingsboard.org / sysadmin', 'tenant@thingsboard.org / tenant', 'customer@thingsboard.org / customer']) {
    assert.ok(first.output().includes(account), account);
  }
  assert.equal(await login(port, 'tenant@thingsboard.org', 'tenant'), 200);
  const token = (await (await fetch(`http://localhost:${port}/api/auth/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  })).json() as { token: string }).token;
  const created = await fetch(`http://localhost:${port}/api/asset`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Authorization': `Bearer ${token}` },
    body: JSON.stringify({ name: 'Kept across restarts', type: 'building' }),
  });
  assert.equal(created.status, 200);

  first.child.kill('SIGTERM');
  const [code] = await once(first.child, 'exit');
  assert.equal(code, 0);
  assert.equal(existsSync(join(dataDir, 'postgres', 'postmaster.pid')), false, 'PostgreSQL stopped with the server');

  const second = await startMain(port);
  const found = await fetch(`http://localhost:${port}/api/tenant/assets?assetName=${encodeURIComponent('Kept across restarts')}`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
  });
  assert.equal(found.status, 200);
  second.child.kill('SIGINT');
  const [code2] = await once(second.child, 'exit');
  assert.equal(code2, 0);
});
