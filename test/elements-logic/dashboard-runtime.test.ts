import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MINUTE_MS as MINUTE, SECOND_MS as SECOND } from '../../sdk/catalogues/timewindow.js';
import { NULL_UUID } from '../../sdk/entity-id.js';
import type { AlarmDataSubscriptionOptions, EntityCountSubscriptionOptions, EntityDataSubscriptionOptions } from '../../sdk/realtime/query-subscriptions.js';
import type { AlarmData, EntityData, EntityDataUpdate, PageData } from '../../sdk/realtime/messages.js';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import type { AliasContext } from '../../elements/dashboard/model/aliases.logic.js';
import type { Dashboard } from '../../elements/dashboard/model/dashboard.types.js';
import { createFrameBatch, frameWait, MIN_FRAME_INTERVAL_MS } from '../../elements/dashboard/runtime/frame-batch.js';
import {
  ALARM_PAGE_SIZE, alarmsNewestFirst, mergePoints, MIN_WINDOW_TICK_MS, numericValue, findRpcTargetDevice, rpcTarget, SERIES_PALETTE, seriesColor,
  startWidgetRuntime, widgetPlan, widgetWindow, type DashboardChannel, type DashboardClock,
} from '../../elements/dashboard/runtime/index.js';

/** Tuesday 24 November 2026, 04:30:10.400 UTC. */
const NOW = Date.UTC(2026, 10, 24, 4, 30, 10, 400);
const T1 = 'device-t1';
const T2 = 'device-t2';
const user: AliasContext['user'] = { authority: 'TENANT_ADMIN', tenantId: 'tenant-1', customerId: NULL_UUID, userId: 'user-1' };
const clock: DashboardClock = { nowMs: NOW, serverOffsetMs: 0, maxDatapointsLimit: 50000 };

const key = (name: string, type: string, extra: Record<string, unknown> = {}) => ({ name, type, label: name, ...extra });
const source = (aliasId: string, dataKeys: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'entity', entityAliasId: aliasId, dataKeys, ...extra });

function dashboard(widgets: Record<string, unknown>[], timewindow?: unknown): Dashboard {
  const { dashboard: d, problems } = normaliseDashboard({
    title: 'Thermostats',
    configuration: {
      widgets: Object.fromEntries(widgets.map((w, i) => [`w${i}`, { id: `w${i}`, bundleAlias: 'cards', typeAlias: 't', type: 'latest', sizeX: 8, sizeY: 6, row: 0, col: 0, ...w }])),
      entityAliases: {
        both: { id: 'both', alias: 'Thermostats', filter: { type: 'entityList', resolveMultiple: true, entityType: 'DEVICE', entityList: [T1, T2] } },
        t1: { id: 't1', alias: 'Thermostat T1', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: T1 } } },
        current: { id: 'current', alias: 'Current', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null } },
      },
      ...(timewindow ? { timewindow } : {}),
    },
  }, { now: NOW, maxDatapointsLimit: 50000 });
  assert.deepEqual(problems.filter((p) => p.key !== 'dashboard.model.unknown-reference'), []);
  return d;
}

function planOf(d: Dashboard, id = 'w0', ctx: AliasContext = { user }, c: DashboardClock = clock) {
  const widget = d.configuration.widgets[id]!;
  return { widget, plan: widgetPlan(widget, { config: d.configuration, alias: ctx, window: widgetWindow(widget, d.configuration.timewindow, c) }) };
}

/** A realtime channel the test answers by hand. */
function fakeChannel() {
  const entity: EntityDataSubscriptionOptions[] = [];
  const alarms: AlarmDataSubscriptionOptions[] = [];
  const counts: EntityCountSubscriptionOptions[] = [];
  const ended: string[] = [];
  const sub = (name: string) => ({ active: true, cmdId: 1, unsubscribe: () => ended.push(name) });
  const channel: DashboardChannel = {
    subscribeEntityData: (o) => (entity.push(o), { ...sub(`entity ${entity.length}`), page: null, update: () => {}, setQuery: () => {} }),
    subscribeAlarmData: (o) => (alarms.push(o), { ...sub(`alarms ${alarms.length}`), page: null }),
    subscribeEntityCount: (o) => (counts.push(o), sub(`count ${counts.length}`)),
  };
  return { channel, entity, alarms, counts, ended };
}

