import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { e2eServer, launchBrowser, newPage, signIn, type E2eServer } from './support/e2e.js';
import { restClient, type RestClient } from './support/rest.js';

let server: E2eServer;
let browser: Browser;
let tenant: RestClient;

const WIDE = { viewport: { width: 1440, height: 900 } };

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  tenant = await restClient(server, 'tenant@thingsboard.org', 'tenant');
});

interface Identified {
  id: { id: string; entityType: string };
}

/** Markup that would leave an element marked `data-xss` in the page (and set `window.xss`) if any of it were parsed as HTML. */
const markup = (label: string) => `<img data-xss src=x onerror="window.xss='${label}'"><b data-xss>${label}</b>`;

/** Every text a person can read on the page, through shadow roots: text nodes and the values of fields. */
function pageTexts(page: Page): Promise<string> {
  // A loop over a list of roots rather than a recursive helper: tsx names inner functions with a helper the page lacks.
  return page.evaluate(() => {
    const parts: string[] = [];
    const roots: Node[] = [document.body];
    for (let root = roots.pop(); root; root = roots.pop()) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
        else if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) parts.push(node.value);
        if (node instanceof Element && node.shadowRoot) roots.push(node.shadowRoot);
      }
    }
    return parts.join('\n');
  });
}

/** Elements made from the posted markup, through shadow roots, and whether its script ran. */
function madeFromMarkup(page: Page): Promise<{ elements: string[]; ran: unknown }> {
  return page.evaluate(() => {
    const found: string[] = [];
    const roots: Array<Document | ShadowRoot> = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of root.querySelectorAll('[data-xss]')) found.push(el.outerHTML);
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    return { elements: found, ran: (window as unknown as { xss?: unknown }).xss };
  });
}

/** Waits until the page shows each text as text, then checks that no element came from the markup. */
async function showsAsText(page: Page, where: string, texts: readonly string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  let missing: string[] = [...texts];
  while (missing.length > 0 && Date.now() < deadline) {
    const shown = await pageTexts(page);
    missing = texts.filter((text) => !shown.includes(text));
    if (missing.length > 0) await page.waitForTimeout(100);
  }
  assert.deepEqual(missing, [], `${where} shows the markup as text`);
  assert.deepEqual(await madeFromMarkup(page), { elements: [], ran: undefined }, `${where} made no element from it`);
}

test('markup the server accepts in titles, names, descriptions, attributes, telemetry and alarm and relation types is shown as text on the lists and the details pages', async (t) => {
  const suffix = Date.now().toString(36);
  const title = `E2E ${markup('customer')} ${suffix}`;
  const city = markup('city');
  const customer = await tenant.call<Identified>('POST', '/api/customer', { title, city });
  t.after(() => tenant.call('DELETE', `/api/customer/${customer.id.id}`));
  const assetName = `E2E markup asset ${suffix}`;
  const description = markup('description');
  const asset = await tenant.call<Identified>('POST', '/api/asset', { name: assetName, type: 'room', additionalInfo: { description } });
  t.after(() => tenant.call('DELETE', `/api/asset/${asset.id.id}`));
  await tenant.call('POST', `/api/customer/${customer.id.id}/asset/${asset.id.id}`);
  const attributeKey = markup('attribute-key');
  const attributeValue = markup('attribute-value');
  await tenant.call('POST', `/api/plugins/telemetry/ASSET/${asset.id.id}/SERVER_SCOPE`, { [attributeKey]: attributeValue });
  const telemetryKey = markup('telemetry-key');
  const telemetryValue = markup('telemetry-value');
  await tenant.call('POST', `/api/plugins/telemetry/ASSET/${asset.id.id}/timeseries/ANY`, { [telemetryKey]: telemetryValue });
  const alarmType = markup('alarm-type');
  await tenant.call('POST', '/api/alarm', { type: alarmType, originator: asset.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' });
  const relationType = markup('relation-type');
  const pump = await tenant.call<Identified>('GET', `/api/tenant/devices?deviceName=${encodeURIComponent('Water Pump P1')}`);
  await tenant.call('POST', '/api/relation', { from: asset.id, to: pump.id, type: relationType, typeGroup: 'COMMON' });
  const firstName = markup('first-name');
  const user = await tenant.call<Identified>('POST', '/api/user?sendActivationMail=false', {
    email: `markup-${suffix}@e2e.test`, authority: 'CUSTOMER_USER', customerId: customer.id, firstName, lastName: 'Markup',
  });
  // Deleting the customer deletes its user too, whichever runs first.
  t.after(() => tenant.call('DELETE', `/api/user/${user.id.id}`).catch(() => undefined));

  const { page, errors } = await newPage(t, browser, server, WIDE);
  await signIn(page, 'tenant');
  const visits: Array<[string, readonly string[]]> = [
    ['/customers', [title]],
    [`/customers/${customer.id.id}`, [title, city]],
    ['/assets', [assetName, title]],
    [`/assets/${asset.id.id}`, [assetName, description]],
    [`/assets/${asset.id.id}?tab=attributes&scope=SERVER_SCOPE`, [attributeKey, attributeValue]],
    [`/assets/${asset.id.id}?tab=telemetry`, [telemetryKey, telemetryValue]],
    [`/assets/${asset.id.id}?tab=alarms`, [alarmType]],
    [`/assets/${asset.id.id}?tab=relations`, [relationType]],
    [`/users?customerId=${customer.id.id}`, [firstName]],
    [`/users/${user.id.id}`, [firstName]],
  ];
  for (const [path, texts] of visits) {
    await page.goto(path);
    await showsAsText(page, path, texts);
  }
  assert.deepEqual(errors.map(String), []);
});

test('the server refuses a name, label or type holding markup as ThingsBoard 3.4 does', async () => {
  for (const body of [{ name: '<b>E2E</b>', type: 'room' }, { name: 'E2E label', type: 'room', label: '<i>x</i>' }, { name: 'E2E type', type: '<script>x</script>' }]) {
    const res = await fetch(`${server.url}/api/asset`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-authorization': `Bearer ${tenant.token}` }, body: JSON.stringify(body) });
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { message: string }).message, /^Validation error: (name|label|type) is malformed$/);
  }
});
