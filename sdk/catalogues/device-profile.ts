/** Device profile types. */
export const DEVICE_PROFILE_TYPES = ['DEFAULT', 'SNMP'] as const;

/** One profile type of {@link DEVICE_PROFILE_TYPES}. */
export type DeviceProfileType = (typeof DEVICE_PROFILE_TYPES)[number];

/** Device transport types. */
export const DEVICE_TRANSPORT_TYPES = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const;

/** One transport type of {@link DEVICE_TRANSPORT_TYPES}. */
export type DeviceTransportType = (typeof DEVICE_TRANSPORT_TYPES)[number];

/** Device provision strategies. */
export const DEVICE_PROVISION_TYPES = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'] as const;

/** One provision strategy of {@link DEVICE_PROVISION_TYPES}. */
export type DeviceProvisionType = (typeof DEVICE_PROVISION_TYPES)[number];

/** Payload types of MQTT and CoAP transports. */
export const TRANSPORT_PAYLOAD_TYPES = ['JSON', 'PROTOBUF'] as const;

/** One payload type of {@link TRANSPORT_PAYLOAD_TYPES}. */
export type TransportPayloadType = (typeof TRANSPORT_PAYLOAD_TYPES)[number];

/** CoAP device types. */
export const COAP_DEVICE_TYPES = ['DEFAULT', 'EFENTO'] as const;

/** One CoAP device type of {@link COAP_DEVICE_TYPES}. */
export type CoapDeviceType = (typeof COAP_DEVICE_TYPES)[number];

/** Alarm rule condition types. */
export const ALARM_CONDITION_TYPES = ['SIMPLE', 'DURATION', 'REPEATING'] as const;

/** One condition type of {@link ALARM_CONDITION_TYPES}. */
export type AlarmConditionType = (typeof ALARM_CONDITION_TYPES)[number];

/** Alarm rule schedule types. */
export const ALARM_SCHEDULE_TYPES = ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM'] as const;

/** One schedule type of {@link ALARM_SCHEDULE_TYPES}. */
export type AlarmScheduleType = (typeof ALARM_SCHEDULE_TYPES)[number];

/** Days of an alarm schedule, Monday (day 1) to Sunday (day 7). */
export const SCHEDULE_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** SNMP protocol versions. */
export const SNMP_VERSIONS = ['V1', 'V2C', 'V3'] as const;

/** One SNMP version of {@link SNMP_VERSIONS}. */
export type SnmpVersion = (typeof SNMP_VERSIONS)[number];

/** SNMP v3 authentication hashes as sent on the wire. */
export const SNMP_AUTH_PROTOCOLS = ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5'] as const;

/** One authentication hash of {@link SNMP_AUTH_PROTOCOLS}. */
export type SnmpAuthProtocol = (typeof SNMP_AUTH_PROTOCOLS)[number];

/** Display name per SNMP authentication hash. */
export const SNMP_AUTH_PROTOCOL_NAMES: Readonly<Record<SnmpAuthProtocol, string>> = {
  SHA_1: 'SHA-1',
  SHA_224: 'SHA-224',
  SHA_256: 'SHA-256',
  SHA_384: 'SHA-384',
  SHA_512: 'SHA-512',
  MD5: 'MD5',
};

/** SNMP v3 privacy ciphers as sent on the wire. */
export const SNMP_PRIVACY_PROTOCOLS = ['DES', 'AES_128', 'AES_192', 'AES_256'] as const;

/** One privacy cipher of {@link SNMP_PRIVACY_PROTOCOLS}. */
export type SnmpPrivacyProtocol = (typeof SNMP_PRIVACY_PROTOCOLS)[number];

/** Display name per SNMP privacy cipher. */
export const SNMP_PRIVACY_PROTOCOL_NAMES: Readonly<Record<SnmpPrivacyProtocol, string>> = {
  DES: 'DES',
  AES_128: 'AES-128',
  AES_192: 'AES-192',
  AES_256: 'AES-256',
};

/** Defaults of a new SNMP device profile and device. */
export const SNMP_DEFAULTS = {
  timeoutMs: 500,
  retries: 0,
  host: 'localhost',
  port: 161,
  protocolVersion: 'V2C',
  community: 'public',
} as const;

/** Defaults of a new MQTT transport configuration. */
export const MQTT_TRANSPORT_DEFAULTS = {
  deviceTelemetryTopic: 'v1/devices/me/telemetry',
  deviceAttributesTopic: 'v1/devices/me/attributes',
  transportPayloadType: 'JSON',
} as const;

/** Default power mode of a CoAP device. */
export const COAP_DEFAULT_POWER_MODE = 'DRX';
