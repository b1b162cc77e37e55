import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auditPeriod, DEFAULT_AUDIT_TIMEWINDOW } from '../../console/pages/audit-logs/audit-logs.logic.js';
import { canManageEdge, EDGE_EVENTS_TAB, EDGE_RULE_CHAINS_TAB } from '../../console/pages/edges/edge-details.logic.js';
import {
  EDGE_EVENT_STATUS_CLASS, EDGE_EVENTS_PAGE_SIZE, edgeEventsQuery, edgeEventStatus, eventBodyText, hasEventBody, QUEUE_START_TS_KEY, queueStartTsOf,
} from '../../console/pages/edges/edge-events.logic.js';
import { edgeEventStatus as serverStatus } from '../../server/edges/events.js';

describe('edge events', () => {
  it('asks for a page of 20 events within the period, newest first', () => {
    assert.equal(EDGE_EVENTS_PAGE_SIZE, 20);
    assert.deepEqual(edgeEventsQuery(2, { startTime: 1000, endTime: 5000 }), {
      pageSize: 20, page: 2, sortProperty: 'createdTime', sortOrder: 'DESC', startTime: 1000, endTime: 5000,
    });
    assert.equal(edgeEventsQuery(0, { startTime: 0, endTime: 1 }, 5).pageSize, 5);
  });

  it('opens on the last day, like the audit logs', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    assert.deepEqual(auditPeriod(DEFAULT_AUDIT_TIMEWINDOW, now), { startTime: now - 86_400_000, endTime: now });
  });

  it('says DEPLOYED once the queue start time reached the event, PENDING before and when the edge never connected', () => {
    assert.equal(edgeEventStatus(1000, 1000), 'DEPLOYED');
    assert.equal(edgeEventStatus(999, 1000), 'DEPLOYED');
    assert.equal(edgeEventStatus(1001, 1000), 'PENDING');
    assert.equal(edgeEventStatus(1000, null), 'PENDING');
    assert.equal(edgeEventStatus(0, 0), 'PENDING');
    assert.equal(edgeEventStatus(undefined, 5), 'DEPLOYED');
  });

  it('derives the status as the server does', () => {
    for (const [created, queue] of [[1000, 1000], [1001, 1000], [5, null], [0, 0], [10, -1]] as const) {
      assert.equal(edgeEventStatus(created, queue), serverStatus(created, queue), `${created} / ${queue}`);
    }
  });

  it('shows PENDING muted (grey) and DEPLOYED in the deployed token (black, the text colour in dark)', () => {
    assert.deepEqual(EDGE_EVENT_STATUS_CLASS, { PENDING: 'text-text-muted', DEPLOYED: 'font-semibold text-edge-deployed' });
  });

  it('reads the queue start time from the server attributes as a number or numeric text', () => {
    assert.equal(QUEUE_START_TS_KEY, 'queueStartTs');
    assert.equal(queueStartTsOf([{ key: 'active', value: true }, { key: 'queueStartTs', value: 1700000000000 }]), 1700000000000);
    assert.equal(queueStartTsOf([{ key: 'queueStartTs', value: '1700000000000' }]), 1700000000000);
    assert.equal(queueStartTsOf([{ key: 'queueStartTs', value: 'soon' }]), null);
    assert.equal(queueStartTsOf([{ key: 'queueStartTs', value: '' }]), null);
    assert.equal(queueStartTsOf([]), null);
    assert.equal(queueStartTsOf(undefined), null);
  });

  it('offers the body of events that have one, as JSON indented by two spaces', () => {
    assert.equal(hasEventBody({ body: null }), false);
    assert.equal(hasEventBody({}), false);
    assert.equal(hasEventBody({ body: { a: 1 } }), true);
    assert.equal(eventBodyText({ name: '<b>x</b>', n: [1] }), '{\n  "name": "<b>x</b>",\n  "n": [\n    1\n  ]\n}');
    assert.equal(eventBodyText('{"a":1}'), '{\n  "a": 1\n}');
    assert.equal(eventBodyText('not json'), 'not json');
    assert.equal(eventBodyText(false), 'false');
  });

  it('gives the events and rule chains tabs and the sync to tenant administrators only', () => {
    assert.equal(canManageEdge('TENANT_ADMIN'), true);
    assert.equal(canManageEdge('CUSTOMER_USER'), false);
    assert.equal(canManageEdge('SYS_ADMIN'), false);
    assert.equal(canManageEdge(undefined), false);
    assert.deepEqual([EDGE_EVENTS_TAB, EDGE_RULE_CHAINS_TAB], ['edgeEvents', 'edgeRuleChains']);
  });
});
