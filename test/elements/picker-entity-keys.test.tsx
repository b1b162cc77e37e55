import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/entity-keys-list/define.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { PICKER_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';

const BASE_URL = 'http://entity-keys.test';
const KEYS: Record<string, string[]> = { timeseries: ['temperature', 'humidity', 'Temp2', 'pressure'], attributes: ['firmwareVersion', 'active'] };

let calls: Array<{ path: string; at: number }> = [];
let realFetch: typeof window.fetch;
before(() => {
  const payload = btoa(JSON.stringify({ sub: 'tenant@thingsboard.org', scopes: ['TENANT_ADMIN'], iat: 1, exp: 4_000_000_000 })).replace(/=+$/, '');
  configure({ baseUrl: BASE_URL, tokenStore: createMemoryTokenStore({ token: `e30.${payload}.sig`, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null }) });
});
beforeEach(() => {
  calls = [];
  realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url).pathname;
    calls.push({ path, at: performance.now() });
    return new Response(JSON.stringify(KEYS[path.split('/').pop()!] ?? []), { headers: { 'Content-Type': 'application/json' } });
  };
});
afterEach(() => (window.fetch = realFetch));

const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const optionTexts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role=option]')].map((o) => o.textContent);
const chips = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=chip]')].map((c) => c.textContent);
const message = (el: Element) => el.shadowRoot!.querySelector('[part=message]')?.textContent ?? null;

describe('tb-entity-keys-list', () => {
  it("suggests the entity's time-series keys holding the text 150 ms after typing stops, and takes typed keys", async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-entity-keys-list']>(html`<tb-entity-keys-list base-url=${BASE_URL} entity-type="DEVICE" entity-id="d1" value='["pressure"]'></tb-entity-keys-list>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    expect(shadowQuery(el, 'label').textContent).to.equal('Time-series keys');
    const seen: unknown[] = [];
    el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail.value));
    const keys: number[] = [];
    input(el).addEventListener('input', () => keys.push(performance.now()));
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === 3, 'keys not chosen yet');
    expect(calls[0]!.path).to.equal('/api/plugins/telemetry/DEVICE/d1/keys/timeseries');
    await type('TEMP');
    await waitUntil(() => optionTexts(el).length === 2 && calls.length === 2, 'keys holding temp');
    expect(calls[1]!.at - keys.at(-1)!).to.be.at.least(PICKER_DEBOUNCE_MS - 1);
    expect(optionTexts(el)).to.deep.equal(['Temp2', 'temperature']);
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => chips(el).length === 2, 'picked');
    await type(' rssi ; pressure,');
    await waitUntil(() => chips(el).length === 3, 'typed key, repeat ignored');
    expect(chips(el)).to.deep.equal(['pressure', 'Temp2', 'rssi']);
    await type('snr?');
    await waitUntil(() => message(el)?.startsWith('No keys match'), 'no match');
    expect(message(el)).to.equal("No keys match '\u2068snr?\u2069'; it will be added as typed.");
    await press('Enter');
    await waitUntil(() => chips(el).length === 4, 'Enter');
    expect(seen).to.deep.equal([['pressure', 'Temp2'], ['pressure', 'Temp2', 'rssi'], ['pressure', 'Temp2', 'rssi', 'snr?']]);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('suggests attribute keys when asked, and says a required empty list is in error', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-entity-keys-list']>(html`<tb-entity-keys-list base-url=${BASE_URL} entity-type="ASSET" entity-id="a1" key-type="attributes" required></tb-entity-keys-list>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    expect(shadowQuery(el, 'label').textContent).to.equal('Attribute keys *');
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === 2, 'attribute keys');
    expect(calls[0]!.path).to.equal('/api/plugins/telemetry/ASSET/a1/keys/attributes');
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'error');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('At least one key is required.');
  });
});
