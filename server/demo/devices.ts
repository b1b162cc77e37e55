import { NULL_UUID } from '../auth/types.js';
import { DEMO } from './ids.js';

/** Demo devices: name, type, label, owning customer (the meter is public: its dashboard opens without signing in), fixed access token. */
export const DEMO_DEVICES = [
  { name: 'Thermostat T1', label: 'Office thermostat', customer: DEMO.customerAId, token: 'demo-thermostat-t1' },
  { name: 'Thermostat T2', label: 'Lab thermostat', customer: DEMO.customerAId, token: 'demo-thermostat-t2' },
  { name: 'Humidity Sensor H1', label: 'Warehouse humidity', customer: DEMO.customerBId, token: 'demo-humidity-h1' },
  { name: 'Water Pump P1', label: 'Basement pump', customer: NULL_UUID, token: 'demo-water-pump-p1' },
  { name: 'Energy Meter E1', label: 'Main meter', customer: DEMO.publicCustomerId, token: 'demo-energy-meter-e1' },
  { name: 'Gateway G1', label: 'Site gateway', customer: NULL_UUID, token: 'demo-gateway-g1', gateway: true },
] as const;

/** Demo assets and which devices each contains. */
export const DEMO_ASSETS = [
  { name: 'Building A', type: 'building', customer: DEMO.customerAId, contains: ['Thermostat T1', 'Thermostat T2'] },
  { name: 'Warehouse B', type: 'warehouse', customer: DEMO.customerBId, contains: ['Humidity Sensor H1'] },
  { name: 'Plant C', type: 'plant', customer: NULL_UUID, contains: ['Water Pump P1', 'Energy Meter E1', 'Gateway G1'] },
] as const;
