import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/entity-gateway-select/define.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import FakeTimers from '@sinonjs/fake-timers';
import { GATEWAY_LIST_TIMEOUT_MS } from '../../elements/entity-gateway-select/entity-gateway-select.logic.js';
import { axeViolations, click, deepActiveElement, press, shadowQuery, type } from './support/kit-test.js';
import { settle, type FakeClock } from './support/debounce.js';

type GatewaySelect = HTMLElementTagNameMap['tb-entity-gateway-select'];
interface Device {
  id: { entityType: string; id: string };
  name: string;
  type: string;
  label?: string | null;
  additionalInfo: { gateway?: boolean } | null;
}

const TENANT_URL = 'http://gateway-select.test';
const SYS_URL = 'http://gateway-select-sys.test';

function signIn(baseUrl: string, scopes: string[]) {
  const payload = btoa(JSON.stringify({ sub: 'someone@thingsboard.org', scopes, iat: 1, exp: 4_000_000_000 })).replace(/=+$/, '');
  configure({ baseUrl, tokenStore: createMemoryTokenStore({ token: `e30.${payload}.sig`, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null }) });
}

const device = (id: string, name: string, gateway: boolean): Device => ({ id: { entityType: 'DEVICE', id }, name, type: gateway ? 'Gateway' : 'default', additionalInfo: { gateway } });

/** A stand-in server: the tenant's devices by page, a device by name (404 when none), and saving a device; records each call. */
function fakeServer() {
  const devices: Device[] = [device('d1', 'Pump 1', false), device('g1', 'Gateway A', true), device('g2', 'Gateway B', true), device('d2', 'Meter 1', false), device('g3', '<i>Roof</i> gateway', true)];
  const calls: string[] = [];
  const saved: unknown[] = [];
  let listing: 'answer' | 'hang' | 'refuse' = 'answer';
  const realFetch = window.fetch;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  window.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === 'POST' && url.pathname === '/api/device') {
      const body = (await request.json()) as Omit<Device, 'id'>;
      saved.push(body);
      const made = { ...body, id: { entityType: 'DEVICE', id: `new${saved.length}` } };
      devices.push(made);
      return json(made);
    }
    expect(url.pathname).to.equal('/api/tenant/devices');
    const name = url.searchParams.get('deviceName');
    if (name !== null) {
      const found = devices.find((d) => d.name === name);
      return found ? json(found) : json({ status: 404, message: 'Requested item wasn\'t found!', errorCode: 32 }, 404);
    }
    if (listing === 'hang') return new Promise<Response>(() => undefined);
    if (listing === 'refuse') return json({ status: 500, message: 'Database is down', errorCode: 2 }, 500);
    const size = Number(url.searchParams.get('pageSize'));
    const page = Number(url.searchParams.get('page'));
    const sorted = [...devices].sort((a, b) => a.name.localeCompare(b.name));
    return json({ data: sorted.slice(page * size, (page + 1) * size), totalElements: sorted.length, totalPages: Math.ceil(sorted.length / size), hasNext: (page + 1) * size < sorted.length });
  };
  return { calls, saved, list: (how: typeof listing) => (listing = how), restore: () => (window.fetch = realFetch) };
}

let server: ReturnType<typeof fakeServer>;

before(() => {
  signIn(SYS_URL, ['SYS_ADMIN']);
  signIn(TENANT_URL, ['TENANT_ADMIN']);
});
beforeEach(() => (server = fakeServer()));
afterEach(() => server.restore());

const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const options = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=option]')];
const optionTexts = (el: Element) => options(el).map((o) => o.textContent);
const message = (el: Element) => el.shadowRoot!.querySelector('[part=message]')?.textContent ?? null;
const dialog = (el: Element) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');
const dialogButton = (el: Element, text: string) => [...dialog(el)!.querySelectorAll('button')].find((b) => b.textContent === text)!;

async function gatewaySelect(attrs = '', baseUrl = TENANT_URL) {
  const host = await fixture<HTMLDivElement>(html`<div style="width: 360px; padding: 16px"></div>`);
  host.innerHTML = `<tb-entity-gateway-select base-url="${baseUrl}" ${attrs}></tb-entity-gateway-select>`;
  const el = host.firstElementChild as GatewaySelect;
  await waitUntil(() => el.shadowRoot?.querySelector('input[role=combobox]'), 'rendered');
  return el;
}

const error = (el: Element) => el.shadowRoot!.querySelector('[part=error]')?.textContent ?? null;
const lists = () => server.calls.filter((c) => c.startsWith('GET /api/tenant/devices?pageSize=')).length;

/** Runs frames under the faked clock until `condition` holds (waitUntil polls with the timers faked here). */
async function framesUntil(clock: FakeClock, condition: () => unknown, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (condition()) return;
    await settle(clock);
  }
  throw new Error(`timed out: ${what}`);
}

function events(el: Element) {
  const seen: Array<{ type: string; detail: { value?: string | null; gateway?: unknown; name?: string } }> = [];
  for (const name of ['tb-change', 'tb-name-exists']) el.addEventListener(name, (e) => seen.push({ type: name, detail: (e as CustomEvent).detail }));
  return seen;
}

