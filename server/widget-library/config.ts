import type { WidgetKind } from '../widgets/descriptor.js';

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** End of the fixed history window of library defaults (they carry no real date): 2024-01-01T00:00:00Z. */
export const LIBRARY_REFERENCE_TIME = Date.UTC(2024, 0, 1);

/** Options of {@link timewindow}. */
export interface TimewindowOptions {
  /** Realtime window length; default one minute. */
  realtimeMs?: number;
  /** Grouping interval of realtime and history; default one second. */
  interval?: number;
  /** Aggregation type; default AVG. */
  aggregation?: 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT' | 'NONE';
  /** Aggregation limit; default 25000 (half the default datapoints limit). */
  limit?: number;
  /** End of the fixed history window (it spans the day before); default {@link LIBRARY_REFERENCE_TIME}. */
  now?: number;
}

/** A full Timewindow with the numeric enums of the 3.4.1 wire: realtime tab (0), last-interval types (0). */
export function timewindow(o: TimewindowOptions = {}): Record<string, unknown> {
  const ms = o.realtimeMs ?? 60_000;
  const interval = o.interval ?? 1000;
  const end = o.now ?? LIBRARY_REFERENCE_TIME;
  return {
    displayValue: '',
    hideInterval: false,
    hideAggregation: false,
    hideAggInterval: false,
    hideTimezone: false,
    selectedTab: 0,
    realtime: { realtimeType: 0, interval, timewindowMs: ms, quickInterval: 'CURRENT_DAY' },
    history: { historyType: 0, interval, timewindowMs: ms, fixedTimewindow: { startTimeMs: end - DAY_MS, endTimeMs: end }, quickInterval: 'CURRENT_DAY' },
    aggregation: { type: o.aggregation ?? 'AVG', limit: o.limit ?? 25_000 },
    timezone: null,
  };
}

/** Colours given to data keys in turn. */
export const KEY_COLORS = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b', '#9c27b0', '#ff5722', '#009688'] as const;

/** Kinds of data keys a datasource can carry. */
export type DataKeyType = 'timeseries' | 'attribute' | 'function' | 'alarm' | 'entityField' | 'count';

/** Options of {@link dataKey}. */
export interface DataKeyOptions {
  label?: string;
  color?: string;
  units?: string;
  decimals?: number | null;
  funcBody?: string;
  settings?: Record<string, unknown>;
}

/** A number in [0, 1) derived from a text (FNV-1a), so seeded keys get stable `_hash` values and colours. */
export function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h / 0x100000000;
}

/** A DataKey of the 3.4.1 configuration; `_hash` and the default colour follow from its name and label. */
export function dataKey(name: string, type: DataKeyType, o: DataKeyOptions = {}): Record<string, unknown> {
  const label = o.label ?? name;
  const hash = textHash(`${type}:${name}:${label}`);
  return {
    name,
    type,
    label,
    color: o.color ?? KEY_COLORS[Math.floor(hash * KEY_COLORS.length)]!,
    settings: o.settings ?? {},
    _hash: Math.round(hash * 1e6) / 1e6,
    units: o.units ?? '',
    decimals: o.decimals ?? null,
    funcBody: o.funcBody ?? null,
    usePostProcessing: false,
    postFuncBody: null,
  };
}

/** A datasource reading the entities of an alias. */
export function entitySource(entityAliasId: string, dataKeys: Array<Record<string, unknown>>, filterId: string | null = null): Record<string, unknown> {
  return { type: 'entity', name: null, entityAliasId, filterId, dataKeys, latestDataKeys: [] };
}

/** A datasource of generated values (used by library defaults so a fresh widget shows something). */
export function functionSource(dataKeys: Array<Record<string, unknown>>, name = 'Simulated'): Record<string, unknown> {
  return { type: 'function', name, entityAliasId: null, filterId: null, dataKeys, latestDataKeys: [] };
}

/** A function data key whose body draws a smooth wave between `min` and `max`. */
export function waveKey(label: string, min: number, max: number, periodMs = 60_000): Record<string, unknown> {
  const mid = (min + max) / 2;
  const amp = (max - min) / 2;
  const funcBody = `return Math.round((${mid} + ${amp} * Math.sin(2 * Math.PI * time / ${periodMs})) * 10) / 10;`;
  return dataKey('f(x)', 'function', { label, funcBody });
}

/** The alarm data keys an alarm table shows by default. */
export function alarmKeys(): Array<Record<string, unknown>> {
  return [
    dataKey('createdTime', 'alarm', { label: 'Created time' }),
    dataKey('originator', 'alarm', { label: 'Originator' }),
    dataKey('type', 'alarm', { label: 'Type' }),
    dataKey('severity', 'alarm', { label: 'Severity' }),
    dataKey('status', 'alarm', { label: 'Status' }),
  ];
}

/** Widget-level options of {@link widgetConfig} beyond the common defaults. */
export type WidgetConfigExtra = Record<string, unknown> & { settings?: Record<string, unknown> };

/**
 * A WidgetConfig with every common key of the 3.4.1 configuration: title and its style, card
 * colours, legend (on for time-series widgets), time window, mobile options, actions and settings;
 * `extra` adds or replaces keys (datasources, alarmSource, targetDeviceAliasIds, ...).
 */
export function widgetConfig(title: string, kind: WidgetKind, extra: WidgetConfigExtra = {}, now?: number): Record<string, unknown> {
  const timeseries = kind === 'timeseries';
  return {
    title,
    showTitle: true,
    showTitleIcon: false,
    titleIcon: '',
    iconColor: 'rgba(0, 0, 0, 0.87)',
    iconSize: '24px',
    titleTooltip: '',
    titleStyle: { fontSize: '16px', fontWeight: 400 },
    dropShadow: true,
    enableFullscreen: true,
    backgroundColor: '#ffffff',
    color: 'rgba(0, 0, 0, 0.87)',
    padding: '8px',
    margin: '0px',
    widgetStyle: {},
    widgetCss: '',
    useDashboardTimewindow: true,
    displayTimewindow: timeseries,
    timewindow: timewindow({ now }),
    showLegend: timeseries,
    legendConfig: { position: 'bottom', direction: 'column', sortDataKeys: false, showMin: false, showMax: false, showAvg: timeseries, showTotal: false, showLatest: false },
    units: '',
    decimals: null,
    noDataDisplayMessage: '',
    pageSize: 1024,
    mobileHide: false,
    mobileHeight: null,
    mobileOrder: null,
    actions: {},
    datasources: [],
    settings: {},
    ...extra,
  };
}
