import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENTITY_TABLE_PAGE_SIZE, ENTITY_TABLE_PAGE_SIZES } from '../../sdk/catalogues/limits.js';
import { toQuery } from '../../sdk/page-link.js';
import {
  cellText,
  changeTableState,
  clampPage,
  clampTableState,
  defaultTableState,
  entityRowId,
  formatDateTime,
  gridMinWidthRem,
  gridTemplate,
  moveRowIndex,
  nextSortOrder,
  pageRange,
  pageSelection,
  tablePageLink,
  tableRules,
  tableStateFromQuery,
  tableStateToQuery,
  toggleAllOnPage,
  toggleRow,
  valueAt,
} from '../../elements/entity-table/entity-table.logic.js';
import { formatDateTime as formatInstant } from '../../elements/time-window/format.logic.js';
import { createEntityTableStore } from '../../elements/entity-table/entity-table.store.js';
import { columnsFor, sortPropertyOf, titleShown } from '../../elements/entity-table/entity-columns.js';
import type { PageData, PageLink } from '../../sdk/page-link.js';

const rules = tableRules({ sortable: ['createdTime', 'name', 'label'] });

describe('entity table defaults', () => {
  it('shows 10 rows per page, offers 10, 20, 30, 100 and 1000, and sorts by createdTime descending', () => {
    assert.equal(ENTITY_TABLE_PAGE_SIZE, 10);
    assert.deepEqual(ENTITY_TABLE_PAGE_SIZES, [10, 20, 30, 100, 1000]);
    assert.deepEqual(defaultTableState(rules), { page: 0, pageSize: 10, sortOrder: { property: 'createdTime', direction: 'DESC' }, textSearch: '' });
  });

  it('falls back to the first offered size when the default is not offered', () => {
    assert.equal(tableRules({ pageSizes: [25, 50], defaultPageSize: 10 }).defaultPageSize, 25);
  });
});

describe('entity table address', () => {
  it('reads page, page size, sort and search from the query string', () => {
    const state = tableStateFromQuery('?page=3&pageSize=30&sortProperty=name&sortOrder=ASC&textSearch=th%C3%A9rmo%20%26%20co', rules);
    assert.deepEqual(state, { page: 3, pageSize: 30, sortOrder: { property: 'name', direction: 'ASC' }, textSearch: 'thérmo & co' });
  });

  it('clamps invalid values to the defaults', () => {
    const bad = tableStateFromQuery('?page=-2&pageSize=15&sortProperty=secret&sortOrder=UP', rules);
    assert.deepEqual(bad, defaultTableState(rules));
    assert.equal(tableStateFromQuery('?page=1.5', rules).page, 0);
    assert.equal(tableStateFromQuery('?page=abc', rules).page, 0);
    assert.equal(tableStateFromQuery('?pageSize=1000', rules).pageSize, 1000);
    assert.equal(tableStateFromQuery('?pageSize=1001', rules).pageSize, 10);
    assert.deepEqual(tableStateFromQuery('?sortProperty=label&sortOrder=sideways', rules).sortOrder, { property: 'label', direction: 'ASC' });
    assert.deepEqual(tableStateFromQuery('?sortProperty=createdTime', rules).sortOrder, { property: 'createdTime', direction: 'DESC' });
    assert.deepEqual(clampTableState({ page: 2, textSearch: 42 }, rules).textSearch, '');
  });

  it('writes only what differs from the default and keeps the other parameters', () => {
    assert.equal(tableStateToQuery(defaultTableState(rules), rules, '?tab=1&page=4'), '?tab=1');
    const state = { page: 2, pageSize: 100, sortOrder: { property: 'name', direction: 'ASC' as const }, textSearch: 'a b&c' };
    const query = tableStateToQuery(state, rules, '?tab=1');
    assert.equal(query, '?tab=1&page=2&pageSize=100&sortProperty=name&sortOrder=ASC&textSearch=a+b%26c');
    assert.deepEqual(tableStateFromQuery(query, rules), state);
  });

  it('round-trips every state through the address', () => {
    for (const pageSize of ENTITY_TABLE_PAGE_SIZES) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const state = { page: 7, pageSize, sortOrder: { property: 'label', direction }, textSearch: 'ünï/%?' };
        assert.deepEqual(tableStateFromQuery(tableStateToQuery(state, rules), rules), state);
      }
    }
  });
});

