import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { SimpleListPage } from '../entity-list/simple-list-page.js';
import { QUEUE_COLUMNS, QUEUES_PATH, QUEUES_SERVICE_TYPE } from './queues.logic.js';

/** The rule engine queues of a system administrator, sorted by name; deleting a queue in use is refused by the server. */
export default function QueuesPage({ route }: PageProps) {
  const t = useTranslate();
  return (
    <SimpleListPage
      title={t(`console:${route.title ?? 'admin.queues'}`)}
      path={QUEUES_PATH}
      query={{ serviceType: QUEUES_SERVICE_TYPE }}
      columns={QUEUE_COLUMNS}
      segment="queues"
      messages="queues"
      defaultSort={{ property: 'name', direction: 'ASC' }}
    />
  );
}
