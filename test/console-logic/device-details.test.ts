import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canCopyAccessToken, DEVICE_FIELDS, deviceSubtitle, type DeviceRecord } from '../../console/pages/devices/device-details.logic.js';
import { formChanged, formErrors, formOf, recordWithForm } from '../../console/pages/entity-details/entity-form.logic.js';

const DEVICE: DeviceRecord = {
  id: { entityType: 'DEVICE', id: 'd1' },
  name: 'Thermostat T1',
  type: 'default',
  label: 'Office thermostat',
  additionalInfo: { description: 'Second floor', gateway: false, overwriteActivityTime: true },
  deviceProfileName: 'default',
  deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p1' },
  firmwareId: { entityType: 'OTA_PACKAGE', id: 'f1' },
  customerTitle: 'Customer A',
  customerIsPublic: false,
};

const keys = (errors: ReturnType<typeof formErrors>) => Object.fromEntries(Object.entries(errors).map(([path, e]) => [path, e.key]));

describe('device details form', () => {
  it('reads name, label, profile with its firmware and software, description and the gateway flag of a device', () => {
    assert.deepEqual(formOf(DEVICE, DEVICE_FIELDS), {
      name: 'Thermostat T1',
      label: 'Office thermostat',
      deviceProfile: { profileId: 'p1', profileName: 'default', firmwareId: 'f1', softwareId: null },
      'additionalInfo.description': 'Second floor',
      'additionalInfo.gateway': false,
    });
    assert.deepEqual(formOf({ name: 'Bare' }, DEVICE_FIELDS), {
      name: 'Bare',
      label: '',
      deviceProfile: { profileId: null, profileName: '', firmwareId: null, softwareId: null },
      'additionalInfo.description': '',
      'additionalInfo.gateway': false,
    });
  });

  it('requires a name and holds name and label to 255 characters with the device messages', () => {
    const form = formOf(DEVICE, DEVICE_FIELDS);
    assert.deepEqual(formErrors(form, DEVICE_FIELDS), {});
    assert.deepEqual(keys(formErrors({ ...form, name: '  ' }, DEVICE_FIELDS)), { name: 'device.name-required' });
    assert.deepEqual(formErrors({ ...form, name: 'n'.repeat(256) }, DEVICE_FIELDS), { name: { key: 'device.name-max-length', max: 255 } });
    assert.deepEqual(keys(formErrors({ ...form, name: 'n'.repeat(255), label: 'l'.repeat(256) }, DEVICE_FIELDS)), { label: 'device.label-max-length' });
  });

  it('requires a device profile and saves the picked one with its firmware and software, null for none', () => {
    const form = formOf(DEVICE, DEVICE_FIELDS);
    const cleared = { ...form, deviceProfile: { profileId: null, profileName: 'default', firmwareId: null, softwareId: null } };
    assert.deepEqual(keys(formErrors(cleared, DEVICE_FIELDS)), { deviceProfile: 'pickers:entity.required-DEVICE_PROFILE' });
    const changed = { ...form, deviceProfile: { profileId: 'p2', profileName: 'default', firmwareId: null, softwareId: 's2' } };
    const saved = recordWithForm(DEVICE, changed, DEVICE_FIELDS);
    assert.deepEqual([saved.deviceProfileId, saved.firmwareId, saved.softwareId], [{ entityType: 'DEVICE_PROFILE', id: 'p2' }, null, { entityType: 'OTA_PACKAGE', id: 's2' }]);
    assert.equal(formChanged(changed, form), true);
  });

  it('saves the form into the device, keeping other additional info and leaving out the info-only names', () => {
    const form = { ...formOf(DEVICE, DEVICE_FIELDS), name: ' Thermostat T1b ', label: 'Lab', 'additionalInfo.description': 'Moved', 'additionalInfo.gateway': true };
    assert.deepEqual(recordWithForm(DEVICE, form, DEVICE_FIELDS), {
      id: { entityType: 'DEVICE', id: 'd1' },
      name: 'Thermostat T1b',
      type: 'default',
      label: 'Lab',
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p1' },
      firmwareId: { entityType: 'OTA_PACKAGE', id: 'f1' },
      softwareId: null,
      additionalInfo: { description: 'Moved', gateway: true, overwriteActivityTime: true },
    });
    assert.equal(formChanged(form, formOf(DEVICE, DEVICE_FIELDS)), true);
    assert.equal(formChanged(formOf(DEVICE, DEVICE_FIELDS), formOf(DEVICE, DEVICE_FIELDS)), false);
  });

  it('shows profile and label under the name and the access token to tenant administrators only', () => {
    assert.equal(deviceSubtitle(DEVICE), 'default · Office thermostat');
    assert.equal(deviceSubtitle({ name: 'x', deviceProfileName: 'default' } as DeviceRecord), 'default');
    assert.deepEqual((['TENANT_ADMIN', 'CUSTOMER_USER'] as const).map(canCopyAccessToken), [true, false]);
  });
});
