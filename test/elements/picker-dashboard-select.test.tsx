import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/dashboard-select/define.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { DASHBOARD_SELECT_PAGE_SIZE, PICKER_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import { typeDebounced } from './support/debounce.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';

type Select = HTMLElementTagNameMap['tb-dashboard-select'];
const DASHBOARDS = Array.from({ length: 130 }, (_, i) => ({ id: { id: `db${i}`, entityType: 'DASHBOARD' }, title: `Plant ${String(i).padStart(3, '0')}` }));

/** Signs a backend of its own in as a role (a token the fake server never checks). */
function signIn(baseUrl: string, claims: Record<string, unknown>) {
  const payload = btoa(JSON.stringify({ sub: 'someone@thingsboard.org', iat: 1, exp: 4_000_000_000, ...claims })).replace(/=+$/, '');
  configure({ baseUrl, tokenStore: createMemoryTokenStore({ token: `e30.${payload}.sig`, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null }) });
}

function fakeServer() {
  const calls: URL[] = [];
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    calls.push(url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.startsWith('/api/dashboard/info/')) {
      const found = DASHBOARDS.find((d) => d.id.id === url.pathname.split('/').pop());
      return found ? json(found) : json({ status: 404, message: 'not found', errorCode: 32 }, 404);
    }
    const text = (url.searchParams.get('textSearch') ?? '').toLowerCase();
    const size = Number(url.searchParams.get('pageSize'));
    const found = DASHBOARDS.filter((d) => d.title.toLowerCase().includes(text));
    return json({ data: found.slice(0, size), totalElements: found.length, hasNext: found.length > size, totalPages: Math.ceil(found.length / size) });
  };
  return { calls, restore: () => (window.fetch = realFetch) };
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => (server = fakeServer()));
afterEach(() => server.restore());

const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const optionTexts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role=option]')].map((o) => o.textContent);
const message = (el: Element) => el.shadowRoot!.querySelector('[part=message]')?.textContent ?? null;

