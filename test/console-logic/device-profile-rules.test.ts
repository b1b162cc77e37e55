import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  alarmRuleValid, alarmsSavable, conditionError, conditionErrors, freeSeverities, msOfTime, newAlarm, newAlarmId, newCondition, newRule, newSchedule, OPERATIONS,
  predicateValueOf, profileAlarmValid, relationTypesOf, rulesOf, specError, timeOfMs, withValueType, type ProfileAlarm,
} from '../../console/pages/device-profiles/alarm-rules.logic.js';
import {
  alarmsOf, dataOf, nameError, newTransport, otaChanges, otaNeedsConfirmation, provisioningErrors, provisioningOf, randomCredential,
  topicFilterError, withAlarms, withProvisioning, withTransport, type DeviceProfileRecord,
} from '../../console/pages/device-profiles/device-profile.logic.js';
import { deviceProfilePath } from '../../console/pages/device-profiles/device-profiles.logic.js';

/** A condition `temperature > 30` on the time series. */
function hot() {
  const filter = newCondition();
  return { ...filter, key: { type: 'TIME_SERIES', key: 'temperature' }, predicate: { ...filter.predicate, value: { defaultValue: 30, userValue: null, dynamicValue: null } } };
}

function alarm(changes: Partial<ProfileAlarm> = {}): ProfileAlarm {
  const rule = newRule();
  rule.condition!.condition = [hot()];
  return { ...newAlarm('High temperature', 'a1'), createRules: { CRITICAL: rule }, ...changes };
}

const PROFILE: DeviceProfileRecord = {
  id: { entityType: 'DEVICE_PROFILE', id: 'p1' },
  name: 'thermostat',
  transportType: 'DEFAULT',
  provisionType: 'DISABLED',
  profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' }, provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null }, alarms: null },
};

