import { useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from '../core/i18n.js';
import type { SortOrder } from '../../sdk/page-link.js';
import { columnsFor, type EntityColumn, type EntityRow } from './entity-columns.js';
import { entityRowId, gridMinWidthRem, gridTemplate, nextSortOrder, pageSelection, toggleAllOnPage, toggleRow, type EntityTableState } from './entity-table.logic.js';
import type { FetchEntityPage } from './entity-table.store.js';
import { Paginator } from './paginator.js';
import { TableBody } from './table-body.js';
import { TableHeader } from './table-header.js';
import { EmptyState, ErrorState, SkeletonRows } from './table-states.js';
import { TableToolbar, type EntityBulkAction } from './table-toolbar.js';
import { useEntityTable, useOutsideChange, useOutsideSearch } from './use-entity-table.js';
import { useLiveCells, type LiveCellsChannel } from './use-live-cells.js';
import { usePinnedColumn } from './use-pinned-column.js';

/** Props of {@link EntityTable}. */
export interface EntityTableProps {
  /** Path of the paged list call, e.g. `/api/tenant/deviceInfos`. */
  path?: string;
  /** Further query parameters of the call (`type` …). */
  query?: Record<string, string | number | boolean>;
  /** Server address of the SDK client; default the configured one. */
  baseUrl?: string;
  /** Fetches a page itself instead of calling `path` (script only). */
  fetchPage?: FetchEntityPage<EntityRow>;
  /** Entity type whose default columns are shown when `columns` is not given (DEVICE, ASSET, CUSTOMER …). */
  entityType?: string;
  /** Columns shown; default the entity type's. */
  columns?: readonly EntityColumn[];
  /** Accessible name of the table; default 'Entities'. */
  label?: string;
  /** Adds a checkbox column, select-all on the page and the bulk-actions bar. */
  selectable?: boolean;
  /** Shows the table's own search field. */
  searchable?: boolean;
  /** Search text given from outside (a toolbar search box); applied whenever it changes. */
  textSearch?: string;
  /** Keeps page, page size, sort and search in the address, so a reload or a shared link shows the same. */
  urlState?: boolean;
  /** Page sizes offered; default 10, 20, 30, 100, 1000. */
  pageSizes?: readonly number[];
  /** Page size until one is picked; default 10. */
  defaultPageSize?: number;
  /** Sort until one is picked; default createdTime descending. */
  defaultSort?: SortOrder;
  /** Reloads the current page whenever it changes (after the page's owner changed the list). */
  refresh?: number;
  /** Actions offered for the selected rows. */
  bulkActions?: readonly EntityBulkAction[];
  /** Called when a person opens a row (click, Enter). */
  onRowOpen?: (detail: { id: string; row: EntityRow }) => void;
  /** Called when a person changes the selection. */
  onSelectionChange?: (detail: { ids: string[] }) => void;
  /** Called when a person picks a bulk action. */
  onBulkAction?: (detail: { action: string; ids: string[]; rows: EntityRow[] }) => void;
  /** Called when a person changes the page, page size, sort or search. */
  onStateChange?: (detail: EntityTableState) => void;
  /** The realtime channel that keeps live columns current for the rows on screen ; none, no live values. */
  realtime?: LiveCellsChannel;
  /** What the empty list says while nothing is searched (translated, React only); default 'No entities found'. */
  emptyText?: string;
}

/** Placeholder rows shown while the first page loads: about a screenful at the 40 px row height. */
export const SKELETON_ROWS = 8;

/**
 * A server-paged list of entities: sortable columns, search, page size choice, row selection with bulk
 * actions, rows virtualised so that a page of 1,000 scrolls smoothly, and loading, empty and error states.
 */
export function EntityTable(props: EntityTableProps) {
  const { entityType, selectable = false, searchable = false, bulkActions = [], onRowOpen, onSelectionChange, onBulkAction, onStateChange } = props;
  const t = useTranslate();
  const columns = props.columns?.length ? props.columns : columnsFor(entityType);
  const table = useEntityTable({ ...props, columns });
  const { store, rules, state, result, selection } = table;
  const rows = useMemo(() => result.page?.data ?? [], [result.page]);
  const ids = useMemo(() => rows.map((row, i) => entityRowId(row, i)), [rows]);
  const live = useLiveCells(props.realtime, entityType ?? '', columns, ids);
  const template = gridTemplate(columns.map((c) => c.size), selectable);
  const minWidth = `${gridMinWidthRem(columns.map((c) => c.size), selectable)}rem`;

  const change = useCallback(
    (partial: Partial<EntityTableState>) => {
      table.change(partial);
      onStateChange?.(store.$state.get());
    },
    [table, store, onStateChange],
  );
  // The same text again keeps the page: an outside search given the text the address already filters by is no change.
  const search = useCallback((text: string) => text !== store.$state.get().textSearch && change({ textSearch: text }), [change, store]);
  useOutsideSearch(props.textSearch, search);
  useOutsideChange(props.refresh, store.reload);

  const select = (next: ReadonlySet<string>) => {
    store.select(next);
    onSelectionChange?.({ ids: [...next] });
  };
  const bulk = (action: string) => {
    const chosen = [...selection];
    onBulkAction?.({ action, ids: chosen, rows: rows.filter((_, i) => selection.has(ids[i]!)) });
  };
  const keyOnRow = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Enter') onRowOpen?.({ id: ids[index]!, row: rows[index]! });
    else if (event.key === ' ' && selectable) select(toggleRow(selection, ids[index]!));
    else return false;
    return true;
  };

  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  usePinnedColumn(scrollRef, gridRef, columns.some((column) => column.pinned));
  const busy = result.status === 'loading';
  const failed = result.status === 'error';
  let content = null;
  let outside = null;
  if (failed) outside = <ErrorState message={result.error ?? ''} onRetry={store.reload} />;
  else if (result.page === null) content = <SkeletonRows rows={SKELETON_ROWS} columns={columns.length + (selectable ? 1 : 0)} template={template} />;
  else if (rows.length === 0) outside = <EmptyState textSearch={state.textSearch} text={props.emptyText} />;
  else
    content = (
      <TableBody
        scrollRef={scrollRef}
        rows={rows}
        ids={ids}
        columns={columns}
        template={template}
        selection={selectable ? selection : null}
        busy={busy}
        onOpen={(index) => onRowOpen?.({ id: ids[index]!, row: rows[index]! })}
        onToggle={(index) => select(toggleRow(selection, ids[index]!))}
        onKey={keyOnRow}
        live={live.values}
        onRange={live.onRange}
      />
    );

  return (
    <div part="table" className="flex h-full max-h-svh min-h-0 flex-col overflow-hidden rounded-card border border-border bg-surface text-text">
      <TableToolbar
        selected={selection.size}
        actions={bulkActions}
        searchable={searchable}
        textSearch={state.textSearch}
        onSearch={search}
        onAction={bulk}
        onClear={() => select(new Set())}
      />
      <div ref={scrollRef} part="scroll" className="relative min-h-0 flex-1 overflow-auto overscroll-contain">
        <div
          ref={gridRef}
          role="grid"
          className="group/grid"
          aria-label={props.label ?? t('entity-table.label')}
          aria-rowcount={(content === null ? 0 : rows.length) + 1}
          aria-multiselectable={selectable || undefined}
          aria-busy={busy}
          style={{ minWidth }}
        >
          <TableHeader
            columns={columns}
            template={template}
            sortOrder={state.sortOrder}
            selection={selectable ? pageSelection(selection, ids) : null}
            onSort={(property) => change({ sortOrder: nextSortOrder(state.sortOrder, property) })}
            onToggleAll={() => select(toggleAllOnPage(selection, ids))}
          />
          {content}
        </div>
        {outside}
      </div>
      <Paginator
        page={state.page}
        pageSize={state.pageSize}
        pageSizes={rules.pageSizes}
        totalElements={result.page?.totalElements ?? null}
        onPage={(page) => change({ page })}
        onPageSize={(pageSize) => change({ pageSize })}
        onRefresh={store.reload}
      />
    </div>
  );
}
