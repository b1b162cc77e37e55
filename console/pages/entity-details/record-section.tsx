import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button, Callout } from '../auth/form-controls.js';

/** What a section of an entity page edits: a draft of the whole record, reset whenever the saved record changes. */
export function useRecordDraft<R>(record: R) {
  const [draft, setDraft] = useState(record);
  const [submitted, setSubmitted] = useState(false);
  const [version, setVersion] = useState(0);
  const reset = () => {
    setDraft(record);
    setSubmitted(false);
    setVersion((n) => n + 1);
  };
  useEffect(reset, [record]);
  /** `version` grows whenever the draft goes back to the saved record, so editors holding their own text can start again. */
  return { draft, setDraft, changed: draft !== record, submitted, setSubmitted, discard: reset, version };
}

/** The draft of a {@link RecordSection}. */
export type RecordDraft<R> = ReturnType<typeof useRecordDraft<R>>;

/** Message keys of a {@link RecordSection}: the saved toast, the read-only note and the note on invalid fields. */
export interface RecordSectionMessages {
  saved: string;
  readOnly: string;
  invalid: string;
}

/** Props of {@link RecordSection}. */
export interface RecordSectionProps<R> {
  draft: RecordDraft<R>;
  /** Saves the whole record; resolves the saved record, or undefined when the server refused (the client has shown why). */
  save: (record: R) => Promise<R | undefined>;
  /** Shows the saved record on the page. */
  onSaved: (record: R) => void;
  /** Whether the draft may be saved; errors show once a save was tried. */
  valid: boolean;
  /** Asked before saving (a confirmation); false keeps the draft unsaved. */
  beforeSave?: (next: R) => Promise<boolean>;
  /** Whether a person may change the record. */
  editable: boolean;
  messages: RecordSectionMessages;
  children: ReactNode;
}

/** One section of an entity page saving the whole record: its fields, Discard and Save. */
export function RecordSection<R>({ draft, save, onSaved, valid, beforeSave, editable, messages, children }: RecordSectionProps<R>) {
  const t = useTranslate();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    draft.setSubmitted(true);
    if (!editable || !valid) return;
    if (beforeSave && !(await beforeSave(draft.draft))) return;
    setSaving(true);
    const saved = await save(draft.draft);
    setSaving(false);
    if (!saved) return;
    onSaved(saved);
    notifySuccess(t(messages.saved));
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-4xl rounded-card border border-border bg-surface shadow-card">
      <fieldset disabled={saving} className="flex min-w-0 flex-col gap-5 p-5 sm:p-6">
        {!editable && <p className="rounded-control bg-info-soft px-3 py-2 text-sm text-text">{t(messages.readOnly)}</p>}
        {children}
        {draft.submitted && !valid && <Callout>{t(messages.invalid)}</Callout>}
      </fieldset>
      {editable && (
        <div className="flex flex-wrap items-center justify-end gap-2.5 border-t border-border px-5 py-3 sm:px-6">
          <Button onClick={draft.discard} disabled={!draft.changed || saving}>
            {t('console:device.discard')}
          </Button>
          <Button type="submit" variant="primary" disabled={!draft.changed || saving}>
            {t('console:device.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