const row = (id: string, name: string, latest: Record<string, Record<string, { ts: number; value: string }>> = {}, timeseries: EntityData['timeseries'] = null): EntityData => ({
  entityId: { entityType: 'DEVICE', id }, latest: { ENTITY_FIELD: { name: { ts: NOW, value: name }, label: { ts: NOW, value: `${name} label` } }, ...latest }, timeseries,
});
const page = (data: EntityData[]): PageData<EntityData> => ({ data, totalPages: 1, totalElements: data.length, hasNext: false });
const dataMessage = (p: PageData<EntityData>): EntityDataUpdate => ({ cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: p, update: null });
const updateMessage = (update: EntityData[]): EntityDataUpdate => ({ cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: null, update });

describe('widget plan: latest-value widgets', () => {
  it('queries the alias with the keys as latest values, then subscribes them with a latestCmd', () => {
    const d = dashboard([{ config: { datasources: [source('both', [key('temperature', 'timeseries'), key('active', 'attribute'), key('label', 'entityField')])] } }]);
    const { plan } = planOf(d);
    const [first] = plan.sources;
    assert.equal(first?.kind, 'entity');
    if (first?.kind !== 'entity') return;
    assert.deepEqual(first.query.entityFilter, { type: 'entityList', entityType: 'DEVICE', entityList: [T1, T2] });
    assert.equal(first.query.pageLink.pageSize, 1024);
    assert.deepEqual(first.values, { latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }, { type: 'ATTRIBUTE', key: 'active' }] } });
    assert.equal(first.name, 'Thermostats');
    assert.equal(plan.window, null);
  });

  it('asks one entity of a single-entity alias and takes the widget page size for many', () => {
    const d = dashboard([
      { config: { datasources: [source('t1', [key('temperature', 'timeseries')])] } },
      { config: { pageSize: 10, datasources: [source('both', [key('temperature', 'timeseries')], { name: 'Mine' })] } },
    ]);
    const single = planOf(d).plan.sources[0];
    const paged = planOf(d, 'w1').plan.sources[0];
    assert.equal(single?.kind === 'entity' && single.query.pageLink.pageSize, 1);
    assert.equal(paged?.kind === 'entity' && paged.query.pageLink.pageSize, 10);
    assert.equal(paged?.name, 'Mine');
  });

  it('names the reason a datasource stands for no entity', () => {
    const d = dashboard([{ config: { datasources: [source('current', [key('temperature', 'timeseries')])] } }]);
    assert.deepEqual(planOf(d).plan.sources.map((s) => s.kind === 'none' && s.reason), ['dashboard:widget.no-state-entity']);
    const inState = planOf(d, 'w0', { user, stateParams: { entityId: { entityType: 'DEVICE', id: T2 }, entityName: 'T2' } }).plan.sources[0];
    assert.deepEqual(inState?.kind === 'entity' && inState.query.entityFilter, { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: T2 } });
  });
});

