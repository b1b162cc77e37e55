import {
  DEVICE_PROVISION_TYPES, DEVICE_TRANSPORT_TYPES, MQTT_TRANSPORT_DEFAULTS, TRANSPORT_PAYLOAD_TYPES,
} from '../../../sdk/catalogues/device-profile.js';
import type { ProfileAlarm } from './alarm-rules.logic.js';

/** An entity id as the wire has it. */
export interface WireId {
  entityType: string;
  id: string;
}

/** A device profile as `GET /api/deviceProfile/{id}` answers it and `POST /api/deviceProfile` takes it. */
export interface DeviceProfileRecord {
  id?: WireId;
  name: string;
  description?: string | null;
  image?: string | null;
  default?: boolean;
  type?: string;
  transportType?: string;
  provisionType?: string;
  defaultRuleChainId?: WireId | null;
  defaultDashboardId?: WireId | null;
  defaultQueueName?: string | null;
  provisionDeviceKey?: string | null;
  firmwareId?: WireId | null;
  softwareId?: WireId | null;
  profileData?: ProfileData | null;
  [more: string]: unknown;
}

/** The profile data: configuration, transport, provisioning and alarms. */
export interface ProfileData {
  configuration?: { type: string; [more: string]: unknown };
  transportConfiguration?: { type: string; [more: string]: unknown };
  provisionConfiguration?: { type: string; provisionDeviceSecret?: string | null; [more: string]: unknown };
  alarms?: ProfileAlarm[] | null;
  [more: string]: unknown;
}

/** Transport types of a device profile (shared-controls §3). */
export const TRANSPORT_TYPES = DEVICE_TRANSPORT_TYPES;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** Payload types of an MQTT profile. */
export const PAYLOAD_TYPES = TRANSPORT_PAYLOAD_TYPES;

/** Provision strategies (shared-controls §3). */
export const PROVISION_TYPES = DEVICE_PROVISION_TYPES;
export type ProvisionType = (typeof PROVISION_TYPES)[number];

/** The MQTT topics a new MQTT profile starts with. */
export const DEFAULT_TELEMETRY_TOPIC = MQTT_TRANSPORT_DEFAULTS.deviceTelemetryTopic;
export const DEFAULT_ATTRIBUTES_TOPIC = MQTT_TRANSPORT_DEFAULTS.deviceAttributesTopic;

/** The id of a wire id, or null. */
export function idOf(value: WireId | null | undefined): string | null {
  return value?.id || null;
}

/** A wire id of a type for an id, or null for none. */
export function wireId(entityType: string, id: string | null): WireId | null {
  return id ? { entityType, id } : null;
}

/** The profile's data with defaults for the parts a profile always has. */
export function dataOf(profile: DeviceProfileRecord): ProfileData {
  const data = profile.profileData ?? {};
  return {
    ...data,
    configuration: data.configuration ?? { type: 'DEFAULT' },
    transportConfiguration: data.transportConfiguration ?? { type: profile.transportType ?? 'DEFAULT' },
    provisionConfiguration: data.provisionConfiguration ?? { type: profile.provisionType ?? 'DISABLED', provisionDeviceSecret: null },
    alarms: data.alarms ?? null,
  };
}

/** The profile with some of its data replaced. */
export function withData(profile: DeviceProfileRecord, changes: Partial<ProfileData>): DeviceProfileRecord {
  return { ...profile, profileData: { ...dataOf(profile), ...changes } };
}

/** The alarms of a profile (none when it has none). */
export function alarmsOf(profile: DeviceProfileRecord): ProfileAlarm[] {
  return dataOf(profile).alarms ?? [];
}

/** The profile with these alarms (null when there are none, as ThingsBoard stores it). */
export function withAlarms(profile: DeviceProfileRecord, alarms: readonly ProfileAlarm[]): DeviceProfileRecord {
  return withData(profile, { alarms: alarms.length ? [...alarms] : null });
}

/** The transport configuration a profile gets when a person picks a transport type: MQTT with its default topics and JSON payload, the others with their type only. */
export function newTransport(type: TransportType): { type: string; [more: string]: unknown } {
  if (type === 'MQTT') {
    return { type, deviceTelemetryTopic: DEFAULT_TELEMETRY_TOPIC, deviceAttributesTopic: DEFAULT_ATTRIBUTES_TOPIC, transportPayloadTypeConfiguration: { transportPayloadType: MQTT_TRANSPORT_DEFAULTS.transportPayloadType }, sendAckOnValidationException: false };
  }
  if (type === 'COAP') return { type, coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } }, clientSettings: { powerMode: 'DRX' } };
  if (type === 'LWM2M') return { type, observeAttr: { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} }, bootstrapServerUpdateEnable: false, bootstrap: [], clientLwM2mSettings: { clientOnlyObserveAfterConnect: 1, fwUpdateStrategy: 1, swUpdateStrategy: 1, powerMode: 'DRX', compositeOperationsSupport: false } };
  if (type === 'SNMP') return { type, timeoutMs: 500, retries: 0, communicationConfigs: [] };
  return { type };
}

