import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button, Callout } from '../auth/form-controls.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import type { DeviceProfileRecord } from './device-profile.logic.js';
import { saveProfile } from './profile-api.js';

/** What a section of the profile page edits: a draft of the whole profile, reset whenever the saved profile changes. */
export function useProfileDraft(record: DeviceProfileRecord) {
  const [draft, setDraft] = useState(record);
  const [submitted, setSubmitted] = useState(false);
  const [version, setVersion] = useState(0);
  const reset = () => {
    setDraft(record);
    setSubmitted(false);
    setVersion((n) => n + 1);
  };
  useEffect(reset, [record]);
  /** `version` grows whenever the draft goes back to the saved profile, so editors holding their own text can start again. */
  return { draft, setDraft, changed: draft !== record, submitted, setSubmitted, discard: reset, version };
}

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  context: ExtraTabContext<DeviceProfileRecord>;
  draft: ReturnType<typeof useProfileDraft>;
  /** Whether the draft may be saved; errors show once a save was tried. */
  valid: boolean;
  /** Asked before saving (the OTA confirmation); false keeps the draft unsaved. */
  beforeSave?: (next: DeviceProfileRecord) => Promise<boolean>;
  /** Whether a person may change the profile. */
  editable: boolean;
  children: ReactNode;
}

/** One section of a device profile saved as a whole profile with `POST /api/deviceProfile`: its fields, Discard and Save. */
export function ProfileSection({ context, draft, valid, beforeSave, editable, children }: ProfileSectionProps) {
  const t = useTranslate();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    draft.setSubmitted(true);
    if (!editable || !valid) return;
    if (beforeSave && !(await beforeSave(draft.draft))) return;
    setSaving(true);
    const saved = await saveProfile(draft.draft);
    setSaving(false);
    if (!saved) return;
    context.setRecord(saved);
    notifySuccess(t('profiles:section.saved'));
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-4xl rounded-card border border-border bg-surface shadow-card">
      <fieldset disabled={saving} className="flex min-w-0 flex-col gap-5 p-5 sm:p-6">
        {!editable && <p className="rounded-control bg-info-soft px-3 py-2 text-sm text-text">{t('profiles:section.read-only')}</p>}
        {children}
        {draft.submitted && !valid && <Callout>{t('profiles:section.invalid')}</Callout>}
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
