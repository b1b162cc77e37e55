import { useTranslate } from '../../../elements/core/i18n.js';
import { Button } from '../auth/form-controls.js';

/** The buttons of a list dialog's form: Cancel, and the submit button of the form `formId` with its text, disabled while busy. */
export function DialogActions({ formId, label, busy, onCancel }: { formId: string; label: string; busy: boolean; onCancel: () => void }) {
  const t = useTranslate();
  return (
    <>
      <Button onClick={onCancel}>{t('kit:action.cancel')}</Button>
      <Button type="submit" form={formId} variant="primary" disabled={busy}>
        {label}
      </Button>
    </>
  );
}