describe('shared-controls §5: device profile alarm rule', () => {
  it('is valid only with a condition list of at least one entry', () => {
    const rule = newRule();
    assert.equal(alarmRuleValid(rule), true);
    assert.equal(alarmRuleValid({ ...rule, condition: { condition: [], spec: { type: 'SIMPLE' } } }), false);
    assert.equal(alarmRuleValid({ ...rule, condition: { spec: { type: 'SIMPLE' } } }), false);
    assert.equal(alarmRuleValid({}), false);
    assert.equal(alarmRuleValid(null), false);
  });

  it('an alarm is valid only with an id, an alarmType, createRules with every rule valid, and a valid clear rule if present', () => {
    assert.equal(profileAlarmValid(alarm()), true);
    assert.equal(profileAlarmValid(alarm({ id: '' })), false, 'no id');
    assert.equal(profileAlarmValid(alarm({ alarmType: '' })), false, 'no alarm type');
    assert.equal(profileAlarmValid(alarm({ createRules: undefined })), false, 'no create rules');
    assert.equal(profileAlarmValid(alarm({ createRules: { CRITICAL: newRule(), MAJOR: { condition: { condition: [] } } } })), false, 'one create rule without conditions');
    assert.equal(profileAlarmValid(alarm({ clearRule: null })), true, 'no clear rule');
    assert.equal(profileAlarmValid(alarm({ clearRule: newRule() })), true, 'a valid clear rule');
    assert.equal(profileAlarmValid(alarm({ clearRule: { condition: { condition: [] } } })), false, 'a clear rule without conditions');
  });

  it('a new alarm has the type, a critical rule with one condition, any-time schedule and no propagation', () => {
    const fresh = newAlarm('Overheat', 'x');
    assert.deepEqual(Object.keys(fresh.createRules!), ['CRITICAL']);
    assert.equal(fresh.createRules!.CRITICAL!.condition!.condition!.length, 1);
    assert.deepEqual(fresh.createRules!.CRITICAL!.schedule, { type: 'ANY_TIME' });
    assert.equal(fresh.clearRule, null);
    assert.equal(fresh.propagate, false);
    assert.match(newAlarmId(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('a condition needs a key, and a numeric one a number; durations and repeat counts are whole numbers of at least 1', () => {
    assert.equal(conditionError(newCondition()), 'profiles:alarm.key-required');
    assert.equal(conditionError({ ...hot(), predicate: { ...hot().predicate, value: { defaultValue: null } } }), 'profiles:alarm.number-required');
    assert.equal(conditionError(hot()), null);
    assert.deepEqual(conditionErrors(newCondition()), { key: 'profiles:alarm.key-required', value: 'profiles:alarm.number-required' }, 'both fields show their error');
    assert.equal(specError({ type: 'SIMPLE' }), null);
    assert.equal(specError({ type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 5 } }), null);
    assert.equal(specError({ type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 0 } }), 'profiles:alarm.count-invalid');
    assert.equal(specError({ type: 'REPEATING', predicate: { defaultValue: 1.5 } }), 'profiles:alarm.count-invalid');
    assert.equal(specError({ type: 'REPEATING', predicate: { defaultValue: 3 } }), null);
  });

  it('the alarms save only when every alarm is valid and no condition or count is wrong', () => {
    assert.equal(alarmsSavable([]), true);
    assert.equal(alarmsSavable([alarm()]), true);
    assert.equal(alarmsSavable([alarm(), alarm({ alarmType: '' })]), false);
    const rule = newRule();
    assert.equal(alarmsSavable([alarm({ clearRule: rule })]), false, 'the clear rule condition has no key');
  });

  it('switching the value type picks that type’s predicate and keeps an operation it has', () => {
    const text = withValueType(hot(), 'STRING');
    assert.equal(text.predicate.type, 'STRING');
    assert.equal(text.predicate.operation, 'EQUAL', 'GREATER is no string operation');
    assert.equal(text.predicate.ignoreCase, false);
    const date = withValueType(hot(), 'DATE_TIME');
    assert.equal(date.predicate.type, 'NUMERIC');
    assert.equal(date.predicate.operation, 'GREATER');
    assert.equal(date.predicate.value?.defaultValue, 30, 'numbers and dates share the value');
    assert.equal(withValueType(hot(), 'BOOLEAN').predicate.value?.defaultValue, true);
    assert.deepEqual(OPERATIONS.NUMERIC, ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL']);
    assert.equal(OPERATIONS.STRING.length, 8);
  });

  it('typed values become numbers, booleans or text', () => {
    assert.equal(predicateValueOf('NUMERIC', ' 30.5 '), 30.5);
    assert.equal(predicateValueOf('NUMERIC', 'hot'), null);
    assert.equal(predicateValueOf('NUMERIC', ''), null);
    assert.equal(predicateValueOf('BOOLEAN', 'false'), false);
    assert.equal(predicateValueOf('STRING', 'on'), 'on');
  });

  it('lists rules by severity then the clear rule, and the severities still free', () => {
    const both = alarm({ createRules: { WARNING: newRule(), CRITICAL: newRule() }, clearRule: newRule() });
    assert.deepEqual(rulesOf(both).map((r) => r.place), ['CRITICAL', 'WARNING', 'CLEAR']);
    assert.deepEqual(freeSeverities(both), ['MAJOR', 'MINOR', 'INDETERMINATE']);
  });

  it('schedules: days run Monday (1) to Sunday (7); times are milliseconds since midnight', () => {
    assert.deepEqual(newSchedule('SPECIFIC_TIME', 'Europe/Kyiv'), { type: 'SPECIFIC_TIME', timezone: 'Europe/Kyiv', daysOfWeek: [1, 2, 3, 4, 5, 6, 7], startsOn: 0, endsOn: 0, dynamicValue: null });
    const custom = newSchedule('CUSTOM', 'UTC');
    assert.deepEqual(custom.items!.map((item) => item.dayOfWeek), [1, 2, 3, 4, 5, 6, 7]);
    assert.deepEqual(newSchedule('ANY_TIME', 'UTC'), { type: 'ANY_TIME' });
    assert.equal(msOfTime('08:30'), 30_600_000);
    assert.equal(msOfTime('nonsense'), 0);
    assert.equal(timeOfMs(30_600_000), '08:30');
    assert.equal(timeOfMs(undefined), '00:00');
  });

  it('relation types are trimmed, without repeats, null when none', () => {
    assert.deepEqual(relationTypesOf(' Contains, Manages,,Contains '), ['Contains', 'Manages']);
    assert.equal(relationTypesOf(' , '), null);
  });

  it('alarms live in the profile data; none are stored as null', () => {
    const withOne = withAlarms(PROFILE, [alarm()]);
    assert.equal(alarmsOf(withOne).length, 1);
    assert.equal(withAlarms(withOne, []).profileData?.alarms, null);
    assert.deepEqual(alarmsOf({ name: 'bare' }), []);
  });
});

describe('device profile details', () => {
  it('name: required, at most 255 characters', () => {
    assert.equal(nameError(' '), 'profiles:details.name-required');
    assert.equal(nameError('a'.repeat(255)), null);
    assert.equal(nameError('a'.repeat(256)), 'profiles:details.name-max');
  });

  it('profile data gets the parts a profile always has', () => {
    assert.deepEqual(dataOf({ name: 'bare', transportType: 'MQTT' }), {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'MQTT' },
      provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      alarms: null,
    });
  });

  it('opens at /deviceProfiles/{id}', () => {
    assert.equal(deviceProfilePath('a/b'), '/deviceProfiles/a%2Fb');
  });
});

describe('transport', () => {
  it('MQTT starts with the default topics and a JSON payload; the type moves with its configuration', () => {
    const mqtt = withTransport(PROFILE, newTransport('MQTT'));
    assert.equal(mqtt.transportType, 'MQTT');
    assert.deepEqual(dataOf(mqtt).transportConfiguration, {
      type: 'MQTT',
      deviceTelemetryTopic: 'v1/devices/me/telemetry',
      deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
      sendAckOnValidationException: false,
    });
    assert.deepEqual(newTransport('DEFAULT'), { type: 'DEFAULT' });
  });

  it('topic filters: required; + and # only as whole levels, # only last', () => {
    assert.equal(topicFilterError(''), 'profiles:transport.topic-required');
    assert.equal(topicFilterError('v1/devices/+/telemetry'), null);
    assert.equal(topicFilterError('sensors/#'), null);
    assert.equal(topicFilterError('sensors/#/x'), 'profiles:transport.topic-invalid');
    assert.equal(topicFilterError('sensors/a+'), 'profiles:transport.topic-invalid');
  });
});

describe('provisioning', () => {
  it('reads DISABLED by default; other strategies need a key and a secret', () => {
    assert.deepEqual(provisioningOf(PROFILE), { type: 'DISABLED', key: '', secret: '' });
    assert.deepEqual(provisioningErrors({ type: 'DISABLED', key: '', secret: '' }), {});
    assert.deepEqual(provisioningErrors({ type: 'ALLOW_CREATE_NEW_DEVICES', key: ' ', secret: '' }), { key: 'profiles:provision.key-required', secret: 'profiles:provision.secret-required' });
  });

  it('writes the strategy, the key on the profile and the secret in the data; DISABLED clears both', () => {
    const on = withProvisioning(PROFILE, { type: 'CHECK_PRE_PROVISIONED_DEVICES', key: ' k1 ', secret: 's1' });
    assert.equal(on.provisionType, 'CHECK_PRE_PROVISIONED_DEVICES');
    assert.equal(on.provisionDeviceKey, 'k1');
    assert.deepEqual(on.profileData?.provisionConfiguration, { type: 'CHECK_PRE_PROVISIONED_DEVICES', provisionDeviceSecret: 's1' });
    const off = withProvisioning(on, { type: 'DISABLED', key: 'k1', secret: 's1' });
    assert.equal(off.provisionDeviceKey, null);
    assert.deepEqual(off.profileData?.provisionConfiguration, { type: 'DISABLED', provisionDeviceSecret: null });
  });

  it('generated credentials are 20 letters and digits', () => {
    assert.match(randomCredential(), /^[a-z0-9]{20}$/);
    assert.equal(randomCredential(() => 0), 'a'.repeat(20));
  });
});

describe('console-core §5: OTA change confirmation', () => {
  const firmware = { entityType: 'OTA_PACKAGE', id: 'fw1' };
  const software = { entityType: 'OTA_PACKAGE', id: 'sw1' };

  it('counts only the package types set to a new package', () => {
    assert.deepEqual(otaChanges(PROFILE, PROFILE), []);
    assert.deepEqual(otaChanges(PROFILE, { ...PROFILE, firmwareId: firmware }), ['FIRMWARE']);
    assert.deepEqual(otaChanges(PROFILE, { ...PROFILE, firmwareId: firmware, softwareId: software }), ['FIRMWARE', 'SOFTWARE']);
    assert.deepEqual(otaChanges({ ...PROFILE, firmwareId: firmware }, PROFILE), [], 'removing a package updates no device');
  });

  it('asks only when devices would be updated', () => {
    assert.equal(otaNeedsConfirmation({}), false);
    assert.equal(otaNeedsConfirmation({ FIRMWARE: 0, SOFTWARE: 0 }), false);
    assert.equal(otaNeedsConfirmation({ FIRMWARE: 0, SOFTWARE: 2 }), true);
    assert.equal(otaNeedsConfirmation({ FIRMWARE: 5 }), true);
  });
});
