import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { EntityColumn } from '../../elements/entity-table/entity-columns.js';
import { liveKeys, liveSubscription, liveValuesOf, mergeLiveValues, rowsInRange, sameIds } from '../../elements/entity-table/live-cells.logic.js';
import type { EntityData } from '../../sdk/realtime/messages.js';

const name: EntityColumn = { key: 'name', title: 'x', kind: 'text', size: 'md' };
const active: EntityColumn = { key: 'active', title: 'x', kind: 'text', size: 'sm', live: { type: 'SERVER_ATTRIBUTE', key: 'active' } };
const temperature: EntityColumn = { key: 'temperature', title: 'x', kind: 'number', size: 'sm', live: { type: 'TIME_SERIES', key: 'temperature' } };
const sameKeyAgain: EntityColumn = { key: 'activeText', title: 'x', kind: 'text', size: 'sm', live: { type: 'SERVER_ATTRIBUTE', key: 'active' } };

function entity(id: string, latest: EntityData['latest']): EntityData {
  return { entityId: { entityType: 'DEVICE', id }, latest, timeseries: null };
}

describe('entity table live cells', () => {
  it('subscribes each live key once and none of the plain columns', () => {
    assert.deepEqual(liveKeys([name, active, temperature, sameKeyAgain]), [
      { type: 'SERVER_ATTRIBUTE', key: 'active' },
      { type: 'TIME_SERIES', key: 'temperature' },
    ]);
    assert.deepEqual(liveKeys([name]), []);
  });

  it('takes the rows the virtualiser renders, inclusive and clipped to the page', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    assert.deepEqual(rowsInRange(ids, 1, 3), ['b', 'c', 'd']);
    assert.deepEqual(rowsInRange(ids, 3, 40), ['d', 'e']);
    assert.deepEqual(rowsInRange(ids, 0, -1), [], 'an empty range (nothing rendered yet)');
    assert.deepEqual(rowsInRange([], 0, 5), []);
    assert.ok(sameIds(['a', 'b'], ['a', 'b']));
    assert.ok(!sameIds(['a', 'b'], ['b', 'a']));
    assert.ok(!sameIds(['a'], ['a', 'b']));
  });

  it('asks for the visible rows only, by id, on one page, with a latest command for their updates', () => {
    const wanted = liveSubscription('DEVICE', ['d1', 'd2'], liveKeys([active]));
    assert.deepEqual(wanted, {
      query: {
        entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: ['d1', 'd2'] },
        pageLink: { pageSize: 2, page: 0 },
        entityFields: [],
        latestValues: [{ type: 'SERVER_ATTRIBUTE', key: 'active' }],
      },
      values: { latestCmd: { keys: [{ type: 'SERVER_ATTRIBUTE', key: 'active' }] } },
    });
    assert.equal(liveSubscription('DEVICE', [], liveKeys([active])), null, 'no row on screen');
    assert.equal(liveSubscription('DEVICE', ['d1'], []), null, 'no live column');
    assert.equal(liveSubscription('', ['d1'], liveKeys([active])), null, 'no entity type');
  });

  it('reads the server\'s text values as booleans and numbers, and a key it holds no value for as null', () => {
    const values = liveValuesOf([
      entity('d1', { SERVER_ATTRIBUTE: { active: { ts: 5, value: 'true' } }, TIME_SERIES: { temperature: { ts: 6, value: '21.5' } } }),
      entity('d2', { SERVER_ATTRIBUTE: { active: { ts: 5, value: 'false' } }, TIME_SERIES: { temperature: { ts: 0, value: '' } } }),
      entity('d3', null),
    ], [name, active, temperature]);
    assert.deepEqual(values.get('d1'), { active: true, temperature: 21.5 });
    assert.deepEqual(values.get('d2'), { active: false, temperature: null });
    assert.deepEqual(values.get('d3'), { active: null, temperature: null });
  });

  it('keeps the earlier object of an unchanged row, so only changed rows are drawn again', () => {
    const earlier = new Map([['d1', { active: true }], ['d2', { active: false }]]);
    const next = mergeLiveValues(earlier, new Map([['d1', { active: true }], ['d2', { active: true }]]));
    assert.equal(next.get('d1'), earlier.get('d1'));
    assert.notEqual(next.get('d2'), earlier.get('d2'));
    assert.deepEqual(next.get('d2'), { active: true });
  });

});
