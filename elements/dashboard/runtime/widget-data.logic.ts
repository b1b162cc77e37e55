// Turning the server's answers into the `WidgetData` a widget view draws: latest rows per entity,
// series per entity and key (oldest first), alarms newest first, and the widget's status. Pure.
import type { AlarmData, EntityData, TsValue } from '../../../sdk/realtime/messages.js';
import type { EntityKeyType } from '../../../sdk/realtime/query-types.js';
import type { DataKey } from '../model/dashboard.types.js';
import type { LatestCell, LatestRow, Series, WidgetData, WidgetEntity } from '../widgets/widget-contract.js';
import { FUNCTION_TIMEOUT_MS, type FunctionFailureKind } from './function-sandbox.logic.js';
import type { SourcePlan, UnresolvedReason, WidgetPlan } from './widget-plan.logic.js';

/** Message keys of the widget statuses, in the `dashboard` namespace. */
export const WIDGET_MESSAGES = {
  noEntities: 'dashboard:widget.no-entities',
  functionCompile: 'dashboard:widget.function-compile',
  functionRun: 'dashboard:widget.function-run',
  functionTimeout: 'dashboard:widget.function-timeout',
  functionNoSandbox: 'dashboard:widget.function-no-sandbox',
  failed: 'dashboard:widget.subscription-failed',
  noSource: 'dashboard:widget.no-datasource',
} as const;

/**
 * Colours given to data keys that name none, in order (a key's own `color` always wins). Data colours,
 * not theme colours: the same in light and dark.
 */
export const SERIES_PALETTE = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b', '#9c27b0', '#8bc34a', '#ff5722', '#3f51b5', '#009688'] as const;

/** The colour of the n-th series of a widget: its key's colour, else the palette's, cycled. */
export function seriesColor(key: DataKey, n: number): string {
  return key.color || SERIES_PALETTE[n % SERIES_PALETTE.length]!;
}

/** The points of one series, oldest first. */
export interface Points {
  ts: number[];
  values: number[];
}

/** A value as a number: numbers and numeric text as such, `true`/`false` as 1/0 (state charts), anything else NaN. */
export function numericValue(value: string | number | boolean | null | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || value === undefined || value.trim() === '') return NaN;
  if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : NaN;
}

/** A point as it arrives: a server value (text) or a generated one. */
export type PointValue = TsValue | { ts: number; value: number | string | boolean | null };

/**
 * Points merged with incoming ones (in any order; the server sends raw reads newest first): one point
 * per timestamp (the incoming value wins), oldest first, none before `minTs`. Points arriving after the
 * last one are appended without re-sorting.
 */
export function mergePoints(points: Points, incoming: readonly PointValue[], minTs: number | null = null): Points {
  const fresh = minTs === null ? incoming : incoming.filter((p) => p.ts >= minTs);
  const last = points.ts[points.ts.length - 1] ?? -Infinity;
  if (fresh.every((p, i) => p.ts > last && (i === 0 || p.ts > fresh[i - 1]!.ts))) {
    // The live case (a point or two after the last one): one copy, the points that left the window skipped.
    let from = 0;
    if (minTs !== null) while (from < points.ts.length && points.ts[from]! < minTs) from += 1;
    const ts = points.ts.slice(from);
    const values = points.values.slice(from);
    for (const p of fresh) {
      ts.push(p.ts);
      values.push(numericValue(p.value));
    }
    return { ts, values };
  }
  const byTs = new Map<number, number>();
  points.ts.forEach((ts, i) => byTs.set(ts, points.values[i]!));
  for (const p of fresh) byTs.set(p.ts, numericValue(p.value));
  const sorted = [...byTs.keys()].sort((a, b) => a - b);
  const merged: Points = { ts: sorted, values: sorted.map((t) => byTs.get(t)!) };
  if (minTs === null || (merged.ts[0] ?? minTs) >= minTs) return merged;
  const from = merged.ts.findIndex((t) => t >= minTs);
  const start = from < 0 ? merged.ts.length : from;
  return { ts: merged.ts.slice(start), values: merged.values.slice(start) };
}

/** The entity of an entity-data row as widgets see it: id, `name` and `label` entity fields. */
export function widgetEntity(entity: EntityData): WidgetEntity {
  const fields = entity.latest?.ENTITY_FIELD ?? {};
  return { entityType: entity.entityId.entityType, id: entity.entityId.id, name: fields.name?.value ?? '', label: fields.label?.value ?? '' };
}

