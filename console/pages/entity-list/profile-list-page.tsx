import { mdiFlagCheckered } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import { setDefaultPath } from './entity-list.logic.js';
import { RowAction } from './row-actions.js';
import { SimpleListPage } from './simple-list-page.js';

/** A list of tenant or device profiles: each but the default one can be made the default; bulk delete (the server refuses profiles in use). */
export function ProfileListPage({ title, path, columns, segment, messages }: { title: string; path: string; columns: readonly EntityColumn[]; segment: string; messages: string }) {
  const t = useTranslate();
  return (
    <SimpleListPage
      title={title}
      path={path}
      columns={columns}
      segment={segment}
      messages={messages}
      rowActions={(row, run) =>
        row.default !== true && <RowAction icon={mdiFlagCheckered} label={t('lists:action.set-default')} onClick={() => run('POST', setDefaultPath(segment, entityRowId(row, 0)), 'lists:notice.default-set')} />
      }
    />
  );
}
