import type { Dashboard, DashboardConfiguration, DashboardSettings, Datasource, Widget } from './dashboard.types.js';
import { normaliseEntityAliases } from './aliases.normalise.js';
import { normaliseFilters } from './filters.logic.js';
import { normaliseGridSettings } from './layout.logic.js';
import { DEFAULT_STATE_ID, normaliseStates, rootStateId } from './states.logic.js';
import { DEFAULT_MAX_DATAPOINTS_LIMIT, normaliseTimewindow, type TimewindowContext } from './timewindow.logic.js';
import { normaliseWidget } from './widgets.logic.js';
import {
  childPath, isObject, isObjectAt, isString, Problems, randomId, readField, type DashboardProblem, type JsonObject,
} from './problems.js';

/** Options of {@link normaliseDashboard}. */
export interface NormaliseOptions {
  /** Now in ms, for default time windows; `Date.now()` by default. */
  now?: number;
  /** The server's maximum datapoints limit; 50000 by default. */
  maxDatapointsLimit?: number;
  /** Makes ids for widgets and aliases that lack one; random uuids by default. */
  newId?: () => string;
}

/** A dashboard read from JSON: the normalised dashboard and every problem found (each naming its path). */
export interface NormalisedDashboard {
  dashboard: Dashboard;
  problems: DashboardProblem[];
}

/** Settings of a dashboard saved without any: entity state controller, toolbar with every select, time window and export. */
export function defaultDashboardSettings(): DashboardSettings {
  return {
    stateControllerId: 'entity', showTitle: false, showDashboardsSelect: true, showEntitiesSelect: true,
    showDashboardTimewindow: true, showDashboardExport: true, toolbarAlwaysOpen: true,
  };
}

/** Keys the first releases kept in a top-level `gridSettings`, and the setting each now lives in. */
const LEGACY_GRID_SETTINGS: Record<string, string> = {
  showTitle: 'showTitle', titleColor: 'titleColor', showDevicesSelect: 'showEntitiesSelect',
  showEntitiesSelect: 'showEntitiesSelect', showDashboardTimewindow: 'showDashboardTimewindow', showDashboardExport: 'showDashboardExport',
};

/**
 * Reads a dashboard (an object or JSON text) as ThingsBoard 3.4 writes it, or as older releases did
 * (protocol §7.1), into the normalised model. Never throws: each bad field is recorded with its path
 * and replaced by its default or left out; everything else is kept.
 */
export function normaliseDashboard(input: unknown, options: NormaliseOptions = {}): NormalisedDashboard {
  const problems = new Problems();
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch (e) {
      problems.add('', 'dashboard.model.invalid-json', { found: e instanceof Error ? e.message : String(e) });
      raw = {};
    }
  }
  const src: JsonObject = isObjectAt(raw, '', problems) ? raw : {};
  const title = readField(src, 'title', '', problems, isString, 'string', '');
  const configuration = normaliseConfiguration(src.configuration, title, problems, options);
  return { dashboard: { ...src, title, configuration }, problems: problems.list };
}

/** Reads `Dashboard.configuration`; see {@link normaliseDashboard}. */
export function normaliseConfiguration(raw: unknown, title: string, problems: Problems, options: NormaliseOptions = {}): DashboardConfiguration {
  const path = 'configuration';
  if (raw !== undefined && raw !== null && !isObject(raw)) problems.invalid(path, 'object', raw);
  const src: JsonObject = isObject(raw) ? { ...raw } : {};
  const ctx: TimewindowContext = { now: options.now ?? Date.now(), maxDatapointsLimit: options.maxDatapointsLimit ?? DEFAULT_MAX_DATAPOINTS_LIMIT };
  const newId = options.newId ?? randomId;
  const widgets = normaliseWidgets(src.widgets, childPath(path, 'widgets'), problems, ctx, newId);
  const { aliases, renamed } = normaliseEntityAliases(src, path, problems, newId);
  for (const widget of Object.values(widgets)) renameAliasReferences(widget, renamed);
  delete src.deviceAliases;
  const states = normaliseStates(src.states, childPath(path, 'states'), problems, widgets, title);
  const config: DashboardConfiguration = {
    ...src,
    widgets,
    states,
    entityAliases: aliases,
    filters: normaliseFilters(src.filters, childPath(path, 'filters'), problems),
    timewindow: normaliseTimewindow(src.timewindow, childPath(path, 'timewindow'), problems, ctx),
    settings: normaliseSettings(src.settings, childPath(path, 'settings'), problems),
  };
  moveLegacyGridSettings(config, problems);
  checkReferences(config, problems);
  return config;
}

