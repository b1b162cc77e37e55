import type { ApiSchema } from '../../../sdk/api-schema.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';

/** A device as the details page loads it (device info: the device with its profile and customer names). */
export type DeviceRecord = ApiSchema<'DeviceInfo'>;

/** The device saved back: the device without the names the info call adds. */
export type DeviceEntity = ApiSchema<'Device'>;

/** The tabs of the device page, in order; the first is shown when the address names none. */
export const DEVICE_TABS = ['details', 'attributes', 'telemetry', 'alarms'] as const;

/** One tab of {@link DEVICE_TABS}. */
export type DeviceTab = (typeof DEVICE_TABS)[number];

/** Longest device name and label the form accepts. */
export const DEVICE_NAME_MAX_LENGTH = 255;

/** The editable fields of the details form. */
export interface DeviceForm {
  name: string;
  label: string;
  description: string;
  gateway: boolean;
}

/** Message keys (console namespace) of what is wrong with the form, per field. */
export interface DeviceFormErrors {
  name?: 'device.name-required' | 'device.name-max-length';
  label?: 'device.label-max-length';
}

/** How loading a device ended when it did not answer the device. */
export type DeviceLoadFailure = 'not-found' | 'error';

function info(device: DeviceRecord): Record<string, unknown> {
  const additional = device.additionalInfo;
  return additional && typeof additional === 'object' && !Array.isArray(additional) ? (additional as Record<string, unknown>) : {};
}

/** The form's values for a device. */
export function deviceFormOf(device: DeviceRecord): DeviceForm {
  const extra = info(device);
  return {
    name: device.name ?? '',
    label: device.label ?? '',
    description: typeof extra.description === 'string' ? extra.description : '',
    gateway: extra.gateway === true,
  };
}

/** What is wrong with the form: the name is required, name and label hold at most 255 characters. */
export function deviceFormErrors(form: DeviceForm): DeviceFormErrors {
  const errors: DeviceFormErrors = {};
  if (form.name.trim() === '') errors.name = 'device.name-required';
  else if (form.name.length > DEVICE_NAME_MAX_LENGTH) errors.name = 'device.name-max-length';
  if (form.label.length > DEVICE_NAME_MAX_LENGTH) errors.label = 'device.label-max-length';
  return errors;
}

/** Whether the form differs from the saved values. */
export function deviceFormChanged(form: DeviceForm, saved: DeviceForm): boolean {
  return form.name !== saved.name || form.label !== saved.label || form.description !== saved.description || form.gateway !== saved.gateway;
}

/** The device to save: the loaded device with the form's values, other additional info kept, the info-only names left out. */
export function deviceWithForm(device: DeviceRecord, form: DeviceForm): DeviceEntity {
  const { customerTitle: _title, customerIsPublic: _public, deviceProfileName: _profile, ...entity } = device;
  return {
    ...entity,
    name: form.name.trim(),
    label: form.label,
    additionalInfo: { ...info(device), description: form.description, gateway: form.gateway },
  };
}

/** What a failed device load shows: not found for 404 (and for an address whose id is malformed, 400), an error otherwise. */
export function deviceLoadFailure(status: number): DeviceLoadFailure {
  return status === 404 || status === 400 ? 'not-found' : 'error';
}

/** Whether a role sees the device's access token and may copy it: tenant administrators only. */
export function canCopyAccessToken(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN';
}
