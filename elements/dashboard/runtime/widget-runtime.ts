// The live data of one widget: subscribes its plan through the realtime channel and keeps the
// resulting `WidgetData` in its own store, so one widget's update re-renders only that widget.
import { atom, type ReadableAtom } from 'nanostores';
import type { RealtimeChannel } from '../../../sdk/realtime/channel-types.js';
import type { EntityData, EntityDataUpdate } from '../../../sdk/realtime/messages.js';
import type { RealtimeSubscription } from '../../../sdk/realtime/subscription.js';
import { widgetTimeWindow } from '../../time-window/realtime-window.logic.js';
import type { WidgetData } from '../widgets/widget-contract.js';
import { frameBatch, type FrameBatch } from './frame-batch.js';
import type { FunctionRunner } from './function-sandbox.logic.js';
import type { FunctionSource } from './function-source.js';
import { emptyWidgetState, FUNCTION_SERIES, latestKeysOf, mergePoints, seriesId, widgetData, type WidgetState } from './widget-data.logic.js';
import type { SourcePlan, WidgetPlan } from './widget-plan.logic.js';

/** The part of the realtime channel a dashboard subscribes through. */
export type DashboardChannel = Pick<RealtimeChannel, 'subscribeEntityData' | 'subscribeAlarmData' | 'subscribeEntityCount'>;

/** Options of {@link startWidgetRuntime}. */
export interface WidgetRuntimeOptions {
  plan: WidgetPlan;
  /** Whether the widget is a time-series one (series instead of latest rows for its data keys). */
  timeseries: boolean;
  channel: DashboardChannel;
  /** Server clock minus browser clock; 0 by default. */
  serverOffsetMs?: number;
  /** Browser clock; `Date.now` by default. */
  now?: () => number;
  /** Timer functions for the sliding realtime window; the global ones by default. */
  timers?: { setInterval: (fn: () => void, ms: number) => unknown; clearInterval: (handle: unknown) => void };
  /** Where updates wait for the next frame; the page's frames by default (at once where there are none). */
  frames?: FrameBatch;
  /** Runs the functions of function datasources (the dashboard's sandbox); without it they report no sandbox. */
  functions?: FunctionRunner;
}

/** A running widget subscription. */
export interface WidgetRuntime {
  /** The widget's data, updated as answers arrive. */
  readonly $data: ReadableAtom<WidgetData>;
  /** Unsubscribes everything; the store keeps its last value. */
  stop(): void;
}

