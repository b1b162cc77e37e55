import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/entity-select/define.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';

type Select = HTMLElementTagNameMap['tb-entity-select'];
type Query = { entityFilter: Record<string, unknown>; pageLink: { pageSize: number } };

const BASE_URL = 'http://entity-select.test';

const ENTITIES = [
  { entityType: 'DEVICE', id: 'd1', name: 'Pump 1' },
  { entityType: 'DEVICE', id: 'd2', name: 'Pump 2' },
  { entityType: 'ASSET', id: 'a1', name: 'Building A' },
  { entityType: 'ASSET', id: 'a2', name: 'Building B' },
  { entityType: 'CUSTOMER', id: 'c1', name: '<b>Acme</b>' },
];

/** A stand-in server answering entity queries by name prefix and id list; records each filter. */
function fakeServer() {
  const filters: Array<Record<string, unknown>> = [];
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    expect(new URL(request.url).pathname).to.equal('/api/entitiesQuery/find');
    const query = (await request.json()) as Query;
    const filter = query.entityFilter;
    filters.push(filter);
    const found =
      filter.type === 'entityList'
        ? ENTITIES.filter((e) => e.entityType === filter.entityType && (filter.entityList as string[]).includes(e.id))
        : ENTITIES.filter((e) => e.entityType === filter.entityType && e.name.toLowerCase().startsWith(String(filter.entityNameFilter).toLowerCase()));
    const data = found.map((e) => ({ entityId: { entityType: e.entityType, id: e.id }, latest: { ENTITY_FIELD: { name: { ts: 0, value: e.name } } } }));
    return new Response(JSON.stringify({ data, totalElements: found.length, hasNext: false, totalPages: 1 }), { headers: { 'Content-Type': 'application/json' } });
  };
  return { filters, restore: () => (window.fetch = realFetch) };
}

let server: ReturnType<typeof fakeServer>;

before(() => {
  const payload = btoa(JSON.stringify({ sub: 'tenant@thingsboard.org', scopes: ['TENANT_ADMIN'], iat: 1, exp: 4_000_000_000 })).replace(/=+$/, '');
  const tokenStore = createMemoryTokenStore({ token: `e30.${payload}.sig`, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null });
  configure({ baseUrl: BASE_URL, tokenStore });
});
beforeEach(() => (server = fakeServer()));
afterEach(() => server.restore());

const typeSelect = (el: Element) => shadowQuery<HTMLSelectElement>(el, 'select');
const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const options = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=option]')];
const labels = (el: Element) => [...el.shadowRoot!.querySelectorAll('label')].map((l) => l.textContent);

async function entitySelect(attrs = '') {
  const host = await fixture<HTMLDivElement>(html`<div style="width: 560px; padding: 16px"></div>`);
  host.innerHTML = `<tb-entity-select base-url="${BASE_URL}" ${attrs}></tb-entity-select>`;
  const el = host.firstElementChild as Select;
  await waitUntil(() => el.shadowRoot?.querySelector('input[role=combobox]'), 'rendered');
  return el;
}

function changes(el: Element) {
  const seen: Array<{ value: { entityType: string; id: string } | null }> = [];
  el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe('tb-entity-select', () => {
  it('reports {entityType, id} once a type and an entity are picked with the keyboard', async () => {
    const el = await entitySelect(`allowed-entity-types='["DEVICE","ASSET"]'`);
    expect(labels(el)).to.deep.equal(['Entity type', 'Device']);
    expect(typeSelect(el).value).to.equal('DEVICE');
    const seen = changes(el);
    typeSelect(el).focus();
    await press('ArrowDown');
    await waitUntil(() => labels(el)[1] === 'Asset', 'asset autocomplete');
    // A type without an entity is no value: nothing reported yet (it was null already).
    expect(seen).to.deep.equal([]);
    await press('Tab');
    await type('Building');
    await waitUntil(() => options(el).length === 2, 'assets listed');
    expect(options(el).map((o) => o.textContent)).to.deep.equal(['Building A', 'Building B']);
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => seen.length === 1, 'reported');
    expect(seen).to.deep.equal([{ value: { entityType: 'ASSET', id: 'a2' } }]);
    expect(input(el).value).to.equal('Building B');
  });

  it('clears the entity and reports null when the type changes', async () => {
    const el = await entitySelect(`value='{"entityType":"DEVICE","id":"d2"}'`);
    await waitUntil(() => input(el).value === 'Pump 2', 'stored entity shown');
    expect(typeSelect(el).value).to.equal('DEVICE');
    const seen = changes(el);
    typeSelect(el).focus();
    await press('ArrowDown');
    await waitUntil(() => seen.length === 1, 'null reported');
    expect(seen).to.deep.equal([{ value: null }]);
    expect(typeSelect(el).value).to.equal('ASSET');
    await waitUntil(() => input(el).value === '', 'entity cleared');
    await click(input(el));
    await waitUntil(() => options(el).length === 2, 'assets of the new type');
    await click(options(el)[0]!);
    await waitUntil(() => seen.length === 2, 'picked');
    expect(seen[1]).to.deep.equal({ value: { entityType: 'ASSET', id: 'a1' } });
  });

  it('reports null when the entity is cleared, keeping the type', async () => {
    const el = await entitySelect(`value='{"entityType":"ASSET","id":"a1"}' allowed-entity-types='["DEVICE","ASSET"]'`);
    await waitUntil(() => input(el).value === 'Building A', 'stored entity shown');
    const seen = changes(el);
    await click(shadowQuery(el, 'button[aria-label=Clear]'));
    await waitUntil(() => seen.length === 1, 'cleared');
    expect(seen).to.deep.equal([{ value: null }]);
    expect(typeSelect(el).value).to.equal('ASSET');
  });

  it('with a fixed type shows no type select and searches that type only, names as text', async () => {
    const el = await entitySelect('fixed-entity-type="CUSTOMER"');
    expect(el.shadowRoot!.querySelector('select')).to.equal(null);
    expect(labels(el)).to.deep.equal(['Customer']);
    const seen = changes(el);
    await click(input(el));
    await waitUntil(() => options(el).length === 1, 'customers listed');
    expect(options(el)[0]!.textContent).to.equal('<b>Acme</b>');
    expect(el.shadowRoot!.querySelector('[role=option] b')).to.equal(null);
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => seen.length === 1, 'picked');
    expect(seen).to.deep.equal([{ value: { entityType: 'CUSTOMER', id: 'c1' } }]);
    expect(server.filters.every((f) => f.entityType === 'CUSTOMER')).to.equal(true);
  });

  it('is accessible, with its required errors named', async () => {
    const el = await entitySelect('required');
    input(el).focus();
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'required error');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('Device is required.');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
