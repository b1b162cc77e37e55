import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { mdiCheck } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import type { EntityColumn, EntityRow } from './entity-columns.js';
import { cellText, isRowMoveKey, moveRowIndex, valueAt } from './entity-table.logic.js';

/** Height of a row in px (the design's 40 px, `h-row`). */
export const ROW_HEIGHT_PX = 40;

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 6;

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
}

function Cell({ column, row }: { column: EntityColumn; row: EntityRow }) {
  const t = useTranslate();
  if (column.cell) return <>{column.cell(row)}</>;
  const value = valueAt(row, column.key);
  if (column.kind === 'boolean') {
    const yes = value === true;
    return (
      <span className="flex items-center text-text-muted">
        {yes && <Icon path={mdiCheck} size={18} />}
        <span className="sr-only">{t(yes ? 'entity-table.yes' : 'entity-table.no')}</span>
      </span>
    );
  }
  const text = cellText(value, column.kind);
  return (
    <span className={`block truncate ${column.kind === 'time' || column.kind === 'number' ? 'tabular-nums' : ''}`} title={text}>
      {column.kind === 'time' ? <span dir="ltr">{text}</span> : text}
    </span>
  );
}

/** The page's rows, only those in view (plus a few) in the DOM; arrow keys, Home, End and Page keys move between rows. */
export function TableBody({ scrollRef, rows, ids, columns, template, selection, busy, onOpen, onToggle, onKey }: TableBodyProps) {
  const t = useTranslate();
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
  const keyDown = (event: KeyboardEvent, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (isRowMoveKey(event.key)) {
      const visible = Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT_PX) - 1;
      moveTo(moveRowIndex(index, event.key, rows.length, visible));
    } else if (!onKey(event, index)) return;
    event.preventDefault();
  };

  return (
    <div role="rowgroup" ref={bodyRef} className={`relative transition-opacity duration-fast ${busy ? 'opacity-60' : ''}`} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        const id = ids[item.index]!;
        const selected = selection?.has(id) ?? false;
        const name = cellText(valueAt(row, 'name') ?? valueAt(row, 'title') ?? valueAt(row, 'email'));
        return (
          <div
            key={id}
            role="row"
            data-index={item.index}
            aria-rowindex={item.index + 2}
            aria-selected={selection ? selected : undefined}
            tabIndex={item.index === current ? 0 : -1}
            onFocus={() => setActive(item.index)}
            onClick={() => onOpen(item.index)}
            onKeyDown={(e) => keyDown(e, item.index)}
            className={`absolute inset-x-0 top-0 grid h-row cursor-pointer items-center border-b border-border text-base hover:bg-surface-hover focus-visible:-outline-offset-2 ${
              selected ? 'bg-accent-soft hover:bg-accent-soft' : ''
            }`}
            style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)` }}
          >
            {selection && (
              <span role="gridcell" className="flex justify-center" onClick={(e) => e.stopPropagation()}>
                <input
                  type="checkbox"
                  tabIndex={-1}
                  className="size-4 accent-accent"
                  checked={selected}
                  onChange={() => onToggle(item.index)}
                  aria-label={t('entity-table.select-row', { name })}
                />
              </span>
            )}
            {columns.map((column) => (
              <span key={column.key} role="gridcell" className="min-w-0 px-3">
                <Cell column={column} row={row} />
              </span>
            ))}
          </div>
        );
      })}
    </div>
  );
}
