import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { DEMO_EDGE } from '../../server/demo/edges.js';
import { DEMO_ENTITY_VIEW } from '../../server/demo/entity-views.js';
import { axeViolations, e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';

let server: E2eServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
});

/** Names of the buttons a list page offers, in its page header and in its rows. */
async function buttonNames(page: Page): Promise<string[]> {
  return page.locator('main').first().getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? (b as HTMLElement).innerText.trim()));
}

const TENANT_ONLY = /^(Add |Import|Assign\b|Unassign|Make public|Make private|Delete|Manage credentials)/;

for (const { path, name, heading, rowActions } of [
  { path: '/entityViews', name: DEMO_ENTITY_VIEW.name, heading: 'Entity views', rowActions: [] },
  // A customer user may look at what is assigned to its edge, and change none of it.
  { path: '/edgeInstances', name: DEMO_EDGE.name, heading: 'Edge instances', rowActions: ['Assigned entities'] },
]) {
  test(`a customer user sees its customer's ${heading.toLowerCase()} on ${path} with no add, import, assign, share, select or delete`, async (t) => {
    const { page, errors } = await newPage(t, browser, server, { viewport: { width: 1440, height: 900 } });
    await signIn(page, 'customer');
    await page.goto(path);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await page.waitForFunction(() => !document.querySelector('[role=grid][aria-busy=true]'));
    const offered = await buttonNames(page);
    assert.deepEqual(offered.filter((label) => TENANT_ONLY.test(label)), [], `${path} offers ${offered.join(', ')}`);
    assert.equal(await page.getByRole('checkbox').count(), 0, 'no selection, so no bulk delete');
    const rowButtons = await row.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? (b as HTMLElement).innerText.trim()));
    assert.deepEqual(rowButtons, rowActions, 'no row actions that change anything');
    assert.deepEqual(await axeViolations(page), []);

    // Its page shows it read-only.
    await row.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByLabel('Name', { exact: true }).waitFor();
    assert.equal(await page.getByLabel('Name', { exact: true }).getAttribute('readonly'), '');
    assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).count(), 0);
    assert.deepEqual((await buttonNames(page)).filter((label) => TENANT_ONLY.test(label)), []);
    assert.deepEqual(errors.map(String), []);
  });
}
