import type { ModelResourceRow } from './lwm2m.js';

/** A built-in LwM2M object model: registry facts of the OMA object, written as a compact table. */
export interface BuiltInModel {
  id: number;
  name: string;
  description: string;
  version: string;
  multiple: boolean;
  mandatory: boolean;
  resources: ModelResourceRow[];
}

/** The object models installed as system resources: Security, Server, Device, Firmware Update, BinaryAppDataContainer. */
export const BUILT_IN_MODELS: BuiltInModel[] = [
  {
    id: 0, name: 'LWM2M Security', version: '1.0', multiple: true, mandatory: true,
    description: 'Keying material of a client to access a bootstrap server or a server.',
    resources: [
      [0, 'LWM2M Server URI', '', false, true, 'String'],
      [1, 'Bootstrap-Server', '', false, true, 'Boolean'],
      [2, 'Security Mode', '', false, true, 'Integer'],
      [3, 'Public Key or Identity', '', false, true, 'Opaque'],
      [4, 'Server Public Key', '', false, true, 'Opaque'],
      [5, 'Secret Key', '', false, true, 'Opaque'],
      [6, 'SMS Security Mode', '', false, false, 'Integer'],
      [7, 'SMS Binding Key Parameters', '', false, false, 'Opaque'],
      [8, 'SMS Binding Secret Key(s)', '', false, false, 'Opaque'],
      [9, 'LwM2M Server SMS Number', '', false, false, 'String'],
      [10, 'Short Server ID', '', false, false, 'Integer'],
      [11, 'Client Hold Off Time', '', false, false, 'Integer'],
      [12, 'Bootstrap-Server Account Timeout', '', false, false, 'Integer'],
    ],
  },
  {
    id: 1, name: 'LwM2M Server', version: '1.0', multiple: true, mandatory: true,
    description: 'Data related to a server and the way the client talks to it.',
    resources: [
      [0, 'Short Server ID', 'R', false, true, 'Integer'],
      [1, 'Lifetime', 'RW', false, true, 'Integer'],
      [2, 'Default Minimum Period', 'RW', false, false, 'Integer'],
      [3, 'Default Maximum Period', 'RW', false, false, 'Integer'],
      [4, 'Disable', 'E', false, false, ''],
      [5, 'Disable Timeout', 'RW', false, false, 'Integer'],
      [6, 'Notification Storing When Disabled or Offline', 'RW', false, true, 'Boolean'],
      [7, 'Binding', 'RW', false, true, 'String'],
      [8, 'Registration Update Trigger', 'E', false, true, ''],
    ],
  },
  {
    id: 3, name: 'Device', version: '1.0', multiple: false, mandatory: true,
    description: 'Device information: manufacturer, model, power sources, memory, errors, time and reboot.',
    resources: [
      [0, 'Manufacturer', 'R', false, false, 'String'],
      [1, 'Model Number', 'R', false, false, 'String'],
      [2, 'Serial Number', 'R', false, false, 'String'],
      [3, 'Firmware Version', 'R', false, false, 'String'],
      [4, 'Reboot', 'E', false, true, ''],
      [5, 'Factory Reset', 'E', false, false, ''],
      [6, 'Available Power Sources', 'R', true, false, 'Integer'],
      [7, 'Power Source Voltage', 'R', true, false, 'Integer'],
      [8, 'Power Source Current', 'R', true, false, 'Integer'],
      [9, 'Battery Level', 'R', false, false, 'Integer'],
      [10, 'Memory Free', 'R', false, false, 'Integer'],
      [11, 'Error Code', 'R', true, true, 'Integer'],
      [12, 'Reset Error Code', 'E', false, false, ''],
      [13, 'Current Time', 'RW', false, false, 'Time'],
      [14, 'UTC Offset', 'RW', false, false, 'String'],
      [15, 'Timezone', 'RW', false, false, 'String'],
      [16, 'Supported Binding and Modes', 'R', false, true, 'String'],
      [17, 'Device Type', 'R', false, false, 'String'],
      [18, 'Hardware Version', 'R', false, false, 'String'],
      [19, 'Software Version', 'R', false, false, 'String'],
      [20, 'Battery Status', 'R', false, false, 'Integer'],
      [21, 'Memory Total', 'R', false, false, 'Integer'],
      [22, 'ExtDevInfo', 'R', true, false, 'Objlnk'],
    ],
  },
  {
    id: 5, name: 'Firmware Update', version: '1.0', multiple: false, mandatory: false,
    description: 'Firmware package delivery (push or pull) and the update state machine.',
    resources: [
      [0, 'Package', 'W', false, true, 'Opaque'],
      [1, 'Package URI', 'RW', false, true, 'String'],
      [2, 'Update', 'E', false, true, ''],
      [3, 'State', 'R', false, true, 'Integer'],
      [4, 'Update Supported Objects', 'RW', false, false, 'Boolean'],
      [5, 'Update Result', 'R', false, true, 'Integer'],
      [6, 'PkgName', 'R', false, false, 'String'],
      [7, 'PkgVersion', 'R', false, false, 'String'],
      [8, 'Firmware Update Protocol Support', 'R', true, false, 'Integer'],
      [9, 'Firmware Update Delivery Method', 'R', false, true, 'Integer'],
    ],
  },
  {
    id: 19, name: 'BinaryAppDataContainer', version: '1.0', multiple: true, mandatory: false,
    description: 'Generic container for application data of any format.',
    resources: [
      [0, 'Data', 'RW', true, true, 'Opaque'],
      [1, 'Data Priority', 'RW', false, false, 'Integer'],
      [2, 'Data Creation Time', 'RW', false, false, 'Time'],
      [3, 'Data Description', 'RW', false, false, 'String'],
      [4, 'Data Format', 'RW', false, false, 'String'],
      [5, 'App ID', 'RW', false, false, 'Integer'],
    ],
  },
];