describe('widget plan: time-series widgets (shared-controls §4–§5)', () => {
  it('reads the realtime minute by the second: window aligned down to the interval, 60 points, AVG', () => {
    const d = dashboard([{ type: 'timeseries', config: { datasources: [source('both', [key('temperature', 'timeseries'), key('humidity', 'timeseries')])] } }]);
    const { plan } = planOf(d);
    const first = plan.sources[0];
    assert.ok(first?.kind === 'entity');
    const start = Math.floor((NOW - MINUTE) / SECOND) * SECOND;
    assert.deepEqual(first.values, {
      tsCmd: { keys: ['temperature', 'humidity'], startTs: start, timeWindow: MINUTE + SECOND, interval: SECOND, limit: 61, agg: 'AVG', fetchLatestPreviousPoint: false },
    });
    assert.deepEqual(first.query.latestValues, []);
  });

  it('adds the server clock offset before aligning the start', () => {
    const d = dashboard([{ type: 'timeseries', config: { datasources: [source('t1', [key('temperature', 'timeseries')])] } }]);
    const { plan } = planOf(d, 'w0', { user }, { ...clock, serverOffsetMs: 2500 });
    const first = plan.sources[0];
    assert.ok(first?.kind === 'entity');
    assert.equal(first.values?.tsCmd?.startTs, Math.floor((NOW + 2500 - MINUTE) / SECOND) * SECOND);
  });

  it('reads a history window once with a historyCmd, the interval raised to the window over 500 in whole seconds', () => {
    const tw = { selectedTab: 1, history: { historyType: 0, timewindowMs: 24 * 60 * MINUTE, interval: SECOND }, aggregation: { type: 'MAX', limit: 200 } };
    const d = dashboard([{ type: 'timeseries', config: { datasources: [source('t1', [key('temperature', 'timeseries')])] } }], tw);
    const first = planOf(d).plan.sources[0];
    assert.ok(first?.kind === 'entity');
    const cmd = first.values?.historyCmd;
    assert.ok(cmd);
    assert.equal(cmd.endTs - cmd.startTs, 24 * 60 * MINUTE);
    assert.equal(cmd.interval, 173 * SECOND);
    assert.equal(cmd.agg, 'MAX');
    assert.equal(cmd.limit, Math.ceil((24 * 60 * MINUTE) / (173 * SECOND)));
    assert.equal(cmd.limit, 500);
  });

  it('uses the widget\'s own time window when it does not follow the dashboard, and raw values for state charts', () => {
    const own = { realtime: { realtimeType: 0, timewindowMs: 5 * MINUTE, interval: 5 * SECOND }, aggregation: { type: 'NONE', limit: 300 } };
    const d = dashboard([
      { type: 'timeseries', config: { useDashboardTimewindow: false, timewindow: own, datasources: [source('t1', [key('t', 'timeseries')])] } },
      { type: 'timeseries', bundleAlias: 'charts', typeAlias: 'state_chart', config: { datasources: [source('t1', [key('running', 'timeseries')])] } },
    ]);
    const ownCmd = planOf(d).plan.sources[0];
    assert.ok(ownCmd?.kind === 'entity');
    assert.equal(ownCmd.values?.tsCmd?.agg, 'NONE');
    assert.equal(ownCmd.values?.tsCmd?.limit, 300);
    assert.equal(ownCmd.values?.tsCmd?.timeWindow, 5 * MINUTE + SECOND, 'the aligned window grows by one interval');
    const state = planOf(d, 'w1').plan.sources[0];
    assert.ok(state?.kind === 'entity');
    assert.equal(state.values?.tsCmd?.agg, 'NONE');
  });
});

describe('widget plan: alarm widgets', () => {
  it('queries alarms of the alias: newest first, the widget lists, alarm fields, and the realtime window length', () => {
    const d = dashboard([{
      type: 'alarm',
      config: {
        alarmSource: source('both', [key('createdTime', 'alarm'), key('severity', 'alarm')]),
        alarmStatusList: ['ACTIVE'], alarmSeverityList: ['CRITICAL', 'MAJOR'], alarmTypeList: ['High temperature'], searchPropagatedAlarms: true,
      },
    }]);
    const { plan } = planOf(d);
    assert.equal(plan.sources.length, 0);
    assert.ok(plan.alarm?.kind === 'alarm');
    const { query } = plan.alarm;
    assert.deepEqual(query.alarmFields, [{ type: 'ALARM_FIELD', key: 'createdTime' }, { type: 'ALARM_FIELD', key: 'severity' }]);
    assert.deepEqual(query.pageLink, {
      pageSize: ALARM_PAGE_SIZE, page: 0, textSearch: null, sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
      statusList: ['ACTIVE'], severityList: ['CRITICAL', 'MAJOR'], typeList: ['High temperature'], searchPropagatedAlarms: true, timeWindow: MINUTE,
    });
    assert.equal(ALARM_PAGE_SIZE, 1024);
  });

  it('bounds a history alarm query by start and end', () => {
    const tw = { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: 1000, endTimeMs: 5000 } } };
    const d = dashboard([{ type: 'alarm', config: { alarmSource: source('t1', []) } }], tw);
    const { plan } = planOf(d);
    assert.ok(plan.alarm?.kind === 'alarm');
    assert.equal(plan.alarm.query.pageLink.startTs, 1000);
    assert.equal(plan.alarm.query.pageLink.endTs, 5000);
    assert.equal(plan.alarm.query.pageLink.timeWindow, undefined);
  });
});

