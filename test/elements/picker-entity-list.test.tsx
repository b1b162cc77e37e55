import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/entity-list-input/define.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { ENTITY_SUGGESTIONS_LIMIT, PICKER_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';
import { typeDebounced } from './support/debounce.js';

type List = HTMLElementTagNameMap['tb-entity-list-input'];
type Query = { entityFilter: Record<string, unknown>; pageLink: { pageSize: number } };
const BASE_URL = 'http://entity-list.test';
const ASSETS = Array.from({ length: 80 }, (_, i) => ({ id: `a${i}`, name: `Floor ${String(i).padStart(2, '0')}` }));

function fakeServer() {
  const queries: Array<Query & { at: number }> = [];
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const query = (await (input as Request).json()) as Query;
    queries.push({ ...query, at: performance.now() });
    const f = query.entityFilter;
    const found =
      f.type === 'entityList'
        ? ASSETS.filter((a) => (f.entityList as string[]).includes(a.id))
        : ASSETS.filter((a) => a.name.toLowerCase().startsWith(String(f.entityNameFilter).toLowerCase()));
    const data = found.slice(0, query.pageLink.pageSize).map((a) => ({ entityId: { entityType: 'ASSET', id: a.id }, latest: { ENTITY_FIELD: { name: { value: a.name } } } }));
    return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  };
  return { queries, restore: () => (window.fetch = realFetch) };
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
const chips = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=chip]')].map((c) => c.textContent);

describe('tb-entity-list-input', () => {
  it('shows stored ids by name in their order, adds found entities (never twice) and removes them', async () => {
    const el = await fixture<List>(html`<tb-entity-list-input base-url=${BASE_URL} entity-type="ASSET" value='["a7","a3","gone"]'></tb-entity-list-input>`);
    await waitUntil(() => chips(el).length === 2, 'stored entities');
    expect(chips(el)).to.deep.equal(['Floor 07', 'Floor 03']);
    expect(server.queries[0]!.entityFilter).to.deep.equal({ type: 'entityList', entityType: 'ASSET', entityList: ['a7', 'a3', 'gone'] });
    const seen: unknown[] = [];
    el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail.value));
    const keys: number[] = [];
    input(el).addEventListener('input', () => keys.push(performance.now()));
    await click(input(el));
    await waitUntil(() => optionTexts(el).length === ENTITY_SUGGESTIONS_LIMIT - 2, 'first 50, the chosen two left out');
    expect(optionTexts(el)).to.not.include('Floor 07');
    await type('Floor 1');
    await waitUntil(() => optionTexts(el).length === 10, 'Floor 1x');
    const search = server.queries.at(-1)!;
    expect(search.entityFilter.entityNameFilter).to.equal('Floor 1');
    expect(search.at - keys.at(-1)!).to.be.at.least(PICKER_DEBOUNCE_MS - 1);
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => chips(el).length === 3, 'added');
    expect(input(el).value).to.equal('');
    await press('Backspace');
    await waitUntil(() => chips(el).length === 2, 'last removed');
    await click(shadowQuery(el, 'button[aria-label="Remove Floor 07"]'));
    await waitUntil(() => chips(el).length === 1, 'removed by its button');
    expect(seen).to.deep.equal([['a7', 'a3', 'a10'], ['a7', 'a3'], ['a3']]);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('asks for at most 50 suggestions and shows 50 when none is chosen yet, and searches once, 150 ms after the last key (timers faked)', async () => {
    const el = await fixture<List>(html`<tb-entity-list-input base-url=${BASE_URL} entity-type="ASSET"></tb-entity-list-input>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input[role=combobox]'), 'rendered');
    await click(input(el));
    await waitUntil(() => optionTexts(el).length > 0, 'first suggestions');
    expect(ENTITY_SUGGESTIONS_LIMIT).to.equal(50);
    expect(optionTexts(el).length, 'the first 50 of 80').to.equal(ENTITY_SUGGESTIONS_LIMIT);
    expect(server.queries.map((q) => [q.entityFilter, q.pageLink.pageSize])).to.deep.equal([[{ type: 'entityName', entityType: 'ASSET', entityNameFilter: '' }, 50]]);
    await typeDebounced('Floor 6', () => server.queries.length);
    expect(server.queries.at(-1)!.entityFilter.entityNameFilter).to.equal('Floor 6');
    expect(server.queries.at(-1)!.pageLink.pageSize).to.equal(ENTITY_SUGGESTIONS_LIMIT);
    await waitUntil(() => optionTexts(el).length === 10, 'Floor 6x');
  });

  it('says a required list is empty once left, and empties when the entity type changes', async () => {
    const el = await fixture<List>(html`<tb-entity-list-input base-url=${BASE_URL} entity-type="ASSET" value='["a1"]' required></tb-entity-list-input>`);
    await waitUntil(() => chips(el).length === 1, 'stored');
    const seen: unknown[] = [];
    el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail.value));
    el.setAttribute('entity-type', 'DEVICE');
    await waitUntil(() => chips(el).length === 0, 'emptied');
    expect(seen).to.deep.equal([[]]);
    input(el).focus();
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'error');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('At least one entity is required.');
  });
});