async function select(baseUrl: string, attrs = '') {
  const host = await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`);
  host.innerHTML = `<tb-dashboard-select base-url="${baseUrl}" ${attrs}></tb-dashboard-select>`;
  const el = host.firstElementChild as Select;
  await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
  return el;
}

function changes(el: Element) {
  const seen: unknown[] = [];
  el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe('tb-dashboard-select', () => {
  it("lists a tenant administrator's own dashboards, 100 by title, and says when none match", async () => {
    signIn('http://dash-tenant.test', { scopes: ['TENANT_ADMIN'], tenantId: 't1' });
    const el = await select('http://dash-tenant.test');
    const seen = changes(el);
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === DASHBOARD_SELECT_PAGE_SIZE, 'first 100');
    expect(server.calls[0]!.pathname).to.equal('/api/tenant/dashboards');
    expect(Object.fromEntries(server.calls[0]!.searchParams)).to.deep.equal({ pageSize: '100', page: '0', sortProperty: 'title', sortOrder: 'ASC' });
    await type('Plant 12');
    await waitUntil(() => optionTexts(el).length === 10, 'Plant 12x');
    await press('End');
    await press('Enter');
    await waitUntil(() => input(el).value === 'Plant 129', 'picked');
    expect(seen).to.deep.equal([{ value: 'db129', dashboard: { id: 'db129', title: 'Plant 129' } }]);
    await click(shadowQuery(el, 'button[aria-label=Clear]'));
    await type('Warehouse');
    await waitUntil(() => message(el)?.startsWith('No dashboards match'), 'no match');
    expect(message(el)).to.equal("No dashboards match '\u2068Wareho…\u2069'.");
    expect(seen.at(-1)).to.deep.equal({ value: null, dashboard: null });
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('searches once, 150 ms after the last key (timers faked), however fast the keys come', async () => {
    signIn('http://dash-debounce.test', { scopes: ['TENANT_ADMIN'], tenantId: 't1' });
    const el = await select('http://dash-debounce.test');
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === DASHBOARD_SELECT_PAGE_SIZE, 'first 100');
    const searches = () => server.calls.filter((c) => c.pathname === '/api/tenant/dashboards').length;
    await typeDebounced('Plant 12', searches);
    expect(PICKER_DEBOUNCE_MS).to.equal(150);
    expect(server.calls.at(-1)!.searchParams.get('textSearch')).to.equal('Plant 12');
    await waitUntil(() => optionTexts(el).length === 10, 'Plant 12x');
  });

  it("lists a customer user's customer dashboards, and picks the first one when asked to", async () => {
    signIn('http://dash-customer.test', { scopes: ['CUSTOMER_USER'], tenantId: 't1', customerId: 'c7' });
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('tb-dashboard-select') as Select;
    const seen = changes(el);
    el.setAttribute('base-url', 'http://dash-customer.test');
    el.setAttribute('auto-select-first', '');
    host.append(el);
    await waitUntil(() => el.shadowRoot?.querySelector('input')?.value === 'Plant 000', 'first dashboard picked');
    expect(server.calls[0]!.pathname).to.equal('/api/customer/c7/dashboards');
    expect(server.calls[0]!.searchParams.get('pageSize')).to.equal('1');
    expect(seen).to.deep.equal([{ value: 'db0', dashboard: { id: 'db0', title: 'Plant 000' } }]);
  });

  it('gives a system administrator without a tenant, or a customer scope with the null customer, an empty list without asking', async () => {
    signIn('http://dash-sys.test', { scopes: ['SYS_ADMIN'] });
    const el = await select('http://dash-sys.test');
    await click(input(el));
    await waitUntil(() => message(el) === 'No dashboards found', 'empty');
    await press('Escape');
    const scoped = await select('http://dash-sys.test', 'dashboards-scope="customer" customer-id="13814000-1dd2-11b2-8080-808080808080"');
    await click(input(scoped));
    await waitUntil(() => message(scoped) === 'No dashboards found', 'empty for the null customer');
    await press('Escape');
    expect(server.calls.length).to.equal(0);
    const tenant = await select('http://dash-sys.test', 'tenant-id="t9" value="db5"');
    await waitUntil(() => input(tenant).value === 'Plant 005', 'stored dashboard shown');
    await click(input(tenant));
    await waitUntil(() => optionTexts(tenant).length > 0, 'tenant dashboards');
    expect(server.calls.map((c) => c.pathname)).to.deep.equal(['/api/dashboard/info/db5', '/api/tenant/t9/dashboards']);
  });

  it('narrow, is an icon button whose panel, inside the element, holds the search and the list and closes on a pick', async () => {
    signIn('http://dash-narrow.test', { scopes: ['TENANT_ADMIN'], tenantId: 't1' });
    const host = await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`);
    host.innerHTML = '<tb-dashboard-select base-url="http://dash-narrow.test" value="db3" narrow></tb-dashboard-select>';
    const el = host.firstElementChild as Select;
    const seen = changes(el);
    await waitUntil(() => el.shadowRoot?.querySelector('button[aria-label="Dashboard: Plant 003"]'), 'icon button naming the dashboard');
    expect(el.shadowRoot!.querySelector('input'), 'no field until opened').to.equal(null);
    const button = shadowQuery<HTMLButtonElement>(el, 'button[aria-label="Dashboard: Plant 003"]');
    await click(button);
    await waitUntil(() => el.shadowRoot!.querySelector('[role=dialog][aria-label=Dashboard] [role=option]'), 'panel with the list, inside the shadow root');
    const panel = shadowQuery(el, '[role=dialog][aria-label=Dashboard]');
    expect(panel.getBoundingClientRect().height).to.equal(250);
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    await type('Plant 12');
    await waitUntil(() => optionTexts(el).length === 10, 'Plant 12x');
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => !el.shadowRoot!.querySelector('[role=dialog]'), 'panel closed');
    expect(seen, 'typing over the selected title clears the value first').to.deep.equal([{ value: null, dashboard: null }, { value: 'db120', dashboard: { id: 'db120', title: 'Plant 120' } }]);
    expect(el.shadowRoot!.activeElement, 'the focus back on the button').to.equal(el.shadowRoot!.querySelector('button[aria-haspopup=dialog]'));
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
