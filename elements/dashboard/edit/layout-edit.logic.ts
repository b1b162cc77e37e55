// The editing rules of dashboard edit mode, on the normalised configuration: move, resize and clamp a
// widget on its layout's grid (pushing the widgets it lands on downwards), delete a widget, and set its
// title and phone options. Every function returns a new configuration and keeps untouched parts as they were.
import type { DashboardConfiguration, DashboardLayout, LayoutId, WidgetLayout } from '../model/dashboard.types.js';
import { DEFAULT_GRID_COLUMNS } from '../model/layout.logic.js';

/** The layout of a state being edited. */
export interface LayoutRef {
  stateId: string;
  layoutId: LayoutId;
}

/** A widget's place on the grid in cells (protocol §7.1 layout entry): columns from the inline start, rows from the top. */
export interface CellBox {
  col: number;
  row: number;
  sizeX: number;
  sizeY: number;
}

/** A react-grid-layout item: `x` counted from the left of the screen, so mirrored in right-to-left pages. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest widget: one cell each way. */
export const MIN_WIDGET_CELLS = 1;

/** The layout a reference names, if the configuration has it. */
export function layoutAt(config: DashboardConfiguration, ref: LayoutRef): DashboardLayout | undefined {
  return config.states[ref.stateId]?.layouts[ref.layoutId];
}

/** Columns of a layout's grid: its `gridSettings.columns`, 24 by default. */
export function gridColumns(layout: DashboardLayout): number {
  const columns = layout.gridSettings.columns;
  return Number.isInteger(columns) && columns > 0 ? columns : DEFAULT_GRID_COLUMNS;
}

/** A box kept on the grid: at least 1×1 cell, no wider than the grid, starting in column 0 or later and ending by the last column, row 0 or below. */
export function clampBox(box: CellBox, columns: number): CellBox {
  const sizeX = Math.min(Math.max(box.sizeX, MIN_WIDGET_CELLS), columns);
  const sizeY = Math.max(box.sizeY, MIN_WIDGET_CELLS);
  return { sizeX, sizeY, col: Math.min(Math.max(box.col, 0), columns - sizeX), row: Math.max(box.row, 0) };
}

const boxOf = (p: WidgetLayout): CellBox => ({ col: p.col, row: p.row, sizeX: p.sizeX, sizeY: p.sizeY });
const sameBox = (a: CellBox, b: CellBox) => a.col === b.col && a.row === b.row && a.sizeX === b.sizeX && a.sizeY === b.sizeY;

/** Whether two boxes share a cell. */
export function overlaps(a: CellBox, b: CellBox): boolean {
  return a.col < b.col + b.sizeX && b.col < a.col + a.sizeX && a.row < b.row + b.sizeY && b.row < a.row + a.sizeY;
}

/** A configuration whose one layout has new placements (the same configuration when none changed). */
function withPlacements(config: DashboardConfiguration, ref: LayoutRef, placements: Record<string, WidgetLayout>): DashboardConfiguration {
  const state = config.states[ref.stateId];
  const layout = state?.layouts[ref.layoutId];
  if (!state || !layout) return config;
  const changed = Object.entries(placements).some(([id, p]) => layout.widgets[id] !== p);
  if (!changed) return config;
  const nextLayout = { ...layout, widgets: placements };
  return { ...config, states: { ...config.states, [ref.stateId]: { ...state, layouts: { ...state.layouts, [ref.layoutId]: nextLayout } } } };
}

/**
 * Puts a widget at a box of its layout, clamped to the grid; every widget it then overlaps moves down
 * to just below it, and so on for the widgets those land on.
 */
