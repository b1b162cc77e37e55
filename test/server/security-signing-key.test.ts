import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { loadConfig } from '../../server/config.js';
import { SIGNING_KEY_FILE } from '../../server/auth/signing-key.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { DEMO } from '../../server/demo/ids.js';
import { startTestServer } from '../support/server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'tbkit-signing-key-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** A system administrator token signed with ThingsBoard's published default key, as an attacker would make it. */
async function forgedSysadminToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    userId: DEMO.sysadminId, scopes: ['SYS_ADMIN'], firstName: 'System', lastName: 'Administrator', enabled: true, isPublic: false,
    tenantId: NULL_UUID, customerId: NULL_UUID,
  }).setProtectedHeader({ alg: 'HS512' }).setSubject('sysadmin@thingsboard.org').setIssuer('thingsboard.io')
    .setIssuedAt(now).setExpirationTime(now + 3600)
    .sign(new Uint8Array(Buffer.from('thingsboardDefaultSigningKey', 'base64')));
}

test('by default the server listens on this machine only; HOST widens it', () => {
  assert.equal(loadConfig({}).host, '127.0.0.1');
  assert.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0');
});

test('JWT_TOKEN_SIGNING_KEY is read as base64 and marks the key as configured', () => {
  const config = loadConfig({ JWT_TOKEN_SIGNING_KEY: Buffer.from('k'.repeat(64)).toString('base64') });
  assert.equal(config.jwtKeyConfigured, true);
  assert.equal(Buffer.from(config.jwtKey).toString(), 'k'.repeat(64));
  assert.equal(loadConfig({}).jwtKeyConfigured, false);
});

test('a token signed with the published default key is refused; a random key is kept in the data directory', async (t) => {
  if (process.env.JWT_TOKEN_SIGNING_KEY) return t.skip('a signing key is configured in this environment');
  const first = await startTestServer({ dataDir, keepData: true });
  let token: string;
  try {
    const forged = await first.call('GET', '/api/tenants?pageSize=1&page=0', { token: await forgedSysadminToken() });
    assert.equal(forged.status, 401, forged.text);
    token = await first.login('sysadmin@thingsboard.org', 'sysadmin');
    assert.equal((await first.call('GET', '/api/tenants?pageSize=1&page=0', { token })).status, 200);
  } finally {
    await first.close();
  }
  const file = join(dataDir, SIGNING_KEY_FILE);
  assert.equal(statSync(file).mode & 0o777, 0o600, 'only the owner may read the key');
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  assert.ok(key.length >= 64, `key of ${key.length} bytes`);

  const second = await startTestServer({ dataDir, keepData: true });
  try {
    const again = await second.call('GET', '/api/tenants?pageSize=1&page=0', { token });
    assert.equal(again.status, 200, 'a token issued before a restart stays valid');
    assert.equal(Buffer.compare(Buffer.from(second.ctx.config.jwtKey), key), 0);
  } finally {
    await second.close();
  }
});

test('two data directories get different keys', async (t) => {
  if (process.env.JWT_TOKEN_SIGNING_KEY) return t.skip('a signing key is configured in this environment');
  const { loadOrCreateSigningKey } = await import('../../server/auth/signing-key.js');
  const other = mkdtempSync(join(tmpdir(), 'tbkit-signing-key-'));
  try {
    const a = loadOrCreateSigningKey(other);
    assert.deepEqual(loadOrCreateSigningKey(other), a);
    assert.notDeepEqual(loadOrCreateSigningKey(dataDir), a);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
