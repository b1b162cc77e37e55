import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_SORT_ORDER,
  fetchAllPages,
  nextPageLink,
  pageLink,
  pageLinkQuery,
  timePageLink,
  toQuery,
  type PageData,
  type PageLink,
} from '../../sdk/page-link.js';

function pageOf<T>(data: T[], hasNext: boolean): PageData<T> {
  return { data, totalPages: 0, totalElements: 0, hasNext };
}

describe('page links', () => {
  it('sorts by createdTime descending by default', () => {
    assert.deepEqual(DEFAULT_SORT_ORDER, { property: 'createdTime', direction: 'DESC' });
    assert.deepEqual(pageLink(10), {
      pageSize: 10,
      page: 0,
      textSearch: null,
      sortOrder: { property: 'createdTime', direction: 'DESC' },
    });
  });

  it('writes pageSize and page, then the sort', () => {
    assert.equal(toQuery(pageLink(10)), '?pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC');
  });

  it('leaves out the sort when there is none and the search when it is empty', () => {
    assert.equal(toQuery(pageLink(20, 3, '', null)), '?pageSize=20&page=3');
    assert.equal(toQuery({ pageSize: 5, page: 1 }), '?pageSize=5&page=1');
  });

  it('encodes the search text but not the sort property', () => {
    const link = pageLink(10, 0, 'a b&c/é', { property: 'customer/title', direction: 'ASC' });
    assert.equal(
      toQuery(link),
      '?pageSize=10&page=0&textSearch=a%20b%26c%2F%C3%A9&sortProperty=customer/title&sortOrder=ASC',
    );
  });

  it('adds startTime and endTime only when truthy', () => {
    assert.equal(
      toQuery(timePageLink(10, 0, null, null, 1000, 2000)),
      '?pageSize=10&page=0&startTime=1000&endTime=2000',
    );
    assert.equal(toQuery(timePageLink(10, 0, null, null, 0, 2000)), '?pageSize=10&page=0&endTime=2000');
    assert.equal(toQuery(timePageLink(10, 0, null, null, 1000, null)), '?pageSize=10&page=0&startTime=1000');
    assert.equal(toQuery(timePageLink(10)), '?pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC');
  });

  it('turns a link into an openapi-fetch query with the same members', () => {
    assert.deepEqual(pageLinkQuery(timePageLink(10, 2, 'x y', { property: 'name', direction: 'ASC' }, 5, 6)), {
      pageSize: 10,
      page: 2,
      textSearch: 'x y',
      sortProperty: 'name',
      sortOrder: 'ASC',
      startTime: 5,
      endTime: 6,
    });
    assert.deepEqual(pageLinkQuery(pageLink(10, 0, '', null)), { pageSize: 10, page: 0 });
  });

  it('moves to the next page without changing the link it was given', () => {
    const link = pageLink(10, 1);
    assert.equal(nextPageLink(link).page, 2);
    assert.equal(link.page, 1);
  });
});

describe('fetchAllPages', () => {
  it('fetches 100 at a time when the page size is -1 and follows hasNext', async () => {
    const seen: PageLink[] = [];
    const pages = [pageOf([1, 2], true), pageOf([3, 4], true), pageOf([5], false)];
    const items = await fetchAllPages(async (link) => {
      seen.push(link);
      return pages[link.page] as PageData<number>;
    }, pageLink(-1, 0, 'abc'));
    assert.deepEqual(items, [1, 2, 3, 4, 5]);
    assert.deepEqual(seen.map((link) => [link.pageSize, link.page, link.textSearch]), [
      [100, 0, 'abc'],
      [100, 1, 'abc'],
      [100, 2, 'abc'],
    ]);
  });

  it('keeps a given page size and starting page', async () => {
    const seen: number[][] = [];
    const items = await fetchAllPages(async (link) => {
      seen.push([link.pageSize, link.page]);
      return pageOf([link.page], link.page < 4);
    }, pageLink(7, 2));
    assert.deepEqual(items, [2, 3, 4]);
    assert.deepEqual(seen, [[7, 2], [7, 3], [7, 4]]);
  });

  it('stops on an empty page even if the server claims more', async () => {
    let calls = 0;
    const items = await fetchAllPages(async () => {
      calls += 1;
      return pageOf<number>([], true);
    }, pageLink(-1));
    assert.deepEqual(items, []);
    assert.equal(calls, 1);
  });

  it('stops between pages once aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    await assert.rejects(
      fetchAllPages(async () => {
        calls += 1;
        controller.abort();
        return pageOf([1], true);
      }, pageLink(-1), controller.signal),
      { name: 'AbortError' },
    );
    assert.equal(calls, 1);
  });
});