export function placeWidget(config: DashboardConfiguration, ref: LayoutRef, id: string, box: CellBox): DashboardConfiguration {
  const layout = layoutAt(config, ref);
  const current = layout?.widgets[id];
  if (!layout || !current) return config;
  const target = clampBox(box, gridColumns(layout));
  if (sameBox(boxOf(current), target)) return config;
  const placements: Record<string, WidgetLayout> = { ...layout.widgets, [id]: { ...current, ...target } };
  const queue = [id];
  for (let guard = 0; queue.length > 0 && guard < 10_000; guard++) {
    const pusherId = queue.shift()!;
    const pusher = boxOf(placements[pusherId]!);
    for (const [other, p] of Object.entries(placements)) {
      if (other === id || other === pusherId || !overlaps(pusher, boxOf(p))) continue;
      placements[other] = { ...p, row: pusher.row + pusher.sizeY };
      queue.push(other);
    }
  }
  return withPlacements(config, ref, placements);
}

/** Moves a widget by whole cells (clamped to the grid). */
export function moveWidget(config: DashboardConfiguration, ref: LayoutRef, id: string, dCol: number, dRow: number): DashboardConfiguration {
  const p = layoutAt(config, ref)?.widgets[id];
  return p ? placeWidget(config, ref, id, { ...boxOf(p), col: p.col + dCol, row: p.row + dRow }) : config;
}

/** Resizes a widget by whole cells from its top start corner (clamped: at least one cell, within the grid's columns). */
export function resizeWidget(config: DashboardConfiguration, ref: LayoutRef, id: string, dX: number, dY: number): DashboardConfiguration {
  const layout = layoutAt(config, ref);
  const p = layout?.widgets[id];
  if (!layout || !p) return config;
  const sizeX = Math.min(Math.max(p.sizeX + dX, MIN_WIDGET_CELLS), gridColumns(layout) - p.col);
  return placeWidget(config, ref, id, { ...boxOf(p), sizeX, sizeY: Math.max(p.sizeY + dY, MIN_WIDGET_CELLS) });
}

/** The widgets of a layout as react-grid-layout items; in right-to-left pages `x` is mirrored so column 0 is on the right. */
export function toGridItems(layout: DashboardLayout, rtl: boolean): GridItem[] {
  const columns = gridColumns(layout);
  return Object.entries(layout.widgets).map(([i, p]) => ({ i, x: rtl ? columns - p.col - p.sizeX : p.col, y: p.row, w: p.sizeX, h: p.sizeY }));
}

/** A react-grid-layout item back as a box of the layout (mirrored back in right-to-left pages). */
export function fromGridItem(item: Omit<GridItem, 'i'>, columns: number, rtl: boolean): CellBox {
  return { col: rtl ? columns - item.x - item.w : item.x, row: item.y, sizeX: item.w, sizeY: item.h };
}

/** Takes the boxes react-grid-layout ended a drag or resize with: each changed widget gets its new box, clamped to the grid. */
export function applyGridItems(config: DashboardConfiguration, ref: LayoutRef, items: readonly GridItem[], rtl: boolean): DashboardConfiguration {
  const layout = layoutAt(config, ref);
  if (!layout) return config;
  const columns = gridColumns(layout);
  const placements = { ...layout.widgets };
  for (const item of items) {
    const p = placements[item.i];
    if (!p) continue;
    const box = clampBox(fromGridItem(item, columns, rtl), columns);
    if (!sameBox(boxOf(p), box)) placements[item.i] = { ...p, ...box };
  }
  return withPlacements(config, ref, placements);
}

/** A keyboard step on a focused widget: arrows move it a cell; Shift with arrows resizes it from its end and bottom edges. */
export type KeyStep = { kind: 'move'; dCol: number; dRow: number } | { kind: 'resize'; dX: number; dY: number };

/**
 * What an arrow key does to a focused widget: Left/Right move it one column (mirrored in right-to-left
 * pages, so it goes the way the arrow points), Up/Down one row; with Shift, the arrow towards the inline
 * end widens it and the other narrows it, Down makes it a row taller and Up a row shorter. Null for other keys.
 */
