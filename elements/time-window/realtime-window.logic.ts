import type { AggregationType, QuickInterval } from '../../sdk/catalogues/timewindow.js';
import type { EntityDataValueCmds } from '../../sdk/realtime/commands.js';
import { realtimeWindowStart } from '../../sdk/time/interval-math.js';
import { datapointsLimit } from './aggregation.logic.js';
import { historyPeriod, quickIntervalPeriod, type QuickPeriodOptions } from './history.logic.js';
import { boundInterval } from './intervals.logic.js';
import type { TimePeriod, Timewindow } from './time-window.model.js';

/** Where and how a subscription reads data: what the widget runtime turns into `tsCmd` or `historyCmd`. */
export interface SubscriptionWindow {
  /** Live window: first instant and length to read before following new data; null for history. */
  realtime: RealtimePeriod | null;
  /** Closed history period; null for realtime. */
  history: TimePeriod | null;
  /** Quick interval the window follows, if any. */
  quickInterval: QuickInterval | null;
  aggregation: { type: AggregationType; interval: number; limit: number };
  /** IANA zone of calendar-aligned periods, or null for browser time. */
  timezone: string | null;
}

/** A live window: its first instant, the length read from there, and the configured window length. */
export interface RealtimePeriod {
  startTs: number;
  timeWindow: number;
  windowMs: number;
}

/** Inputs of {@link subscriptionWindow}. */
export interface SubscriptionWindowContext extends QuickPeriodOptions {
  /** Browser clock now. */
  nowMs: number;
  /** Server clock minus browser clock, from {@link serverClockOffset}; default 0. */
  serverOffsetMs?: number;
  /** Server's maximum datapoints limit, when known. */
  serverLimit?: number | null;
  /** Widgets that show state changes read raw values: aggregation NONE. */
  stateData?: boolean;
}

/** Server clock minus browser clock from one `serverTime` call: the server time minus the middle of the request, rounded up. */
export function serverClockOffset(sentMs: number, receivedMs: number, serverTs: number): number {
  return Math.ceil(serverTs - (sentMs + receivedMs) / 2);
}

/**
 * The Realtime tab's live window: with a last interval it starts at now plus the server offset minus the
 * window length, aligned down to the grouping interval (and grows by one interval so the current bucket
 * is whole); with a quick interval it covers the whole current calendar period, unaligned.
 */
export function realtimePeriod(timewindow: Timewindow, interval: number, ctx: SubscriptionWindowContext): RealtimePeriod {
  const { realtime, timezone } = timewindow;
  const offset = ctx.serverOffsetMs ?? 0;
  if (realtime.realtimeType === 'INTERVAL') {
    const period = quickIntervalPeriod(realtime.quickInterval, ctx.nowMs + offset, timezone, { ...ctx, wholePeriod: true });
    const length = period.endTimeMs - period.startTimeMs;
    return { startTs: period.startTimeMs, timeWindow: length, windowMs: length };
  }
  const windowMs = Math.max(realtime.timewindowMs, 0);
  const startTs = realtimeWindowStart(ctx.nowMs, offset, windowMs, interval);
  const aligned = startTs !== realtimeWindowStart(ctx.nowMs, offset, windowMs, interval, true);
  return { startTs, timeWindow: aligned ? windowMs + interval : windowMs, windowMs };
}

/** Where a widget subscription of a timewindow reads data now: window, grouping interval and datapoints limit. */
export function subscriptionWindow(timewindow: Timewindow, ctx: SubscriptionWindowContext): SubscriptionWindow {
  const type: AggregationType = ctx.stateData ? 'NONE' : timewindow.aggregation.type;
  const { limit } = timewindow.aggregation;
  const base = { timezone: timewindow.timezone };
  if (timewindow.selectedTab === 'REALTIME') {
    const { realtime } = timewindow;
    const quick = realtime.realtimeType === 'INTERVAL';
    const interval = boundInterval(realtimePeriod(timewindow, 0, ctx).windowMs, realtime.interval, type);
    const window = realtimePeriod(timewindow, interval, ctx);
    return {
      ...base,
      realtime: window,
      history: null,
      quickInterval: quick ? realtime.quickInterval : null,
      aggregation: { type, interval, limit: datapointsLimit(type, window.timeWindow, interval, limit, ctx.serverLimit) },
    };
  }
  const { history } = timewindow;
  const period = historyPeriod(history, ctx.nowMs, timewindow.timezone, ctx);
  const span = period.endTimeMs - period.startTimeMs;
  const interval = boundInterval(span, history.interval, type);
  return {
    ...base,
    realtime: null,
    history: period,
    quickInterval: history.historyType === 'INTERVAL' ? history.quickInterval : null,
    aggregation: { type, interval, limit: datapointsLimit(type, span, interval, limit, ctx.serverLimit) },
  };
}

/** The widget context's `timeWindow`: `{minTime, maxTime, interval, timezone, stDiff}`. */
export interface WidgetTimeWindow {
  minTime: number;
  maxTime: number;
  interval: number;
  timezone: string | null;
  stDiff: number;
}

/** The widget context's `timeWindow` at an instant: a live window slides with the server clock, history stays put. */
export function widgetTimeWindow(window: SubscriptionWindow, nowMs: number, serverOffsetMs = 0): WidgetTimeWindow {
  const { interval } = window.aggregation;
  const base = { interval, timezone: window.timezone, stDiff: serverOffsetMs };
  if (window.history) return { ...base, minTime: window.history.startTimeMs, maxTime: window.history.endTimeMs };
  const live = window.realtime ?? { startTs: nowMs, timeWindow: 0, windowMs: 0 };
  if (window.quickInterval) return { ...base, minTime: live.startTs, maxTime: live.startTs + live.timeWindow };
  return { ...base, minTime: realtimeWindowStart(nowMs, serverOffsetMs, live.windowMs, interval), maxTime: nowMs + serverOffsetMs };
}

/** The timeseries part of an entity-data command for a window: `tsCmd` for a live window, `historyCmd` for a period. */
export function timeseriesCmd(window: SubscriptionWindow, keys: string[], fetchLatestPreviousPoint = false): Pick<EntityDataValueCmds, 'tsCmd' | 'historyCmd'> {
  const { interval, limit, type: agg } = window.aggregation;
  if (window.history) {
    return { historyCmd: { keys, startTs: window.history.startTimeMs, endTs: window.history.endTimeMs, interval, limit, agg, fetchLatestPreviousPoint } };
  }
  const live = window.realtime ?? { startTs: 0, timeWindow: 0 };
  return { tsCmd: { keys, startTs: live.startTs, timeWindow: live.timeWindow, interval, limit, agg, fetchLatestPreviousPoint } };
}
