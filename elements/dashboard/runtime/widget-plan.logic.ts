// What a widget asks of the server: per datasource the entity-data (or count) query and the value
// commands that follow its first page, and for alarm widgets the alarm-data query. Pure: no I/O.
import { DATASOURCE_PAGE_SIZE } from '../../../sdk/catalogues/widgets.js';
import type { EntityDataValueCmds } from '../../../sdk/realtime/commands.js';
import type { AlarmDataPageLink, AlarmDataQuery, EntityCountQuery, EntityDataQuery, EntityKey } from '../../../sdk/realtime/query-types.js';
import { timeseriesCmd, type SubscriptionWindow } from '../../time-window/realtime-window.logic.js';
import type { AliasContext } from '../model/aliases.logic.js';
import { aliasPageLink, resolveAlias } from '../model/aliases.logic.js';
import type { DashboardConfiguration, Datasource, Widget } from '../model/dashboard.types.js';
import { datasourceQuery } from '../model/query.logic.js';

/** Why a datasource stands for no entity, as a message key of the `dashboard` namespace. */
export type UnresolvedReason = 'dashboard:widget.unknown-alias' | 'dashboard:widget.no-state-entity';

const REASONS: Record<'dashboard.model.unknown-alias' | 'dashboard.model.no-state-entity', UnresolvedReason> = {
  'dashboard.model.unknown-alias': 'dashboard:widget.unknown-alias',
  'dashboard.model.no-state-entity': 'dashboard:widget.no-state-entity',
};

/** Fields every source plan has: the datasource, its place in the widget and the name shown for it. */
interface SourceBase {
  index: number;
  datasource: Datasource;
  /** The datasource's own name, else its alias's name, else empty. */
  name: string;
}

/** How one datasource of a widget gets its data. */
export type SourcePlan =
  | (SourceBase & { kind: 'entity'; query: EntityDataQuery; values: EntityDataValueCmds | undefined })
  | (SourceBase & { kind: 'count'; query: EntityCountQuery })
  | (SourceBase & { kind: 'function' })
  | (SourceBase & { kind: 'none'; reason: UnresolvedReason });

/** How an alarm widget gets its alarms. */
export type AlarmPlan = { kind: 'alarm'; query: AlarmDataQuery; name: string } | { kind: 'none'; reason: UnresolvedReason };

/** Everything a widget subscribes to. */
export interface WidgetPlan {
  sources: SourcePlan[];
  /** Alarm widgets only. */
  alarm?: AlarmPlan;
  /** The window of time-series and alarm widgets; null for the others. */
  window: SubscriptionWindow | null;
}

/** Inputs of {@link widgetPlan}. */
export interface PlanContext {
  config: Pick<DashboardConfiguration, 'entityAliases' | 'filters'>;
  alias: AliasContext;
  /** The widget's window (from its or the dashboard's time window); used by time-series and alarm widgets. */
  window: SubscriptionWindow | null;
}

/** The name of a datasource for titles: its own name, else its alias's, else empty. */
export function datasourceName(ds: Datasource, config: Pick<DashboardConfiguration, 'entityAliases'>): string {
  if (ds.name) return ds.name;
  const alias = ds.entityAliasId ? config.entityAliases[ds.entityAliasId] : undefined;
  return alias?.alias ?? '';
}

/**
 * The value commands sent after a datasource's first page: `latestCmd` with its latest keys (attributes,
 * and time series of widgets that are not time-series ones), plus for time-series widgets a `tsCmd`
 * (realtime window) or `historyCmd` (history window) over its time-series keys; undefined when none.
 */
export function valueCmds(ds: Datasource, query: EntityDataQuery, widget: Pick<Widget, 'type'>, window: SubscriptionWindow | null): EntityDataValueCmds | undefined {
  const latest = (query.latestValues ?? []).filter((k) => k.type !== 'ENTITY_FIELD');
  const cmds: EntityDataValueCmds = latest.length ? { latestCmd: { keys: latest } } : {};
  const tsKeys = widget.type === 'timeseries' ? [...new Set(ds.dataKeys.filter((k) => k.type === 'timeseries').map((k) => k.name))] : [];
  if (tsKeys.length && window) Object.assign(cmds, timeseriesCmd(window, tsKeys));
  return Object.keys(cmds).length ? cmds : undefined;
}

function sourcePlan(ds: Datasource, index: number, widget: Widget, ctx: PlanContext): SourcePlan {
  const base = { index, datasource: ds, name: datasourceName(ds, ctx.config) };
  const pageSize = widget.config.pageSize ?? DATASOURCE_PAGE_SIZE;
  const planned = datasourceQuery(ds, ctx.config, ctx.alias, { widgetType: widget.type, pageSize });
  switch (planned.kind) {
    case 'function':
      return { ...base, kind: 'function' };
    case 'none':
      return { ...base, kind: 'none', reason: REASONS[planned.reason] };
    case 'count':
      return { ...base, kind: 'count', query: planned.query };
    default:
      return { ...base, kind: 'entity', query: planned.query, values: valueCmds(ds, planned.query, widget, ctx.window) };
  }
}

