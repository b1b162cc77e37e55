import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../support/server.js';
import { DEFAULT_SECURITY, lastMessage, linkIn, SYSADMIN } from './auth-support.js';

const dataDir = mkdtempSync(join(tmpdir(), 'tbkit-accounts-restart-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('keeps tenants, activated users, customers and security settings across a restart', async () => {
  const first = await startTestServer({ keepData: true, dataDir });
  let tenantId: string;
  try {
    const sysadmin = await first.login(...SYSADMIN);
    tenantId = (await first.call('POST', '/api/tenant', { token: sysadmin, body: { title: 'Durable' } })).body.id.id;
    const user = await first.call('POST', '/api/user?sendActivationMail=true', { token: sysadmin,
      body: { email: 'durable-admin@example.com', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId } } });
    assert.equal(user.status, 200, user.text);
    const activateToken = new URL(linkIn((await lastMessage(first, 'durable-admin@example.com'))!.body)).searchParams.get('activateToken');
    const activated = await first.call('POST', '/api/noauth/activate?sendActivationMail=false', { body: { activateToken, password: 'durable-1' } });
    assert.equal(activated.status, 200, activated.text);
    const customer = await first.call('POST', '/api/customer', { token: activated.body.token, body: { title: 'Durable customer' } });
    assert.equal(customer.status, 200, customer.text);
    const saved = await first.call('POST', '/api/admin/securitySettings', { token: sysadmin, body: { ...DEFAULT_SECURITY, maxFailedLoginAttempts: 7 } });
    assert.equal(saved.status, 200);
  } finally {
    await first.close();
  }

  const second = await startTestServer({ keepData: true, dataDir });
  try {
    const admin = await second.login('durable-admin@example.com', 'durable-1');
    const tenant = await second.call('GET', `/api/tenant/${tenantId}`, { token: admin });
    assert.equal(tenant.body.title, 'Durable');
    const customers = await second.call('GET', '/api/customers?pageSize=10&page=0', { token: admin });
    assert.deepEqual(customers.body.data.map((c: { title: string }) => c.title), ['Durable customer']);
    const sysadmin = await second.login(...SYSADMIN);
    assert.equal((await second.call('GET', '/api/admin/securitySettings', { token: sysadmin })).body.maxFailedLoginAttempts, 7);
  } finally {
    await second.close();
  }
});
