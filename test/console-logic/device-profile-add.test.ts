import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EMPTY_DEVICE_PROFILE_FORM, newDeviceProfileBody } from '../../console/pages/device-profiles/device-profile-add.logic.js';

describe('adding a device profile', () => {
  it('creates a DEFAULT profile with the chosen transport’s starting configuration, provisioning disabled and no alarm rules', () => {
    const body = newDeviceProfileBody({ ...EMPTY_DEVICE_PROFILE_FORM, name: ' Meters ', transportType: 'MQTT', ruleChainId: 'rc-1', queueName: 'HighPriority' });
    assert.deepEqual([body.name, body.description, body.type, body.transportType, body.provisionType, body.defaultQueueName], ['Meters', null, 'DEFAULT', 'MQTT', 'DISABLED', 'HighPriority']);
    assert.deepEqual(body.defaultRuleChainId, { entityType: 'RULE_CHAIN', id: 'rc-1' });
    assert.deepEqual(body.profileData?.transportConfiguration, {
      type: 'MQTT', deviceTelemetryTopic: 'v1/devices/me/telemetry', deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' }, sendAckOnValidationException: false,
    });
    assert.deepEqual(body.profileData?.provisionConfiguration, { type: 'DISABLED', provisionDeviceSecret: null });
    assert.equal(body.profileData?.alarms, null);
  });

  it('leaves the rule chain and queue to the tenant’s defaults when none is chosen', () => {
    const body = newDeviceProfileBody({ ...EMPTY_DEVICE_PROFILE_FORM, name: 'Plain', description: ' Basement ' });
    assert.deepEqual([body.defaultRuleChainId, body.defaultQueueName, body.description, body.profileData?.transportConfiguration], [null, null, 'Basement', { type: 'DEFAULT' }]);
  });
});
