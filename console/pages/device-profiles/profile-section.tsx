import type { ReactNode } from 'react';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { RecordSection, useRecordDraft, type RecordDraft } from '../entity-details/record-section.js';
import type { DeviceProfileRecord } from './device-profile.logic.js';
import { saveProfile } from './profile-api.js';

/** What a section of the profile page edits: a draft of the whole profile, reset whenever the saved profile changes. */
export function useProfileDraft(record: DeviceProfileRecord): RecordDraft<DeviceProfileRecord> {
  return useRecordDraft(record);
}

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  context: ExtraTabContext<DeviceProfileRecord>;
  draft: RecordDraft<DeviceProfileRecord>;
  /** Whether the draft may be saved; errors show once a save was tried. */
  valid: boolean;
  /** Asked before saving (the OTA confirmation); false keeps the draft unsaved. */
  beforeSave?: (next: DeviceProfileRecord) => Promise<boolean>;
  /** Whether a person may change the profile. */
  editable: boolean;
  children: ReactNode;
}

const PROFILE_MESSAGES = { saved: 'profiles:section.saved', readOnly: 'profiles:section.read-only', invalid: 'profiles:section.invalid' };

/** One section of a device profile saved as a whole profile with `POST /api/deviceProfile`: its fields, Discard and Save. */
export function ProfileSection({ context, draft, valid, beforeSave, editable, children }: ProfileSectionProps) {
  return (
    <RecordSection draft={draft} save={saveProfile} onSaved={context.setRecord} valid={valid} beforeSave={beforeSave} editable={editable} messages={PROFILE_MESSAGES}>
      {children}
    </RecordSection>
  );
}
