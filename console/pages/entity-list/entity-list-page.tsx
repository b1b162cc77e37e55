import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { EntityTable } from '../../../elements/entity-table/entity-table.js';
import type { EntityColumn, EntityRow } from '../../../elements/entity-table/entity-columns.js';
import type { LiveCellsChannel } from '../../../elements/entity-table/use-live-cells.js';
import type { EntityBulkAction } from '../../../elements/entity-table/table-toolbar.js';
import type { SortOrder } from '../../../sdk/page-link.js';
import { $searchText } from '../../shell/search-store.js';
import { registerListsLocales } from './i18n/index.js';
import { deleteInTurn } from './entity-list.logic.js';

await registerListsLocales();

/** How a list deletes the rows a person selected. */
export interface ListDeletion {
  /** Deletes one entity; answers false when the server refused (the client has shown its message). */
  deleteOne: (id: string) => Promise<boolean>;
  /** Title of the confirmation, naming what is deleted and how many. */
  title: (count: number) => string;
  /** Text of the confirmation: what goes with the entities. */
  text: string;
}

/** Props of {@link EntityListPage}. */
export interface EntityListPageProps {
  /** The page's heading (translated). */
  title: string;
  /** Entity type of the rows (DEVICE, ASSET …). */
  entityType?: string;
  /** Path of the paged list call; null shows nothing (a role without such a list). */
  path: string | null;
  /** Further query parameters of the list call. */
  query?: Record<string, string | number | boolean>;
  /** Columns shown. */
  columns: readonly EntityColumn[];
  /** Sort until a person picks one; default createdTime descending. */
  defaultSort?: SortOrder;
  /** Lets a person select rows and delete them after confirming; absent for read-only roles. */
  deletion?: ListDeletion | null;
  /** Called when a person opens a row. */
  onOpen?: (id: string, row: EntityRow) => void;
  /** Buttons at the top of the list (add, import). */
  actions?: ReactNode;
  /** Controls above the table that narrow the list (a tenant picker, a time window). */
  filters?: ReactNode;
  /** Reloads the current page whenever it changes (after an add, an assignment). */
  refresh?: number;
  /** The realtime channel keeping the table's live columns current for the rows on screen. */
  realtime?: LiveCellsChannel;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/** A refresh counter: the value given to {@link EntityListPageProps.refresh} and the function that bumps it. */
export function useRefresh(): [number, () => void] {
  const [refresh, setRefresh] = useState(0);
  return [refresh, () => setRefresh((n) => n + 1)];
}

/**
 * An entity list page (console-core §2): the server-paged table with the toolbar's search, the page's actions,
 * and, when the role may delete, row selection and a bulk delete after a confirmation naming the count.
 */
export function EntityListPage({ title, entityType, path, query, columns, defaultSort, deletion, onOpen, actions, filters, refresh = 0, realtime, children }: EntityListPageProps) {
  const t = useTranslate();
  const textSearch = useStore($searchText);
  const [deleted, bumpDeleted] = useRefresh();
  const bulkActions: EntityBulkAction[] = deletion ? [{ id: 'delete', label: t('lists:action.delete'), danger: true }] : [];

  const bulk = async ({ action, ids }: { action: string; ids: string[] }) => {
    if (action !== 'delete' || !deletion) return;
    const confirmed = await showConfirm({ title: deletion.title(ids.length), message: deletion.text, ok: t('lists:action.delete') });
    if (!confirmed) return;
    await deleteInTurn(ids, deletion.deleteOne);
    bumpDeleted();
  };

  return (
    <section className="flex h-full min-h-0 flex-col gap-3 p-2 sm:p-4">
      <div className={`flex flex-wrap items-center gap-2 ${actions || filters ? '' : 'sr-only'}`}>
        <h1 className="sr-only">{title}</h1>
        {filters}
        {actions && <div className="ms-auto flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {path && (
        <div className="min-h-0 flex-1">
          <EntityTable
            path={path}
            query={query}
            entityType={entityType}
            columns={columns}
            label={title}
            selectable={!!deletion}
            bulkActions={bulkActions}
            textSearch={textSearch}
            refresh={refresh + deleted}
            defaultSort={defaultSort}
            realtime={realtime}
            urlState
            onRowOpen={onOpen ? ({ id, row }) => onOpen(id, row) : undefined}
            onBulkAction={(detail) => void bulk(detail)}
          />
        </div>
      )}
      {children}
    </section>
  );
}

/** A button at the top of a list (add, import): icon and text, the primary look for the main one. */
export function PageAction({ icon, label, onClick, primary = false }: { icon: string; label: string; onClick: () => void; primary?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex h-control items-center gap-2 rounded-control border px-3 text-base font-medium transition-colors duration-fast ${
        primary ? 'border-transparent bg-accent text-accent-contrast hover:bg-accent-hover' : 'border-border bg-surface text-text hover:bg-surface-hover'
      }`}
    >
      <Icon path={icon} size={18} />
      {label}
    </button>
  );
}
