import type { ReactNode } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityColumn, EntityRow } from '../../../elements/entity-table/entity-columns.js';
import type { ColumnSize } from '../../../elements/entity-table/entity-table.logic.js';
import type { SortOrder } from '../../../sdk/page-link.js';
import { EntityListPage, groupDeletion, listDeletion, useRefresh } from './entity-list-page.js';
import { actionsColumn } from './row-actions.js';
import { useNotifiedCall } from './use-notified-call.js';

/** Props of {@link SimpleListPage}. */
export interface SimpleListPageProps {
  /** The page's heading (translated). */
  title: string;
  /** The list call. */
  path: string;
  /** Further query parameters of the list call. */
  query?: Record<string, string | number | boolean>;
  /** Columns before the actions. */
  columns: readonly EntityColumn[];
  /** Path segment of the entity's delete call (`tenantProfile`); none when the list deletes nothing. */
  segment?: string;
  /** Key of the page's group in the `lists` namespace (delete-title, delete-text, delete-one-title, delete-one-text). */
  messages: string;
  /** Sort until a person picks one. */
  defaultSort?: SortOrder;
  /** Buttons of a row, given a function that runs a call, shows a notice and reloads the list when it went through. */
  rowActions?: (row: EntityRow, run: (method: 'POST' | 'DELETE', path: string, notice: string) => void) => ReactNode;
  /** Buttons at the top of the list, given the function that reloads it. */
  actions?: (reload: () => void) => ReactNode;
  /** Controls above the table. */
  filters?: ReactNode;
  /** Dialogs, given the function that reloads the list. */
  children?: (reload: () => void) => ReactNode;
  /** Reloads the list whenever it changes, besides the page's own reloads (a dialog the page holds saved something). */
  refresh?: number;
  /** Width of the column of a row's own buttons, for the most a row shows, before its delete widens it; default xs. */
  actionsSize?: ColumnSize;
}

/** A list of entities without a page of their own (profiles, packages, rule chains, bundles, queues): row actions and bulk delete. */
export function SimpleListPage({ title, path, query, columns, segment, messages, defaultSort, rowActions, actions, filters, children, refresh: outer = 0, actionsSize = 'xs' }: SimpleListPageProps) {
  const t = useTranslate();
  const [refresh, bump] = useRefresh();
  const notified = useNotifiedCall(bump);
  const run = (method: 'POST' | 'DELETE', target: string, notice: string) => void notified(method, target, notice);
  return (
    <EntityListPage
      title={title}
      path={path}
      query={query}
      columns={rowActions ? [...columns, actionsColumn((row) => rowActions(row, run), actionsSize)] : columns}
      defaultSort={defaultSort}
      refresh={refresh + outer}
      filters={filters}
      actions={actions?.(bump)}
      deletion={segment ? listDeletion(t, segment, groupDeletion(messages)) : null}
    >
      {children?.(bump)}
    </EntityListPage>
  );
}
