import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { mdiDeleteOutline } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate, type translate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { EntityTable } from '../../../elements/entity-table/entity-table.js';
import { entityRowId, type ColumnSize } from '../../../elements/entity-table/entity-table.logic.js';
import type { EntityColumn, EntityRow } from '../../../elements/entity-table/entity-columns.js';
import type { LiveCellsChannel } from '../../../elements/entity-table/use-live-cells.js';
import type { EntityBulkAction } from '../../../elements/entity-table/table-toolbar.js';
import type { SortOrder } from '../../../sdk/page-link.js';
import { $searchText } from '../../shell/search-store.js';
import { deleteEntity } from './api.js';
import { registerListsLocales } from './i18n/index.js';
import { inTurn, rowName } from './entity-list.logic.js';
import { RowAction, withRowAction } from './row-actions.js';

await registerListsLocales();

/** How a list deletes the rows a person selected. */
export interface ListDeletion {
  /** Deletes one entity; answers false when the server refused (the client has shown its message). */
  deleteOne: (id: string) => Promise<boolean>;
  /** Title of the confirmation, naming what is deleted and how many. */
  title: (count: number) => string;
  /** Text of the confirmation: what goes with the entities. */
  text: string;
  /** A delete button on each row, its confirmation naming the row's entity: title given the row, and text; none unless given. */
  one?: { title: (row: EntityRow) => string; text: string };
}

/** Message keys of a list's deletion: the bulk confirmation's title (with `count`) and text, one row's title (with `name`) and text. */
export interface DeletionMessages {
  title: string;
  text: string;
  oneTitle: string;
  oneText: string;
}

/** The deletion messages of a group of the `lists` namespace: its delete-title, delete-text, delete-one-title and delete-one-text. */
export function groupDeletion(group: string): DeletionMessages {
  const at = `lists:${group}`;
  return { title: `${at}.delete-title`, text: `${at}.delete-text`, oneTitle: `${at}.delete-one-title`, oneText: `${at}.delete-one-text` };
}

/** A list's deletion of entities at /api/{segment}/{id}: in bulk after a confirmation naming the count, or one row after one naming it. */
export function listDeletion(t: typeof translate, segment: string, messages: DeletionMessages): ListDeletion {
  return {
    deleteOne: (id) => deleteEntity(segment, id),
    title: (count) => t(messages.title, { count }),
    text: t(messages.text),
    one: { title: (row) => t(messages.oneTitle, { name: rowName(row) }), text: t(messages.oneText) },
  };
}

/** A further action on the rows a person selected (unassign them …). */
export interface ListBulkAction {
  id: string;
  /** The button's text (translated). */
  label: string;
  /** Carries the action out on the selected ids; the list reloads once it settles. */
  run: (ids: string[]) => Promise<unknown>;
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
  /** Further actions on selected rows (shown before the delete); rows become selectable when there is one. */
  bulk?: readonly ListBulkAction[];
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
  /** Width of the row buttons' column once each row's delete is added; default one size wider than the page's own. */
  rowActionsSize?: ColumnSize;
  /** What the empty list says while nothing is searched (what it would hold); default 'No entities found'. */
  emptyText?: string;
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
 * and, when the role may delete, row selection and a bulk delete after a confirmation naming the count, and a
 * delete button per row whose confirmation names the entity.
 */
export function EntityListPage({ title, entityType, path, query, columns, defaultSort, deletion, bulk = [], onOpen, actions, filters, refresh = 0, realtime, rowActionsSize, emptyText, children }: EntityListPageProps) {
  const t = useTranslate();
  const textSearch = useStore($searchText);
  const [deleted, bumpDeleted] = useRefresh();
  const bulkActions: EntityBulkAction[] = [
    ...bulk.map(({ id, label }) => ({ id, label })),
    ...(deletion ? [{ id: 'delete', label: t('lists:action.delete'), danger: true }] : []),
  ];

  const remove = async (ids: string[], confirmation: { title: string; message: string }) => {
    if (!deletion || !(await showConfirm({ ...confirmation, ok: t('lists:action.delete') }))) return;
    await inTurn(ids, deletion.deleteOne);
    bumpDeleted();
  };
  const runBulk = async ({ action, ids }: { action: string; ids: string[] }) => {
    const other = bulk.find((b) => b.id === action);
    if (other) {
      await other.run(ids);
      bumpDeleted();
    } else if (action === 'delete' && deletion) await remove(ids, { title: deletion.title(ids.length), message: deletion.text });
  };
  const one = deletion?.one;
  const rowDelete = (row: EntityRow) =>
    one && (
      <RowAction
        icon={mdiDeleteOutline}
        label={t('lists:action.delete-row', { name: rowName(row) })}
        danger
        onClick={() => void remove([entityRowId(row, 0)], { title: one.title(row), message: one.text })}
      />
    );
  const shown = one ? withRowAction(columns, rowDelete, rowActionsSize) : columns;

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
            columns={shown}
            label={title}
            selectable={bulkActions.length > 0}
            bulkActions={bulkActions}
            textSearch={textSearch}
            refresh={refresh + deleted}
            defaultSort={defaultSort}
            realtime={realtime}
            emptyText={emptyText}
            urlState
            onRowOpen={onOpen ? ({ id, row }) => onOpen(id, row) : undefined}
            onBulkAction={(detail) => void runBulk(detail)}
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
