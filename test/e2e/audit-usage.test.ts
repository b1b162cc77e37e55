import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { ACCOUNTS, axeViolations, e2eServer, launchBrowser, newPage, signIn, sql, type E2eServer } from './support/e2e.js';

let server: E2eServer;
let browser: Browser;

const WIDE = { viewport: { width: 1440, height: 900 } };
const DAY_MS = 86_400_000;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
});

test('the audit logs list the last day until the time window is widened to the last 7 days, which brings an older entry in', async (t) => {
  const name = `E2E audited ${Date.now().toString(36)}`;
  const id = randomUUID();
  await sql(server, `INSERT INTO audit_log (id, created_time, tenant_id, customer_id, entity_type, entity_id, entity_name, user_id, user_name, action_type, action_data)
    VALUES ($1, $2, $3, $4, 'ASSET', $5, $6, $7, $8, 'UPDATED', '{}')`, [id, Date.now() - 3 * DAY_MS, DEMO.tenantId, NULL_UUID, randomUUID(), name, DEMO.tenantAdminId, ACCOUNTS.tenant.email]);
  t.after(() => sql(server, 'DELETE FROM audit_log WHERE id = $1', [id]));

  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/auditLogs');
  // The sign-in just now is within the last day; the entry of three days ago is not.
  await page.getByRole('row').filter({ hasText: 'LOGIN' }).first().waitFor();
  assert.equal(await page.getByRole('row').filter({ hasText: name }).count(), 0);

  const timewindow = page.locator('button[aria-haspopup=dialog][title="Time window"]');
  assert.match((await timewindow.innerText()).replace(/\s+/g, ' '), /last 1 d/);
  await timewindow.click();
  const panel = page.getByRole('dialog', { name: 'Time window' });
  await panel.getByRole('combobox', { name: 'Last', exact: true }).selectOption(String(7 * DAY_MS));
  const listed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/audit/logs');
  await panel.getByRole('button', { name: 'Update' }).click();
  const query = new URL((await listed).url()).searchParams;
  assert.ok(Math.abs(Number(query.get('endTime')) - Number(query.get('startTime')) - 7 * DAY_MS) < 60_000, `a 7-day period: ${query.toString()}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  assert.match(await row.innerText(), /UPDATED/);
  assert.match((await timewindow.innerText()).replace(/\s+/g, ' '), /last 7 d/);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});

test('the API usage page shows each counter\'s month total and charts the counters per hour', async (t) => {
  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  await page.goto('/usage');
  await page.getByRole('heading', { level: 1, name: 'API usage' }).waitFor();
  for (const title of ['Transport messages', 'Transport data points', 'Stored data points', 'Rule engine executions', 'JavaScript executions', 'E-mails sent', 'SMS sent']) {
    await page.getByRole('region', { name: title, exact: true }).getByText('This month').waitFor();
  }
  // The demo data's telemetry history counts in the first two cards: numbers, not the dash of a missing value.
  assert.match(await page.getByRole('region', { name: 'Transport messages', exact: true }).innerText(), /\d/);
  for (const counter of ['Transport messages', 'Transport data points', 'Rule engine executions']) {
    const chart = page.getByRole('region', { name: `${counter} per hour`, exact: true });
    await chart.getByRole('img', { name: `Chart of ${counter}` }).waitFor();
    assert.ok((await chart.locator('canvas').count()) > 0, `${counter} is drawn`);
    await chart.getByRole('list', { name: 'Legend' }).getByRole('button', { name: counter }).waitFor();
  }
  // JavaScript runs only when a script does (other tests on a shared server may have run one): its chart is drawn
  // or says it has no data, never left loading.
  const scripts = page.getByRole('region', { name: 'JavaScript executions per hour', exact: true });
  await scripts.getByRole('img', { name: 'Chart of JavaScript executions' }).or(scripts.getByText('No data in this time window')).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors.map(String), []);
});
