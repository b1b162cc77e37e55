import { useEffect, useState } from 'react';
import { mdiSwapHorizontal } from '@mdi/js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import type { PageProps } from '../../routes.js';
import { EntityDetailsPage, type EntityPageConfig, type ExtraTabContext } from '../entity-details/entity-details-page.js';
import { RecordSection, useRecordDraft } from '../entity-details/record-section.js';
import { saveQueue, loadQueue } from './queue-api.js';
import { QueueFields } from './queue-fields.js';
import { queueFormOf, queueFormValid, queueWithForm, type QueueForm, type QueueRecord } from './queue-form.logic.js';

const canEditQueue = (authority: Authority | undefined) => authority === 'SYS_ADMIN';

const QUEUE_MESSAGES = { saved: 'queues:page.saved', readOnly: 'queues:page.read-only', invalid: 'queues:form.invalid' };

/** The queue's settings, saved as a whole queue; its name stays. The typed text is kept apart from the draft, so a number being typed is not lost. */
function QueueSection({ context }: { context: ExtraTabContext<QueueRecord> }) {
  const draft = useRecordDraft(context.record);
  const [form, setForm] = useState(() => queueFormOf(context.record));
  useEffect(() => setForm(queueFormOf(context.record)), [context.record, draft.version]);
  const editable = canEditQueue(context.authority);
  const change = (next: QueueForm) => {
    setForm(next);
    draft.setDraft(queueWithForm(context.record, next));
  };
  return (
    <RecordSection draft={draft} save={saveQueue} onSaved={context.setRecord} valid={queueFormValid(form)} editable={editable} messages={QUEUE_MESSAGES}>
      <QueueFields form={form} onChange={change} showErrors={draft.submitted} disabled={!editable} nameFixed />
    </RecordSection>
  );
}

const QUEUE_PAGE: EntityPageConfig<QueueRecord> = {
  entityType: 'QUEUE',
  idParam: 'queueId',
  listPath: '/settings/queues',
  icon: mdiSwapHorizontal,
  tabs: [],
  load: loadQueue,
  save: saveQueue,
  nameOf: (queue) => queue.name,
  subtitleOf: (queue) => queue.topic ?? '',
  fieldsOf: () => [],
  canEdit: canEditQueue,
  messages: { saved: 'queues:page.saved', readOnly: 'queues:page.read-only', notFound: 'queues:page.not-found', notFoundText: 'queues:page.not-found-text', back: 'queues:page.back' },
  extraTabs: [{ id: 'settings', label: 'queues:page.settings', render: (context) => <QueueSection context={context} /> }],
};

/** A rule engine queue at its own address for the system administrator: its settings, edited and saved. */
export default function QueueDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={QUEUE_PAGE} />;
}