describe('entity table page link', () => {
  it('asks for pageSize, page, textSearch, sortProperty and sortOrder like the 3.4 console', () => {
    const state = { page: 1, pageSize: 20, sortOrder: { property: 'name', direction: 'ASC' as const }, textSearch: 'th 1' };
    assert.equal(toQuery(tablePageLink(state)), '?pageSize=20&page=1&textSearch=th%201&sortProperty=name&sortOrder=ASC');
    assert.equal(toQuery(tablePageLink(defaultTableState(rules))), '?pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC');
  });

  it('goes back to the first page on any change but the page', () => {
    const state = { ...defaultTableState(rules), page: 4 };
    assert.equal(changeTableState(state, { textSearch: 'x' }).page, 0);
    assert.equal(changeTableState(state, { pageSize: 30 }).page, 0);
    assert.equal(changeTableState(state, { sortOrder: { property: 'name', direction: 'ASC' } }).page, 0);
    assert.equal(changeTableState(state, { page: 5 }).page, 5);
  });

  it('clamps a page past the end to the last page', () => {
    assert.equal(clampPage(9, 57, 10), 5);
    assert.equal(clampPage(9, 0, 10), 0);
    assert.equal(clampPage(-1, 57, 10), 0);
    assert.equal(clampPage(2, 57, 10), 2);
  });

  it('labels the rows shown out of the total', () => {
    assert.deepEqual(pageRange(0, 10, 57), { from: 1, to: 10, total: 57 });
    assert.deepEqual(pageRange(5, 10, 57), { from: 51, to: 57, total: 57 });
    assert.deepEqual(pageRange(0, 10, 0), { from: 0, to: 0, total: 0 });
  });

  it('sorts a new column ascending and flips the same column', () => {
    const byDate = { property: 'createdTime', direction: 'DESC' as const };
    assert.deepEqual(nextSortOrder(byDate, 'name'), { property: 'name', direction: 'ASC' });
    assert.deepEqual(nextSortOrder(byDate, 'createdTime'), { property: 'createdTime', direction: 'ASC' });
    assert.deepEqual(nextSortOrder({ property: 'name', direction: 'ASC' }, 'name'), { property: 'name', direction: 'DESC' });
  });
});

describe('entity table rows', () => {
  it('moves the focused row with arrows, Home, End and page keys, staying within the rows', () => {
    assert.equal(moveRowIndex(0, 'ArrowDown', 1000, 10), 1);
    assert.equal(moveRowIndex(0, 'ArrowUp', 1000, 10), 0);
    assert.equal(moveRowIndex(999, 'ArrowDown', 1000, 10), 999);
    assert.equal(moveRowIndex(500, 'End', 1000, 10), 999);
    assert.equal(moveRowIndex(500, 'Home', 1000, 10), 0);
    assert.equal(moveRowIndex(995, 'PageDown', 1000, 10), 999);
    assert.equal(moveRowIndex(20, 'PageUp', 1000, 10), 10);
    assert.equal(moveRowIndex(3, 'PageUp', 1000, 0), 2);
  });

  it('selects all rows of the page, or none when all were selected', () => {
    const page = ['a', 'b', 'c'];
    assert.equal(pageSelection(new Set(), page), 'none');
    assert.equal(pageSelection(new Set(['b']), page), 'some');
    assert.deepEqual([...toggleAllOnPage(new Set(['b']), page)], page);
    assert.deepEqual([...toggleAllOnPage(new Set(page), page)], []);
    assert.deepEqual([...toggleRow(new Set(['a']), 'b')], ['a', 'b']);
    assert.deepEqual([...toggleRow(new Set(['a', 'b']), 'a')], ['b']);
  });

  it('reads values by dotted path and ids from the entity id', () => {
    const row = { id: { entityType: 'DEVICE', id: 'd1' }, additionalInfo: { gateway: true }, name: 'T1' };
    assert.equal(valueAt(row, 'additionalInfo.gateway'), true);
    assert.equal(valueAt(row, 'additionalInfo.missing.deeper'), undefined);
    assert.equal(entityRowId(row, 3), 'd1');
    assert.equal(entityRowId({ id: 7 }, 3), '7');
    assert.equal(entityRowId({}, 3), '#3');
  });

  it('formats times as yyyy-MM-dd HH:mm:ss and leaves missing values empty', () => {
    const ms = new Date(2026, 0, 5, 7, 8, 9).getTime();
    assert.equal(formatDateTime(ms), '2026-01-05 07:08:09');
    assert.equal(cellText(ms, 'time'), '2026-01-05 07:08:09');
    assert.equal(cellText(undefined), '');
    assert.equal(cellText('<b>x</b>'), '<b>x</b>');
    assert.equal(cellText({ a: 1 }), '{"a":1}');
    assert.equal(formatDateTime(Number.NaN), '');
  });

  it('formats a time as the time window formats it for the local zone, across a year of instants', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const ms = start + i * 4_380_017;
      assert.equal(formatDateTime(ms), formatInstant(ms, null));
    }
  });

  it('lays out columns on a grid that scrolls sideways below the sum of its floors', () => {
    assert.equal(gridTemplate(['lg', undefined, 'xs'], true), '3rem minmax(13rem, 2fr) minmax(11rem, 1.5fr) minmax(4rem, 0.5fr)');
    assert.equal(gridMinWidthRem(['lg', undefined, 'xs'], true), 31);
    assert.equal(gridTemplate(['xl'], false), 'minmax(15rem, 2.5fr)');
    assert.equal(gridMinWidthRem(['xl'], false), 15);
    assert.equal(gridMinWidthRem(['sm'], false), 7);
  });

  it('gives devices the created time, name, profile, label, customer, public and gateway columns, sortable where the server sorts', () => {
    const devices = columnsFor('DEVICE');
    assert.deepEqual(devices.map((c) => c.key), ['createdTime', 'name', 'deviceProfileName', 'label', 'customerTitle', 'customerIsPublic', 'additionalInfo.gateway']);
    assert.deepEqual(devices.map(sortPropertyOf).filter(Boolean), ['createdTime', 'name', 'deviceProfileName', 'label', 'customerTitle']);
    assert.deepEqual(columnsFor('UNKNOWN').map((c) => c.key), ['createdTime', 'name']);
  });

  it('keeps the title of an unsortable 4 rem (xs) column, such as the row buttons, for screen readers only', () => {
    assert.equal(titleShown({ key: '_actions', title: 'Actions', size: 'xs' }), false);
    assert.equal(titleShown({ key: 'n', title: 'No.', size: 'xs', sortable: true }), true);
    assert.equal(titleShown({ key: 'name', title: 'Name' }), true);
    assert.equal(titleShown({ key: '_actions', title: 'Actions', size: 'xs', hideTitle: false }), true);
    assert.equal(titleShown({ key: '_actions', title: 'Actions', size: 'lg', hideTitle: true }), false);
  });
});

