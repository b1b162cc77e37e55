import type { ReactNode } from 'react';
import { mdiFlagCheckered } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import { EntityListPage, groupDeletion, listDeletion, useRefresh } from './entity-list-page.js';
import { setDefaultPath } from './entity-list.logic.js';
import { actionsColumn, RowAction } from './row-actions.js';
import { useNotifiedCall } from './use-notified-call.js';

/** Props of {@link ProfileListPage}. */
export interface ProfileListPageProps {
  /** The page's heading (translated). */
  title: string;
  /** The list call. */
  path: string;
  /** Columns before the actions. */
  columns: readonly EntityColumn[];
  /** Path segment of the profile's calls (`tenantProfile`, `deviceProfile`). */
  segment: string;
  /** Key of the page's group in the `lists` namespace (delete-title, delete-text). */
  messages: string;
  /** Opens a profile's page. */
  onOpen: (id: string) => void;
  /** Buttons at the top of the list (add). */
  actions?: ReactNode;
  /** Reloads the list whenever it changes. */
  refresh?: number;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/** A list of tenant or device profiles: open one, make one the default, delete one or many after confirming (the server refuses the default profile and profiles in use). */
export function ProfileListPage({ title, path, columns, segment, messages, onOpen, actions, refresh: outer = 0, children }: ProfileListPageProps) {
  const t = useTranslate();
  const [refresh, bump] = useRefresh();
  const notified = useNotifiedCall(bump);
  const makeDefault = actionsColumn(
    (row) => row.default !== true && <RowAction icon={mdiFlagCheckered} label={t('lists:action.set-default')} onClick={() => void notified('POST', setDefaultPath(segment, entityRowId(row, 0)), 'lists:notice.default-set')} />,
    'sm',
  );
  return (
    <EntityListPage
      title={title}
      path={path}
      columns={[...columns, makeDefault]}
      refresh={refresh + outer}
      onOpen={onOpen}
      actions={actions}
      deletion={listDeletion(t, segment, groupDeletion(messages))}
    >
      {children}
    </EntityListPage>
  );
}