/** Alarms of an alarm widget per page unless its config says otherwise. */
export const ALARM_PAGE_SIZE = DATASOURCE_PAGE_SIZE;

/**
 * The page link of an alarm widget: newest alarms first, the widget's status, severity and type lists
 * (empty lists mean any), propagated alarms when asked for, and the window: `timeWindow` (its length)
 * for a realtime window, `startTs`/`endTs` for a history one.
 */
export function alarmPageLink(config: Widget['config'], window: SubscriptionWindow | null): AlarmDataPageLink {
  const link: AlarmDataPageLink = {
    pageSize: config.pageSize ?? ALARM_PAGE_SIZE, page: 0, textSearch: null,
    sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
    statusList: [...(config.alarmStatusList ?? [])],
    severityList: [...(config.alarmSeverityList ?? [])],
    typeList: [...(config.alarmTypeList ?? [])],
    searchPropagatedAlarms: config.searchPropagatedAlarms === true,
  };
  if (window?.history) return { ...link, startTs: window.history.startTimeMs, endTs: window.history.endTimeMs };
  if (window?.realtime) return { ...link, timeWindow: window.realtime.windowMs };
  return link;
}

/** The alarm-data query of an alarm widget's `alarmSource`, or why it has none. */
export function alarmPlan(widget: Widget, ctx: PlanContext): AlarmPlan | undefined {
  const source = widget.config.alarmSource;
  if (!source) return undefined;
  const planned = datasourceQuery(source, ctx.config, ctx.alias, { widgetType: 'alarm' });
  if (planned.kind === 'none') return { kind: 'none', reason: REASONS[planned.reason] };
  if (planned.kind !== 'entity') return { kind: 'none', reason: 'dashboard:widget.unknown-alias' };
  const alarmFields = source.dataKeys.filter((k) => k.type === 'alarm').map((k): EntityKey => ({ type: 'ALARM_FIELD', key: k.name }));
  const { entityFilter, keyFilters, entityFields, latestValues } = planned.query;
  return {
    kind: 'alarm',
    name: datasourceName(source, ctx.config),
    query: { entityFilter, keyFilters, entityFields, latestValues, alarmFields, pageLink: alarmPageLink(widget.config, ctx.window) },
  };
}

/** Everything a widget subscribes to: a plan per datasource and, for alarm widgets, the alarm query. */
export function widgetPlan(widget: Widget, ctx: PlanContext): WidgetPlan {
  const plan: WidgetPlan = { sources: [], window: ctx.window };
  if (widget.type === 'alarm') {
    const alarm = alarmPlan(widget, ctx);
    if (alarm) plan.alarm = alarm;
    return plan;
  }
  plan.sources = widget.config.datasources.map((ds, i) => sourcePlan(ds, i, widget, ctx));
  return plan;
}

/** Whether a widget type reads a time window: time-series and alarm widgets do. */
export function usesTimewindow(widget: Pick<Widget, 'type'>): boolean {
  return widget.type === 'timeseries' || widget.type === 'alarm';
}

/** Where a control widget's RPC goes: a device the alias names itself, the query whose first device it is, or nowhere (null). */
export type RpcTarget = { kind: 'device'; id: string } | { kind: 'query'; query: EntityDataQuery } | null;

/**
 * The target of a control widget's RPC, from its first target device alias: a single entity or an entity
 * list names its device at once (none when it names another entity type); any other alias (device type,
 * entity name, relations or search query, state entity …) is queried as its widgets read it, and its first
 * device is the target. Null without a target alias, or when the alias does not resolve.
 */
export function rpcTarget(widget: Widget, config: Pick<DashboardConfiguration, 'entityAliases'>, alias: AliasContext): RpcTarget {
  const aliasId = widget.config.targetDeviceAliasIds?.[0];
  const resolved = aliasId ? resolveAlias(config.entityAliases, aliasId, alias) : undefined;
  if (!resolved?.resolved) return null;
  const filter = resolved.entityFilter;
  const device = (id: string | undefined): RpcTarget => (id ? { kind: 'device', id } : null);
  if (filter.type === 'singleEntity') {
    const entity = filter.singleEntity as { entityType?: string; id?: string } | undefined;
    return entity?.entityType === 'DEVICE' ? device(entity.id) : null;
  }
  if (filter.type === 'entityList') return filter.entityType === 'DEVICE' ? device((filter.entityList as string[] | undefined)?.[0]) : null;
  return { kind: 'query', query: { entityFilter: filter, pageLink: aliasPageLink(resolved.resolveMultiple), entityFields: [], latestValues: [] } };
}

/** The id of the first device among the entities of a query's page (`POST /api/entitiesQuery/find` answer); null for none. */
export function firstDevice(page: unknown): string | null {
  const rows = (page as { data?: unknown } | null)?.data;
  if (!Array.isArray(rows)) return null;
  for (const row of rows) {
    const id = (row as { entityId?: { entityType?: unknown; id?: unknown } } | null)?.entityId;
    if (id?.entityType === 'DEVICE' && typeof id.id === 'string') return id.id;
  }
  return null;
}
