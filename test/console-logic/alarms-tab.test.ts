import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALARM_FILTERS,
  ALARM_SEVERITY_BG,
  alarmActions,
  alarmFilterFromSearch,
  alarmListParams,
  appendPage,
  canActOnAlarms,
  detailsText,
  statusAfter,
  withAction,
  type AlarmRecord,
} from '../../console/pages/entity-details/alarms.logic.js';
import { alarmQueryUrl } from '../../sdk/alarm-query.js';
import { timePageLink } from '../../sdk/page-link.js';

const DEVICE = { entityType: 'DEVICE' as const, id: 'd1' };

function alarm(id: string, status: AlarmRecord['status'], severity: AlarmRecord['severity'] = 'MAJOR'): AlarmRecord {
  return { id: { entityType: 'ALARM', id }, createdTime: 1, type: `High ${id}`, originator: { entityType: 'DEVICE', id: 'd1' }, severity, status, ackTs: 0, clearTs: 0 };
}

describe('alarms tab rules', () => {
  it('offers the spec\'s five search statuses, any first, and reads the filter from the address', () => {
    assert.deepEqual(ALARM_FILTERS, ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK']);
    assert.equal(alarmFilterFromSearch({}), 'ANY');
    assert.equal(alarmFilterFromSearch({ status: 'UNACK' }), 'UNACK');
    assert.equal(alarmFilterFromSearch({ status: 'ACTIVE_UNACK' }), 'ANY');
  });

  it('asks for a page of the entity\'s alarms newest first with the filter as searchStatus', () => {
    const params = alarmListParams(DEVICE, 'ACTIVE', 2);
    assert.deepEqual(params.path, { entityType: 'DEVICE', entityId: 'd1' });
    assert.deepEqual(params.query, { pageSize: 20, page: 2, sortProperty: 'createdTime', sortOrder: 'DESC', searchStatus: 'ACTIVE' });
    assert.equal(
      alarmQueryUrl({ affectedEntityId: DEVICE, pageLink: timePageLink(20, 2), searchStatus: 'ACTIVE' }),
      '/api/alarm/DEVICE/d1?pageSize=20&page=2&sortProperty=createdTime&sortOrder=DESC&searchStatus=ACTIVE',
    );
    for (const filter of ALARM_FILTERS) assert.equal(alarmListParams(DEVICE, filter, 0).query.searchStatus, filter);
  });

  it('offers acknowledge while unacknowledged and clear while active', () => {
    assert.deepEqual(alarmActions('ACTIVE_UNACK'), ['ack', 'clear']);
    assert.deepEqual(alarmActions('ACTIVE_ACK'), ['clear']);
    assert.deepEqual(alarmActions('CLEARED_UNACK'), ['ack']);
    assert.deepEqual(alarmActions('CLEARED_ACK'), []);
  });

  it('moves an alarm to the status its action reaches, with the action\'s time', () => {
    assert.equal(statusAfter('ACTIVE_UNACK', 'ack'), 'ACTIVE_ACK');
    assert.equal(statusAfter('ACTIVE_UNACK', 'clear'), 'CLEARED_UNACK');
    assert.equal(statusAfter('ACTIVE_ACK', 'clear'), 'CLEARED_ACK');
    assert.equal(statusAfter('CLEARED_UNACK', 'ack'), 'CLEARED_ACK');
    const [first, second] = withAction([alarm('a', 'ACTIVE_UNACK'), alarm('b', 'ACTIVE_UNACK')], 'b', 'ack', 500);
    assert.equal(first!.status, 'ACTIVE_UNACK');
    assert.deepEqual([second!.status, second!.ackTs, second!.clearTs], ['ACTIVE_ACK', 500, 0]);
    const [cleared] = withAction([alarm('a', 'ACTIVE_ACK')], 'a', 'clear', 700);
    assert.deepEqual([cleared!.status, cleared!.clearTs], ['CLEARED_ACK', 700]);
  });

  it('lets tenant administrators and customer users act on alarms, nobody else', () => {
    assert.equal(canActOnAlarms('TENANT_ADMIN'), true);
    assert.equal(canActOnAlarms('CUSTOMER_USER'), true);
    assert.equal(canActOnAlarms('SYS_ADMIN'), false);
    assert.equal(canActOnAlarms(undefined), false);
  });

  it('appends a further page without repeating alarms already shown', () => {
    const shown = appendPage([alarm('a', 'ACTIVE_UNACK'), alarm('b', 'ACTIVE_UNACK')], [alarm('b', 'ACTIVE_UNACK'), alarm('c', 'CLEARED_ACK')]);
    assert.deepEqual(shown.map((a) => a.id?.id), ['a', 'b', 'c']);
  });

  it('colours each severity with its own token and shows details as text', () => {
    assert.deepEqual(Object.values(ALARM_SEVERITY_BG), ['bg-severity-critical', 'bg-severity-major', 'bg-severity-minor', 'bg-severity-warning', 'bg-severity-indeterminate']);
    assert.equal(detailsText(undefined), '');
    assert.equal(detailsText({}), '');
    assert.equal(detailsText('<b>hot</b>'), '<b>hot</b>');
    assert.equal(detailsText({ temperature: 42 }), '{"temperature":42}');
  });
});
