import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canManageDevices, deviceActivity, deviceColumns, devicePath, devicesListPath } from '../../console/pages/devices/devices.logic.js';

describe('devices page', () => {
  it('lists the tenant devices for a tenant administrator and the customer devices for a customer user', () => {
    assert.equal(devicesListPath('TENANT_ADMIN', undefined), '/api/tenant/deviceInfos');
    assert.equal(devicesListPath('CUSTOMER_USER', 'c-1'), '/api/customer/c-1/deviceInfos');
    assert.equal(devicesListPath('CUSTOMER_USER', undefined), null);
    assert.equal(devicesListPath('SYS_ADMIN', undefined), null);
  });

  it('leaves the customer columns out for a customer user', () => {
    assert.deepEqual(deviceColumns('TENANT_ADMIN').map((c) => c.key), ['createdTime', 'name', 'active', 'deviceProfileName', 'label', 'customerTitle', 'customerIsPublic', 'additionalInfo.gateway']);
    assert.deepEqual(deviceColumns('CUSTOMER_USER').map((c) => c.key), ['createdTime', 'name', 'active', 'deviceProfileName', 'label', 'additionalInfo.gateway']);
  });

  it('shows each device\'s activity live from its `active` server attribute (none: inactive), and nothing until the server has answered', () => {
    const activity = deviceColumns('CUSTOMER_USER').find((c) => c.key === 'active');
    assert.deepEqual(activity?.live, { type: 'SERVER_ATTRIBUTE', key: 'active' });
    assert.deepEqual([true, 'true', false, 'false', null, undefined].map(deviceActivity), ['active', 'active', 'inactive', 'inactive', 'inactive', null]);
  });

  it('lets only tenant administrators select and delete devices, and opens each device at its own address', () => {
    assert.deepEqual((['TENANT_ADMIN', 'CUSTOMER_USER', 'SYS_ADMIN'] as const).map(canManageDevices), [true, false, false]);
    assert.equal(devicePath('784f394c-42b6-435a-983c-b7beff2784f9'), '/devices/784f394c-42b6-435a-983c-b7beff2784f9');
  });
});
