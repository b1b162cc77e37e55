// The contract between the dashboard's data layer and the widgets it renders: the data layer turns a
// widget's datasources into `WidgetData`; a widget view only draws it and reports actions.
import type { ComponentType } from 'react';
import type { AlarmData } from '../../../sdk/realtime/messages.js';
import type { DataKey, Widget } from '../model/dashboard.types.js';
import type { RpcOptions } from '../runtime/send-rpc.js';

/** An entity a widget shows, as the alias resolved it. */
export interface WidgetEntity {
  entityType: string;
  id: string;
  /** `name` entity field. */
  name: string;
  /** `label` entity field; empty when there is none. */
  label: string;
}

/** The latest value of one data key of one entity; undefined value while none arrived. */
export interface LatestCell {
  key: DataKey;
  ts: number | null;
  /** The value as the server sent it (a string, JSON for objects). */
  value: string | null;
}

/** One row of latest values: an entity (or a function datasource) and each of its data keys' values in datasource order. */
export interface LatestRow {
  /** Undefined for function datasources. */
  entity?: WidgetEntity;
  /** Datasource name or alias name, for titles. */
  datasourceName: string;
  cells: LatestCell[];
}

/** One time series of one data key of one entity, oldest point first. */
export interface Series {
  key: DataKey;
  entity?: WidgetEntity;
  /** Colour from the data key (a CSS colour written by the dashboard author) or the palette. */
  color: string;
  /** Timestamps in ms and numbers (NaN for values that are not numbers), same length. */
  ts: number[];
  values: number[];
}

/** What a widget view receives to draw. */
export interface WidgetData {
  /** `loading` before the first answer; `error` with a message key; `no-data` when the datasources resolve to nothing. */
  status: 'loading' | 'ready' | 'error' | 'no-data';
  /** Translation key (kit or dashboard namespace) and values when status is `error` or `no-data`. */
  message?: { key: string; values?: Record<string, string | number> };
  /** Latest-value widgets (and the latest data keys of time-series widgets): one row per entity. */
  latest: LatestRow[];
  /** Time-series widgets: one series per entity and time-series key. */
  series: Series[];
  /** Alarm widgets: the alarms, newest first. */
  alarms: AlarmData[];
  /** The window the series cover, in ms (time-series widgets). */
  window?: { startTs: number; endTs: number };
}

/** Something a widget asks of the dashboard: an action of its configuration, with the entity it applies to. */
export interface WidgetActionRequest {
  /** Action source id (`rowClick`, `headerButton`, `elementClick` …). */
  sourceId: string;
  /** Id of the action within the source (`actions[sourceId][n].id`); the first action of the source when absent. */
  actionId?: string;
  entity?: WidgetEntity;
  /** The element the action was fired from (a header button), where a popover the action opens points; the widget's frame when absent. */
  anchor?: Element | null;
}

/** Props every widget view gets. */
export interface WidgetViewProps {
  widget: Widget;
  data: WidgetData;
  /** The widget's `config.settings` (never null). */
  settings: Record<string, unknown>;
  /** Pixel size of the widget body, for widgets that draw to canvas. */
  width: number;
  height: number;
  /** Asks the dashboard to run an action (state navigation, open dashboard …). */
  onAction: (request: WidgetActionRequest) => void;
  /**
   * Sends an RPC command to the target device (control widgets): two-way unless `options.oneWay`, persistent when
   * `options.persistent`; resolves the device's answer (null for one-way), rejects with the server's message.
   */
  sendRpc?: (method: string, params: unknown, timeoutMs?: number, options?: RpcOptions) => Promise<unknown>;
  /** Zooms the dashboard's time window to a history window (charts). */
  onZoom?: (window: { startTs: number; endTs: number }) => void;
  /** Dashboard edit mode (custom widgets then also post script failures as `widgetException`); default false. */
  isEdit?: boolean;
}

/** A lazily loaded widget view module. */
export type WidgetModule = () => Promise<{ default: ComponentType<WidgetViewProps> }>;

/** Widget views by `bundleAlias.typeAlias`. */
export type WidgetViewTable = Readonly<Record<string, WidgetModule>>;
