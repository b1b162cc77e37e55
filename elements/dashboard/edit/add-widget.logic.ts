// The rules of adding a widget from a widgets bundle in dashboard edit mode: its size from the type's
// descriptor, the first free spot of the layout, the widget built from the type's default config, and
// the edit that puts it on the dashboard; also replacing a widget's whole config (the side panel's forms).
import type { DashboardConfiguration, Widget, WidgetConfig, WidgetLayout } from '../model/dashboard.types.js';
import { WIDGET_TYPES, type WidgetType } from '../../../sdk/catalogues/widgets.js';
import { normaliseWidgetConfig } from '../model/widgets.logic.js';
import { Problems, isObject, type JsonObject } from '../model/problems.js';
import type { TimewindowContext } from '../model/timewindow.logic.js';
import { clampBox, gridColumns, layoutAt, overlaps, type CellBox, type LayoutRef } from './layout-edit.logic.js';

/** Cells a new widget takes when its type names no size: 8 columns by 6 rows. */
export const DEFAULT_WIDGET_SIZE = { sizeX: 8, sizeY: 6 } as const;

/** How far down the first free spot is looked for, in rows below the lowest widget (always free there). */
const SEARCH_SLACK_ROWS = 1;

/** A whole number of cells from a descriptor size (fractional sizes such as 7.5 round to the nearest cell), or undefined. */
function cells(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.max(1, Math.round(value)) : undefined;
}

/** A new widget's size: the descriptor's `sizeX` × `sizeY`, else 8 × 6 cells, no wider than the grid's columns. */
export function defaultWidgetSize(descriptor: JsonObject | null | undefined, columns: number): { sizeX: number; sizeY: number } {
  const sizeX = cells(descriptor?.sizeX) ?? DEFAULT_WIDGET_SIZE.sizeX;
  const sizeY = cells(descriptor?.sizeY) ?? DEFAULT_WIDGET_SIZE.sizeY;
  return { sizeX: Math.min(sizeX, columns), sizeY };
}

/**
 * The first spot of a layout where a box of the size overlaps no widget, looking row by row from the top
 * and in each row from column 0; below every widget when nothing above is free.
 */
export function firstFreeSpot(placements: Record<string, WidgetLayout>, columns: number, size: { sizeX: number; sizeY: number }): CellBox {
  const taken = Object.values(placements);
  const bottom = taken.reduce((max, p) => Math.max(max, p.row + p.sizeY), 0);
  const sizeX = Math.min(size.sizeX, columns);
  for (let row = 0; row <= bottom + SEARCH_SLACK_ROWS; row++) {
    for (let col = 0; col + sizeX <= columns; col++) {
      const box = { col, row, sizeX, sizeY: size.sizeY };
      if (!taken.some((p) => overlaps(box, p))) return box;
    }
  }
  return { col: 0, row: bottom, sizeX, sizeY: size.sizeY };
}

/** What reading a type's default config gave: the config object, or why it cannot be used. */
export type DefaultConfigResult = { ok: true; config: JsonObject } | { ok: false; reason: 'not-json' | 'not-object'; detail: string };

/** Reads `descriptor.defaultConfig` (a JSON text in 3.4, an object in some exports; none is an empty config). */
export function parseDefaultConfig(defaultConfig: unknown): DefaultConfigResult {
  if (defaultConfig === undefined || defaultConfig === null || defaultConfig === '') return { ok: true, config: {} };
  let value: unknown = defaultConfig;
  if (typeof defaultConfig === 'string') {
    try {
      value = JSON.parse(defaultConfig);
    } catch (error) {
      return { ok: false, reason: 'not-json', detail: error instanceof Error ? error.message : String(error) };
    }
  }
  return isObject(value) ? { ok: true, config: value } : { ok: false, reason: 'not-object', detail: Array.isArray(value) ? 'array' : typeof value };
}

/** The type chosen in the add dialog. */
export interface ChosenType {
  bundleAlias: string;
  typeAlias: string;
  isSystemType: boolean;
  /** The type's descriptor (`type`, `sizeX`, `sizeY`, `defaultConfig` …). */
  descriptor: JsonObject;
}

/** A widget built for a type, or why its default config cannot be used. */
export type NewWidgetResult = { ok: true; widget: Widget } | Extract<DefaultConfigResult, { ok: false }>;

/** The widget type a descriptor names; `static` (asks for no data) when it names none the model knows. */
export function descriptorWidgetType(descriptor: JsonObject): WidgetType {
  return WIDGET_TYPES.find((name) => name === descriptor.type) ?? 'static';
}

/**
 * A new widget of a chosen type: the id given, the bundle and type aliases, `isSystemType`, `type` from the
 * descriptor and the type's default config, its datasources emptied when the type takes data (the user
 * picks them), normalised as a loaded widget is.
 */
export function newWidget(id: string, chosen: ChosenType, ctx: TimewindowContext): NewWidgetResult {
  const parsed = parseDefaultConfig(chosen.descriptor.defaultConfig);
  if (!parsed.ok) return parsed;
  const type = descriptorWidgetType(chosen.descriptor);
  const raw = { ...parsed.config, datasources: type === 'static' && Array.isArray(parsed.config.datasources) ? parsed.config.datasources : [] };
  const config: WidgetConfig = normaliseWidgetConfig(raw, 'config', new Problems(), ctx);
  return { ok: true, widget: { id, bundleAlias: chosen.bundleAlias, typeAlias: chosen.typeAlias, isSystemType: chosen.isSystemType, type, config } };
}

/** Adds a widget to the configuration and places it in a layout at the first free spot of its size (clamped to the grid). */
export function addWidget(config: DashboardConfiguration, ref: LayoutRef, widget: Widget, size: { sizeX: number; sizeY: number }): DashboardConfiguration {
  const state = config.states[ref.stateId];
  const layout = layoutAt(config, ref);
  if (!state || !layout || config.widgets[widget.id]) return config;
  const columns = gridColumns(layout);
  const box = clampBox(firstFreeSpot(layout.widgets, columns, size), columns);
  const nextLayout = { ...layout, widgets: { ...layout.widgets, [widget.id]: box } };
  return {
    ...config,
    widgets: { ...config.widgets, [widget.id]: widget },
    states: { ...config.states, [ref.stateId]: { ...state, layouts: { ...state.layouts, [ref.layoutId]: nextLayout } } },
  };
}

/** Replaces a widget's config with the one a side-panel form reported (the same configuration when it is the same object). */
export function setWidgetConfig(config: DashboardConfiguration, id: string, next: WidgetConfig): DashboardConfiguration {
  const widget = config.widgets[id];
  if (!widget || widget.config === next) return config;
  return { ...config, widgets: { ...config.widgets, [id]: { ...widget, config: next } } };
}

/**
 * Which layouts of which states hold widgets, as a key: the dashboard view decides from it whether a state
 * shows the empty-dashboard note and the right layout, so it needs the edited states only when this changes
 * (a widget added to an empty dashboard, the last one deleted).
 */
export function layoutShape(states: DashboardConfiguration['states']): string {
  return Object.entries(states)
    .map(([id, state]) => `${id}:${Object.keys(state.layouts.main.widgets).length > 0 ? 'm' : ''}${Object.keys(state.layouts.right?.widgets ?? {}).length > 0 ? 'r' : ''}`)
    .join('|');
}
