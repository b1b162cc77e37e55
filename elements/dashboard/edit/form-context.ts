// The contract between dashboard edit mode's side panel and the forms it shows for the selected widget
// (data, time window, actions, settings): each form gets the widget's config and reports a whole new one;
// the panel records each report as one undo step.
import type { Dashboard, EntityAlias, Widget, WidgetConfig } from '../model/dashboard.types.js';
import type { JsonObject } from '../model/problems.js';

/** What a widget form knows besides the config it edits. */
export interface WidgetFormContext {
  /** The selected widget (its `type`, `bundleAlias`, `typeAlias`); its `config` is the one being edited. */
  widget: Widget;
  /**
   * The widget type's descriptor as the server answers it (`descriptor` of `GET /api/widgetType`:
   * `settingsSchema`, `dataKeySettingsSchema`, `defaultConfig`, `actionSources`, `maxDatasources`,
   * `maxDataKeys`, `dataKeysOptional` …), or null while loading or when the type is unknown.
   */
  descriptor: JsonObject | null;
  /** The dashboard's entity aliases by id. */
  aliases: Record<string, EntityAlias>;
  /** Ids and names of the dashboard's states, for actions that open a state. */
  states: { id: string; name: string }[];
  /** The dashboard being edited. */
  dashboard: Dashboard;
  /** Base URL of the backend, as the kit's controls take it (`kitClient(baseUrl)`). */
  baseUrl?: string;
  /**
   * The server's maximum datapoints limit (`GET /api/dashboard/maxDatapointsLimit`), bounding the aggregation
   * limit of the widget's own time window; null or absent while unknown, when the default bound applies.
   */
  maxDatapointsLimit?: number | null;
}

/** Props of every form of the widget side panel. */
export interface WidgetFormProps {
  /** The widget's config as edited so far. */
  config: WidgetConfig;
  /** Reports the whole new config after a change the user made. */
  onChange: (config: WidgetConfig) => void;
  context: WidgetFormContext;
}
