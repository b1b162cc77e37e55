import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emptyWrapper, type TelemetryPluginCmdsWrapper } from '../../sdk/realtime/commands.js';
import { CommandParseError, parseWrapper } from '../../server/ws/commands.js';

const parses = (wrapper: unknown): boolean => {
  try {
    parseWrapper(JSON.stringify(wrapper));
    return true;
  } catch (err) {
    if (err instanceof CommandParseError) return false;
    throw err;
  }
};

const entityDataFrame = (predicate: unknown, entityFilter: unknown = { type: 'singleEntity' }): TelemetryPluginCmdsWrapper => ({
  ...emptyWrapper(),
  entityDataCmds: [{
    cmdId: 1,
    query: {
      entityFilter: entityFilter as never,
      pageLink: { pageSize: 10, page: 0, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
      latestValues: [{ type: 'TIME_SERIES', key: 'temperature' }],
      keyFilters: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', predicate: predicate as never }],
    },
    latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] },
  }],
});

const numeric = (value: number) => ({ type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: value, userValue: null, dynamicValue: null } });

test('the frame the SDK sends with all nine arrays empty is a valid command wrapper', () => {
  assert.equal(parses(emptyWrapper()), true);
});

test('commands as the SDK declares them pass the schema, nested COMPLEX predicates included', () => {
  const nested = { type: 'COMPLEX', operation: 'OR', predicates: [numeric(1), { type: 'COMPLEX', operation: 'AND', predicates: [numeric(2)] }] };
  assert.equal(parses(entityDataFrame(nested)), true);
  assert.equal(parses({ ...emptyWrapper(), tsSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: 'x', keys: 'a', startTs: 1, timeWindow: 60_000, limit: 10, agg: 'AVG' }] }), true);
});

test('an unknown property is refused anywhere but inside the entity filter', () => {
  assert.equal(parses(entityDataFrame(numeric(1), { type: 'entityList', anything: { goes: true } })), true);
  const deep = { type: 'COMPLEX', operation: 'OR', predicates: [{ type: 'COMPLEX', operation: 'AND', predicates: [{ ...numeric(2), extra: 1 }] }] };
  assert.equal(parses(entityDataFrame(deep)), false);
  assert.equal(parses({ ...emptyWrapper(), unknownCmds: [] }), false);
  assert.equal(parses({ attrSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: 'x', colour: 'red' }] }), false);
});

test('a plain value given as an object or a list is refused', () => {
  assert.equal(parses({ attrSubCmds: [{ cmdId: { n: 1 }, entityType: 'DEVICE', entityId: 'x' }] }), false);
  assert.equal(parses({ historyCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: 'x', keys: ['a'] }] }), false);
  assert.equal(parses({ historyCmds: {} }), false);
});
