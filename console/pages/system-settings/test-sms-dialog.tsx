import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { PhoneInput } from '../../../elements/phone-input/phone-input.js';
import { notifySuccess } from '../../shell/notify.js';
import { Callout } from '../auth/form-controls.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { sendTest } from './settings-api.js';
import { SMS_MESSAGE_MAX, testSmsBody, testSmsErrors, type SmsForm, type TestSmsForm } from './sms-settings.logic.js';

/** Sending a test SMS with the typed provider settings: an E.164 phone number and a message; the dialog stays open on a refusal. */
export function TestSmsDialog({ settings, onClose }: { settings: SmsForm; onClose: () => void }) {
  const t = useTranslate();
  const formId = useId();
  const [form, setForm] = useState<TestSmsForm>({ numberTo: '', message: t('syssettings:sms.test-default-message') });
  const [phoneValid, setPhoneValid] = useState(false);
  // Once edited, the phone field shows its own problem; before that, a send attempt needs this one.
  const [phoneEdited, setPhoneEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = testSmsErrors(form, phoneValid);

  const submit = async (event: FormEvent) => {
    // The dialog is portalled out of the settings form, but React still bubbles its submit there.
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    const ok = await sendTest('/api/admin/settings/testSms', testSmsBody(settings, form));
    setBusy(false);
    if (!ok) return;
    notifySuccess(t('syssettings:sms.test-sent', { number: form.numberTo }));
    onClose();
  };

  return (
    <KitDialog open size="md" closeButton title={t('syssettings:sms.test-title')} onDismiss={onClose} actions={<DialogActions formId={formId} label={t('syssettings:sms.send')} busy={busy} onCancel={onClose} />}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <PhoneInput
          label={t('syssettings:sms.numberTo')}
          value={form.numberTo}
          required
          disabled={busy}
          onChange={({ value, valid }) => {
            setForm((f) => ({ ...f, numberTo: value }));
            setPhoneValid(valid && value !== '');
            setPhoneEdited(true);
          }}
        />
        {submitted && !phoneEdited && errors.numberTo && <Callout>{t('syssettings:error.phone')}</Callout>}
        <TextAreaField
          label={t('syssettings:sms.message')}
          value={form.message}
          onValueChange={(message) => setForm((f) => ({ ...f, message }))}
          rows={3}
          dir="auto"
          disabled={busy}
          error={submitted && errors.message ? t(errors.message.key, errors.message.values) : null}
          hint={t('syssettings:sms.message-hint', { length: form.message.length, max: SMS_MESSAGE_MAX })}
        />
      </form>
    </KitDialog>
  );
}