const globalTimers = {
  setInterval: (fn: () => void, ms: number): unknown => globalThis.setInterval(fn, ms),
  clearInterval: (handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Shortest step of the sliding realtime window, in ms. */
export const MIN_WINDOW_TICK_MS = 1000;

/**
 * Subscribes a widget's plan: an entity-data subscription per entity datasource (query first, its value
 * commands after the first page), an entity count per count datasource, an alarm-data subscription for
 * alarm widgets, and the generated values of each function datasource (function-source.ts). A live
 * window slides every aggregation interval (at least 1 s), dropping older points.
 * Updates reach the store once per frame at most, however many messages came in between.
 */
export function startWidgetRuntime(options: WidgetRuntimeOptions): WidgetRuntime {
  const { plan, channel, timeseries } = options;
  const now = options.now ?? Date.now;
  const offset = options.serverOffsetMs ?? 0;
  const timers = options.timers ?? globalTimers;
  const state: WidgetState = emptyWidgetState(plan);
  const windowNow = () => (plan.window ? widgetTimeWindow(plan.window, now(), offset) : null);
  const minTs = () => (plan.window?.realtime && !plan.window.quickInterval ? (windowNow()?.minTime ?? null) : null);
  const frames = options.frames ?? frameBatch;
  const draw = () => {
    const tw = timeseries ? windowNow() : null;
    $data.set(widgetData(plan, state, timeseries, tw ? { startTs: tw.minTime, endTs: tw.maxTime } : undefined));
  };
  const publish = () => frames.schedule(draw);
  const $data = atom<WidgetData>(widgetData(plan, state, timeseries));
  const fail = (error: Error) => {
    state.error ??= error.message;
    publish();
  };
  const subscriptions: RealtimeSubscription[] = [];
  const generators: FunctionSource[] = [];
  let stopped = false;

  const generate = (source: SourcePlan) => {
    const held = state.sources[source.index]!;
    const seriesKeys = timeseries ? source.datasource.dataKeys : [];
    const latestKeys = latestKeysOf(source, timeseries);
    if (!options.functions) {
      const key = [...seriesKeys, ...latestKeys][0];
      if (key) state.functionStop ??= { key: key.label || key.name, kind: 'no-start', name: '', message: '' };
      held.loaded = true;
      publish();
      return;
    }
    held.generated = [];
    const runner = options.functions;
    // Loaded with the first function datasource: a dashboard without one never downloads the generator.
    void Promise.all([import('./function-source.js'), import('./function-data.logic.js')]).then(
      ([{ startFunctionSource }, { cellValue, lastPoints }]) => {
        if (stopped) return;
        generators.push(startFunctionSource({
          seriesKeys, latestKeys, window: plan.window, runner, now, offsetMs: offset, minTs, timers,
          onPoints: (index, points) => {
            const id = seriesId(source.index, FUNCTION_SERIES, String(index));
            const merged = mergePoints(state.points.get(id) ?? { ts: [], values: [] }, points, minTs());
            state.points.set(id, lastPoints(merged, plan.window?.aggregation.limit ?? merged.ts.length));
            publish();
          },
          onLatest: (index, ts, value) => {
            held.generated![index] = { ts, value: cellValue(value) };
            publish();
          },
          onLoaded: () => {
            held.loaded = true;
            publish();
          },
          onFailure: (key, failure) => {
            state.functionStop ??= { key: key.label || key.name, kind: failure.kind, name: failure.errorName, message: failure.message };
            publish();
          },
        }));
      },
      (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
    );
  };

  const takePoints = (source: SourcePlan, entities: readonly EntityData[]) => {
    const from = minTs();
    for (const entity of entities) {
      for (const [key, points] of Object.entries(entity.timeseries ?? {})) {
        const id = seriesId(source.index, entity.entityId.id, key);
        state.points.set(id, mergePoints(state.points.get(id) ?? { ts: [], values: [] }, points, from));
      }
    }
  };

  for (const source of plan.sources) {
    const held = state.sources[source.index]!;
    if (source.kind === 'function') {
      generate(source);
    } else if (source.kind === 'entity') {
      const readsSeries = !!(source.values?.tsCmd || source.values?.historyCmd);
      subscriptions.push(channel.subscribeEntityData({
        query: source.query,
        values: source.values,
        onData: (page, _changed, message: EntityDataUpdate) => {
          held.entities = [...page.data];
          const incoming = message.data?.data ?? message.update ?? [];
          takePoints(source, incoming);
          held.loaded ||= !!message.update || !readsSeries || page.data.length === 0;
          publish();
        },
        onError: fail,
        onReconnected: () => {
          for (const key of [...state.points.keys()]) if (key.startsWith(`${source.index}|`)) state.points.delete(key);
        },
      }));
    } else if (source.kind === 'count') {
      subscriptions.push(channel.subscribeEntityCount({
        query: source.query,
        onCount: (count) => {
          held.count = { value: count, ts: now() };
          held.loaded = true;
          publish();
        },
        onError: fail,
      }));
    }
  }
  if (plan.alarm?.kind === 'alarm') {
    subscriptions.push(channel.subscribeAlarmData({
      query: plan.alarm.query,
      onData: (page) => {
        state.alarms = [...page.data];
        publish();
      },
      onError: fail,
    }));
  }

  const live = plan.window?.realtime && timeseries && !plan.window.quickInterval;
  const tick = live ? timers.setInterval(() => {
    const from = minTs();
    for (const [id, points] of state.points) state.points.set(id, mergePoints(points, [], from));
    publish();
  }, Math.max(plan.window!.aggregation.interval, MIN_WINDOW_TICK_MS)) : null;

  return {
    $data,
    stop() {
      stopped = true;
      if (tick !== null) timers.clearInterval(tick);
      frames.cancel(draw);
      for (const generator of generators) generator.stop();
      generators.length = 0;
      for (const subscription of subscriptions) subscription.unsubscribe();
      subscriptions.length = 0;
    },
  };
}
