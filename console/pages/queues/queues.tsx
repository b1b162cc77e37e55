import { useState } from 'react';
import { mdiPlus } from '@mdi/js';
import { useTranslate, type translate } from '../../../elements/core/i18n.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { valueAt } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { navigate } from '../../session/session.js';
import { deleteEntity } from '../entity-list/api.js';
import { EntityListPage, PageAction, useRefresh } from '../entity-list/entity-list-page.js';
import { QueueAddDialog } from './queue-add-dialog.js';
import { PROCESSING_STRATEGY_TYPES, queuePath, SUBMIT_STRATEGY_TYPES } from './queue-form.logic.js';
import { QUEUE_COLUMNS, QUEUES_PATH, QUEUES_SERVICE_TYPE } from './queues.logic.js';

/** The translated name of a submit or processing strategy; an unknown one as the server gave it. */
function strategyName(t: typeof translate, group: 'submit' | 'processing', type: unknown): string {
  const known: readonly unknown[] = group === 'submit' ? SUBMIT_STRATEGY_TYPES : PROCESSING_STRATEGY_TYPES;
  return known.includes(type) ? t(`queues:${group}.${String(type)}`) : typeof type === 'string' ? type : '';
}

/** The rule engine queues of a system administrator, sorted by name: add one, open one to edit it, delete queues (the server refuses the Main queue). */
export default function QueuesPage({ route }: PageProps) {
  const t = useTranslate();
  const [refresh, reload] = useRefresh();
  const [adding, setAdding] = useState(false);
  // The strategy columns show the strategies' names rather than their wire values.
  const columns = QUEUE_COLUMNS.map((column) => {
    const group = column.key === 'submitStrategy.type' ? 'submit' : column.key === 'processingStrategy.type' ? 'processing' : null;
    return group ? { ...column, value: (row: EntityRow) => strategyName(t, group, valueAt(row, column.key)) } : column;
  });
  return (
    <EntityListPage
      title={t(`console:${route.title ?? 'admin.queues'}`)}
      path={QUEUES_PATH}
      query={{ serviceType: QUEUES_SERVICE_TYPE }}
      columns={columns}
      defaultSort={{ property: 'name', direction: 'ASC' }}
      refresh={refresh}
      onOpen={(id) => navigate(queuePath(id))}
      actions={<PageAction primary icon={mdiPlus} label={t('queues:add.button')} onClick={() => setAdding(true)} />}
      deletion={{ deleteOne: (id) => deleteEntity('queues', id), title: (count) => t('lists:queues.delete-title', { count }), text: t('lists:queues.delete-text') }}
    >
      {adding && <QueueAddDialog onAdded={reload} onClose={() => setAdding(false)} />}
    </EntityListPage>
  );
}
