import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/entity-table/define.js';
import { configure } from '../../elements/core/runtime.js';
import { createMemoryTokenStore } from '../../sdk/auth/token-store.js';
import { SEARCH_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import type { PageData, PageLink } from '../../sdk/page-link.js';
import type { EntityRow } from '../../elements/entity-table/entity-columns.js';
import { SKELETON_ROWS } from '../../elements/entity-table/entity-table.js';
import { axeViolations, click, deepActiveElement, press, shadowQuery, type } from './support/kit-test.js';

type Table = HTMLElementTagNameMap['tb-entity-table'];

const BASE = Date.UTC(2026, 0, 1);

function device(i: number, name = `Thermostat ${String(i).padStart(4, '0')}`): EntityRow {
  return {
    id: { entityType: 'DEVICE', id: `d${i}` },
    createdTime: BASE + i * 60_000,
    name,
    label: `Room ${i}`,
    deviceProfileName: i % 2 ? 'thermostat' : 'default',
    customerTitle: i % 3 ? 'Customer A' : '',
    customerIsPublic: false,
    additionalInfo: { gateway: i % 10 === 0 },
  };
}

/** A stand-in server: searches names, sorts and pages like the list calls, and records each page link. */
function fakeServer(devices: EntityRow[]) {
  const links: Array<PageLink & { at: number }> = [];
  let failures: string[] = [];
  const fetchPage = async (link: PageLink): Promise<PageData<EntityRow>> => {
    links.push({ ...link, at: performance.now() });
    const failure = failures.shift();
    if (failure) throw new Error(failure);
    const text = (link.textSearch ?? '').toLowerCase();
    const found = devices.filter((d) => String(d.name).toLowerCase().includes(text));
    const { property, direction } = link.sortOrder!;
    found.sort((a, b) => (a[property]! < b[property]! ? -1 : a[property]! > b[property]! ? 1 : 0) * (direction === 'ASC' ? 1 : -1));
    const data = found.slice(link.page * link.pageSize, (link.page + 1) * link.pageSize);
    return { data, totalElements: found.length, totalPages: Math.ceil(found.length / link.pageSize), hasNext: (link.page + 1) * link.pageSize < found.length };
  };
  return { links, fetchPage, failNext: (...messages: string[]) => (failures = messages) };
}

const rows = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=row][data-index]')];
const cells = (row: Element) => [...row.querySelectorAll('[role=gridcell]')].map((c) => c.textContent);
const names = (el: Element) => rows(el).map((r) => r.querySelectorAll('[role=gridcell]')[2]?.textContent);
const range = (el: Element) => shadowQuery(el, '[part=paginator] [aria-live]').textContent;
const button = (el: Element, label: string) => shadowQuery<HTMLButtonElement>(el, `button[aria-label="${label}"]`);

async function table(server: ReturnType<typeof fakeServer>, attrs: { selectable?: boolean; searchable?: boolean; urlState?: boolean; pageSize?: number } = {}) {
  const el = await fixture<Table>(html`
    <tb-entity-table
      style="display: block; height: 480px; width: 760px"
      entity-type="DEVICE"
      label="Devices"
      ?selectable=${attrs.selectable ?? true}
      ?searchable=${attrs.searchable ?? true}
      ?url-state=${attrs.urlState ?? false}
      default-page-size=${attrs.pageSize ?? 10}
      bulk-actions='[{"id":"delete","label":"Delete","danger":true}]'
      .fetchPage=${server.fetchPage}
    ></tb-entity-table>
  `);
  await waitUntil(() => rows(el).length > 0 || el.shadowRoot?.querySelector('[part=empty],[part=error]'), 'first page shown');
  return el;
}

const FIFTY_SEVEN = Array.from({ length: 57 }, (_, i) => device(i));

