import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import ReactGridLayout, { type Layout } from 'react-grid-layout';
import { noCompactor } from 'react-grid-layout/core';
import { mdiDeleteOutline, mdiResizeBottomRight } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { useTranslate } from '../../core/i18n.js';
import type { Widget } from '../model/dashboard.types.js';
import { cellSize } from '../model/layout.logic.js';
import { mobileLayout } from '../view/grid.logic.js';
import { useElementSize } from '../view/use-size.js';
import { widgetTitle } from '../view/widget-frame.js';
import type { DashboardEditor } from './editor.store.js';
import { applyGridItems, gridColumns, keyStep, layoutAt, moveWidget, resizeWidget, toGridItems, type LayoutRef } from './layout-edit.logic.js';
import { registerDashEditLocales } from './i18n/index.js';

await registerDashEditLocales();

/** Props of {@link EditGrid}. */
export interface EditGridProps {
  editor: DashboardEditor;
  /** The layout edited. */
  layoutRef: LayoutRef;
  /** Phone width: the one-column list, where widgets are chosen but not moved. */
  mobile: boolean;
  /** Accessible name of the layout region. */
  label?: string;
  renderWidget: (widget: Widget) => ReactNode;
  /** Asks to delete a widget (after a confirmation). */
  onDelete: (widgetId: string) => void;
  /** Called after the layout is drawn (the editor notes which state is shown). */
  onShown?: () => void;
}

/** Makes an element and everything in it unreachable (no pointer, focus or reading): widgets are arranged, not used, in edit mode. */
const inert = (node: HTMLElement | null) => {
  if (node) node.inert = true;
};

const ITEM = 'group rounded-card outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
const GRID =
  'relative [&>.react-grid-placeholder]:absolute [&>.react-grid-placeholder]:top-0 [&>.react-grid-placeholder]:left-0 [&>.react-grid-placeholder]:rounded-card [&>.react-grid-placeholder]:border-2 [&>.react-grid-placeholder]:border-dashed [&>.react-grid-placeholder]:border-accent [&>.react-grid-placeholder]:bg-accent-soft';

/** One widget in edit mode: the widget drawn but inert, a selection ring, and its delete button on the card's top end corner, clear of the title in either direction. */
function EditItemBody({ widget, title, selected, onDelete, renderWidget }: { widget: Widget; title: string; selected: boolean; onDelete: () => void; renderWidget: (widget: Widget) => ReactNode }) {
  const t = useTranslate();
  return (
    <>
      <div ref={inert} className="h-full">
        {renderWidget(widget)}
      </div>
      <div aria-hidden="true" className={`absolute inset-0 cursor-move rounded-card ${selected ? 'ring-2 ring-accent' : 'group-hover:ring-1 group-hover:ring-border-strong'}`} />
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('dashedit:edit.delete-widget', { title })}
        title={t('dashedit:edit.delete-widget', { title })}
        className="absolute -end-2 -top-2 z-10 inline-flex size-7 items-center justify-center rounded-full border border-border bg-surface-raised text-text-muted shadow-card hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon path={mdiDeleteOutline} size={16} />
      </button>
    </>
  );
}

/**
 * A layout in edit mode: on wide screens a react-grid-layout grid with the layout's columns and margin and
 * square cells, where each widget moves by mouse or arrow keys and resizes by its corner handle or Shift
 * with arrow keys (every change one undo step); on phones the one-column list, where a widget is chosen
 * for the side panel. A focused or clicked widget is selected.
 */
