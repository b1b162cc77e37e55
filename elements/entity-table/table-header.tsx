import { useEffect, useRef } from 'react';
import { mdiArrowDown, mdiArrowUp } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { labelText, useTranslate } from '../core/i18n.js';
import type { SortOrder } from '../../sdk/page-link.js';
import { PINNED_CELL, sortPropertyOf, titleShown, type EntityColumn } from './entity-columns.js';

/** Props of {@link TableHeader}. */
export interface TableHeaderProps {
  /** Columns shown. */
  columns: readonly EntityColumn[];
  /** Grid template shared with the rows. */
  template: string;
  /** Current sort. */
  sortOrder: SortOrder;
  /** Selection of the page for the select-all checkbox, or null when rows are not selectable. */
  selection: 'none' | 'some' | 'all' | null;
  /** Called with the sort property of the header a person picked. */
  onSort: (property: string) => void;
  /** Called when the select-all checkbox is toggled. */
  onToggleAll: () => void;
}

/** A checkbox that shows the mixed state of a partly selected page. */
function SelectAll({ state, onToggle, label }: { state: 'none' | 'some' | 'all'; onToggle: () => void; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <input ref={ref} type="checkbox" className="size-4 accent-accent" checked={state === 'all'} onChange={onToggle} aria-label={label} title={label} />;
}

/** The sticky header row: select-all checkbox and column titles, sortable ones as buttons showing the direction. */
export function TableHeader({ columns, template, sortOrder, selection, onSort, onToggleAll }: TableHeaderProps) {
  const t = useTranslate();
  return (
    <div role="rowgroup" className="sticky top-0 z-10 bg-surface-sunken">
      <div role="row" aria-rowindex={1} className="grid h-row items-center border-b border-border text-sm font-medium text-text-muted" style={{ gridTemplateColumns: template }}>
        {selection !== null && (
          <span role="columnheader" className="flex justify-center">
            <SelectAll state={selection} onToggle={onToggleAll} label={t('entity-table.select-all')} />
          </span>
        )}
        {columns.map((column) => {
          const property = sortPropertyOf(column);
          const active = property !== null && property === sortOrder.property;
          const sort = active ? (sortOrder.direction === 'ASC' ? 'ascending' : 'descending') : undefined;
          return (
            <span key={column.key} role="columnheader" aria-sort={sort} className={`min-w-0 px-3 ${column.pinned ? `${PINNED_CELL} flex h-full items-center bg-surface-sunken` : ''}`}>
              {property === null ? (
                <span className={titleShown(column) ? 'block truncate' : 'sr-only'}>{labelText(t, column.title)}</span>
              ) : (
                <button
                  type="button"
                  onClick={() => onSort(property)}
                  className={`group -mx-1 inline-flex max-w-full items-center gap-1 rounded-control px-1 py-0.5 hover:text-text ${active ? 'text-text' : ''}`}
                >
                  <span className="truncate">{labelText(t, column.title)}</span>
                  <Icon
                    path={active && sortOrder.direction === 'DESC' ? mdiArrowDown : mdiArrowUp}
                    size={16}
                    className={active ? '' : 'opacity-0 group-hover:opacity-60 group-focus-visible:opacity-60'}
                  />
                </button>
              )}
            </span>
          );
        })}
      </div>
    </div>
  );
}