const KEY_TYPES: Partial<Record<DataKey['type'], EntityKeyType>> = { attribute: 'ATTRIBUTE', timeseries: 'TIME_SERIES', entityField: 'ENTITY_FIELD' };

/** The latest value of a data key of an entity; a value never stored (`ts` 0, empty text) is null. */
export function latestCell(entity: EntityData, key: DataKey): LatestCell {
  const type = KEY_TYPES[key.type];
  const found = type ? entity.latest?.[type]?.[key.name] : undefined;
  if (!found || (found.ts === 0 && found.value === '')) return { key, ts: null, value: null };
  return { key, ts: found.ts, value: found.value };
}

/** The keys of a datasource shown as latest values: all its keys for latest widgets, its latest keys for time-series ones. */
export function latestKeysOf(source: SourcePlan, timeseriesWidget: boolean): DataKey[] {
  return timeseriesWidget ? (source.datasource.latestDataKeys ?? []) : source.datasource.dataKeys;
}

/** The one row of a function datasource: its generated latest values in key order (null before the first). */
export function functionRow(source: SourcePlan, keys: readonly DataKey[], values: ReadonlyArray<{ ts: number; value: string | null } | undefined>): LatestRow {
  return { datasourceName: source.name, cells: keys.map((key, i) => ({ key, ts: values[i]?.ts ?? null, value: values[i]?.value ?? null })) };
}

/** The message of a stopped function datasource: the key and what went wrong (compile, run, time limit, no sandbox). */
export function functionStopMessage(stop: FunctionStop): NonNullable<WidgetData['message']> {
  const { key, name, message } = stop;
  if (stop.kind === 'compile') return { key: WIDGET_MESSAGES.functionCompile, values: { key, name, message } };
  if (stop.kind === 'timeout') return { key: WIDGET_MESSAGES.functionTimeout, values: { key, seconds: FUNCTION_TIMEOUT_MS / 1000 } };
  if (stop.kind === 'no-start') return { key: WIDGET_MESSAGES.functionNoSandbox, values: { key } };
  return { key: WIDGET_MESSAGES.functionRun, values: { key, name, message } };
}

/** One row per entity of a page, each with its cells in data-key order. */
export function latestRows(source: SourcePlan, entities: readonly EntityData[], keys: readonly DataKey[]): LatestRow[] {
  return entities.map((entity) => ({ entity: widgetEntity(entity), datasourceName: source.name, cells: keys.map((key) => latestCell(entity, key)) }));
}

/** The row of an entity-count datasource: each of its keys holding the count. */
export function countRow(source: SourcePlan, count: number, ts: number): LatestRow {
  return { datasourceName: source.name, cells: source.datasource.dataKeys.map((key) => ({ key, ts, value: String(count) })) };
}

/** The entity part of the series ids of a function datasource's keys (which are told apart by index). */
export const FUNCTION_SERIES = 'function';

/** The id under which a series of a datasource's entity and key keeps its points. */
export function seriesId(sourceIndex: number, entityId: string, key: string): string {
  return `${sourceIndex}|${entityId}|${key}`;
}

/** Alarms newest first (by creation time). */
export function alarmsNewestFirst(alarms: readonly AlarmData[]): AlarmData[] {
  return [...alarms].sort((a, b) => b.createdTime - a.createdTime);
}

/** What the runtime holds for one datasource. */
export interface SourceState {
  /** Whether the datasource has given its first answer (its values too, when it asked for some). */
  loaded: boolean;
  /** Entities of the page, in page order. */
  entities: EntityData[];
  /** Entity count of a count datasource. */
  count?: { value: number; ts: number };
  /** Latest values of a function datasource, by key index. */
  generated?: Array<{ ts: number; value: string | null } | undefined>;
}

/** Why a function datasource stopped: the key (its label, else its name) and the failure. */
export interface FunctionStop {
  key: string;
  kind: FunctionFailureKind;
  /** The error's name (`SyntaxError` …) and message, as the function raised it. */
  name: string;
  message: string;
}

