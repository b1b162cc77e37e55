import { newTransport, wireId, type DeviceProfileRecord, type TransportType } from './device-profile.logic.js';

/** What the add device profile dialog holds: the profile's name and description, how its devices connect, and where their messages go. */
export interface NewDeviceProfileForm {
  name: string;
  description: string;
  transportType: TransportType;
  /** Id of the default rule chain, or null for the tenant's root chain. */
  ruleChainId: string | null;
  /** Name of the default queue, or null for the Main queue. */
  queueName: string | null;
}

/** The form a new profile starts with: no name, the DEFAULT transport, the root rule chain and the Main queue. */
export const EMPTY_DEVICE_PROFILE_FORM: NewDeviceProfileForm = { name: '', description: '', transportType: 'DEFAULT', ruleChainId: null, queueName: null };

/**
 * The body that creates a device profile (`POST /api/deviceProfile`): type DEFAULT, the chosen transport with the
 * configuration a new one starts with (MQTT with its default topics and JSON payload …), provisioning DISABLED,
 * no alarm rules, the trimmed name and description (none when blank).
 */
export function newDeviceProfileBody(form: NewDeviceProfileForm): DeviceProfileRecord {
  const description = form.description.trim();
  return {
    name: form.name.trim(),
    description: description || null,
    type: 'DEFAULT',
    transportType: form.transportType,
    provisionType: 'DISABLED',
    defaultRuleChainId: wireId('RULE_CHAIN', form.ruleChainId),
    defaultQueueName: form.queueName,
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: newTransport(form.transportType),
      provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      alarms: null,
    },
  };
}
