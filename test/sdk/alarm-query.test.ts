import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { alarmQueryParams, alarmQueryString, alarmQueryUrl, type AlarmQuery } from '../../sdk/alarm-query.js';
import { entityId } from '../../sdk/entity-id.js';
import { timePageLink } from '../../sdk/page-link.js';

const device = entityId('DEVICE', 'd1');

function query(extra: Partial<AlarmQuery> = {}): AlarmQuery {
  return { affectedEntityId: device, pageLink: timePageLink(10, 0, null, null, 100, 200), ...extra };
}

describe('alarm query string', () => {
  it('starts with the entity type and id followed by the page link query', () => {
    assert.equal(alarmQueryString(query()), '/DEVICE/d1?pageSize=10&page=0&startTime=100&endTime=200');
  });

  it('adds the search status', () => {
    assert.equal(
      alarmQueryString(query({ searchStatus: 'ACTIVE' })),
      '/DEVICE/d1?pageSize=10&page=0&startTime=100&endTime=200&searchStatus=ACTIVE',
    );
  });

  it('adds the status only when there is no search status', () => {
    assert.equal(
      alarmQueryString(query({ status: 'CLEARED_ACK' })),
      '/DEVICE/d1?pageSize=10&page=0&startTime=100&endTime=200&status=CLEARED_ACK',
    );
    assert.equal(
      alarmQueryString(query({ searchStatus: 'ANY', status: 'CLEARED_ACK' })),
      '/DEVICE/d1?pageSize=10&page=0&startTime=100&endTime=200&searchStatus=ANY',
    );
  });

  it('adds fetchOriginator last whenever it is set, also when false', () => {
    assert.equal(
      alarmQueryString(query({ searchStatus: 'UNACK', fetchOriginator: true })),
      '/DEVICE/d1?pageSize=10&page=0&startTime=100&endTime=200&searchStatus=UNACK&fetchOriginator=true',
    );
    assert.equal(
      alarmQueryString(query({ fetchOriginator: false })),
      '/DEVICE/d1?pageSize=10&page=0&startTime=100&endTime=200&fetchOriginator=false',
    );
    assert.equal(alarmQueryString(query({ fetchOriginator: null })), '/DEVICE/d1?pageSize=10&page=0&startTime=100&endTime=200');
  });

  it('builds the full alarm list URL', () => {
    const link = timePageLink(20, 1, 'high temp');
    assert.equal(
      alarmQueryUrl({ affectedEntityId: device, pageLink: link, searchStatus: 'ANY' }),
      '/api/alarm/DEVICE/d1?pageSize=20&page=1&textSearch=high%20temp&sortProperty=createdTime&sortOrder=DESC&searchStatus=ANY',
    );
  });

  it('gives openapi-fetch path and query parameters with the same members', () => {
    assert.deepEqual(alarmQueryParams(query({ status: 'ACTIVE_ACK', fetchOriginator: true })), {
      path: { entityType: 'DEVICE', entityId: 'd1' },
      query: { pageSize: 10, page: 0, startTime: 100, endTime: 200, status: 'ACTIVE_ACK', fetchOriginator: true },
    });
    assert.deepEqual(alarmQueryParams(query({ searchStatus: 'ACK', status: 'ACTIVE_ACK' })).query, {
      pageSize: 10,
      page: 0,
      startTime: 100,
      endTime: 200,
      searchStatus: 'ACK',
    });
  });
});