describe('tb-entity-table', () => {
  it('shows the first page of 10, newest first, with its columns and the range', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    const el = await table(server);
    expect(server.links.map(({ pageSize, page, textSearch, sortOrder }) => ({ pageSize, page, textSearch, sortOrder }))).to.deep.equal([
      { pageSize: 10, page: 0, textSearch: null, sortOrder: { property: 'createdTime', direction: 'DESC' } },
    ]);
    expect(rows(el).length).to.equal(10);
    const headers = [...el.shadowRoot!.querySelectorAll('[role=columnheader]')].map((h) => h.textContent);
    expect(headers).to.deep.equal(['', 'Created time', 'Name', 'Device profile', 'Label', 'Customer', 'Public', 'Gateway']);
    expect(cells(rows(el)[0]!).slice(1, 6)).to.deep.equal([new Date(BASE + 56 * 60_000).toLocaleString('sv').slice(0, 19), 'Thermostat 0056', 'default', 'Room 56', 'Customer A']);
    expect(range(el)).to.equal('1–10 of 57');
    expect(shadowQuery(el, '[role=grid]').getAttribute('aria-label')).to.equal('Devices');
  });

  it('moves between pages with the paginator and changes the page size', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    const el = await table(server);
    expect(button(el, 'Previous page').disabled).to.equal(true);
    await click(button(el, 'Next page'));
    await waitUntil(() => range(el) === '11–20 of 57', 'second page');
    expect(names(el)[0]).to.equal('Thermostat 0046');
    await click(button(el, 'Last page'));
    await waitUntil(() => range(el) === '51–57 of 57', 'last page');
    expect(rows(el).length).to.equal(7);
    expect(button(el, 'Next page').disabled).to.equal(true);
    await click(button(el, 'First page'));
    await waitUntil(() => range(el) === '1–10 of 57', 'first page again');
    shadowQuery<HTMLSelectElement>(el, '[part=paginator] select').focus();
    await press('ArrowDown');
    await waitUntil(() => range(el) === '1–20 of 57', '20 rows per page');
    expect(server.links.map((l) => [l.page, l.pageSize])).to.deep.equal([[0, 10], [1, 10], [5, 10], [0, 10], [0, 20]]);
    expect([...shadowQuery<HTMLSelectElement>(el, 'select').options].map((o) => o.value)).to.deep.equal(['10', '20', '30', '100', '1000']);
  });

  it('sorts by a column header and flips the direction on a second click', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    const el = await table(server);
    const header = () => [...el.shadowRoot!.querySelectorAll('[role=columnheader]')].find((h) => h.textContent === 'Name')!;
    await click(header().querySelector('button')!);
    await waitUntil(() => header().getAttribute('aria-sort') === 'ascending' && names(el)[0] === 'Thermostat 0000', 'sorted by name ascending');
    await click(header().querySelector('button')!);
    await waitUntil(() => header().getAttribute('aria-sort') === 'descending' && names(el)[0] === 'Thermostat 0056', 'sorted by name descending');
    expect(server.links.slice(1).map((l) => l.sortOrder)).to.deep.equal([
      { property: 'name', direction: 'ASC' },
      { property: 'name', direction: 'DESC' },
    ]);
    const publicHeader = [...el.shadowRoot!.querySelectorAll('[role=columnheader]')].find((h) => h.textContent === 'Public')!;
    expect(publicHeader.querySelector('button')).to.equal(null);
  });

  it('searches 150 ms after typing stops, from the first page, and says when nothing matches', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    const el = await table(server);
    await click(button(el, 'Next page'));
    await waitUntil(() => range(el) === '11–20 of 57', 'second page');
    let lastInput = 0;
    const input = shadowQuery<HTMLInputElement>(el, 'input[type=search]');
    input.addEventListener('input', () => (lastInput = performance.now()));
    await click(input);
    await type('0012');
    await waitUntil(() => rows(el).length === 1, 'one match');
    const searches = server.links.filter((l) => l.textSearch);
    expect(searches.map((l) => [l.textSearch, l.page])).to.deep.equal([['0012', 0]]);
    expect(searches[0]!.at - lastInput).to.be.at.least(SEARCH_DEBOUNCE_MS - 1);
    await type('x');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=empty]'), 'empty state');
    expect(shadowQuery(el, '[part=empty]').textContent).to.equal("No entities foundNo entities match '0012x'.");
    expect(range(el)).to.equal('0–0 of 0');
  });

  it('applies a search text given from outside and reloads when refresh changes', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    const el = await table(server, { searchable: false });
    expect(el.shadowRoot!.querySelector('input[type=search]')).to.equal(null);
    el.textSearch = '0003';
    await waitUntil(() => rows(el).length === 1, 'searched');
    expect(server.links.at(-1)!.textSearch).to.equal('0003');
    el.refresh = 1;
    await waitUntil(() => server.links.length === 3, 'reloaded when refresh changes');
    expect(server.links[2]!.textSearch).to.equal('0003');
  });

  it('selects rows by checkbox and Space, all rows of the page at once, and clears the selection on another page', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    const el = await table(server);
    const changes: string[][] = [];
    const actions: unknown[] = [];
    el.addEventListener('tb-selection-change', (e) => changes.push((e as CustomEvent<{ ids: string[] }>).detail.ids));
    el.addEventListener('tb-bulk-action', (e) => actions.push((e as CustomEvent).detail));
    await click(rows(el)[0]!.querySelector('input[type=checkbox]')!);
    await waitUntil(() => el.shadowRoot!.querySelector('[part=bulk-bar]'), 'bulk bar shown');
    expect(shadowQuery(el, '[part=bulk-bar] [role=status]').textContent).to.equal('1 selected');
    rows(el)[2]!.focus();
    await press('Space');
    await waitUntil(() => shadowQuery(el, '[part=bulk-bar] [role=status]').textContent === '2 selected', 'two selected');
    expect(rows(el).map((r) => r.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'true', ...Array(7).fill('false')]);
    const all = shadowQuery<HTMLInputElement>(el, '[role=columnheader] input[type=checkbox]');
    expect(all.indeterminate).to.equal(true);
    await click(all);
    await waitUntil(() => shadowQuery(el, '[part=bulk-bar] [role=status]').textContent === '10 selected', 'page selected');
    expect(all.checked).to.equal(true);
    await click([...el.shadowRoot!.querySelectorAll('[part=bulk-bar] button')].find((b) => b.textContent === 'Delete')!);
    expect(actions).to.have.length(1);
    expect((actions[0] as { action: string; ids: string[] }).action).to.equal('delete');
    expect((actions[0] as { ids: string[] }).ids).to.have.members(Array.from({ length: 10 }, (_, i) => `d${56 - i}`));
    expect(changes.map((ids) => ids.length)).to.deep.equal([1, 2, 10]);
    await click(button(el, 'Next page'));
    await waitUntil(() => range(el) === '11–20 of 57' && !el.shadowRoot!.querySelector('[part=bulk-bar]'), 'selection cleared');
    expect(rows(el).every((r) => r.getAttribute('aria-selected') === 'false')).to.equal(true);
  });

  it('opens a row on click and on Enter, and moves between rows with the arrow keys, Home and End', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    const el = await table(server);
    const opened: string[] = [];
    el.addEventListener('tb-row-open', (e) => opened.push((e as CustomEvent<{ id: string }>).detail.id));
    await click(rows(el)[1]!.querySelectorAll('[role=gridcell]')[2]!);
    expect(opened).to.deep.equal(['d55']);
    const focusedIndex = () => (deepActiveElement() as HTMLElement | null)?.dataset.index;
    rows(el)[0]!.focus();
    await press('ArrowDown');
    await press('ArrowDown');
    await waitUntil(() => focusedIndex() === '2', 'third row focused');
    await press('Enter');
    expect(opened).to.deep.equal(['d55', 'd54']);
    await press('End');
    await waitUntil(() => focusedIndex() === '9', 'last row focused');
    await press('ArrowUp');
    await waitUntil(() => focusedIndex() === '8', 'row above focused');
    await press('Home');
    await waitUntil(() => focusedIndex() === '0', 'first row focused');
    expect(rows(el).filter((r) => r.tabIndex === 0).length).to.equal(1);
  });

  it('keeps only the visible rows of a page of 1,000 in the DOM, and End scrolls to the last one', async () => {
    const server = fakeServer(Array.from({ length: 1000 }, (_, i) => device(i)));
    const el = await table(server, { pageSize: 1000 });
    expect(server.links[0]!.pageSize).to.equal(1000);
    expect(shadowQuery(el, '[role=grid]').getAttribute('aria-rowcount')).to.equal('1001');
    expect(rows(el).length).to.be.within(10, 30);
    expect(range(el)).to.equal('1–1000 of 1000');
    rows(el)[0]!.focus();
    await press('End');
    await waitUntil(() => (deepActiveElement() as HTMLElement | null)?.dataset.index === '999', 'last row focused');
    expect(names(el)).to.include('Thermostat 0000');
    expect(rows(el).length).to.be.within(10, 30);
    const scroller = shadowQuery(el, '[part=scroll]');
    expect(scroller.scrollTop).to.be.greaterThan(39_000 - scroller.clientHeight);
    await press('PageUp');
    await waitUntil(() => Number((deepActiveElement() as HTMLElement | null)?.dataset.index) < 999, 'a page up');
    expect(rows(el).length).to.be.within(10, 30);
  });

  it('keeps a live column current for the rows on screen only, and follows a scroll with one new subscription', async () => {
    type Options = { query: { entityFilter: { entityList: string[] } }; values: unknown; onData: (page: { data: unknown[] }) => void };
    const subscriptions: Array<{ options: Options; closed: boolean }> = [];
    const realtime = {
      subscribeEntityData(options: Options) {
        const held = { options, closed: false };
        subscriptions.push(held);
        return { unsubscribe: () => { held.closed = true; } };
      },
    };
    const server = fakeServer(Array.from({ length: 1000 }, (_, i) => device(i)));
    const el = document.createElement('tb-entity-table') as Table & { realtime: unknown };
    el.style.cssText = 'display: block; height: 480px; width: 760px';
    el.setAttribute('entity-type', 'DEVICE');
    el.setAttribute('label', 'Devices');
    el.setAttribute('default-page-size', '1000');
    el.setAttribute('default-sort', JSON.stringify({ property: 'name', direction: 'ASC' }));
    el.setAttribute('columns', JSON.stringify([
      { key: 'name', title: 'entity-table.column.name', kind: 'text', size: 'lg' },
      { key: 'temperature', title: 'entity-table.column.label', kind: 'text', size: 'sm', live: { type: 'TIME_SERIES', key: 'temperature' } },
    ]));
    el.fetchPage = server.fetchPage;
    el.realtime = realtime;
    document.body.append(el);
    try {
      await waitUntil(() => subscriptions.length === 1, 'the visible rows subscribed');
      const first = subscriptions[0]!.options;
      const ids = first.query.entityFilter.entityList;
      expect(ids.length).to.be.within(10, 30);
      expect(ids[0]).to.equal('d0');
      expect(first.values).to.deep.equal({ latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] } });
      first.onData({ data: [{ entityId: { entityType: 'DEVICE', id: 'd1' }, latest: { TIME_SERIES: { temperature: { ts: 1, value: '21.5' } } }, timeseries: null }] });
      const cellOf = (id: string) => rows(el).find((r) => r.querySelector('[role=gridcell]')?.textContent === `Thermostat ${id}`)?.querySelectorAll('[role=gridcell]')[1]?.textContent;
      await waitUntil(() => cellOf('0001') === '21.5', 'the live value shown');
      expect(cellOf('0002')).to.equal('');
      rows(el)[0]!.focus();
      await press('End');
      await waitUntil(() => subscriptions.length === 2, 'the new rows subscribed once scrolling settled');
      expect(subscriptions[0]!.closed).to.equal(true);
      const last = subscriptions[1]!.options.query.entityFilter.entityList;
      expect(last).to.include('d999');
      expect(last).not.to.include('d0');
      expect(last.length).to.be.within(10, 30);
    } finally {
      el.remove();
    }
    expect(subscriptions.every((s) => s.closed), 'nothing left subscribed once the table is gone').to.equal(true);
  });

  it('shows the server message with a retry that loads the page again', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    server.failNext('Invalid sort property: secret');
    const el = await table(server);
    const error = shadowQuery(el, '[part=error]');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('The list could not be loaded');
    expect(error.textContent).to.contain('Invalid sort property: secret');
    expect(await axeViolations(el)).to.deep.equal([]);
    await click([...error.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!);
    await waitUntil(() => rows(el).length === 10, 'loaded on retry');
    expect(el.shadowRoot!.querySelector('[part=error]')).to.equal(null);
  });

  it('shows skeleton rows and aria-busy while the first page loads, and keeps the rows, dimmed and busy, while the next one does', async () => {
    const server = fakeServer(FIFTY_SEVEN);
    let release: () => void = () => undefined;
    const held = async (link: PageLink) => {
      await new Promise<void>((resolve) => (release = resolve));
      return server.fetchPage(link);
    };
    const el = await fixture<Table>(html`<tb-entity-table style="display: block; height: 480px; width: 760px" entity-type="DEVICE" label="Devices" selectable .fetchPage=${held}></tb-entity-table>`);
    await waitUntil(() => el.shadowRoot?.querySelector('[role=grid]'), 'grid rendered');
    const grid = shadowQuery(el, '[role=grid]');
    const skeleton = () => grid.querySelectorAll(':scope > [aria-hidden=true] > div');
    expect(grid.getAttribute('aria-busy')).to.equal('true');
    expect(skeleton().length).to.equal(SKELETON_ROWS);
    // A placeholder per column and one for the checkbox column, hidden from screen readers; no row to reach yet.
    expect(skeleton()[0]!.children.length).to.equal(shadowQuery(el, '[role=row]').querySelectorAll('[role=columnheader]').length);
    expect(rows(el).length).to.equal(0);
    expect(grid.getAttribute('aria-rowcount')).to.equal('1');
    expect(await axeViolations(el)).to.deep.equal([]);
    release();
    await waitUntil(() => rows(el).length === 10, 'first page shown');
    expect(grid.getAttribute('aria-busy')).to.equal('false');
    expect(skeleton().length).to.equal(0);

    await click(button(el, 'Next page'));
    await waitUntil(() => grid.getAttribute('aria-busy') === 'true', 'busy on the next page');
    expect(skeleton().length, 'no skeleton once a page is shown').to.equal(0);
    expect(names(el)[0]).to.equal('Thermostat 0056');
    expect(grid.querySelectorAll('[role=rowgroup]')[1]!.className).to.contain('opacity-60');
    release();
    await waitUntil(() => names(el)[0] === 'Thermostat 0046', 'second page shown');
    expect(grid.getAttribute('aria-busy')).to.equal('false');
  });

  it('shows entity names holding HTML as text', async () => {
    const name = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    const el = await table(fakeServer([device(1, name)]));
    expect(names(el)).to.deep.equal([name]);
    expect(el.shadowRoot!.querySelector('[role=grid] img, [role=grid] b')).to.equal(null);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
  });

  it('isolates each value\'s direction so a Latin name or a size reads the right way round in a right-to-left page', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const el = await table(fakeServer([device(1, '820.3 KB')]));
      const cell = rows(el)[0]!.querySelectorAll('[role=gridcell]')[2]!;
      const isolated = cell.querySelector('bdi');
      expect(isolated?.textContent).to.equal('820.3 KB');
      expect(getComputedStyle(isolated!).unicodeBidi).to.equal('isolate');
      // A value too long for its cell keeps its start and ends in the ellipsis, on the right for a Latin value,
      // while a short one lines up with the right-to-left header.
      const long = await table(fakeServer([device(1, `thermostat-firmware-${'x'.repeat(80)}.bin`), device(2, 'T2')]));
      const [short, wide] = rows(long).map((row) => row.querySelectorAll('[role=gridcell]')[2]!.querySelector('bdi')!);
      const range = document.createRange();
      range.setStart(wide!.firstChild!, 0);
      range.setEnd(wide!.firstChild!, 1);
      expect(range.getBoundingClientRect().left).to.be.closeTo(wide!.getBoundingClientRect().left, 1);
      expect(getComputedStyle(wide!).textOverflow).to.equal('ellipsis');
      expect(wide!.scrollWidth).to.be.greaterThan(wide!.clientWidth);
      expect(wide!.getBoundingClientRect().width).to.be.at.most(wide!.parentElement!.clientWidth);
      range.selectNodeContents(short!.firstChild!);
      const shortCell = short!.parentElement!;
      expect(range.getBoundingClientRect().right).to.be.closeTo(shortCell.getBoundingClientRect().right - parseFloat(getComputedStyle(shortCell).paddingRight), 1);
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('starts from the page, size, sort and search in the address and keeps them there', async () => {
    const before = window.location.href;
    window.history.replaceState(null, '', '?tab=x&page=1&pageSize=20&sortProperty=name&sortOrder=ASC&textSearch=Thermo');
    try {
      const server = fakeServer(FIFTY_SEVEN);
      const el = await table(server, { urlState: true });
      const { page, pageSize, textSearch, sortOrder } = server.links[0]!;
      expect({ page, pageSize, textSearch, sortOrder }).to.deep.equal({ page: 1, pageSize: 20, textSearch: 'Thermo', sortOrder: { property: 'name', direction: 'ASC' } });
      expect(range(el)).to.equal('21–40 of 57');
      expect(names(el)[0]).to.equal('Thermostat 0020');
      await click(button(el, 'Next page'));
      await waitUntil(() => window.location.search.includes('page=2'), 'address follows');
      expect(window.location.search).to.equal('?tab=x&page=2&pageSize=20&sortProperty=name&sortOrder=ASC&textSearch=Thermo');
      await click(button(el, 'First page'));
      await waitUntil(() => !window.location.search.includes('page=2'), 'first page leaves the page out');
      expect(window.location.search).to.equal('?tab=x&pageSize=20&sortProperty=name&sortOrder=ASC&textSearch=Thermo');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('clamps a page past the end of the list to the last page', async () => {
    const before = window.location.href;
    window.history.replaceState(null, '', '?page=40&pageSize=999');
    try {
      const server = fakeServer(FIFTY_SEVEN);
      const el = await table(server, { urlState: true });
      await waitUntil(() => range(el) === '51–57 of 57', 'last page');
      expect(server.links.map((l) => [l.page, l.pageSize])).to.deep.equal([[40, 10], [5, 10]]);
      expect(window.location.search).to.equal('?page=5');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('asks the server through the SDK client with the page link and shows its error message', async () => {
    const realFetch = window.fetch;
    const urls: string[] = [];
    let answer = () => new Response(JSON.stringify({ data: [device(1)], totalPages: 1, totalElements: 1, hasNext: false }), { headers: { 'Content-Type': 'application/json' } });
    window.fetch = async (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return answer();
    };
    try {
      const payload = btoa(JSON.stringify({ sub: 'tenant@thingsboard.org', scopes: ['TENANT_ADMIN'], iat: 1, exp: 4_000_000_000 }));
      const token = `e30.${payload.replace(/=+$/, '')}.sig`;
      const tokenStore = createMemoryTokenStore({ token, tokenExpiration: Date.now() + 3_600_000, refreshToken: null, refreshTokenExpiration: null });
      configure({ baseUrl: 'http://entity-table.test', tokenStore });
      const el = await fixture<Table>(html`<tb-entity-table style="display:block;height:400px" base-url="http://entity-table.test" path="/api/tenant/deviceInfos" entity-type="DEVICE" query='{"type":"thermostat"}'></tb-entity-table>`);
      await waitUntil(() => rows(el).length === 1, 'row from the server');
      expect(urls).to.deep.equal(['http://entity-table.test/api/tenant/deviceInfos?type=thermostat&pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC']);
      answer = () => new Response(JSON.stringify({ status: 400, message: 'Invalid sort property: secret', errorCode: 31 }), { status: 400, headers: { 'Content-Type': 'application/json' } });
      await click(button(el, 'Refresh'));
      await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'error shown');
      expect(shadowQuery(el, '[part=error]').textContent).to.contain('Invalid sort property: secret');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('keeps the title of a narrow (xs) column of row buttons for screen readers, without truncating it or widening the column', async () => {
    const el = await table(fakeServer(FIFTY_SEVEN));
    el.setAttribute('columns', JSON.stringify([{ key: 'name', title: 'Name', sortable: true }, { key: '_actions', title: 'Actions', size: 'xs' }]));
    await waitUntil(() => el.shadowRoot!.querySelectorAll('[role=columnheader]').length === 3, 'columns replaced');
    await waitUntil(() => rows(el).length > 0, 'rows shown');
    const header = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=columnheader]')].at(-1)!;
    expect(header.textContent).to.equal('Actions');
    const title = header.querySelector('span')!;
    expect(title.getBoundingClientRect().width).to.be.at.most(1);
    expect(header.getBoundingClientRect().width).to.be.below(rows(el)[0]!.querySelectorAll('[role=gridcell]')[1]!.getBoundingClientRect().width);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('keeps a pinned column (the row buttons) in view at the inline end while a table wider than its box scrolls sideways', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await table(fakeServer(FIFTY_SEVEN), { pageSize: 100 });
    const wide = ['name', 'label', 'deviceProfileName', 'customerTitle'].map((key) => ({ key, title: key, size: 'lg' }));
    el.setAttribute('columns', JSON.stringify([...wide, { key: 'customerIsPublic', title: 'Public', kind: 'boolean', size: 'sm', pinned: true }]));
    await waitUntil(() => el.shadowRoot!.querySelectorAll('[role=columnheader]').length === 6, 'columns replaced');
    await waitUntil(() => rows(el).length > 0, 'rows shown');
    const header = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=columnheader]')].at(-1)!;
    const pinnedCell = () => [...rows(el)[0]!.querySelectorAll<HTMLElement>('[role=gridcell]')].at(-1)!;
    const scroller = shadowQuery<HTMLElement>(el, '[part=scroll]');
    // The inline end of the box: its right edge less the vertical scroll bar, or its left edge right to left.
    const boxEnd = (rtl: boolean) => {
      const box = scroller.getBoundingClientRect();
      return rtl ? box.left + (scroller.offsetWidth - scroller.clientWidth) : box.left + scroller.clientWidth;
    };
    const atEnd = (rtl: boolean) => [header, pinnedCell()].every((part) => Math.abs(part.getBoundingClientRect()[rtl ? 'left' : 'right'] - boxEnd(rtl)) < 1);
    // Five columns of at least 13 rem and a checkbox do not fit 760 px: the grid scrolls, the pinned column does not.
    expect(rows(el)[0]!.getBoundingClientRect().width).to.be.above(scroller.clientWidth);
    await waitUntil(() => atEnd(false), 'pinned column at the end of the box before scrolling');
    expect(getComputedStyle(pinnedCell()).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    // While the grid scrolls sideways, and once it rests half way and at its end.
    for (const left of [scroller.scrollWidth / 4, (scroller.scrollWidth - scroller.clientWidth) / 2, scroller.scrollWidth]) {
      scroller.scrollLeft = left;
      await waitUntil(() => atEnd(false), `pinned column in view while scrolled to ${left}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(atEnd(false), `pinned column in view at rest at ${left}`).to.equal(true);
    }
    // A row that scrolls into view later is pinned the same.
    scroller.scrollTop = scroller.scrollHeight;
    await waitUntil(() => rows(el).some((row) => row.dataset.index === '56'), 'last row rendered');
    const last = [...rows(el).find((row) => row.dataset.index === '56')!.querySelectorAll<HTMLElement>('[role=gridcell]')].at(-1)!;
    expect(last.getBoundingClientRect().right).to.be.closeTo(boxEnd(false), 1);
    expect(await axeViolations(el)).to.deep.equal([]);
    // Right to left: the pinned column stays at the left edge, at rest and after scrolling sideways.
    try {
      scroller.scrollTop = 0;
      scroller.scrollLeft = 0;
      document.documentElement.dir = 'rtl';
      await waitUntil(() => atEnd(true), 'pinned column at the left edge right to left');
      scroller.scrollLeft = -(scroller.scrollWidth - scroller.clientWidth) / 2;
      await waitUntil(() => scroller.scrollLeft < 0, 'scrolled sideways right to left');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(atEnd(true), 'pinned column at the left edge at rest right to left').to.equal(true);
    } finally {
      document.documentElement.dir = '';
    }
    // On a phone the pinned column would cover the name: the whole row scrolls instead.
    await setViewport({ width: 390, height: 844 });
    await waitUntil(() => getComputedStyle(pinnedCell()).position === 'static', 'not pinned on a phone');
    expect(pinnedCell().getBoundingClientRect().left).to.be.above(boxEnd(false));
    await setViewport({ width: 800, height: 600 });
  });

  it('has no accessibility violations with rows selected and when empty', async () => {
    const el = await table(fakeServer(FIFTY_SEVEN));
    await click(rows(el)[0]!.querySelector('input[type=checkbox]')!);
    await waitUntil(() => el.shadowRoot!.querySelector('[part=bulk-bar]'), 'bulk bar shown');
    expect(await axeViolations(el)).to.deep.equal([]);
    const empty = await table(fakeServer([]));
    expect(shadowQuery(empty, '[part=empty]').textContent).to.equal('No entities found');
    expect(await axeViolations(empty)).to.deep.equal([]);
  });
});