describe('RPC target device', () => {
  const aliases = {
    thermostats: { id: 'thermostats', alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: false, deviceType: 'thermostat', deviceNameFilter: '' } },
    named: { id: 'named', alias: 'Pumps', filter: { type: 'entityName', resolveMultiple: true, entityType: 'DEVICE', entityNameFilter: 'Pump' } },
    related: { id: 'related', alias: 'In building', filter: { type: 'relationsQuery', resolveMultiple: true, rootStateEntity: false, rootEntity: { entityType: 'ASSET', id: 'b1' }, direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: ['ASSET', 'DEVICE'] }] } },
    assets: { id: 'assets', alias: 'Buildings', filter: { type: 'entityList', resolveMultiple: true, entityType: 'ASSET', entityList: ['b1'] } },
  };
  function rpcDashboard() {
    const { dashboard: d } = normaliseDashboard({
      title: 'Controls',
      configuration: {
        widgets: Object.fromEntries(['t1', 'both', 'thermostats', 'named', 'related', 'assets', 'current'].map((a) => [a, { id: a, bundleAlias: 'control_widgets', typeAlias: 'switch_control', type: 'rpc', sizeX: 4, sizeY: 2, config: { targetDeviceAliasIds: [a] } }])),
        entityAliases: {
          ...aliases,
          both: { id: 'both', alias: 'Thermostats', filter: { type: 'entityList', resolveMultiple: true, entityType: 'DEVICE', entityList: [T1, T2] } },
          t1: { id: 't1', alias: 'Thermostat T1', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: T1 } } },
          current: { id: 'current', alias: 'Current', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null } },
        },
      },
    }, { now: NOW, maxDatapointsLimit: 50000 });
    return d;
  }

  it('is the device a single-entity or entity-list alias names, none for other entity types or no alias', () => {
    const d = dashboard([{ type: 'rpc', config: { targetDeviceAliasIds: ['t1'] } }, { type: 'rpc', config: { targetDeviceAliasIds: ['both'] } }, { type: 'rpc', config: {} }]);
    const targets = ['w0', 'w1', 'w2'].map((id) => rpcTarget(d.configuration.widgets[id]!, d.configuration, { user }));
    assert.deepEqual(targets, [{ kind: 'device', id: T1 }, { kind: 'device', id: T1 }, null]);
    const rd = rpcDashboard();
    assert.equal(rpcTarget(rd.configuration.widgets.assets!, rd.configuration, { user }), null);
    assert.equal(rpcTarget(rd.configuration.widgets.current!, rd.configuration, { user }), null, 'no state entity');
  });

  it('queries any other alias as its widgets read it: device type, entity name, relations query, state entity', () => {
    const rd = rpcDashboard();
    const target = (id: string, ctx: AliasContext = { user }) => rpcTarget(rd.configuration.widgets[id]!, rd.configuration, ctx);
    assert.deepEqual(target('thermostats'), {
      kind: 'query',
      query: { entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' }, pageLink: { pageSize: 1, page: 0 }, entityFields: [], latestValues: [] },
    });
    const named = target('named');
    assert.equal(named?.kind === 'query' && named.query.pageLink.pageSize, 1024);
    assert.deepEqual(named?.kind === 'query' && named.query.entityFilter, { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Pump' });
    const related = target('related');
    assert.equal(related?.kind === 'query' && related.query.entityFilter.type, 'relationsQuery');
    assert.deepEqual(target('current', { user, stateParams: { entityId: { entityType: 'DEVICE', id: T2 } } }), { kind: 'device', id: T2 });
  });

  it('takes the first device of the entities the server finds, and says why when the query fails', async () => {
    const rd = rpcDashboard();
    const asked: Array<[string, Record<string, unknown>]> = [];
    const answering = (data: unknown) => ({ post: async (path: string, body: Record<string, unknown>) => (asked.push([path, body]), { ok: true as const, data }) });
    const rows = { data: [{ entityId: { entityType: 'ASSET', id: 'floor-1' } }, { entityId: { entityType: 'DEVICE', id: 'pump-7' } }], totalPages: 1, totalElements: 2, hasNext: false };
    assert.equal(await findRpcTargetDevice(answering(rows), rd.configuration.widgets.related!, rd.configuration, { user }), 'pump-7');
    assert.equal(asked[0]![0], '/api/entitiesQuery/find');
    assert.equal((asked[0]![1].entityFilter as { type: string }).type, 'relationsQuery');
    assert.equal(await findRpcTargetDevice(answering({ data: [{ entityId: { entityType: 'ASSET', id: 'floor-1' } }] }), rd.configuration.widgets.related!, rd.configuration, { user }), null);
    assert.equal(await findRpcTargetDevice(answering(null), rd.configuration.widgets.t1!, rd.configuration, { user }), T1);
    assert.equal(asked.length, 2, 'a device the alias names needs no query');
    const failing = { post: async () => ({ ok: false as const, message: 'Access is denied' }) };
    await assert.rejects(findRpcTargetDevice(failing, rd.configuration.widgets.named!, rd.configuration, { user }), /Access is denied/);
  });
});

describe('points and values', () => {
  it('reads numbers, numeric text and booleans; anything else is NaN', () => {
    assert.equal(numericValue('21.5'), 21.5);
    assert.equal(numericValue(3), 3);
    assert.equal(numericValue('true'), 1);
    assert.equal(numericValue('false'), 0);
    assert.ok(Number.isNaN(numericValue('hot')));
    assert.ok(Number.isNaN(numericValue('')));
    assert.ok(Number.isNaN(numericValue(null)));
  });

  it('merges newest-first reads oldest first, one point per time, none before the window', () => {
    const merged = mergePoints({ ts: [10, 20], values: [1, 2] }, [{ ts: 40, value: '4' }, { ts: 20, value: '22' }, { ts: 30, value: 'x' }, { ts: 5, value: '0' }], 10);
    assert.deepEqual(merged.ts, [10, 20, 30, 40]);
    assert.deepEqual(merged.values.slice(0, 2), [1, 22]);
    assert.ok(Number.isNaN(merged.values[2]!));
    assert.deepEqual(mergePoints(merged, [{ ts: 50, value: '5' }], 30), { ts: [30, 40, 50], values: [NaN, 4, 5] });
  });

  it('colours keys by their own colour, else the palette in order', () => {
    assert.equal(seriesColor({ name: 'a', type: 'timeseries', color: '#123456' }, 0), '#123456');
    assert.equal(seriesColor({ name: 'a', type: 'timeseries' }, 1), SERIES_PALETTE[1]);
    assert.equal(seriesColor({ name: 'a', type: 'timeseries' }, SERIES_PALETTE.length), SERIES_PALETTE[0]);
  });

  it('orders alarms newest first', () => {
    const alarms = [5, 9, 1].map((createdTime) => ({ createdTime }) as AlarmData);
    assert.deepEqual(alarmsNewestFirst(alarms).map((a) => a.createdTime), [9, 5, 1]);
  });
});

describe('widget runtime', () => {
  const noTimers = { setInterval: () => 0, clearInterval: () => {} };

  it('shows latest rows per entity with cells in data-key order, then follows updates', () => {
    const d = dashboard([{ config: { datasources: [source('both', [key('temperature', 'timeseries'), key('label', 'entityField'), key('active', 'attribute')])] } }]);
    const { widget, plan } = planOf(d);
    const fake = fakeChannel();
    const runtime = startWidgetRuntime({ plan, timeseries: false, channel: fake.channel, now: () => NOW, timers: noTimers });
    assert.equal(runtime.$data.get().status, 'loading');
    const first = page([row(T1, 'T1', { TIME_SERIES: { temperature: { ts: 5, value: '21.5' } } }), row(T2, 'T2', { TIME_SERIES: { temperature: { ts: 0, value: '' } } })]);
    fake.entity[0]!.onData!(first, first.data, dataMessage(first));
    const data = runtime.$data.get();
    assert.equal(data.status, 'ready');
    assert.deepEqual(data.latest.map((r) => [r.entity?.name, r.datasourceName, ...r.cells.map((c) => c.value)]), [
      ['T1', 'Thermostats', '21.5', 'T1 label', null],
      ['T2', 'Thermostats', null, 'T2 label', null],
    ]);
    assert.deepEqual(data.latest[0]!.cells.map((c) => c.key.name), ['temperature', 'label', 'active']);
    first.data[1]!.latest!.TIME_SERIES = { temperature: { ts: 9, value: '19' } };
    fake.entity[0]!.onData!(first, [first.data[1]!], updateMessage([first.data[1]!]));
    assert.equal(runtime.$data.get().latest[1]!.cells[0]!.value, '19');
    assert.equal(widget.id, 'w0');
    runtime.stop();
    assert.deepEqual(fake.ended, ['entity 1']);
  });

  it('holds updates until the next frame and sets the store once for all of them; a stopped widget draws nothing more', () => {
    const frames: Array<() => void> = [];
    const batch = createFrameBatch((callback) => frames.push(callback));
    const d = dashboard([{ config: { datasources: [source('both', [key('temperature', 'timeseries')])] } }]);
    const fake = fakeChannel();
    const runtime = startWidgetRuntime({ plan: planOf(d).plan, timeseries: false, channel: fake.channel, now: () => NOW, timers: noTimers, frames: batch });
    let sets = 0;
    const off = runtime.$data.listen(() => (sets += 1));
    const first = page([row(T1, 'T1', { TIME_SERIES: { temperature: { ts: 5, value: '21.5' } } })]);
    fake.entity[0]!.onData!(first, first.data, dataMessage(first));
    for (const value of ['22', '22.5', '23']) {
      first.data[0]!.latest!.TIME_SERIES = { temperature: { ts: 9, value } };
      fake.entity[0]!.onData!(first, [first.data[0]!], updateMessage([first.data[0]!]));
    }
    assert.equal(runtime.$data.get().status, 'loading', 'nothing shows before the frame');
    assert.equal(frames.length, 1, 'one frame asked for four messages');
    frames.shift()!();
    assert.equal(sets, 1);
    assert.equal(runtime.$data.get().latest[0]!.cells[0]!.value, '23');
    first.data[0]!.latest!.TIME_SERIES = { temperature: { ts: 10, value: '24' } };
    fake.entity[0]!.onData!(first, [first.data[0]!], updateMessage([first.data[0]!]));
    runtime.stop();
    frames.shift()?.();
    assert.equal(sets, 1, 'the update pending when the widget stopped is dropped');
    off();
  });

  it('runs a callback scheduled many times once per frame, and at once where there are no frames', () => {
    const frames: Array<() => void> = [];
    const batch = createFrameBatch((callback) => frames.push(callback));
    const runs: string[] = [];
    const a = () => runs.push('a');
    const b = () => runs.push('b');
    batch.schedule(a);
    batch.schedule(b);
    batch.schedule(a);
    assert.deepEqual(runs, []);
    assert.equal(frames.length, 1);
    frames.shift()!();
    assert.deepEqual(runs, ['a', 'b']);
    batch.schedule(a);
    assert.equal(frames.length, 1, 'a later update asks for the next frame');
    const immediate = createFrameBatch(undefined);
    immediate.schedule(b);
    assert.deepEqual(runs, ['a', 'b', 'b']);
  });

  it('spaces the page\'s flushes at least 100 ms apart, so widgets updated out of step redraw in one frame', () => {
    assert.equal(MIN_FRAME_INTERVAL_MS, 100);
    assert.equal(frameWait(Number.NEGATIVE_INFINITY, 5, 100), 0, 'the first update waits only for the frame');
    assert.equal(frameWait(1000, 1030, 100), 70);
    assert.equal(frameWait(1000, 1150, 100), 0);
    let now = 0;
    const frames: Array<() => void> = [];
    const timers: Array<{ at: number; run: () => void }> = [];
    const batch = createFrameBatch((callback) => frames.push(callback), { minIntervalMs: 100, now: () => now, setTimer: (run, ms) => timers.push({ at: now + ms, run }) });
    const runs: string[] = [];
    batch.schedule(() => runs.push('w1'));
    assert.equal(frames.length, 1, 'at once: nothing flushed yet');
    now = 16;
    frames.shift()!();
    now = 30;
    batch.schedule(() => runs.push('w2'));
    now = 60;
    batch.schedule(() => runs.push('w3'));
    assert.equal(frames.length, 0, 'no frame until 100 ms after the last flush');
    assert.deepEqual(timers.map((t) => t.at), [116], 'one timer for both updates');
    now = 116;
    timers.shift()!.run();
    frames.shift()!();
    assert.deepEqual(runs, ['w1', 'w2', 'w3'], 'both drawn in the one frame');
  });

  it('keeps time series per entity and key oldest first, loading until the values arrive', () => {
    const d = dashboard([{ type: 'timeseries', config: { datasources: [source('both', [key('temperature', 'timeseries', { color: '#ff0000' }), key('humidity', 'timeseries')])] } }]);
    const { plan } = planOf(d);
    const fake = fakeChannel();
    const runtime = startWidgetRuntime({ plan, timeseries: true, channel: fake.channel, now: () => NOW, timers: noTimers });
    const first = page([row(T1, 'T1'), row(T2, 'T2')]);
    fake.entity[0]!.onData!(first, first.data, dataMessage(first));
    assert.equal(runtime.$data.get().status, 'loading');
    const recent = NOW - 10 * SECOND;
    const values = [
      { ...row(T1, 'T1'), latest: null, timeseries: { temperature: [{ ts: recent + 2000, value: '22' }, { ts: recent, value: '21' }], humidity: [{ ts: recent, value: '40' }] } },
      { ...row(T2, 'T2'), latest: null, timeseries: { temperature: [{ ts: NOW - 2 * MINUTE, value: '1' }], humidity: [] } },
    ];
    fake.entity[0]!.onData!(first, values, updateMessage(values));
    const data = runtime.$data.get();
    assert.equal(data.status, 'ready');
    assert.deepEqual(data.series.map((s) => [s.entity?.name, s.key.name, s.color, s.ts, s.values]), [
      ['T1', 'temperature', '#ff0000', [recent, recent + 2000], [21, 22]],
      ['T1', 'humidity', SERIES_PALETTE[1], [recent], [40]],
      ['T2', 'temperature', '#ff0000', [], []],
      ['T2', 'humidity', SERIES_PALETTE[3], [], []],
    ]);
    assert.equal(data.window?.endTs, NOW);
    assert.equal(data.window?.startTs, Math.floor((NOW - MINUTE) / SECOND) * SECOND);
  });

  it('slides a live window every aggregation interval, at least every second', () => {
    const d = dashboard([{ type: 'timeseries', config: { datasources: [source('t1', [key('temperature', 'timeseries')])] } }]);
    const { plan } = planOf(d);
    let now = NOW;
    const ticks: Array<[() => void, number]> = [];
    const fake = fakeChannel();
    const runtime = startWidgetRuntime({
      plan, timeseries: true, channel: fake.channel, now: () => now,
      timers: { setInterval: (fn, ms) => ticks.push([fn, ms]), clearInterval: () => {} },
    });
    assert.deepEqual(ticks.map(([, ms]) => ms), [MIN_WINDOW_TICK_MS]);
    const first = page([row(T1, 'T1')]);
    fake.entity[0]!.onData!(first, first.data, dataMessage(first));
    const values = [{ ...row(T1, 'T1'), latest: null, timeseries: { temperature: [{ ts: NOW - 30 * SECOND, value: '1' }, { ts: NOW - 5 * SECOND, value: '2' }] } }];
    fake.entity[0]!.onData!(first, values, updateMessage(values));
    now += 40 * SECOND;
    ticks[0]![0]();
    assert.deepEqual(runtime.$data.get().series[0]!.values, [2]);
  });

  it('says why it shows nothing: no entity, unknown alias, no state entity, no sandbox for a function source, failure', () => {
    const d = dashboard([
      { config: { datasources: [source('both', [key('t', 'timeseries')])] } },
      { config: { datasources: [source('gone', [key('t', 'timeseries')])] } },
      { config: { datasources: [source('current', [key('t', 'timeseries')])] } },
      { config: { datasources: [{ type: 'function', dataKeys: [key('Sin', 'function')] }] } },
    ]);
    const fake = fakeChannel();
    const [empty, unknown, stateless, fn] = ['w0', 'w1', 'w2', 'w3'].map((id) => startWidgetRuntime({ plan: planOf(d, id).plan, timeseries: false, channel: fake.channel, timers: noTimers }));
    const none = page([]);
    fake.entity[0]!.onData!(none, [], dataMessage(none));
    assert.deepEqual(empty!.$data.get().message, { key: 'dashboard:widget.no-entities' });
    assert.deepEqual(unknown!.$data.get().message, { key: 'dashboard:widget.unknown-alias' });
    assert.deepEqual(stateless!.$data.get().message, { key: 'dashboard:widget.no-state-entity' });
    assert.deepEqual(fn!.$data.get().message, { key: 'dashboard:widget.function-no-sandbox', values: { key: 'Sin' } });
    assert.equal(fake.entity.length, 1);
    fake.entity[0]!.onError!(Object.assign(new Error('Failed to fetch data!'), { kind: 'message', code: 1, cmdId: 1 }) as never);
    assert.deepEqual(empty!.$data.get(), {
      status: 'error', message: { key: 'dashboard:widget.subscription-failed', values: { message: 'Failed to fetch data!' } }, latest: [], series: [], alarms: [],
    });
  });

  it('counts entities of a count datasource and lists alarms newest first', () => {
    const d = dashboard([
      { config: { datasources: [{ type: 'entityCount', entityAliasId: 'both', dataKeys: [key('count', 'count')] }] } },
      { type: 'alarm', config: { alarmSource: source('both', []) } },
    ]);
    const fake = fakeChannel();
    const counted = startWidgetRuntime({ plan: planOf(d).plan, timeseries: false, channel: fake.channel, now: () => NOW, timers: noTimers });
    fake.counts[0]!.onCount(2, {} as never);
    assert.deepEqual(counted.$data.get().latest[0]!.cells.map((c) => c.value), ['2']);
    const alarms = startWidgetRuntime({ plan: planOf(d, 'w1').plan, timeseries: false, channel: fake.channel, timers: noTimers });
    assert.equal(alarms.$data.get().status, 'loading');
    const list = [1, 3, 2].map((n) => ({ id: { entityType: 'ALARM', id: `a${n}` }, createdTime: n }) as AlarmData);
    fake.alarms[0]!.onData!({ data: list, totalPages: 1, totalElements: 3, hasNext: false }, list, {} as never);
    assert.deepEqual(alarms.$data.get().alarms.map((a) => a.id.id), ['a3', 'a2', 'a1']);
    alarms.stop();
    counted.stop();
    assert.deepEqual(fake.ended, ['alarms 1', 'count 1']);
  });
});

