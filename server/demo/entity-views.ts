import { DEMO } from './ids.js';

/**
 * The demo entity view of the tenant: the office thermostat's temperature and humidity (the keys its history and the
 * simulator write), assigned to Customer A like the thermostat itself, so its customer user sees an entity view too.
 */
export const DEMO_ENTITY_VIEW = {
  name: 'Office climate',
  type: 'climate',
  device: 'Thermostat T1',
  customer: DEMO.customerAId,
  keys: { timeseries: ['temperature', 'humidity'], attributes: { cs: [], ss: [], sh: [] } },
  description: 'Temperature and humidity of the office thermostat',
} as const;
