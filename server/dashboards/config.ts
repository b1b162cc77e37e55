import { timewindow, widgetConfig, type WidgetConfigExtra } from '../widget-library/config.js';
import { libraryWidget } from '../widget-library/index.js';

/** Where a widget sits in a layout: size and position in grid cells. */
export interface Placement {
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
}

/** A widget of a dashboard being built: its object and where it sits in its state's main layout. */
export interface PlacedWidget {
  widget: Record<string, unknown> & { id: string };
  at: Placement;
}

/** Grid settings of a layout as the 3.4.1 editor writes them (24 columns, 10 px margins). */
export function gridSettings(): Record<string, unknown> {
  return {
    backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%', autoFillHeight: false,
    backgroundImageUrl: null, mobileAutoFillHeight: false, mobileRowHeight: 70,
  };
}

/** Dashboard-level settings: entity state controller, toolbar with dashboards, entities, time window and export. */
export function dashboardSettings(): Record<string, unknown> {
  return {
    stateControllerId: 'entity', showTitle: false, showDashboardsSelect: true, showEntitiesSelect: true,
    showDashboardTimewindow: true, showDashboardExport: true, toolbarAlwaysOpen: true, showFilters: true,
    showDashboardLogo: false, dashboardLogoUrl: null, showUpdateDashboardImage: false, hideToolbar: false,
    titleColor: 'rgba(0,0,0,0.870588)', dashboardCss: '',
  };
}

/** Options of {@link libraryWidgetObject}. */
export interface WidgetObjectOptions {
  id: string;
  bundleAlias: string;
  typeAlias: string;
  title: string;
  at: Placement;
  /** Keys of the widget config besides the common ones (datasources, alarmSource, actions, ...). */
  config: WidgetConfigExtra;
  /** Settings replacing the library defaults of the type. */
  settings?: Record<string, unknown>;
  /** End of the fixed history window of the widget's own time window. */
  now: number;
}

/**
 * A dashboard widget object of a system library type: the 3.4.1 shape (`isSystemType`, bundle and
 * type alias, kind, position) with a full config whose settings start from the type's defaults.
 */
export function libraryWidgetObject(o: WidgetObjectOptions): PlacedWidget {
  const type = libraryWidget(o.bundleAlias, o.typeAlias);
  if (!type) throw new Error(`no library widget ${o.bundleAlias}/${o.typeAlias}`);
  const defaults = (JSON.parse(type.descriptor.defaultConfig) as { settings?: Record<string, unknown> }).settings ?? {};
  const config = widgetConfig(o.title, type.descriptor.type, { ...o.config, settings: { ...defaults, ...o.settings } }, o.now);
  const widget = {
    id: o.id, isSystemType: true, bundleAlias: o.bundleAlias, typeAlias: o.typeAlias, type: type.descriptor.type,
    title: o.title, image: null, description: null, ...o.at, config,
  };
  return { widget, at: o.at };
}

/** A dashboard state whose main layout holds `widgets` at their placements. */
export function dashboardState(name: string, root: boolean, widgets: PlacedWidget[]): Record<string, unknown> {
  const entries = Object.fromEntries(widgets.map(({ widget, at }) =>
    [widget.id, { ...at, mobileHeight: null, mobileOrder: null, mobileHide: false }]));
  return { name, root, layouts: { main: { widgets: entries, gridSettings: gridSettings() } } };
}

/** An entity alias of the configuration. */
export interface EntityAlias {
  id: string;
  alias: string;
  filter: Record<string, unknown>;
}

/** Alias of every entity of a type. */
export const entityTypeAlias = (id: string, alias: string, entityType: string): EntityAlias =>
  ({ id, alias, filter: { type: 'entityType', resolveMultiple: true, entityType } });

/** Alias of a fixed list of entities of one type. */
export const entityListAlias = (id: string, alias: string, entityType: string, entityList: string[]): EntityAlias =>
  ({ id, alias, filter: { type: 'entityList', resolveMultiple: true, entityType, entityList } });

/** Alias of one entity. */
export const singleEntityAlias = (id: string, alias: string, entityType: string, entityId: string): EntityAlias =>
  ({ id, alias, filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType, id: entityId } } });

/** Alias of the entity the current dashboard state was opened for. */
export const stateEntityAlias = (id: string, alias: string): EntityAlias =>
  ({ id, alias, filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: null } });

/** Everything a dashboard configuration is made of. */
export interface ConfigurationParts {
  states: Array<{ id: string; name: string; widgets: PlacedWidget[] }>;
  aliases: EntityAlias[];
  now: number;
}

/**
 * A Dashboard.configuration in the 3.4.1 shape: widgets by id, states (the first is the root) with
 * a main layout each, entity aliases by id, no filters, the dashboard time window and settings.
 */
export function dashboardConfiguration(parts: ConfigurationParts): Record<string, unknown> {
  const widgets = Object.fromEntries(parts.states.flatMap((s) => s.widgets).map(({ widget }) => [widget.id, widget]));
  const states = Object.fromEntries(parts.states.map((s, i) => [s.id, dashboardState(s.name, i === 0, s.widgets)]));
  return {
    widgets,
    states,
    entityAliases: Object.fromEntries(parts.aliases.map((a) => [a.id, a])),
    filters: {},
    timewindow: timewindow({ now: parts.now, realtimeMs: 3_600_000, interval: 60_000 }),
    settings: dashboardSettings(),
  };
}
