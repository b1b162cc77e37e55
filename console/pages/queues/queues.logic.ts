import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';

/** The queues list call of a system administrator. */
export const QUEUES_PATH = '/api/queues';

/** The service type whose queues the list shows: the rule engine's, the ones a system administrator manages (shared-controls §3). */
export const QUEUES_SERVICE_TYPE = 'TB_RULE_ENGINE';

/** Columns of the queues list: created time, name, submit and processing strategy, description. */
export const QUEUE_COLUMNS: readonly EntityColumn[] = [
  { key: 'createdTime', title: 'entity-table.column.created-time', sortable: true, kind: 'time' },
  { key: 'name', title: 'entity-table.column.name', sortable: true },
  { key: 'submitStrategy.type', title: 'lists:column.submit-strategy', size: 'lg' },
  { key: 'processingStrategy.type', title: 'lists:column.processing-strategy', size: 'lg' },
  { key: 'additionalInfo.description', title: 'lists:column.description', size: 'lg' },
];
