// Where each widget of a layout sits in px: the desktop grid (columns and margin of the layout, square
// cells) and the one-column phone list. Pure, so the numbers are tested in node.
import type { DashboardLayout, Widget } from '../model/dashboard.types.js';
import { cellSize, gridItems, layoutRows, mobileItems, mobileRowHeight } from '../model/layout.logic.js';

/** A widget's box in px, from the inline start and top of its layout. */
export interface WidgetBox {
  id: string;
  start: number;
  top: number;
  width: number;
  height: number;
}

/** A laid-out layout: each widget's box and the height the layout needs. */
export interface LaidOut {
  boxes: WidgetBox[];
  height: number;
}

/**
 * The desktop grid of a layout in a container `width` px wide: cells share the width after a margin
 * around every column, rows are as tall as cells are wide, a widget spans its cells and the margins
 * between them (fractional sizes allowed).
 */
export function desktopLayout(layout: DashboardLayout, width: number): LaidOut {
  const { margin } = layout.gridSettings;
  const cell = cellSize(layout, width);
  const span = (cells: number, size: number) => Math.max(0, cells * size + (cells - 1) * margin);
  const boxes = gridItems(layout).map((item) => ({
    id: item.id,
    start: margin + item.x * (cell.width + margin),
    top: margin + item.y * (cell.height + margin),
    width: span(item.w, cell.width),
    height: span(item.h, cell.height),
  }));
  return { boxes, height: margin + layoutRows(layout) * (cell.height + margin) };
}

/**
 * The phone list of a layout: widgets hidden on phones left out, the rest one under the other in their
 * phone order, full width, each its rows times the phone row height (70 px by default) tall, the
 * layout's margin around and between them.
 */
export function mobileLayout(layout: DashboardLayout, widgets: Record<string, Widget>, width: number): LaidOut {
  const { margin } = layout.gridSettings;
  const rowHeight = mobileRowHeight(layout);
  let top = margin;
  const boxes = mobileItems(layout, widgets).map((item) => {
    const box = { id: item.id, start: margin, top, width: Math.max(0, width - 2 * margin), height: item.rows * rowHeight };
    top += box.height + margin;
    return box;
  });
  return { boxes, height: top };
}
