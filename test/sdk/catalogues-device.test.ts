import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALARM_CONDITION_TYPES,
  ALARM_FIELDS,
  ALARM_SCHEDULE_TYPES,
  ALARM_SEARCH_STATUSES,
  ALARM_SEVERITIES,
  ALARM_SEVERITY_COLORS,
  ALARM_STATUSES,
  CHECKSUM_ALGORITHMS,
  COAP_DEFAULT_POWER_MODE,
  COAP_DEVICE_TYPES,
  DEFAULT_ALARM_DATA_KEYS,
  DEFAULT_OTA_UPDATE_TYPE,
  DEVICE_PROFILE_TYPES,
  DEVICE_PROVISION_TYPES,
  DEVICE_TRANSPORT_TYPES,
  LWM2M_ATTRIBUTES,
  LWM2M_BINDING_MODES,
  LWM2M_CLIENT_CREDENTIALS_FIELDS,
  LWM2M_CLIENT_SETTINGS_DEFAULTS,
  LWM2M_DEFAULT_HOST,
  LWM2M_DEFAULT_PORT,
  LWM2M_DEFAULT_UPDATE_RESOURCE,
  LWM2M_OBJECTS_PAGE_SIZE,
  LWM2M_OBSERVE_LISTS,
  LWM2M_PERIOD_ATTRIBUTES,
  LWM2M_PORT_MAX,
  LWM2M_PORT_MIN,
  LWM2M_SECURITY_MODES,
  LWM2M_SERVER_TYPES,
  MQTT_TRANSPORT_DEFAULTS,
  OTA_FILENAME_HEADER,
  OTA_UPDATE_TYPES,
  POWER_MODES,
  POWER_SAVING_DEFAULTS,
  QUEUE_PROCESSING_STRATEGIES,
  QUEUE_SERVICE_TYPES,
  QUEUE_SUBMIT_STRATEGIES,
  SCHEDULE_DAYS,
  SNMP_AUTH_PROTOCOL_NAMES,
  SNMP_AUTH_PROTOCOLS,
  SNMP_DEFAULTS,
  SNMP_PRIVACY_PROTOCOL_NAMES,
  SNMP_PRIVACY_PROTOCOLS,
  SNMP_VERSIONS,
  TRANSPORT_PAYLOAD_TYPES,
} from '../../sdk/catalogues/index.js';

