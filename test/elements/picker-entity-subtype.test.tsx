import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/entity-subtype-autocomplete/define.js';
import '../../elements/entity-subtype-list/define.js';
import { dropSubtypeCache } from '../../elements/entity-subtype-autocomplete/entity-subtype.logic.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { PICKER_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';

type Auto = HTMLElementTagNameMap['tb-entity-subtype-autocomplete'];
type List = HTMLElementTagNameMap['tb-entity-subtype-list'];

const BASE_URL = 'http://subtypes.test';
const TYPES: Record<string, string[]> = {
  '/api/device/types': ['thermostat', 'default', 'Pump', 'pressure-sensor', 'gateway'],
  '/api/asset/types': ['building', 'floor'],
};

function fakeServer() {
  const calls: Array<{ path: string; at: number }> = [];
  let failing = false;
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url).pathname;
    calls.push({ path, at: performance.now() });
    if (failing) return new Response('{"status":500,"message":"down","errorCode":2}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    const body = (TYPES[path] ?? []).map((type) => ({ tenantId: { id: 't', entityType: 'TENANT' }, entityType: 'DEVICE', type }));
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fail: (on: boolean) => (failing = on), restore: () => (window.fetch = realFetch) };
}

let server: ReturnType<typeof fakeServer>;
before(() => {
  const payload = btoa(JSON.stringify({ sub: 'tenant@thingsboard.org', scopes: ['TENANT_ADMIN'], iat: 1, exp: 4_000_000_000 })).replace(/=+$/, '');
  configure({ baseUrl: BASE_URL, tokenStore: createMemoryTokenStore({ token: `e30.${payload}.sig`, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null }) });
});
beforeEach(() => {
  dropSubtypeCache();
  server = fakeServer();
});
afterEach(() => server.restore());

const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const optionTexts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role=option]')].map((o) => o.textContent);
const message = (el: Element) => el.shadowRoot!.querySelector('[part=message]')?.textContent ?? null;
const chips = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=chip]')].map((c) => c.textContent);

/** When the shadow root first shows what `test` looks for (stamped by a mutation observer, not by polling). */
function shownAt(el: Element, test: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!test()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
  });
}

function changes(el: Element) {
  const seen: unknown[] = [];
  el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe('tb-entity-subtype-autocomplete', () => {
  it('lists the device types holding the typed text, ignoring case, 150 ms after typing stops, loading them once', async () => {
    const el = await fixture<Auto>(html`<tb-entity-subtype-autocomplete base-url=${BASE_URL} entity-type="DEVICE"></tb-entity-subtype-autocomplete>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    expect(shadowQuery(el, 'label').textContent).to.equal('Device type');
    let lastKey = 0;
    input(el).addEventListener('input', () => (lastKey = performance.now()));
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === 5, 'all types, sorted');
    expect(optionTexts(el)).to.deep.equal(['default', 'gateway', 'pressure-sensor', 'Pump', 'thermostat']);
    const filtered = shownAt(el, () => optionTexts(el).length === 2);
    await type('P');
    expect(optionTexts(el).length).to.not.equal(2);
    expect((await filtered) - lastKey).to.be.at.least(PICKER_DEBOUNCE_MS - 1);
    expect(optionTexts(el)).to.deep.equal(['pressure-sensor', 'Pump']);
    expect(server.calls.map((c) => c.path)).to.deep.equal(['/api/device/types']);
  });

  it('takes a picked type or a new one typed, trimmed, and fires tb-change', async () => {
    const el = await fixture<Auto>(html`<tb-entity-subtype-autocomplete base-url=${BASE_URL} entity-type="DEVICE"></tb-entity-subtype-autocomplete>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    const seen = changes(el);
    await click(input(el));
    await type('therm');
    await waitUntil(() => optionTexts(el).length === 1, 'one match');
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => seen.length === 1, 'picked');
    expect(input(el).value).to.equal('thermostat');
    for (let i = 0; i < 10; i++) await press('Backspace');
    await type('  boiler room controller ');
    await waitUntil(() => message(el)?.startsWith('No types'), 'no match');
    expect(message(el)).to.equal("No types match '\u2068boiler…\u2069'; it will be a new type.");
    await press('Enter');
    await waitUntil(() => seen.length === 2, 'new type taken');
    expect(seen).to.deep.equal([{ value: 'thermostat' }, { value: 'boiler room controller' }]);
    expect(input(el).value).to.equal('boiler room controller');
  });

  it('says the type is required and refuses more than 255 characters', async () => {
    const el = await fixture<Auto>(html`<tb-entity-subtype-autocomplete base-url=${BASE_URL} entity-type="ASSET" required></tb-entity-subtype-autocomplete>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    input(el).focus();
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'required');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('Asset type is required.');
    expect(input(el).maxLength).to.equal(-1);
    el.setAttribute('value', 'x'.repeat(256));
    await waitUntil(() => input(el).value.length === 256, 'long value shown');
    input(el).focus();
    await press('Tab');
    await waitUntil(() => shadowQuery(el, '[part=error]').textContent === 'A type can have at most 255 characters.', 'max length');
  });

  it('clears when the entity type changes, and a failed types call lists nothing', async () => {
    const el = await fixture<Auto>(html`<tb-entity-subtype-autocomplete base-url=${BASE_URL} entity-type="DEVICE" value="Pump"></tb-entity-subtype-autocomplete>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input')?.value === 'Pump', 'value shown');
    const seen = changes(el);
    server.fail(true);
    el.setAttribute('entity-type', 'EDGE');
    await waitUntil(() => input(el).value === '', 'cleared');
    expect(seen).to.deep.equal([{ value: null }]);
    expect(shadowQuery(el, 'label').textContent).to.equal('Edge type');
    await click(input(el));
    await waitUntil(() => message(el) === 'No types yet', 'empty list');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});

describe('tb-entity-subtype-list', () => {
  it('adds entries ended by Enter, comma or semicolon, trimmed and without repeats, and picked ones', async () => {
    const el = await fixture<List>(html`<tb-entity-subtype-list base-url=${BASE_URL} entity-type="ASSET" value='["floor"]'></tb-entity-subtype-list>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    expect(shadowQuery(el, 'label').textContent).to.equal('Asset types');
    const seen = changes(el);
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === 1, 'known types not chosen yet');
    expect(optionTexts(el)).to.deep.equal(['building']);
    await type(' yard ,barn;');
    await waitUntil(() => chips(el).length === 3, 'comma and semicolon');
    await type('floor,');
    await type(' silo ');
    await press('Enter');
    await waitUntil(() => chips(el).length === 4, 'Enter');
    expect(chips(el)).to.deep.equal(['floor', 'yard', 'barn', 'silo']);
    await type('bui');
    await waitUntil(() => optionTexts(el).length === 1 && optionTexts(el)[0] === 'building', 'suggested');
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => chips(el).length === 5, 'picked');
    expect(seen.at(-1)).to.deep.equal({ value: ['floor', 'yard', 'barn', 'silo', 'building'] });
    expect(seen.length).to.equal(4);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('says a required list is empty once a person leaves it', async () => {
    const el = await fixture<List>(html`<tb-entity-subtype-list base-url=${BASE_URL} entity-type="DEVICE" required></tb-entity-subtype-list>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    expect(shadowQuery(el, '[part=hint]').textContent).to.equal('End each type with Enter, a comma or a semicolon.');
    input(el).focus();
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'error');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('At least one type is required.');
  });
});
