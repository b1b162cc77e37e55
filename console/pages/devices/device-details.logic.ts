import type { ApiSchema } from '../../../sdk/api-schema.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { DESCRIPTION_FIELD, LABEL_FIELD, NAME_FIELD, type FieldSpec } from '../entity-details/entity-form.logic.js';

/** A device as the details page loads it (device info: the device with its profile and customer names). */
export type DeviceRecord = ApiSchema<'DeviceInfo'>;

/** The fields of the device form: name (required), label, the profile (shown only), description and the gateway flag. */
export const DEVICE_FIELDS: readonly FieldSpec[] = [
  { ...NAME_FIELD, requiredKey: 'device.name-required', maxLengthKey: 'device.name-max-length' },
  { ...LABEL_FIELD, maxLengthKey: 'device.label-max-length' },
  { path: 'deviceProfileName', label: 'device.device-profile', kind: 'fixed', wide: true },
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