describe('tb-entity-gateway-select', () => {
  it('lists only the devices flagged as gateways and chooses the one named like the device on load', async () => {
    const host = await fixture<HTMLDivElement>(html`<div style="width: 360px; padding: 16px"></div>`);
    const el = document.createElement('tb-entity-gateway-select');
    const seen = events(el);
    el.setAttribute('base-url', TENANT_URL);
    el.setAttribute('device-name', 'Gateway B');
    host.append(el);
    await waitUntil(() => el.shadowRoot?.querySelector('input[role=combobox]') && input(el).value === 'Gateway B', 'Gateway B chosen on load');
    expect(seen).to.deep.equal([{ type: 'tb-change', detail: { value: 'g2', gateway: { id: 'g2', name: 'Gateway B' } } }]);
    expect(shadowQuery(el, 'label').textContent).to.equal('Gateway');
    expect(server.calls).to.deep.equal(['GET /api/tenant/devices?pageSize=1000&page=0&sortProperty=name&sortOrder=ASC']);
    await click(input(el));
    await waitUntil(() => options(el).length > 0, 'gateways listed');
    expect(optionTexts(el)).to.deep.equal(['<i>Roof</i> gateway', 'Gateway A', 'Gateway B']);
    expect(el.shadowRoot!.querySelector('[role=option] i')).to.equal(null);
    expect(options(el)[2]!.dataset.selected).to.equal('true');
  });

  it('chooses the first gateway when none has the device name', async () => {
    const el = await gatewaySelect('device-name="Nowhere"');
    await waitUntil(() => input(el).value === '<i>Roof</i> gateway', 'first gateway chosen');
  });

  it('narrows the list as one types, picks with the keyboard and fires tb-change', async () => {
    const el = await gatewaySelect();
    await waitUntil(() => input(el).value !== '', 'first chosen on load');
    const seen = events(el);
    await click(shadowQuery(el, 'button[aria-label=Clear]'));
    await waitUntil(() => seen.length === 1, 'cleared');
    expect(seen[0]!.detail.value).to.equal(null);
    await type('gateway a');
    await waitUntil(() => optionTexts(el)[0] === 'Gateway A', 'narrowed');
    expect(optionTexts(el)).to.deep.equal(['Gateway A', "Create a new gateway '\u2068gateway a\u2069'"]);
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => input(el).value === 'Gateway A', 'picked');
    expect(seen[1]).to.deep.equal({ type: 'tb-change', detail: { value: 'g1', gateway: { id: 'g1', name: 'Gateway A' } } });
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('creates a confirmed new gateway as a gateway device and chooses it', async () => {
    const el = await gatewaySelect();
    await waitUntil(() => input(el).value !== '', 'first chosen on load');
    const seen = events(el);
    input(el).focus();
    input(el).select();
    await type('Gateway C');
    await waitUntil(() => optionTexts(el).at(-1) === "Create a new gateway '\u2068Gateway C\u2069'", 'create offered');
    expect(optionTexts(el)).to.deep.equal(["Create a new gateway '\u2068Gateway C\u2069'"]);
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => dialog(el), 'confirm dialog');
    expect(dialog(el)!.getAttribute('role')).to.equal('alertdialog');
    expect(dialog(el)!.textContent).to.contain("A gateway device named '\u2068Gateway C\u2069' will be created.");
    expect(deepActiveElement()).to.equal(dialogButton(el, 'Create'));
    expect(await axeViolations(el)).to.deep.equal([]);
    await press('Enter');
    await waitUntil(() => input(el).value === 'Gateway C' && seen.length === 2, 'created and chosen');
    expect(server.saved).to.deep.equal([{ name: 'Gateway C', label: null, type: 'Gateway', additionalInfo: { gateway: true } }]);
    expect(server.calls.slice(1)).to.deep.equal(['GET /api/tenant/devices?deviceName=Gateway+C', 'POST /api/device']);
    expect(seen[1]).to.deep.equal({ type: 'tb-change', detail: { value: 'new1', gateway: { id: 'new1', name: 'Gateway C' } } });
    expect(dialog(el)).to.equal(null);
    expect(deepActiveElement()).to.equal(input(el));
    await click(input(el));
    await waitUntil(() => optionTexts(el).includes('Gateway C'), 'listed with the others');
  });

  it('signals that the name exists instead of creating a device of a taken name', async () => {
    const el = await gatewaySelect();
    await waitUntil(() => input(el).value !== '', 'first chosen on load');
    const seen = events(el);
    input(el).focus();
    input(el).select();
    await type('Pump 1');
    await waitUntil(() => optionTexts(el).at(-1) === "Create a new gateway '\u2068Pump 1\u2069'", 'create offered');
    await click(options(el).at(-1)!);
    await waitUntil(() => dialog(el), 'confirm dialog');
    await click(dialogButton(el, 'Create'));
    await waitUntil(() => seen.some((s) => s.type === 'tb-name-exists'), 'name exists signalled');
    expect(seen.at(-1)).to.deep.equal({ type: 'tb-name-exists', detail: { name: 'Pump 1' } });
    expect(server.saved).to.deep.equal([]);
    expect(server.calls.at(-1)).to.equal('GET /api/tenant/devices?deviceName=Pump+1');
    expect(input(el).value).to.equal('Pump 1');
  });

  it('clears the input when creating is declined with Cancel or Escape', async () => {
    const el = await gatewaySelect();
    await waitUntil(() => input(el).value !== '', 'first chosen on load');
    for (const decline of ['Cancel', 'Escape']) {
      input(el).focus();
      input(el).select();
      await type('Gateway Z');
      await waitUntil(() => optionTexts(el).at(-1) === "Create a new gateway '\u2068Gateway Z\u2069'", 'create offered');
      await press('ArrowDown');
      await press('Enter');
      await waitUntil(() => dialog(el), 'confirm dialog');
      if (decline === 'Cancel') await click(dialogButton(el, 'Cancel'));
      else await press('Escape');
      await waitUntil(() => !dialog(el), 'closed');
      await waitUntil(() => input(el).value === '', `input cleared by ${decline}`);
    }
    expect(server.calls.filter((c) => c.includes('deviceName') || c.startsWith('POST'))).to.deep.equal([]);
  });

  it('gives a system administrator an empty list without asking the server', async () => {
    const el = await gatewaySelect('required', SYS_URL);
    await click(input(el));
    await waitUntil(() => message(el) === 'No gateways found', 'empty list');
    expect(server.calls).to.deep.equal([]);
    expect(input(el).value).to.equal('');
    // Nobody but a tenant administrator may save a device, so typing offers no "create new".
    await type('Gateway Z');
    await waitUntil(() => message(el) === "No gateways match '\u2068Gatewa…\u2069'.", 'no match');
    expect(options(el)).to.deep.equal([]);
    await click(shadowQuery(el, 'button[aria-label=Clear]'));
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'required error');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('Gateway name is required.');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
  it('says the list did not load when no answer came within 10 s, offers to try again, and then lists the gateways', async () => {
    expect(GATEWAY_LIST_TIMEOUT_MS).to.equal(10_000);
    server.list('hang');
    const host = await fixture<HTMLDivElement>(html`<div style="width: 360px; padding: 16px"></div>`);
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    let el: GatewaySelect;
    try {
      host.innerHTML = `<tb-entity-gateway-select base-url="${TENANT_URL}"></tb-entity-gateway-select>`;
      el = host.firstElementChild as GatewaySelect;
      await framesUntil(clock, () => el.shadowRoot?.querySelector('input[role=combobox]') && lists() === 1, 'rendered and asking');
      await click(input(el));
      await framesUntil(clock, () => message(el) === 'Searching…', 'searching');
      clock.tick(GATEWAY_LIST_TIMEOUT_MS - 1);
      await settle(clock);
      expect(message(el)).to.equal('Searching…');
      expect(error(el)).to.equal(null);
      clock.tick(1);
      await framesUntil(clock, () => error(el), 'timed out');
    } finally {
      clock.uninstall();
    }
    expect(error(el)).to.equal('The gateways did not load: no answer within 10 s.');
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(optionTexts(el)).to.deep.equal(['Try againThe gateways did not load: no answer within 10 s.']);
    expect(await axeViolations(el)).to.deep.equal([]);
    server.list('answer');
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => optionTexts(el).length === 3, 'listed on retry');
    expect(lists()).to.equal(2);
    expect(optionTexts(el)).to.deep.equal(['<i>Roof</i> gateway', 'Gateway A', 'Gateway B']);
    expect(error(el)).to.equal(null);
    expect(input(el).value, 'the first chosen once loaded').to.equal('<i>Roof</i> gateway');
  });

  it("says why a refused list is missing and loads it again when the popup opens", async () => {
    server.list('refuse');
    const el = await gatewaySelect('required');
    await waitUntil(() => error(el), 'refused');
    expect(error(el)).to.equal('The gateways could not be loaded: Database is down');
    expect(input(el).value).to.equal('');
    server.list('answer');
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === 3, 'loaded on open');
    expect(lists()).to.equal(2);
    expect(error(el)).to.equal(null);
    // Opening again once loaded asks nothing more.
    await press('Escape');
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === 3, 'listed again');
    expect(lists()).to.equal(2);
  });

  it('loads the list again when the device name changes and chooses the gateway of the new name', async () => {
    const el = await gatewaySelect('device-name="Gateway A"');
    await waitUntil(() => input(el).value === 'Gateway A', 'Gateway A chosen');
    const seen = events(el);
    el.setAttribute('device-name', 'Gateway B');
    await waitUntil(() => input(el).value === 'Gateway B', 'Gateway B chosen');
    expect(lists()).to.equal(2);
    expect(seen).to.deep.equal([{ type: 'tb-change', detail: { value: 'g2', gateway: { id: 'g2', name: 'Gateway B' } } }]);
    // A name no gateway has keeps the gateway chosen.
    el.setAttribute('device-name', 'Nowhere');
    await waitUntil(() => lists() === 3, 'asked again');
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === 3, 'listed');
    expect(input(el).value).to.equal('Gateway B');
    expect(seen.length).to.equal(1);
  });
});
