import type { ApiSchema } from '../../../sdk/api-schema.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { DESCRIPTION_FIELD, LABEL_FIELD, NAME_FIELD, type FieldError, type FieldSpec } from '../entity-details/entity-form.logic.js';

/** A device as the details page loads it (device info: the device with its profile and customer names). */
export type DeviceRecord = ApiSchema<'DeviceInfo'>;

/** The device profile part of a device form: the profile (required) and the firmware and software the device gets. */
export interface DeviceProfileDraft {
  /** The profile's id, null until one is picked. */
  profileId: string | null;
  /** The profile's name as loaded (shown to those who may only look). */
  profileName: string;
  /** The firmware and software packages' ids, null for the profile's own. */
  firmwareId: string | null;
  softwareId: string | null;
}

const idOf = (ref: unknown): string | null => {
  const id = (ref as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
};

/** A device's profile part as loaded. */
export function profileDraftOf(device: object): DeviceProfileDraft {
  const record = device as Partial<Record<'deviceProfileId' | 'firmwareId' | 'softwareId' | 'deviceProfileName', unknown>>;
  const name = record.deviceProfileName;
  return { profileId: idOf(record.deviceProfileId), profileName: typeof name === 'string' ? name : '', firmwareId: idOf(record.firmwareId), softwareId: idOf(record.softwareId) };
}

/** What the profile part saves: `deviceProfileId`, and `firmwareId` and `softwareId` as OTA package ids (null for none). */
export function profileDraftRecord(value: unknown): Record<string, unknown> {
  const draft = value as DeviceProfileDraft;
  const ota = (id: string | null) => (id ? { entityType: 'OTA_PACKAGE', id } : null);
  return {
    ...(draft.profileId ? { deviceProfileId: { entityType: 'DEVICE_PROFILE', id: draft.profileId } } : {}),
    firmwareId: ota(draft.firmwareId),
    softwareId: ota(draft.softwareId),
  };
}

/** The profile part's problem: no profile picked (the picker says 'Device profile is required.'). */
export function profileDraftProblem(value: unknown): FieldError | null {
  return (value as DeviceProfileDraft | undefined)?.profileId ? null : { key: 'pickers:entity.required-DEVICE_PROFILE' };
}

/** Path of the device form's profile part (its editor is given by the device page). */
export const DEVICE_PROFILE_PART = 'deviceProfile';

/**
 * The fields of the device form: name (required), label, the device profile with the firmware and software
 * packages of that profile (as ThingsBoard 3.4's device form), description and the gateway flag.
 */
export const DEVICE_FIELDS: readonly FieldSpec[] = [
  { ...NAME_FIELD, requiredKey: 'device.name-required', maxLengthKey: 'device.name-max-length' },
  { ...LABEL_FIELD, maxLengthKey: 'device.label-max-length' },
  { path: DEVICE_PROFILE_PART, label: '', kind: 'custom', wide: true, custom: { read: profileDraftOf, write: profileDraftRecord, check: profileDraftProblem } },
  DESCRIPTION_FIELD,
  { path: 'additionalInfo.gateway', label: 'device.is-gateway', kind: 'checkbox' },
];

/** The line under a device's name: its profile and label. */
export function deviceSubtitle(device: DeviceRecord): string {
  return [device.deviceProfileName, device.label].filter(Boolean).join(' · ');
}

/** Whether a role sees the device's access token and may copy it: tenant administrators only. */
export function canCopyAccessToken(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN';
}
