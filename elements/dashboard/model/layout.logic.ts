import { BREAKPOINTS } from '../../../sdk/catalogues/ui.js';
import { DEFAULT_WIDGET_SIZE } from '../../../sdk/catalogues/widgets.js';
import type { DashboardLayout, GridSettings, Widget, WidgetLayout } from './dashboard.types.js';
import { childPath, isArray, isBoolean, isNumber, isObject, readField, type JsonObject, type Problems } from './problems.js';

/** Columns of a new layout's grid. */
export const DEFAULT_GRID_COLUMNS = 24;
/** Gap between widgets of a new layout, in px. */
export const DEFAULT_GRID_MARGIN = 10;
/** Row height of the one-column phone layout, in px. */
export const DEFAULT_MOBILE_ROW_HEIGHT = 70;
/** Below this viewport width a layout shows its widgets in one column (the md breakpoint, 960 px). */
export const MOBILE_LAYOUT_MAX_WIDTH = BREAKPOINTS.md;

/** Grid settings of a new layout: 24 columns, 10 px margins, grey background. */
export function defaultGridSettings(): GridSettings {
  return { backgroundColor: '#eeeeee', columns: DEFAULT_GRID_COLUMNS, margin: DEFAULT_GRID_MARGIN, backgroundSizeMode: '100%' };
}

/** An empty layout with default grid settings. */
export function emptyLayout(): DashboardLayout {
  return { widgets: {}, gridSettings: defaultGridSettings() };
}

const isCount = (value: unknown): value is number => isNumber(value) && Number.isInteger(value) && value > 0;
const isNonNegative = (value: unknown): value is number => isNumber(value) && value >= 0;

/** Grid settings read from a layout: the legacy `margins: [x, y]` becomes `margin: x`; missing columns and margin take the defaults. */
export function normaliseGridSettings(raw: unknown, path: string, problems: Problems): GridSettings {
  if (raw === undefined || raw === null) return defaultGridSettings();
  if (!isObject(raw)) {
    problems.invalid(path, 'object', raw);
    return defaultGridSettings();
  }
  const src: JsonObject = { ...raw };
  if (isArray(src.margins) && src.margins.length === 2) {
    if (src.margin === undefined) src.margin = src.margins[0];
    delete src.margins;
  }
  const grid: GridSettings = { ...src, columns: DEFAULT_GRID_COLUMNS, margin: DEFAULT_GRID_MARGIN };
  grid.columns = readField(src, 'columns', path, problems, isCount, 'positive integer', DEFAULT_GRID_COLUMNS);
  grid.margin = readField(src, 'margin', path, problems, isNonNegative, 'number of px, 0 or more', DEFAULT_GRID_MARGIN);
  if (src.mobileRowHeight !== undefined) {
    grid.mobileRowHeight = readField(src, 'mobileRowHeight', path, problems, isCount, 'positive integer', DEFAULT_MOBILE_ROW_HEIGHT);
  }
  for (const flag of ['autoFillHeight', 'mobileAutoFillHeight'] as const) {
    if (src[flag] !== undefined) grid[flag] = readField(src, flag, path, problems, isBoolean, 'boolean', false);
  }
  return grid;
}

/**
 * A layout read from a state: placements of unknown widgets are dropped and recorded, bad sizes or
 * positions fall back to the widget's legacy placement, then to 8×6 at the origin.
 */
export function normaliseLayout(raw: unknown, path: string, problems: Problems, widgets: Record<string, Widget>): DashboardLayout {
  if (!isObject(raw)) {
    problems.invalid(path, 'layout object', raw);
    return emptyLayout();
  }
  const placements: Record<string, WidgetLayout> = {};
  const widgetsPath = childPath(path, 'widgets');
  const entries = isObject(raw.widgets) ? raw.widgets : {};
  if (raw.widgets !== undefined && !isObject(raw.widgets)) problems.invalid(widgetsPath, 'object of placements', raw.widgets);
  for (const [id, entry] of Object.entries(entries)) {
    const entryPath = childPath(widgetsPath, id);
    const widget = widgets[id];
    if (!widget) {
      problems.add(entryPath, 'dashboard.model.unknown-reference', { kind: 'widget', id });
      continue;
    }
    placements[id] = normalisePlacement(entry, entryPath, problems, widget);
  }
  return { ...raw, widgets: placements, gridSettings: normaliseGridSettings(raw.gridSettings, childPath(path, 'gridSettings'), problems) };
}