/** Everything the runtime holds for one widget. */
export interface WidgetState {
  sources: SourceState[];
  /** Points by {@link seriesId}. */
  points: Map<string, Points>;
  alarms: AlarmData[] | null;
  /** The first error answer, when one came. */
  error: string | null;
  /** The first function key that failed, when one did. */
  functionStop?: FunctionStop | null;
}

/** The empty state of a plan: nothing loaded. */
export function emptyWidgetState(plan: WidgetPlan): WidgetState {
  return { sources: plan.sources.map(() => ({ loaded: false, entities: [] })), points: new Map(), alarms: null, error: null };
}

const EMPTY: Pick<WidgetData, 'latest' | 'series' | 'alarms'> = { latest: [], series: [], alarms: [] };

function unresolved(reason: UnresolvedReason): WidgetData {
  return { ...EMPTY, status: 'no-data', message: { key: reason } };
}

function seriesOf(plan: WidgetPlan, state: WidgetState): Series[] {
  const series: Series[] = [];
  for (const source of plan.sources) {
    if (source.kind === 'function') {
      source.datasource.dataKeys.forEach((key, i) => {
        const points = state.points.get(seriesId(source.index, FUNCTION_SERIES, String(i))) ?? { ts: [], values: [] };
        series.push({ key, color: seriesColor(key, series.length), ts: points.ts, values: points.values });
      });
      continue;
    }
    if (source.kind !== 'entity') continue;
    const keys = source.datasource.dataKeys.filter((k) => k.type === 'timeseries');
    for (const entity of state.sources[source.index]?.entities ?? []) {
      for (const key of keys) {
        const points = state.points.get(seriesId(source.index, entity.entityId.id, key.name)) ?? { ts: [], values: [] };
        series.push({ key, entity: widgetEntity(entity), color: seriesColor(key, series.length), ts: points.ts, values: points.values });
      }
    }
  }
  return series;
}

function latestOf(plan: WidgetPlan, state: WidgetState, timeseriesWidget: boolean): LatestRow[] {
  return plan.sources.flatMap((source) => {
    const held = state.sources[source.index];
    if (source.kind === 'count') return held?.count ? [countRow(source, held.count.value, held.count.ts)] : [];
    if (source.kind === 'function') {
      const keys = latestKeysOf(source, timeseriesWidget);
      return keys.length ? [functionRow(source, keys, held?.generated ?? [])] : [];
    }
    if (source.kind !== 'entity' || !held) return [];
    const keys = latestKeysOf(source, timeseriesWidget);
    return keys.length ? latestRows(source, held.entities, keys) : [];
  });
}

/**
 * The `WidgetData` of a widget: `error` once an answer failed or a function key stopped (naming the key);
 * `no-data` naming the reason when no datasource has data to give (unknown alias, no state entity, no
 * datasource) or when every datasource answered with no entity; `loading` until each resolved
 * datasource answered; else `ready` with latest rows, series and alarms.
 */
export function widgetData(plan: WidgetPlan, state: WidgetState, timeseriesWidget: boolean, window?: WidgetData['window']): WidgetData {
  const base = window ? { ...EMPTY, window } : { ...EMPTY };
  if (state.error !== null) return { ...base, status: 'error', message: { key: WIDGET_MESSAGES.failed, values: { message: state.error } } };
  if (state.functionStop) return { ...base, status: 'error', message: functionStopMessage(state.functionStop) };
  if (plan.alarm) {
    if (plan.alarm.kind === 'none') return unresolved(plan.alarm.reason);
    return state.alarms ? { ...base, status: 'ready', alarms: alarmsNewestFirst(state.alarms) } : { ...base, status: 'loading' };
  }
  const live = plan.sources.filter((s) => s.kind !== 'none');
  if (!live.length) {
    const none = plan.sources.find((s) => s.kind === 'none');
    if (none?.kind === 'none') return unresolved(none.reason);
    return { ...base, status: 'no-data', message: { key: WIDGET_MESSAGES.noSource } };
  }
  if (live.some((s) => !state.sources[s.index]?.loaded)) return { ...base, status: 'loading' };
  const empty = live.every((s) => s.kind === 'entity' && !state.sources[s.index]?.entities.length);
  if (empty) return { ...base, status: 'no-data', message: { key: WIDGET_MESSAGES.noEntities } };
  return { ...base, status: 'ready', latest: latestOf(plan, state, timeseriesWidget), series: timeseriesWidget ? seriesOf(plan, state) : [] };
}