export function EditGrid({ editor, layoutRef, mobile, label, renderWidget, onDelete, onShown }: EditGridProps) {
  const t = useTranslate();
  const config = useStore(editor.$config);
  const { selectedId } = useStore(editor.$state);
  const [ref, { width }] = useElementSize();
  const [announcement, setAnnouncement] = useState('');
  const layout = layoutAt(config, layoutRef);
  const [rtl, setRtl] = useState(false);
  useEffect(() => {
    onShown?.();
  });
  useLayoutEffect(() => {
    if (ref.current) setRtl(getComputedStyle(ref.current).direction === 'rtl');
  }, [ref, width]);
  const columns = layout ? gridColumns(layout) : 24;
  const margin = layout?.gridSettings.margin ?? 10;
  const items = useMemo(() => (layout ? toGridItems(layout, rtl) : []), [layout, rtl]);
  const gridConfig = useMemo(() => ({ cols: columns, rowHeight: layout ? cellSize(layout, width).width : 0, margin: [margin, margin] as [number, number], containerPadding: [margin, margin] as [number, number] }), [columns, margin, layout, width]);
  const dragConfig = useMemo(() => ({ enabled: true, cancel: 'button' }), []);
  const resizeConfig = useMemo(() => ({
    enabled: true,
    handles: ['se' as const],
    handleComponent: (_axis: unknown, handleRef: React.Ref<HTMLElement>) => (
      <span ref={handleRef as React.Ref<HTMLSpanElement>} aria-hidden="true" className="react-resizable-handle absolute right-0 bottom-0 flex size-6 cursor-se-resize items-end justify-end p-0.5 text-accent">
        <Icon path={mdiResizeBottomRight} size={18} />
      </span>
    ),
  }), []);
  const commit = useCallback((next: Layout) => editor.apply((c) => applyGridItems(c, layoutRef, next, rtl)), [editor, layoutRef, rtl]);

  if (!layout) return null;
  const titleOf = (widget: Widget) => widgetTitle(widget, t('dashboard:widget.untitled'));
  const announce = (id: string) => {
    const p = layoutAt(editor.$config.get(), layoutRef)?.widgets[id];
    const widget = editor.$config.get().widgets[id];
    if (p && widget) setAnnouncement(t('dashedit:edit.position', { title: titleOf(widget), col: p.col + 1, row: p.row + 1, width: p.sizeX, height: p.sizeY }));
  };
  const onKeyDown = (id: string) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Delete') {
      event.preventDefault();
      onDelete(id);
      return;
    }
    const step = mobile ? null : keyStep(event.key, event.shiftKey, rtl);
    if (!step) return;
    event.preventDefault();
    editor.apply((c) => (step.kind === 'move' ? moveWidget(c, layoutRef, id, step.dCol, step.dRow) : resizeWidget(c, layoutRef, id, step.dX, step.dY)));
    announce(id);
  };
  const itemProps = (widget: Widget) => ({
    tabIndex: 0,
    role: 'group',
    'aria-roledescription': t('dashedit:edit.widget-role'),
    'aria-label': titleOf(widget),
    'aria-describedby': mobile ? undefined : `${layoutRef.layoutId}-edit-hint`,
    'data-edit-widget': widget.id,
    onFocus: () => editor.select(widget.id),
    onKeyDown: onKeyDown(widget.id),
  });
  const body = (widget: Widget) => (
    <EditItemBody widget={widget} title={titleOf(widget)} selected={selectedId === widget.id} onDelete={() => onDelete(widget.id)} renderWidget={renderWidget} />
  );

  let grid: ReactNode = null;
  if (width > 0 && mobile) {
    const laid = mobileLayout(layout, config.widgets, width);
    grid = (
      <div className="relative" style={{ height: laid.height }}>
        {laid.boxes.map((box) => {
          const widget = config.widgets[box.id];
          return widget ? (
            <div key={box.id} {...itemProps(widget)} className={`absolute ${ITEM}`} style={{ insetInlineStart: box.start, top: box.top, width: box.width, height: box.height }}>
              {body(widget)}
            </div>
          ) : null;
        })}
      </div>
    );
  } else if (width > 0) {
    grid = (
      <ReactGridLayout
        width={width}
        layout={items}
        gridConfig={gridConfig}
        dragConfig={dragConfig}
        resizeConfig={resizeConfig}
        compactor={noCompactor}
        className={GRID}
        onDragStop={commit}
        onResizeStop={commit}
      >
        {items.map((item) => {
          const widget = config.widgets[item.i];
          return widget ? (
            <div key={item.i} {...itemProps(widget)} className={`absolute top-0 left-0 motion-safe:transition-transform motion-safe:duration-fast [&.react-draggable-dragging]:z-30 [&.react-draggable-dragging]:transition-none [&.resizing]:z-20 ${ITEM}`}>
              {body(widget)}
            </div>
          ) : null;
        })}
      </ReactGridLayout>
    );
  }
  return (
    <div ref={ref} role={label ? 'region' : undefined} aria-label={label} className="relative w-full min-w-0 bg-surface-sunken">
      <p id={`${layoutRef.layoutId}-edit-hint`} className={mobile ? 'px-4 pt-3 text-sm text-text-muted' : 'sr-only'}>
        {mobile ? t('dashedit:edit.phone-note') : t('dashedit:edit.widget-hint')}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {grid}
    </div>
  );
}
