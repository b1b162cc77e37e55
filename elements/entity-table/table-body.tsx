import { memo, useEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { mdiCheck } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { PINNED_CELL, type EntityColumn, type EntityRow } from './entity-columns.js';
import { cellText, isRowMoveKey, moveRowIndex, valueAt } from './entity-table.logic.js';
import type { LiveValues } from './live-cells.logic.js';

/** Height of a row in px (the design's 40 px, `h-row`). */
export const ROW_HEIGHT_PX = 40;

/**
 * Rows rendered beyond the visible ones on each side (120 px). Every row in the DOM costs each scrolled frame
 * (its icons' paint chunks; then also its pinned cell's sticky offset) even when it is not repainted: 3 instead of 6 took
 * the devices-page bench's median work per frame (table alone) from 17.4 to 15.9 ms of CPU, and its frames of
 * 16 ms or more from 65 to 45 of 92.
 */
const OVERSCAN = 3;

/** Props of {@link TableBody}. */
export interface TableBodyProps {
  /** The scrolling element holding the grid. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Rows of the page. */
  rows: readonly EntityRow[];
  /** Id of each row. */
  ids: readonly string[];
  /** Columns shown. */
  columns: readonly EntityColumn[];
  /** Grid template shared with the header. */
  template: string;
  /** Selected ids, or null when rows are not selectable. */
  selection: ReadonlySet<string> | null;
  /** Whether the next page is loading (rows dim). */
  busy: boolean;
  /** Called with the index of a row clicked. */
  onOpen: (index: number) => void;
  /** Called with the index of a row whose checkbox was toggled. */
  onToggle: (index: number) => void;
  /** Called with a key pressed on a row; answers whether it handled it. */
  onKey: (event: KeyboardEvent, index: number) => boolean;
  /** Live column values by row id, laid over the rows' own. */
  live?: LiveValues;
  /** Called with the first and last index of the rows in the DOM whenever they change. */
  onRange?: (start: number, end: number) => void;
}

/** Classes of a text value in its cell: as wide as the text, at most the cell's width, truncated with an ellipsis. */
const VALUE = 'inline-block max-w-full truncate align-top';

/**
 * One cell, rendered inline by its row (no component of its own, so a row entering the screen costs few fibers
 * and elements): the column's own renderer, a check mark, or the value as text truncated with an ellipsis, each
 * value keeping its own direction (a Latin name, '820.3 KB') while the cell's alignment follows the page's.
 */
function cell(column: EntityColumn, row: EntityRow, t: ReturnType<typeof useTranslate>, background: string) {
  // A pinned cell is as tall as its row and opaque, so what scrolls beneath it does not show through.
  const pin = column.pinned ? `${PINNED_CELL} flex self-stretch items-center ${background}` : '';
  if (column.cell) {
    return (
      <span key={column.key} role="gridcell" className={`min-w-0 px-3 ${pin}`}>
        {column.cell(row)}
      </span>
    );
  }
  const value = column.value ? column.value(row) : valueAt(row, column.key);
  if (column.kind === 'boolean') {
    const yes = value === true;
    return (
      <span key={column.key} role="gridcell" className={`flex min-w-0 items-center px-3 text-text-muted ${pin}`}>
        {yes && <Icon path={mdiCheck} size={18} />}
        <span className="sr-only">{t(yes ? 'entity-table.yes' : 'entity-table.no')}</span>
      </span>
    );
  }
  const text = cellText(value, column.kind);
  const numeric = column.kind === 'time' || column.kind === 'number';
  return (
    <span key={column.key} role="gridcell" className={`min-w-0 px-3 ${numeric ? 'tabular-nums' : ''} ${pin}`} title={text}>
      {/* The isolate sits at the page's start and, when too long, truncates in the value's own direction: a Latin
          file name keeps its start and ends in the ellipsis in a Persian page too. */}
      {column.kind === 'time' ? <span dir="ltr" className={VALUE}>{text}</span> : <bdi className={VALUE}>{text}</bdi>}
    </span>
  );
}

/** What a row reports to the body: a click, a checkbox toggle, a key, or focus. */
interface RowEvents {
  open(index: number): void;
  toggle(index: number): void;
  key(event: KeyboardEvent, index: number): void;
  focus(index: number): void;
}

/** Props of {@link TableRow}. */
interface TableRowProps {
  row: EntityRow;
  index: number;
  start: number;
  columns: readonly EntityColumn[];
  template: string;
  /** Whether the row is selected, or null when rows are not selectable. */
  selected: boolean | null;
  tabbable: boolean;
  /** Stable holder of the body's current handlers, so that scrolling re-renders only rows that change. */
  events: MutableRefObject<RowEvents>;
}

/** One row: re-rendered only when its own row, position, selection or focus stop changes. */
const TableRow = memo(function TableRow({ row, index, start, columns, template, selected, tabbable, events }: TableRowProps) {
  const t = useTranslate();
  const name = cellText(valueAt(row, 'name') ?? valueAt(row, 'title') ?? valueAt(row, 'email'));
  return (
    <div
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={selected ?? undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={() => events.current.focus(index)}
      onClick={() => events.current.open(index)}
      onKeyDown={(e) => events.current.key(e, index)}
      className={`group absolute inset-x-0 grid h-row cursor-pointer items-center contain-size contain-layout contain-style border-b border-border text-base hover:bg-surface-hover focus-visible:-outline-offset-2 ${
        selected ? 'bg-accent-soft hover:bg-accent-soft' : ''
      }`}
      style={{ gridTemplateColumns: template, top: start }}
    >
      {selected !== null && (
        <span role="gridcell" className="flex justify-center" onClick={(e) => e.stopPropagation()}>
          <input
            type="checkbox"
            tabIndex={-1}
            className="size-4 accent-accent"
            checked={selected}
            onChange={() => events.current.toggle(index)}
            aria-label={t('entity-table.select-row', { name })}
          />
        </span>
      )}
      {columns.map((column) => cell(column, row, t, selected ? 'bg-accent-soft' : 'bg-surface group-hover:bg-surface-hover'))}
    </div>
  );
});

const withLiveCache = new WeakMap<EntityRow, { values: Readonly<Record<string, unknown>>; row: EntityRow }>();

/** A row with its live values laid over it; the same object while neither changes, so the row is not re-rendered. */
function withLive(row: EntityRow, values: Readonly<Record<string, unknown>> | undefined): EntityRow {
  if (!values) return row;
  const held = withLiveCache.get(row);
  if (held?.values === values) return held.row;
  const merged = { ...row, ...values };
  withLiveCache.set(row, { values, row: merged });
  return merged;
}

/** The page's rows, only those in view (plus a few) in the DOM; arrow keys, Home, End and Page keys move between rows. */
export function TableBody({ scrollRef, rows, ids, columns, template, selection, busy, onOpen, onToggle, onKey, live, onRange }: TableBodyProps) {
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN,
  });
  const current = Math.min(active, rows.length - 1);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  useEffect(() => onRange?.(first, last), [onRange, first, last]);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`[data-index="${pendingFocus.current}"]`);
    if (!row) return;
    row.focus({ preventScroll: true });
    pendingFocus.current = null;
  });

  const moveTo = (index: number) => {
    setActive(index);
    pendingFocus.current = index;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };
  const key = (event: KeyboardEvent, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (isRowMoveKey(event.key)) {
      const visible = Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT_PX) - 1;
      moveTo(moveRowIndex(index, event.key, rows.length, visible));
    } else if (!onKey(event, index)) return;
    event.preventDefault();
  };
  const events = useRef<RowEvents>({ open: onOpen, toggle: onToggle, key, focus: setActive });
  events.current = { open: onOpen, toggle: onToggle, key, focus: setActive };

  return (
    <div role="rowgroup" ref={bodyRef} className={`relative transition-opacity duration-fast ${busy ? 'opacity-60' : ''}`} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => (
        <TableRow
          key={ids[item.index]!}
          row={withLive(rows[item.index]!, live?.get(ids[item.index]!))}
          index={item.index}
          start={item.start}
          columns={columns}
          template={template}
          selected={selection ? selection.has(ids[item.index]!) : null}
          tabbable={item.index === current}
          events={events}
        />
      ))}
    </div>
  );
}