export function keyStep(key: string, shift: boolean, rtl: boolean): KeyStep | null {
  const towardsEnd = rtl ? 'ArrowLeft' : 'ArrowRight';
  const towardsStart = rtl ? 'ArrowRight' : 'ArrowLeft';
  const x = key === towardsEnd ? 1 : key === towardsStart ? -1 : 0;
  const y = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (x === 0 && y === 0) return null;
  return shift ? { kind: 'resize', dX: x, dY: y } : { kind: 'move', dCol: x, dRow: y };
}

/** Removes a widget: from the widgets and from every layout of every state. */
export function deleteWidget(config: DashboardConfiguration, id: string): DashboardConfiguration {
  if (!config.widgets[id]) return config;
  const { [id]: _removed, ...widgets } = config.widgets;
  const states = Object.fromEntries(Object.entries(config.states).map(([stateId, state]) => {
    const layouts = Object.fromEntries(Object.entries(state.layouts).map(([layoutId, layout]) => {
      if (!layout || !(id in layout.widgets)) return [layoutId, layout];
      const { [id]: _gone, ...placements } = layout.widgets;
      return [layoutId, { ...layout, widgets: placements }];
    })) as typeof state.layouts;
    return [stateId, { ...state, layouts }];
  }));
  return { ...config, widgets, states };
}

/** Sets a widget's title (`config.title`), kept as typed. */
export function setWidgetTitle(config: DashboardConfiguration, id: string, title: string): DashboardConfiguration {
  const widget = config.widgets[id];
  if (!widget || widget.config.title === title) return config;
  return { ...config, widgets: { ...config.widgets, [id]: { ...widget, config: { ...widget.config, title } } } };
}

/** A widget's phone options: place in the phone order and height in rows (null: automatic), and whether phones hide it. */
export interface MobileOptions {
  mobileOrder: number | null;
  mobileHeight: number | null;
  mobileHide: boolean;
}

/** The first layout entry of a widget, looking through the states in order and main before right. */
function firstPlacement(config: DashboardConfiguration, id: string): WidgetLayout | undefined {
  for (const state of Object.values(config.states)) {
    const p = state.layouts.main.widgets[id] ?? state.layouts.right?.widgets[id];
    if (p) return p;
  }
  return undefined;
}

/** The phone options a widget has now: its layout entry's (as the phone list reads them), else its config's. */
export function mobileOptionsOf(config: DashboardConfiguration, id: string): MobileOptions {
  const p = firstPlacement(config, id);
  const c = config.widgets[id]?.config;
  return {
    mobileOrder: p?.mobileOrder ?? c?.mobileOrder ?? null,
    mobileHeight: p?.mobileHeight ?? c?.mobileHeight ?? null,
    mobileHide: Boolean(p?.mobileHide || c?.mobileHide),
  };
}

/** Sets a widget's phone options in its config and in its entry of every layout, as ThingsBoard keeps them in both. */
export function setMobileOptions(config: DashboardConfiguration, id: string, options: MobileOptions): DashboardConfiguration {
  const widget = config.widgets[id];
  if (!widget) return config;
  const widgets = { ...config.widgets, [id]: { ...widget, config: { ...widget.config, ...options } } };
  const states = Object.fromEntries(Object.entries(config.states).map(([stateId, state]) => {
    const layouts = Object.fromEntries(Object.entries(state.layouts).map(([layoutId, layout]) => {
      const p = layout?.widgets[id];
      return [layoutId, p ? { ...layout, widgets: { ...layout.widgets, [id]: { ...p, ...options } } } : layout];
    })) as typeof state.layouts;
    return [stateId, { ...state, layouts }];
  }));
  return { ...config, widgets, states };
}

/** Reads a phone order or height typed in a field: empty is automatic (null), a whole number of at least `min` is kept, anything else is invalid. */
export function parseOptionalCount(text: string, min: number): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= min ? value : 'invalid';
}