function normaliseWidgets(raw: unknown, path: string, problems: Problems, ctx: TimewindowContext, newId: () => string): Record<string, Widget> {
  const widgets: Record<string, Widget> = {};
  if (raw === undefined || raw === null) return widgets;
  let entries: Array<[string, unknown, string]>;
  if (Array.isArray(raw)) {
    entries = raw.map((w, i) => {
      const id = isObject(w) && isString(w.id) && w.id ? w.id : newId();
      return [id, isObject(w) ? { ...w, id } : w, childPath(path, i)];
    });
  } else if (isObject(raw)) {
    entries = Object.entries(raw).map(([id, w]) => [id, w, childPath(path, id)]);
  } else {
    problems.invalid(path, 'object of widgets by id', raw);
    return widgets;
  }
  for (const [id, w, widgetPath] of entries) {
    const widget = normaliseWidget(w, id, widgetPath, problems, ctx);
    if (widget) widgets[id] = widget;
  }
  return widgets;
}

function renameAliasReferences(widget: Widget, renamed: Map<string, string>): void {
  if (renamed.size === 0) return;
  const follow = (ds: Datasource | null | undefined) => {
    if (ds?.entityAliasId && renamed.has(ds.entityAliasId)) ds.entityAliasId = renamed.get(ds.entityAliasId)!;
  };
  widget.config.datasources.forEach(follow);
  follow(widget.config.alarmSource);
  if (widget.config.targetDeviceAliasIds) {
    widget.config.targetDeviceAliasIds = widget.config.targetDeviceAliasIds.map((id) => renamed.get(id) ?? id);
  }
}

function normaliseSettings(raw: unknown, path: string, problems: Problems): DashboardSettings {
  if (raw === undefined || raw === null) return defaultDashboardSettings();
  if (!isObject(raw)) {
    problems.invalid(path, 'object', raw);
    return defaultDashboardSettings();
  }
  return { ...raw, stateControllerId: readField(raw, 'stateControllerId', path, problems, isString, 'entity or default', 'entity') };
}

/** Moves a legacy top-level `gridSettings`: toolbar keys into settings, the grid into the default (or root) state's main layout. */
function moveLegacyGridSettings(config: DashboardConfiguration, problems: Problems): void {
  const legacy = config.gridSettings;
  if (legacy === undefined) return;
  delete config.gridSettings;
  if (!isObject(legacy)) {
    problems.invalid('configuration.gridSettings', 'object', legacy);
    return;
  }
  const grid: JsonObject = { ...legacy };
  for (const [from, to] of Object.entries(LEGACY_GRID_SETTINGS)) {
    if (!(from in grid)) continue;
    if (grid[from] !== undefined) config.settings[to] = grid[from];
    delete grid[from];
  }
  const state = config.states[DEFAULT_STATE_ID] ?? config.states[rootStateId(config)];
  if (state) state.layouts.main.gridSettings = normaliseGridSettings(grid, 'configuration.gridSettings', problems);
}

/** Records datasources naming aliases or filters the configuration lacks, and state actions naming unknown states. */
function checkReferences(config: DashboardConfiguration, problems: Problems): void {
  for (const [id, widget] of Object.entries(config.widgets)) {
    const configPath = `configuration.widgets.${id}.config`;
    const sources: Array<[string, Datasource]> = widget.config.datasources.map((ds, i) => [childPath(`${configPath}.datasources`, i), ds]);
    if (widget.config.alarmSource) sources.push([`${configPath}.alarmSource`, widget.config.alarmSource]);
    for (const [path, ds] of sources) {
      if (ds.type !== 'function' && ds.entityAliasId && !config.entityAliases[ds.entityAliasId]) {
        problems.add(`${path}.entityAliasId`, 'dashboard.model.unknown-reference', { kind: 'alias', id: ds.entityAliasId });
      }
      if (ds.filterId && !config.filters[ds.filterId]) {
        problems.add(`${path}.filterId`, 'dashboard.model.unknown-reference', { kind: 'filter', id: ds.filterId });
      }
    }
    for (const [source, actions] of Object.entries(widget.config.actions ?? {})) {
      actions.forEach((action, i) => {
        const target = action.targetDashboardStateId;
        const sameDashboard = action.type === 'openDashboardState' || action.type === 'updateDashboardState';
        if (sameDashboard && target && !config.states[target]) {
          problems.add(`${configPath}.actions.${source}[${i}].targetDashboardStateId`, 'dashboard.model.unknown-reference', { kind: 'state', id: target });
        }
      });
    }
  }
}
