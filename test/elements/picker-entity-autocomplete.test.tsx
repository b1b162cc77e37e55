import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/entity-autocomplete/define.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { ENTITY_SUGGESTIONS_LIMIT, PICKER_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import { axeViolations, click, deepActiveElement, press, shadowQuery, type } from './support/kit-test.js';

type Picker = HTMLElementTagNameMap['tb-entity-autocomplete'];
type Query = { entityFilter: Record<string, unknown>; pageLink: { pageSize: number; page: number } };

const BASE_URL = 'http://entity-autocomplete.test';

interface Entity {
  entityType: string;
  id: string;
  name: string;
  type?: string;
}

/** A stand-in server answering entity queries by name prefix, subtype and id list; records each query and when it came. */
function fakeServer(entities: Entity[]) {
  const queries: Array<Query & { at: number }> = [];
  let failing = false;
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    expect(new URL(request.url).pathname).to.equal('/api/entitiesQuery/find');
    const query = (await request.json()) as Query;
    queries.push({ ...query, at: performance.now() });
    if (failing) return new Response(JSON.stringify({ status: 500, message: 'boom', errorCode: 2 }), { status: 500, headers: { 'Content-Type': 'application/json' } });
    const filter = query.entityFilter;
    let found: Entity[];
    if (filter.type === 'entityList') found = entities.filter((e) => e.entityType === filter.entityType && (filter.entityList as string[]).includes(e.id));
    else if (filter.type === 'deviceType') found = entities.filter((e) => e.entityType === 'DEVICE' && e.type === filter.deviceType && e.name.toLowerCase().startsWith(String(filter.deviceNameFilter).toLowerCase()));
    else found = entities.filter((e) => e.entityType === filter.entityType && e.name.toLowerCase().startsWith(String(filter.entityNameFilter).toLowerCase()));
    const data = found.slice(0, query.pageLink.pageSize).map((e) => ({
      entityId: { entityType: e.entityType, id: e.id },
      latest: { ENTITY_FIELD: { name: { ts: 0, value: e.name } } },
    }));
    return new Response(JSON.stringify({ data, totalElements: found.length, hasNext: found.length > data.length, totalPages: 1 }), { headers: { 'Content-Type': 'application/json' } });
  };
  return {
    queries,
    fail: (on: boolean) => (failing = on),
    restore: () => (window.fetch = realFetch),
  };
}

const DEVICES: Entity[] = [
  ...Array.from({ length: 120 }, (_, i) => ({ entityType: 'DEVICE', id: `d${i}`, name: `Pump ${String(i).padStart(3, '0')}`, type: i % 2 ? 'pump' : 'default' })),
  { entityType: 'DEVICE', id: 'dx', name: '<img src=x onerror=alert(1)>Boiler' },
  { entityType: 'DEVICE', id: 'dt', name: 'Thermostat hall' },
  { entityType: 'ASSET', id: 'a1', name: 'Building A' },
];

let server: ReturnType<typeof fakeServer>;

before(() => {
  const payload = btoa(JSON.stringify({ sub: 'tenant@thingsboard.org', scopes: ['TENANT_ADMIN'], iat: 1, exp: 4_000_000_000 })).replace(/=+$/, '');
  const tokenStore = createMemoryTokenStore({ token: `e30.${payload}.sig`, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null });
  configure({ baseUrl: BASE_URL, tokenStore });
});
beforeEach(() => (server = fakeServer(DEVICES)));
afterEach(() => server.restore());

const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const options = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=option]')];
const optionTexts = (el: Element) => options(el).map((o) => o.textContent);
const message = (el: Element) => el.shadowRoot!.querySelector('[part=message]')?.textContent ?? null;
const searches = () => server.queries.filter((q) => q.entityFilter.type !== 'entityList');

async function picker(attrs = '') {
  const el = await fixture<Picker>(html`<div style="width: 360px; padding: 16px"></div>`);
  el.innerHTML = `<tb-entity-autocomplete base-url="${BASE_URL}" ${attrs}></tb-entity-autocomplete>`;
  const found = el.firstElementChild as Picker;
  await waitUntil(() => found.shadowRoot?.querySelector('input[role=combobox]'), 'rendered');
  return found;
}

