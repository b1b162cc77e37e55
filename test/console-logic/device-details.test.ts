import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  canCopyAccessToken,
  deviceFormChanged,
  deviceFormErrors,
  deviceFormOf,
  deviceLoadFailure,
  deviceWithForm,
  type DeviceRecord,
} from '../../console/pages/devices/device-details.logic.js';

const DEVICE: DeviceRecord = {
  id: { entityType: 'DEVICE', id: 'd1' },
  name: 'Thermostat T1',
  type: 'default',
  label: 'Office thermostat',
  additionalInfo: { description: 'Second floor', gateway: false, overwriteActivityTime: true },
  deviceProfileName: 'default',
  customerTitle: 'Customer A',
  customerIsPublic: false,
};

describe('device details form', () => {
  it('reads name, label, description and the gateway flag of a device', () => {
    assert.deepEqual(deviceFormOf(DEVICE), { name: 'Thermostat T1', label: 'Office thermostat', description: 'Second floor', gateway: false });
    assert.deepEqual(deviceFormOf({ name: 'Bare' }), { name: 'Bare', label: '', description: '', gateway: false });
  });

  it('requires a name and holds name and label to 255 characters', () => {
    const form = deviceFormOf(DEVICE);
    assert.deepEqual(deviceFormErrors(form), {});
    assert.deepEqual(deviceFormErrors({ ...form, name: '  ' }), { name: 'device.name-required' });
    assert.deepEqual(deviceFormErrors({ ...form, name: 'n'.repeat(256) }), { name: 'device.name-max-length' });
    assert.deepEqual(deviceFormErrors({ ...form, name: 'n'.repeat(255), label: 'l'.repeat(256) }), { label: 'device.label-max-length' });
  });

  it('saves the form into the device, keeping other additional info and leaving out the info-only names', () => {
    const form = { name: ' Thermostat T1b ', label: 'Lab', description: 'Moved', gateway: true };
    const saved = deviceWithForm(DEVICE, form);
    assert.deepEqual(saved, {
      id: { entityType: 'DEVICE', id: 'd1' },
      name: 'Thermostat T1b',
      type: 'default',
      label: 'Lab',
      additionalInfo: { description: 'Moved', gateway: true, overwriteActivityTime: true },
    });
    assert.equal(deviceFormChanged(form, deviceFormOf(DEVICE)), true);
    assert.equal(deviceFormChanged(deviceFormOf(DEVICE), deviceFormOf(DEVICE)), false);
  });

  it('shows not found for 404 and a malformed id, an error otherwise, and the access token to tenant administrators only', () => {
    assert.deepEqual([404, 400, 500, 0, 403].map(deviceLoadFailure), ['not-found', 'not-found', 'error', 'error', 'error']);
    assert.deepEqual((['TENANT_ADMIN', 'CUSTOMER_USER'] as const).map(canCopyAccessToken), [true, false]);
  });
});
