import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NULL_UUID } from '../../sdk/entity-id.js';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import type { DashboardChannel } from '../../elements/dashboard/runtime/widget-runtime.js';
import { startWidgetRuntime, widgetPlan, widgetWindow, type WidgetRuntime } from '../../elements/dashboard/runtime/index.js';
import { FUNCTION_TIMEOUT_MS, FunctionFailure, type FunctionRunner } from '../../elements/dashboard/runtime/function-sandbox.logic.js';

// A widget's function datasources reach it like subscribed data: series for time-series widgets, one
// row of latest values for the others, and a message naming the key when its function fails.

/** Tuesday 24 November 2026, 04:30:10 UTC. */
const NOW = Date.UTC(2026, 10, 24, 4, 30, 10);
const user = { authority: 'TENANT_ADMIN' as const, tenantId: 'tenant-1', customerId: NULL_UUID, userId: 'user-1' };
const noChannel: DashboardChannel = {
  subscribeEntityData: () => assert.fail('a function datasource subscribes nothing'),
  subscribeAlarmData: () => assert.fail('no alarms'),
  subscribeEntityCount: () => assert.fail('no counts'),
};
const noTimers = { setInterval: () => 0, clearInterval: () => {} };
/** Resolves once a runtime's data is no longer loading: its generator module is loaded and has run. */
const settled = (runtime: WidgetRuntime) =>
  new Promise<void>((resolve) => {
    if (runtime.$data.get().status !== 'loading') return resolve();
    const off = runtime.$data.listen((d) => {
      if (d.status === 'loading') return;
      off();
      resolve();
    });
  });

/** Runs jobs with `new Function`, as the sandbox would. */
const runner: FunctionRunner = {
  series: async (job) => {
    const f = new Function('time', 'prevValue', job.body) as (t: number, p: unknown) => number;
    const values: number[] = [];
    let prev = job.prevValue;
    for (let i = 0; i < job.count; i++) values.push((prev = f(job.start + i * job.step, prev)) as number);
    return { values, last: prev };
  },
};

function runtimeOf(widget: Record<string, unknown>, functions: FunctionRunner | null = runner) {
  const { dashboard } = normaliseDashboard({
    title: 'Generated',
    configuration: {
      widgets: { w: { id: 'w', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', sizeX: 8, sizeY: 6, row: 0, col: 0, ...widget } },
      timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 10_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 200 } },
    },
  }, { now: NOW, maxDatapointsLimit: 50000 });
  const w = dashboard.configuration.widgets.w!;
  const window = widgetWindow(w, dashboard.configuration.timewindow, { nowMs: NOW, serverOffsetMs: 0, maxDatapointsLimit: 50000 });
  const plan = widgetPlan(w, { config: dashboard.configuration, alias: { user }, window });
  return startWidgetRuntime({ plan, timeseries: w.type === 'timeseries', channel: noChannel, now: () => NOW, timers: noTimers, functions: functions ?? undefined });
}

const fnSource = (keys: Array<[string, string]>) => ({ type: 'function', name: 'Simulated', dataKeys: keys.map(([label, funcBody]) => ({ name: 'f(x)', type: 'function', label, funcBody })) });

describe('widget runtime: function datasources', () => {
  it('draws each key of a time-series widget as a series over the window, keys told apart by position', async () => {
    const runtime = runtimeOf({ config: { datasources: [fnSource([['Up', 'return prevValue + 1;'], ['Flat', 'return 5;']])] } });
    assert.equal(runtime.$data.get().status, 'loading');
    await settled(runtime);
    const data = runtime.$data.get();
    assert.equal(data.status, 'ready');
    assert.deepEqual(data.series.map((s) => [s.key.label, s.entity, s.values.length]), [['Up', undefined, 11], ['Flat', undefined, 11]]);
    assert.deepEqual(data.series[0]!.values.slice(0, 3), [1, 2, 3]);
    assert.equal(data.series[0]!.ts.at(-1), NOW);
    assert.equal(data.series[0]!.color, '#2196f3');
    runtime.stop();
  });

  it('shows a latest widget\'s keys as one row with the datasource\'s name', async () => {
    const runtime = runtimeOf({ type: 'latest', typeAlias: 'simple_card', bundleAlias: 'cards', config: { datasources: [fnSource([['Temperature', 'return 21.5;']])] } });
    await settled(runtime);
    const data = runtime.$data.get();
    assert.equal(data.status, 'ready');
    assert.deepEqual(data.latest, [{ datasourceName: 'Simulated', cells: [{ key: data.latest[0]!.cells[0]!.key, ts: NOW, value: '21.5' }] }]);
    runtime.stop();
  });

  it('names the key and the error when a function fails, and the limit when it ran too long', async () => {
    const failing = (failure: FunctionFailure): FunctionRunner => ({ series: async () => { throw failure; } });
    const thrown = runtimeOf({ config: { datasources: [fnSource([['Broken', 'x']])] } }, failing(new FunctionFailure('run', 'ReferenceError', 'x is not defined')));
    await settled(thrown);
    assert.deepEqual(thrown.$data.get().message, { key: 'dashboard:widget.function-run', values: { key: 'Broken', name: 'ReferenceError', message: 'x is not defined' } });
    assert.equal(thrown.$data.get().status, 'error');
    const slow = runtimeOf({ config: { datasources: [fnSource([['Slow', 'for(;;){}']])] } }, failing(new FunctionFailure('timeout', 'TimeoutError', '')));
    await settled(slow);
    assert.deepEqual(slow.$data.get().message, { key: 'dashboard:widget.function-timeout', values: { key: 'Slow', seconds: FUNCTION_TIMEOUT_MS / 1000 } });
    assert.equal(FUNCTION_TIMEOUT_MS, 5000);
    const syntax = runtimeOf({ config: { datasources: [fnSource([['Typo', 'return (;']])] } }, failing(new FunctionFailure('compile', 'SyntaxError', 'Unexpected token')));
    await settled(syntax);
    assert.equal(syntax.$data.get().message?.key, 'dashboard:widget.function-compile');
  });

  it('says there is no sandbox when none runs its functions', () => {
    const runtime = runtimeOf({ config: { datasources: [fnSource([['Sin', 'return 1;']])] } }, null);
    assert.deepEqual(runtime.$data.get().message, { key: 'dashboard:widget.function-no-sandbox', values: { key: 'Sin' } });
  });
});