function changes(el: Element) {
  const seen: Array<{ value: string | null; entity: Entity | null }> = [];
  el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe('tb-entity-autocomplete', () => {
  it('opens with the first 50 entities of the type, sorted by name, asked for once', async () => {
    const el = await picker('entity-type="DEVICE"');
    expect(shadowQuery(el, 'label').textContent).to.equal('Device');
    await click(input(el));
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    await waitUntil(() => options(el).length > 0, 'suggestions shown');
    expect(options(el).length).to.equal(ENTITY_SUGGESTIONS_LIMIT);
    expect(searches().map((q) => [q.entityFilter, q.pageLink.pageSize, q.pageLink.page])).to.deep.equal([
      [{ type: 'entityName', entityType: 'DEVICE', entityNameFilter: '' }, 50, 0],
    ]);
    expect(optionTexts(el).slice(0, 2)).to.deep.equal(['Pump 000', 'Pump 001']);
  });

  it('searches 150 ms after the last key, not once per key, and lists the matches', async () => {
    const el = await picker('entity-type="DEVICE"');
    const keys: number[] = [];
    input(el).addEventListener('input', () => keys.push(performance.now()));
    await click(input(el));
    await waitUntil(() => options(el).length > 0, 'first suggestions');
    await type('Pump 11');
    await waitUntil(() => searches().at(-1)?.entityFilter.entityNameFilter === 'Pump 11' && options(el).length === 10, 'matches of Pump 11');
    const typed = searches().slice(1);
    for (const search of typed) {
      const lastKey = keys.filter((k) => k <= search.at).at(-1)!;
      expect(search.at - lastKey).to.be.at.least(PICKER_DEBOUNCE_MS - 1);
    }
    // Only a pause of 150 ms or more between two keys may start a search before the last key.
    const pauses = keys.slice(1).filter((k, i) => k - keys[i]! >= PICKER_DEBOUNCE_MS).length;
    expect(keys.length).to.equal(7);
    expect(typed.length).to.be.at.most(1 + pauses);
    expect(optionTexts(el)).to.deep.equal(Array.from({ length: 10 }, (_, i) => `Pump 11${i}`));
  });

  it("says 'No entities match' with the first 6 characters of the text and an ellipsis", async () => {
    const el = await picker('entity-type="DEVICE"');
    await click(input(el));
    await type('Thermostat X');
    await waitUntil(() => message(el)?.startsWith('No entities'), 'no match');
    expect(message(el)).to.equal("No entities match '\u2068Thermo…\u2069'.");
    expect(shadowQuery(el, '[role=listbox]').children.length).to.equal(0);
    expect(input(el).getAttribute('aria-controls')).to.equal(shadowQuery(el, '[role=listbox]').id);
    for (let i = 0; i < 'Thermostat X'.length; i++) await press('Backspace');
    await type('zzzzzz');
    await waitUntil(() => message(el) === "No entities match '\u2068zzzzzz\u2069'.", 'six characters shown whole');
  });

  it('moves with the arrows, picks with Enter, closes with Escape and fires tb-change', async () => {
    const el = await picker('entity-type="DEVICE"');
    const seen = changes(el);
    input(el).focus();
    await press('ArrowDown');
    await waitUntil(() => options(el).length === 50, 'opened by ArrowDown');
    await press('ArrowDown');
    await press('ArrowDown');
    const active = () => input(el).getAttribute('aria-activedescendant');
    expect(active()).to.equal(options(el)[1]!.id);
    expect(options(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    await press('ArrowUp');
    await press('ArrowUp');
    expect(active()).to.equal(options(el)[49]!.id);
    await press('Home');
    expect(active()).to.equal(options(el)[0]!.id);
    await press('Enter');
    await waitUntil(() => input(el).getAttribute('aria-expanded') === 'false', 'closed after picking');
    expect(input(el).value).to.equal('Pump 000');
    expect(seen).to.deep.equal([{ value: 'd0', entity: { entityType: 'DEVICE', id: 'd0', name: 'Pump 000' } }]);
    expect(deepActiveElement()).to.equal(input(el));
    await press('ArrowDown');
    await waitUntil(() => options(el).length > 0, 'reopened');
    await press('Escape');
    await waitUntil(() => !el.shadowRoot!.querySelector('[part=popup]'), 'closed by Escape');
    expect(input(el).value).to.equal('Pump 000');
    expect(seen.length).to.equal(1);
  });

  it('picks with the mouse and clears with the clear button', async () => {
    const el = await picker('entity-type="DEVICE"');
    const seen = changes(el);
    await click(input(el));
    await type('Pump 00');
    await waitUntil(() => options(el).length === 10, 'matches');
    await click(options(el)[3]!);
    await waitUntil(() => input(el).value === 'Pump 003', 'picked');
    await click(shadowQuery(el, 'button[aria-label=Clear]'));
    await waitUntil(() => input(el).value === '', 'cleared');
    expect(seen.map((s) => s.value)).to.deep.equal(['d3', null]);
    expect(el.shadowRoot!.querySelector('button[aria-label=Clear]')).to.equal(null);
  });

  it('shows the name of a stored value, and clears a value that cannot be read', async () => {
    const el = await picker('entity-type="DEVICE" value="d42"');
    await waitUntil(() => input(el).value === 'Pump 042', 'stored name');
    expect(server.queries[0]!.entityFilter).to.deep.equal({ type: 'entityList', entityType: 'DEVICE', entityList: ['d42'] });
    const seen = changes(el);
    el.setAttribute('value', 'gone');
    await waitUntil(() => seen.length === 1, 'null reported');
    expect(seen).to.deep.equal([{ value: null, entity: null }]);
    expect(input(el).value).to.equal('');
  });

  it('clears the selection when the entity type changes, and searches the new type', async () => {
    const el = await picker('entity-type="DEVICE" value="d1"');
    await waitUntil(() => input(el).value === 'Pump 001', 'stored name');
    const seen = changes(el);
    el.setAttribute('entity-type', 'ASSET');
    await waitUntil(() => input(el).value === '', 'cleared');
    expect(seen).to.deep.equal([{ value: null, entity: null }]);
    expect(shadowQuery(el, 'label').textContent).to.equal('Asset');
    await click(input(el));
    await waitUntil(() => options(el).length === 1, 'assets listed');
    expect(optionTexts(el)).to.deep.equal(['Building A']);
  });

  it('leaves out excluded ids, keeps to the subtype and shows names holding HTML as text', async () => {
    const el = await picker(`entity-type="DEVICE" sub-type="pump" exclude-entity-ids='["d1","d3"]'`);
    await click(input(el));
    await waitUntil(() => options(el).length > 0, 'suggestions');
    expect(searches()[0]!.entityFilter).to.deep.equal({ type: 'deviceType', deviceType: 'pump', deviceNameFilter: '' });
    expect(optionTexts(el).slice(0, 3)).to.deep.equal(['Pump 005', 'Pump 007', 'Pump 009']);
    el.subType = null;
    el.excludeEntityIds = [];
    await waitUntil(() => searches().length === 2 && options(el).length === 50, 'every device again');
    expect(searches()[1]!.entityFilter).to.deep.equal({ type: 'entityName', entityType: 'DEVICE', entityNameFilter: '' });
    await type('<img');
    await waitUntil(() => options(el).length === 1, 'the HTML-named device');
    expect(optionTexts(el)).to.deep.equal(['<img src=x onerror=alert(1)>Boiler']);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
  });

  it("answers a failed search with an empty list saying 'No entities found'", async () => {
    const el = await picker('entity-type="DEVICE"');
    server.fail(true);
    await click(input(el));
    await waitUntil(() => message(el) === 'No entities found', 'empty list');
    expect(options(el).length).to.equal(0);
  });

  it('says the entity is required once a person leaves it empty', async () => {
    const el = await picker('entity-type="DEVICE" required');
    expect(el.shadowRoot!.querySelector('[part=error]')).to.equal(null);
    input(el).focus();
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'error shown');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('Device is required.');
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
  });

  it('has no accessibility violations closed, open with options and open with no match', async () => {
    const el = await picker('entity-type="DEVICE" value="d2"');
    await waitUntil(() => input(el).value === 'Pump 002', 'stored name');
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(input(el));
    await waitUntil(() => options(el).length > 0, 'open');
    await press('ArrowDown');
    expect(await axeViolations(el)).to.deep.equal([]);
    await type('qqqqqqqq');
    await waitUntil(() => message(el)?.startsWith('No entities match'), 'no match');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
