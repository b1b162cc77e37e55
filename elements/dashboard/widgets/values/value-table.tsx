// The table the entities and alarms widgets draw: a search field, sortable column headers and rows that may
// run the widget's row-click action (mouse, Enter or Space).
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { mdiArrowDown, mdiArrowUp } from '@mdi/js';
import { Icon } from '../../../core/icon.js';
import { SearchField } from '../../../entity-table/table-toolbar.js';
import { nextSort, searchRows, sortRows, type ColumnAlign, type TableColumn, type TableRow, type TableSort } from './table.logic.js';
import { WidgetMessage } from './view-parts.js';

/** Props of {@link ValueTable}. */
export interface ValueTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow<T>[];
  /** The sort the table opens with; none keeps the rows' order. */
  initialSort: TableSort | null;
  /** Shows the search field; default true. */
  searchable?: boolean;
  /** Runs the row action; rows are plain when absent. */
  onRowClick?: (row: TableRow<T>) => void;
  /** Accessible name of a row's action. */
  rowLabel?: (row: TableRow<T>) => string;
  /** Draws a cell other than as its text (severity badges); undefined for the text. */
  renderCell?: (row: TableRow<T>, column: number) => ReactNode | undefined;
  /** Message key when there are no rows at all. */
  empty: string;
}

const ALIGN: Record<ColumnAlign, string> = { start: 'text-start', center: 'text-center', end: 'text-end' };
const JUSTIFY: Record<ColumnAlign, string> = { start: 'justify-start', center: 'justify-center', end: 'justify-end' };

function HeaderCell({ column, sort, onSort }: { column: TableColumn; sort: TableSort | null; onSort: (id: string) => void }) {
  const active = sort?.column === column.id;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : undefined}
      className={`sticky top-0 z-10 h-row border-b border-border bg-surface-sunken px-3 text-sm font-medium text-text-muted ${ALIGN[column.align]}`}
      style={column.width ? { width: column.width } : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(column.id)}
        className={`group -mx-1 inline-flex max-w-full items-center gap-1 rounded-control px-1 py-0.5 hover:text-text ${JUSTIFY[column.align]} ${active ? 'text-text' : ''}`}
      >
        <span className="truncate" title={column.title}>
          {column.title}
        </span>
        <Icon
          path={active && sort.direction === 'DESC' ? mdiArrowDown : mdiArrowUp}
          size={16}
          className={active ? '' : 'opacity-0 group-hover:opacity-60 group-focus-visible:opacity-60'}
        />
      </button>
    </th>
  );
}

/** A sortable, searchable table of rows of text. */
export function ValueTable<T>({ label, columns, rows, initialSort, searchable = true, onRowClick, rowLabel, renderCell, empty }: ValueTableProps<T>) {
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => sortRows(searchRows(rows, search), columns, sort), [rows, columns, sort, search]);
  const activate = (event: KeyboardEvent, row: TableRow<T>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onRowClick?.(row);
  };
  return (
    <div className="flex h-full min-h-0 w-full flex-col">
      {searchable && rows.length > 0 && (
        <div className="flex shrink-0 items-center px-2 pb-2">
          <SearchField value={search} onSearch={setSearch} />
        </div>
      )}
      {shown.length === 0 ? (
        <WidgetMessage fallback={search ? 'widgets:table.no-match' : empty} values={{ text: search }} />
      ) : (
        <div className="min-h-0 flex-1 overflow-auto">
          <table aria-label={label} className="w-full border-collapse text-base">
            <thead>
              <tr>
                {columns.map((column) => (
                  <HeaderCell key={column.id} column={column} sort={sort} onSort={(id) => setSort(nextSort(sort, id))} />
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr
                  key={row.id}
                  data-row={row.id}
                  tabIndex={onRowClick ? 0 : undefined}
                  aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => activate(event, row) : undefined}
                  className={`h-row border-b border-border last:border-b-0 ${onRowClick ? 'cursor-pointer hover:bg-surface-hover focus-visible:bg-surface-hover' : ''}`}
                >
                  {row.cells.map((cell, index) => {
                    const align = columns[index]?.align ?? 'start';
                    return (
                      <td key={index} className={`max-w-0 px-3 ${ALIGN[align]} ${align === 'end' ? 'tabular-nums' : ''}`}>
                        {renderCell?.(row, index) ?? (
                          <span dir="auto" title={cell.text} className="block truncate">
                            {cell.text}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