function normalisePlacement(raw: unknown, path: string, problems: Problems, widget: Widget): WidgetLayout {
  if (!isObject(raw)) problems.invalid(path, 'placement object', raw);
  const src = isObject(raw) ? raw : {};
  const fallback = {
    sizeX: widget.sizeX ?? DEFAULT_WIDGET_SIZE.sizeX, sizeY: widget.sizeY ?? DEFAULT_WIDGET_SIZE.sizeY, row: widget.row ?? 0, col: widget.col ?? 0,
  };
  const isSize = (v: unknown): v is number => isNumber(v) && v > 0;
  const placement: WidgetLayout = {
    ...src,
    sizeX: readField(src, 'sizeX', path, problems, isSize, 'positive number', fallback.sizeX),
    sizeY: readField(src, 'sizeY', path, problems, isSize, 'positive number', fallback.sizeY),
    row: readField(src, 'row', path, problems, isNonNegative, 'number, 0 or more', fallback.row),
    col: readField(src, 'col', path, problems, isNonNegative, 'number, 0 or more', fallback.col),
  };
  for (const key of ['mobileHeight', 'mobileOrder'] as const) {
    if (src[key] !== undefined) placement[key] = readField<number | null>(src, key, path, problems, isNumber, 'number or null', null);
  }
  if (src.mobileHide !== undefined) placement.mobileHide = readField(src, 'mobileHide', path, problems, isBoolean, 'boolean', false);
  return placement;
}

/** A widget's box on the desktop grid, in cells. */
export interface GridItem {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Widgets of a layout as grid boxes, top to bottom, then left to right. */
export function gridItems(layout: DashboardLayout): GridItem[] {
  return Object.entries(layout.widgets)
    .map(([id, p]) => ({ id, x: p.col, y: p.row, w: p.sizeX, h: p.sizeY }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Rows a layout spans: the lowest bottom edge of its widgets. */
export function layoutRows(layout: DashboardLayout): number {
  return Object.values(layout.widgets).reduce((rows, p) => Math.max(rows, p.row + p.sizeY), 0);
}

/**
 * Size of a grid cell in px for a container: columns share the width after a margin on both sides of
 * every column; rows are square unless `fillHeight` is given, then the layout's rows share that height.
 */
export function cellSize(layout: DashboardLayout, width: number, fillHeight?: number): { width: number; height: number } {
  const { columns, margin } = layout.gridSettings;
  const cellWidth = Math.max(0, (width - margin * (columns + 1)) / columns);
  const rows = layoutRows(layout);
  if (fillHeight === undefined || rows === 0) return { width: cellWidth, height: cellWidth };
  return { width: cellWidth, height: Math.max(0, (fillHeight - margin * (rows + 1)) / rows) };
}

/** Tells whether a viewport this wide shows layouts in one column. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_LAYOUT_MAX_WIDTH;
}

/** A widget in the one-column phone layout: its id and height in rows. */
export interface MobileItem {
  id: string;
  rows: number;
}

/**
 * The phone layout: widgets hidden on phones (placement or config `mobileHide`) left out; the rest
 * ordered by `mobileOrder` when it is 0 or more, else by row, ties by column; each as tall as its
 * `mobileHeight` (placement, else config), else sizeY scaled to a 24-column grid.
 */
export function mobileItems(layout: DashboardLayout, widgets: Record<string, Widget>): MobileItem[] {
  const { columns } = layout.gridSettings;
  return Object.entries(layout.widgets)
    .filter(([id, p]) => !(p.mobileHide || widgets[id]?.config.mobileHide))
    .map(([id, p]) => {
      const config = widgets[id]?.config;
      const order = isNonNegative(p.mobileOrder) ? p.mobileOrder : isNonNegative(config?.mobileOrder) ? config.mobileOrder : p.row;
      const height = p.mobileHeight || config?.mobileHeight || (p.sizeY * DEFAULT_GRID_COLUMNS) / columns;
      return { id, order, col: p.col, rows: height };
    })
    .sort((a, b) => a.order - b.order || a.col - b.col)
    .map(({ id, rows }) => ({ id, rows }));
}

/** Row height of the phone layout in px: the layout's `mobileRowHeight`, 70 by default. */
export function mobileRowHeight(layout: DashboardLayout): number {
  return layout.gridSettings.mobileRowHeight ?? DEFAULT_MOBILE_ROW_HEIGHT;
}