/** The profile with another transport: the type and its new configuration together. */
export function withTransport(profile: DeviceProfileRecord, transport: { type: string; [more: string]: unknown }): DeviceProfileRecord {
  return { ...withData(profile, { transportConfiguration: transport }), transportType: transport.type };
}

/**
 * An MQTT topic filter's problem (message key) or null: required, and `+` and `#` only as whole levels,
 * `#` only last (MQTT 3.1.1 §4.7).
 */
export function topicFilterError(topic: string): string | null {
  if (!topic.trim()) return 'profiles:transport.topic-required';
  const levels = topic.split('/');
  const bad = levels.some((level, index) => (level.includes('#') && (level !== '#' || index !== levels.length - 1)) || (level.includes('+') && level !== '+'));
  return bad ? 'profiles:transport.topic-invalid' : null;
}

/** The provisioning of a profile: strategy, key and secret. */
export interface Provisioning {
  type: ProvisionType;
  key: string;
  secret: string;
}

/** A profile's provisioning as the form shows it. */
export function provisioningOf(profile: DeviceProfileRecord): Provisioning {
  const config = dataOf(profile).provisionConfiguration;
  const type = (PROVISION_TYPES as readonly string[]).includes(config?.type ?? '') ? (config!.type as ProvisionType) : 'DISABLED';
  return { type, key: profile.provisionDeviceKey ?? '', secret: config?.provisionDeviceSecret ?? '' };
}

/** What is wrong with provisioning, by field (message keys): with a strategy other than DISABLED, the key and secret are required. */
export function provisioningErrors(provisioning: Provisioning): Partial<Record<'key' | 'secret', string>> {
  if (provisioning.type === 'DISABLED') return {};
  const errors: Partial<Record<'key' | 'secret', string>> = {};
  if (!provisioning.key.trim()) errors.key = 'profiles:provision.key-required';
  if (!provisioning.secret.trim()) errors.secret = 'profiles:provision.secret-required';
  return errors;
}

/** The profile with this provisioning: DISABLED clears the key and secret, the others keep them trimmed. */
export function withProvisioning(profile: DeviceProfileRecord, provisioning: Provisioning): DeviceProfileRecord {
  const on = provisioning.type !== 'DISABLED';
  const next = withData(profile, { provisionConfiguration: { type: provisioning.type, provisionDeviceSecret: on ? provisioning.secret.trim() : null } });
  return { ...next, provisionType: provisioning.type, provisionDeviceKey: on ? provisioning.key.trim() : null };
}

/** A random provision key or secret of 20 letters and digits. */
export function randomCredential(random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 20 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

/** Which OTA packages a save changes: firmware, software, both or neither. */
export function otaChanges(saved: DeviceProfileRecord, next: DeviceProfileRecord): ('FIRMWARE' | 'SOFTWARE')[] {
  const changes: ('FIRMWARE' | 'SOFTWARE')[] = [];
  if (idOf(saved.firmwareId) !== idOf(next.firmwareId) && idOf(next.firmwareId)) changes.push('FIRMWARE');
  if (idOf(saved.softwareId) !== idOf(next.softwareId) && idOf(next.softwareId)) changes.push('SOFTWARE');
  return changes;
}

/**
 * console-core §5: an OTA change asks for confirmation first if devices would be updated, and the text
 * states the counts of devices affected by firmware and software changes. Answers whether to ask.
 */
export function otaNeedsConfirmation(counts: Partial<Record<'FIRMWARE' | 'SOFTWARE', number>>): boolean {
  return (counts.FIRMWARE ?? 0) > 0 || (counts.SOFTWARE ?? 0) > 0;
}

/** What is wrong with a profile name (message key, `max` given), or null: required, at most {@link NAME_MAX_LENGTH} characters. */
export function nameError(name: string): string | null {
  if (!name.trim()) return 'profiles:details.name-required';
  return name.length > NAME_MAX_LENGTH ? 'profiles:details.name-max' : null;
}

/** The longest profile name. */
export const NAME_MAX_LENGTH = 255;
