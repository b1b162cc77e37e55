import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { notifySuccess } from '../../shell/notify.js';
import { Callout } from '../auth/form-controls.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { saveQueue } from './queue-api.js';
import { QueueFields } from './queue-fields.js';
import { NEW_QUEUE, queueFormOf, queueFormValid, queueWithForm, type QueueForm } from './queue-form.logic.js';

/** Props of {@link QueueAddDialog}. */
export interface QueueAddDialogProps {
  /** Called with the saved queue's id. */
  onAdded: (id: string) => void;
  onClose: () => void;
}

/** Adding a rule engine queue (system administrators): the queue's fields with ThingsBoard's Main queue settings to start from; a refusal (a name in use) shows the server's message. */
export function QueueAddDialog({ onAdded, onClose }: QueueAddDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [form, setForm] = useState<QueueForm>(() => queueFormOf(NEW_QUEUE));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const valid = queueFormValid(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid) return;
    setBusy(true);
    const saved = await saveQueue(queueWithForm(NEW_QUEUE, form));
    setBusy(false);
    if (!saved?.id) return;
    notifySuccess(t('queues:add.added', { name: saved.name }));
    onAdded(saved.id.id);
    onClose();
  };

  return (
    <KitDialog open size="md" closeButton title={t('queues:add.title')} onDismiss={onClose} actions={<DialogActions formId={formId} label={t('lists:action.add')} busy={busy} onCancel={onClose} />}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <QueueFields form={form} onChange={setForm} showErrors={submitted} disabled={busy} />
        {submitted && !valid && <Callout>{t('queues:form.invalid')}</Callout>}
      </form>
    </KitDialog>
  );
}
