import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/queue-picker/define.js';
import '../../elements/ota-package-autocomplete/define.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { OTA_PICKER_PAGE_SIZE, PICKER_DEBOUNCE_MS, QUEUE_PICKER_PAGE_SIZE } from '../../sdk/catalogues/limits.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';
import { typeDebounced } from './support/debounce.js';

const BASE_URL = 'http://queues-ota.test';
const QUEUES = ['Main', 'HighPriority', 'SequentialByOriginator', ...Array.from({ length: 14 }, (_, i) => `Custom ${String(i).padStart(2, '0')}`)];
const OTAS = Array.from({ length: 60 }, (_, i) => ({ id: { id: `ota${i}`, entityType: 'OTA_PACKAGE' }, title: `fw-${String(i).padStart(2, '0')}`, version: `1.${i}` }));

/** A stand-in server for queues and OTA packages, paging and searching as the list calls do; records each URL and when. */
function fakeServer() {
  const calls: Array<{ url: URL; at: number }> = [];
  let failing = false;
  const realFetch = window.fetch;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    calls.push({ url, at: performance.now() });
    if (failing) return json({ status: 500, message: 'down', errorCode: 2 }, 500);
    const q = url.searchParams;
    const page = <T,>(all: T[], nameOf: (x: T) => string) => {
      const found = all.filter((x) => nameOf(x).toLowerCase().includes((q.get('textSearch') ?? '').toLowerCase()));
      const size = Number(q.get('pageSize'));
      return json({ data: found.slice(0, size), totalElements: found.length, totalPages: Math.ceil(found.length / size), hasNext: found.length > size });
    };
    if (url.pathname === '/api/queues') return page(QUEUES.map((name) => ({ id: { id: `q-${name}` }, name })).sort((a, b) => a.name.localeCompare(b.name)), (x) => x.name);
    if (url.pathname.startsWith('/api/queues/name/')) {
      const name = decodeURIComponent(url.pathname.slice('/api/queues/name/'.length));
      return QUEUES.includes(name) ? json({ id: { id: `q-${name}` }, name }) : json({ status: 404, message: 'Queue not found', errorCode: 32 }, 404);
    }
    if (url.pathname.startsWith('/api/otaPackages/profile-1/')) return page(url.pathname.endsWith('/FIRMWARE') ? OTAS : [], (x) => x.title);
    if (url.pathname.startsWith('/api/otaPackage/info/')) {
      const found = OTAS.find((o) => o.id.id === url.pathname.split('/').pop());
      return found ? json(found) : json({ status: 404, message: 'not found', errorCode: 32 }, 404);
    }
    return json({ status: 404, message: 'no route', errorCode: 32 }, 404);
  };
  return { calls, fail: (on: boolean) => (failing = on), restore: () => (window.fetch = realFetch) };
}

let server: ReturnType<typeof fakeServer>;
before(() => {
  const payload = btoa(JSON.stringify({ sub: 'tenant@thingsboard.org', scopes: ['TENANT_ADMIN'], iat: 1, exp: 4_000_000_000 })).replace(/=+$/, '');
  configure({ baseUrl: BASE_URL, tokenStore: createMemoryTokenStore({ token: `e30.${payload}.sig`, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null }) });
});
beforeEach(() => (server = fakeServer()));
afterEach(() => server.restore());

const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const optionTexts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role=option]')].map((o) => o.textContent);
const message = (el: Element) => el.shadowRoot!.querySelector('[part=message]')?.textContent ?? null;
const params = (c: { url: URL }) => Object.fromEntries(c.url.searchParams);

function changes(el: Element) {
  const seen: unknown[] = [];
  el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe('tb-queue-picker', () => {
  it('lists the first 10 queues of the service type by name, searches 150 ms after typing stops and picks', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-queue-picker']>(html`<tb-queue-picker base-url=${BASE_URL}></tb-queue-picker>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    const seen = changes(el);
    const keys: number[] = [];
    input(el).addEventListener('input', () => keys.push(performance.now()));
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === QUEUE_PICKER_PAGE_SIZE, 'first page');
    expect(params(server.calls[0]!)).to.deep.equal({ serviceType: 'TB_RULE_ENGINE', pageSize: '10', page: '0', sortProperty: 'name', sortOrder: 'ASC' });
    await type('main');
    await waitUntil(() => optionTexts(el).length === 1, 'Main found');
    const search = server.calls.at(-1)!;
    expect(params(search).textSearch).to.equal('main');
    expect(search.at - keys.at(-1)!).to.be.at.least(PICKER_DEBOUNCE_MS - 1);
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => input(el).value === 'Main', 'picked');
    expect(seen).to.deep.equal([{ value: 'Main', queue: { id: 'q-Main', name: 'Main' } }]);
  });

  it("says 'No queues match' with 6 characters, lists nothing when the search fails, and requires a queue", async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-queue-picker']>(html`<tb-queue-picker base-url=${BASE_URL} required></tb-queue-picker>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    await click(input(el));
    await type('Priority queue');
    await waitUntil(() => message(el)?.startsWith('No queues match'), 'no match');
    expect(message(el)).to.equal("No queues match '\u2068Priori…\u2069'.");
    expect(await axeViolations(el)).to.deep.equal([]);
    for (let i = 0; i < 14; i++) await press('Backspace');
    server.fail(true);
    await type('M');
    await waitUntil(() => message(el) === "No queues match '\u2068M\u2069'.", 'failed search gives an empty list');
    await press('Tab'); // to the clear button, still inside the field
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'required');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('Queue is required.');
  });

  it('shows a stored queue by name and clears an unknown one silently', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-queue-picker']>(html`<tb-queue-picker base-url=${BASE_URL} value="HighPriority"></tb-queue-picker>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input')?.value === 'HighPriority', 'stored queue');
    const seen = changes(el);
    el.setAttribute('value', 'Gone');
    await waitUntil(() => server.calls.some((c) => c.url.pathname === '/api/queues/name/Gone'), 'looked up');
    await waitUntil(() => input(el).value === '', 'cleared');
    expect(seen).to.deep.equal([]);
  });
});