function page<T>(data: T[], totalElements = data.length): PageData<T> {
  return { data, totalPages: Math.ceil(totalElements / 10), totalElements, hasNext: false };
}

describe('entity table store', () => {
  it('abandons a request when the state changes before it answers and keeps only the latest page', async () => {
    const calls: Array<{ link: PageLink; signal: AbortSignal; answer: (p: PageData<string>) => void }> = [];
    const store = createEntityTableStore<string>(
      (link, signal) => new Promise((resolve) => calls.push({ link, signal, answer: resolve })),
      defaultTableState(rules),
    );
    store.reload();
    store.setState({ ...defaultTableState(rules), textSearch: 'a' });
    store.setState({ ...defaultTableState(rules), textSearch: 'ab' });
    assert.deepEqual(calls.map((c) => [c.link.textSearch, c.signal.aborted]), [[null, true], ['a', true], ['ab', false]]);
    calls[2]!.answer(page(['ab']));
    calls[0]!.answer(page(['stale']));
    await Promise.resolve();
    await Promise.resolve();
    assert.deepEqual(store.$result.get(), { status: 'loaded', page: page(['ab']), error: null });
  });

  it('clears the selection when the page changes, not when the same state is set again', async () => {
    const store = createEntityTableStore<string>(async () => page(['a']), defaultTableState(rules));
    store.select(new Set(['a']));
    store.setState(defaultTableState(rules));
    assert.equal(store.$selection.get().size, 1);
    store.setState({ ...defaultTableState(rules), page: 1 });
    assert.equal(store.$selection.get().size, 0);
  });

  it('keeps only the selected rows still on the page after a reload', async () => {
    let rows = ['a', 'b', 'c'];
    const store = createEntityTableStore<string>(async () => page(rows), defaultTableState(rules), (row) => row);
    store.reload();
    await new Promise((resolve) => setImmediate(resolve));
    store.select(new Set(['a', 'c']));
    rows = ['b', 'c'];
    store.reload();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual([...store.$selection.get()], ['c']);
  });

  it('keeps the last page and reports the server message when a request fails', async () => {
    let fail = false;
    const store = createEntityTableStore<string>(async () => {
      if (fail) throw new Error('Invalid sort property: secret');
      return page(['a']);
    }, defaultTableState(rules));
    store.reload();
    await new Promise((resolve) => setImmediate(resolve));
    fail = true;
    store.reload();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(store.$result.get(), { status: 'error', page: page(['a']), error: 'Invalid sort property: secret' });
  });

  it('moves to the last page when the requested one lies past the end', async () => {
    const links: PageLink[] = [];
    const store = createEntityTableStore<number>(async (link) => {
      links.push(link);
      return link.page > 5 ? page([], 57) : page([1, 2, 3, 4, 5, 6, 7], 57);
    }, { ...defaultTableState(rules), page: 9 });
    store.reload();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(links.map((l) => l.page), [9, 5]);
    assert.equal(store.$state.get().page, 5);
    assert.equal(store.$result.get().page?.data.length, 7);
  });
});