describe('alarms', () => {
  it('lists the five severities with their colours in order', () => {
    assert.deepEqual(ALARM_SEVERITIES, ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE']);
    assert.deepEqual(
      ALARM_SEVERITIES.map((severity) => ALARM_SEVERITY_COLORS[severity]),
      ['red', 'orange', '#ffca3d', '#abab00', 'green'],
    );
  });

  it('lists statuses and search statuses', () => {
    assert.deepEqual(ALARM_STATUSES, ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK']);
    assert.deepEqual(ALARM_SEARCH_STATUSES, ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK']);
  });

  it('lists the ten table columns and the five default alarm data keys', () => {
    assert.deepEqual(ALARM_FIELDS, [
      'createdTime', 'startTime', 'endTime', 'ackTime', 'clearTime', 'originator', 'originatorType', 'type', 'severity', 'status',
    ]);
    assert.deepEqual(DEFAULT_ALARM_DATA_KEYS, ['createdTime', 'originator', 'type', 'severity', 'status']);
  });
});

describe('device profile', () => {
  it('lists profile, transport, provision, payload and CoAP device types', () => {
    assert.deepEqual(DEVICE_PROFILE_TYPES, ['DEFAULT', 'SNMP']);
    assert.deepEqual(DEVICE_TRANSPORT_TYPES, ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP']);
    assert.deepEqual(DEVICE_PROVISION_TYPES, ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES']);
    assert.deepEqual(TRANSPORT_PAYLOAD_TYPES, ['JSON', 'PROTOBUF']);
    assert.deepEqual(COAP_DEVICE_TYPES, ['DEFAULT', 'EFENTO']);
  });

  it('lists alarm condition and schedule types and the days Monday to Sunday', () => {
    assert.deepEqual(ALARM_CONDITION_TYPES, ['SIMPLE', 'DURATION', 'REPEATING']);
    assert.deepEqual(ALARM_SCHEDULE_TYPES, ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM']);
    assert.deepEqual(SCHEDULE_DAYS, ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
  });

  it('lists SNMP versions, hashes and ciphers with their display names', () => {
    assert.deepEqual(SNMP_VERSIONS, ['V1', 'V2C', 'V3']);
    assert.deepEqual(SNMP_AUTH_PROTOCOLS, ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5']);
    assert.deepEqual(
      SNMP_AUTH_PROTOCOLS.map((p) => SNMP_AUTH_PROTOCOL_NAMES[p]),
      ['SHA-1', 'SHA-224', 'SHA-256', 'SHA-384', 'SHA-512', 'MD5'],
    );
    assert.deepEqual(SNMP_PRIVACY_PROTOCOLS, ['DES', 'AES_128', 'AES_192', 'AES_256']);
    assert.deepEqual(
      SNMP_PRIVACY_PROTOCOLS.map((p) => SNMP_PRIVACY_PROTOCOL_NAMES[p]),
      ['DES', 'AES-128', 'AES-192', 'AES-256'],
    );
  });

  it('starts SNMP at localhost:161, V2C, community public, 500 ms timeout and no retries', () => {
    assert.deepEqual(SNMP_DEFAULTS, {
      timeoutMs: 500,
      retries: 0,
      host: 'localhost',
      port: 161,
      protocolVersion: 'V2C',
      community: 'public',
    });
  });

  it('starts MQTT with the v1 device topics and JSON payloads, CoAP in DRX', () => {
    assert.deepEqual(MQTT_TRANSPORT_DEFAULTS, {
      deviceTelemetryTopic: 'v1/devices/me/telemetry',
      deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadType: 'JSON',
    });
    assert.equal(COAP_DEFAULT_POWER_MODE, 'DRX');
  });
});

describe('LwM2M', () => {
  it('lists the eleven binding modes and the five attributes', () => {
    assert.deepEqual(LWM2M_BINDING_MODES, ['U', 'M', 'H', 'T', 'S', 'N', 'UQ', 'UQS', 'TQ', 'TQS', 'SQ']);
    assert.deepEqual(LWM2M_ATTRIBUTES, ['pmin', 'pmax', 'gt', 'lt', 'st']);
    assert.deepEqual(LWM2M_PERIOD_ATTRIBUTES, ['pmin', 'pmax']);
  });

  it('lists server types, power modes, security modes and observe lists', () => {
    assert.deepEqual(LWM2M_SERVER_TYPES, ['LWM2M', 'BOOTSTRAP']);
    assert.deepEqual(POWER_MODES, ['PSM', 'DRX', 'E_DRX']);
    assert.deepEqual(LWM2M_SECURITY_MODES, ['PSK', 'RPK', 'X509', 'NO_SEC']);
    assert.deepEqual(LWM2M_OBSERVE_LISTS, ['observe', 'attribute', 'telemetry', 'keyName', 'attributeLwm2m']);
    assert.deepEqual(LWM2M_CLIENT_CREDENTIALS_FIELDS, ['securityConfigClientMode', 'endpoint', 'identity', 'key', 'cert']);
  });

  it('defaults the client settings to 1, 1, 1, DRX and no composite operations', () => {
    assert.deepEqual(LWM2M_CLIENT_SETTINGS_DEFAULTS, {
      clientOnlyObserveAfterConnect: 1,
      fwUpdateStrategy: 1,
      swUpdateStrategy: 1,
      powerMode: 'DRX',
      compositeOperationsSupport: false,
    });
  });

  it('defaults the server to CoAP on localhost:5685 within ports 0 to 65535', () => {
    assert.equal(LWM2M_DEFAULT_HOST, 'localhost');
    assert.equal(LWM2M_DEFAULT_PORT, 5685);
    assert.equal(LWM2M_DEFAULT_UPDATE_RESOURCE, 'coap://localhost:5685');
    assert.equal(LWM2M_PORT_MIN, 0);
    assert.equal(LWM2M_PORT_MAX, 65535);
  });

  it('pins the numbers 50, 10000, 81000 and 10000', () => {
    assert.equal(LWM2M_OBJECTS_PAGE_SIZE, 50);
    assert.deepEqual(POWER_SAVING_DEFAULTS, { psmActivityTimer: 10000, edrxCycle: 81000, pagingTransmissionWindow: 10000 });
  });
});

describe('queues', () => {
  it('lists service types, submit strategies and processing strategies', () => {
    assert.deepEqual(QUEUE_SERVICE_TYPES, ['TB_CORE', 'TB_RULE_ENGINE', 'TB_TRANSPORT', 'JS_EXECUTOR']);
    assert.deepEqual(QUEUE_SUBMIT_STRATEGIES, ['SEQUENTIAL_BY_ORIGINATOR', 'SEQUENTIAL_BY_TENANT', 'SEQUENTIAL', 'BURST', 'BATCH']);
    assert.deepEqual(QUEUE_PROCESSING_STRATEGIES, [
      'RETRY_FAILED_AND_TIMED_OUT', 'SKIP_ALL_FAILURES', 'SKIP_ALL_FAILURES_AND_TIMED_OUT', 'RETRY_ALL', 'RETRY_FAILED', 'RETRY_TIMED_OUT',
    ]);
  });
});

describe('OTA packages', () => {
  it('lists types with FIRMWARE first and default, and the seven checksum algorithms', () => {
    assert.deepEqual(OTA_UPDATE_TYPES, ['FIRMWARE', 'SOFTWARE']);
    assert.equal(DEFAULT_OTA_UPDATE_TYPE, 'FIRMWARE');
    assert.deepEqual(CHECKSUM_ALGORITHMS, ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128']);
    assert.equal(OTA_FILENAME_HEADER, 'x-filename');
  });
});