describe('tb-ota-package-autocomplete', () => {
  it('lists the first 50 firmware packages of the device profile by title and picks one', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-ota-package-autocomplete']>(html`<tb-ota-package-autocomplete base-url=${BASE_URL} device-profile-id="profile-1" type="FIRMWARE"></tb-ota-package-autocomplete>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    expect(shadowQuery(el, 'label').textContent).to.equal('Firmware');
    const seen = changes(el);
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === OTA_PICKER_PAGE_SIZE, 'first 50');
    expect(server.calls[0]!.url.pathname).to.equal('/api/otaPackages/profile-1/FIRMWARE');
    expect(params(server.calls[0]!)).to.deep.equal({ pageSize: '50', page: '0', sortProperty: 'title', sortOrder: 'ASC' });
    expect(optionTexts(el)[0]).to.equal('fw-00 (1.0)');
    await type('fw-59');
    await waitUntil(() => optionTexts(el).length === 1, 'the 60th package, beyond the first page');
    await click(el.shadowRoot!.querySelector('[role=option]')!);
    await waitUntil(() => input(el).value === 'fw-59 (1.59)', 'picked');
    expect(seen).to.deep.equal([{ value: 'ota59', otaPackage: { id: 'ota59', title: 'fw-59', version: '1.59' } }]);
  });

  it('searches once, 150 ms after the last key (timers faked), however fast the keys come', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-ota-package-autocomplete']>(html`<tb-ota-package-autocomplete base-url=${BASE_URL} device-profile-id="profile-1" type="FIRMWARE"></tb-ota-package-autocomplete>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === OTA_PICKER_PAGE_SIZE, 'first 50');
    const searches = () => server.calls.filter((c) => c.url.pathname === '/api/otaPackages/profile-1/FIRMWARE').length;
    await typeDebounced('fw-5', searches);
    expect(params(server.calls.at(-1)!)).to.deep.equal({ pageSize: '50', page: '0', sortProperty: 'title', sortOrder: 'ASC', textSearch: 'fw-5' });
    await waitUntil(() => optionTexts(el).length === 10, 'fw-5x');
    expect(PICKER_DEBOUNCE_MS).to.equal(150);
  });

  it('says which software is missing, and clears a package that cannot be read, reporting null', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-ota-package-autocomplete']>(html`<tb-ota-package-autocomplete base-url=${BASE_URL} device-profile-id="profile-1" type="SOFTWARE" required></tb-ota-package-autocomplete>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    await click(input(el));
    await waitUntil(() => message(el) === 'No software for this device profile', 'none');
    await type('agent-v2');
    await waitUntil(() => message(el)?.startsWith('No software matches'), 'no match');
    expect(message(el)).to.equal("No software matches '\u2068agent-…\u2069'.");
    await press('Tab'); // to the clear button, still inside the field
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'required');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('Software is required.');
    const seen = changes(el);
    el.setAttribute('value', 'missing');
    await waitUntil(() => seen.length === 1, 'null reported');
    expect(seen).to.deep.equal([{ value: null, otaPackage: null }]);
  });

  it('links a disabled field with a value to the package details page', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-ota-package-autocomplete']>(html`<tb-ota-package-autocomplete base-url=${BASE_URL} device-profile-id="profile-1" value="ota3" disabled show-details-link></tb-ota-package-autocomplete>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input')?.value === 'fw-03 (1.3)', 'stored package');
    expect(shadowQuery<HTMLAnchorElement>(el, '[part=details-link]').getAttribute('href')).to.equal('/otaUpdates/ota3');
    el.disabled = false;
    await waitUntil(() => !el.shadowRoot!.querySelector('[part=details-link]'), 'no link while editable');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
