import { alarmKeys, dataKey, entitySource } from '../widget-library/config.js';
import {
  dashboardConfiguration, entityListAlias, entityTypeAlias, libraryWidgetObject, singleEntityAlias, stateEntityAlias,
  type Placement, type WidgetObjectOptions,
} from './config.js';
import { newId } from '../db/ids.js';

/** Title of the demo dashboard of the thermostats. */
export const THERMOSTATS_TITLE = 'Thermostats';
/** Title of the demo dashboard of the plant devices. */
export const PLANT_OVERVIEW_TITLE = 'Plant overview';
/** Title of the public demo dashboard of the energy meter, which opens without signing in. */
export const ENERGY_METER_TITLE = 'Energy meter';
/** Id of the state the thermostats table opens on a row click. */
export const THERMOSTAT_STATE_ID = 'thermostat';

/** Ids of the demo devices, by name. */
export type DeviceIds = ReadonlyMap<string, string>;

function deviceId(devices: DeviceIds, name: string): string {
  const id = devices.get(name);
  if (!id) throw new Error(`demo device ${name} is missing`);
  return id;
}

const at = (row: number, col: number, sizeX: number, sizeY: number): Placement => ({ sizeX, sizeY, row, col });
const ts = (name: string, label: string, units = '', decimals: number | null = 1) => dataKey(name, 'timeseries', { label, units, decimals });
const attr = (name: string, label: string) => dataKey(name, 'attribute', { label });
const field = (name: string, label: string) => dataKey(name, 'entityField', { label });

function widget(now: number, o: Omit<WidgetObjectOptions, 'id' | 'now'>) {
  return libraryWidgetObject({ ...o, id: newId(), now });
}

/** The "open the thermostat state" row-click action of the devices table. */
function openThermostatAction(): Record<string, unknown> {
  return {
    id: newId(), name: 'Open thermostat', icon: 'more_horiz', type: 'openDashboardState',
    targetDashboardStateId: THERMOSTAT_STATE_ID, setEntityId: true, stateEntityParamName: null,
    openRightLayout: false, openInSeparateDialog: false, openInPopover: false,
  };
}

/**
 * Configuration of the "Thermostats" demo dashboard: a table of every device (a row click opens
 * the "thermostat" state of that device), a line chart of both thermostats' temperature and
 * humidity, Thermostat T1's temperature in digits, the devices' alarms and a map of the thermostats.
 */
export function thermostatsConfiguration(devices: DeviceIds, now: number): Record<string, unknown> {
  const all = entityTypeAlias(newId(), 'All devices', 'DEVICE');
  const thermostats = entityListAlias(newId(), 'Thermostats', 'DEVICE', [deviceId(devices, 'Thermostat T1'), deviceId(devices, 'Thermostat T2')]);
  const t1 = singleEntityAlias(newId(), 'Thermostat T1', 'DEVICE', deviceId(devices, 'Thermostat T1'));
  const current = stateEntityAlias(newId(), 'Current thermostat');
  const main = [
    widget(now, {
      bundleAlias: 'cards', typeAlias: 'entities_table', title: 'Devices', at: at(0, 0, 12, 7),
      config: {
        datasources: [entitySource(all.id, [field('label', 'Label'), ts('temperature', 'Temperature', '°C'), ts('humidity', 'Humidity', '%')])],
        actions: { rowClick: [openThermostatAction()] },
      },
      settings: { entitiesTitle: 'Devices', displayEntityType: true },
    }),
    widget(now, {
      bundleAlias: 'charts', typeAlias: 'basic_timeseries', title: 'Temperature and humidity', at: at(0, 12, 12, 7),
      config: { datasources: [entitySource(thermostats.id, [ts('temperature', 'Temperature', '°C'), ts('humidity', 'Humidity', '%')])] },
    }),
    widget(now, {
      bundleAlias: 'digital_gauges', typeAlias: 'digital_value', title: 'Thermostat T1 temperature', at: at(7, 0, 6, 5),
      config: { datasources: [entitySource(t1.id, [ts('temperature', 'Temperature', '°C')])], units: '°C', decimals: 1 },
      settings: { minValue: 10, maxValue: 35 },
    }),
    widget(now, {
      bundleAlias: 'alarm_widgets', typeAlias: 'alarms_table', title: 'Alarms', at: at(7, 6, 10, 5),
      config: { alarmSource: entitySource(all.id, alarmKeys()), alarmStatusList: [], alarmSeverityList: [], alarmTypeList: [], searchPropagatedAlarms: false },
    }),
    widget(now, {
      bundleAlias: 'maps', typeAlias: 'openstreetmap', title: 'Where the thermostats are', at: at(7, 16, 8, 5),
      config: { datasources: [entitySource(thermostats.id, [attr('latitude', 'latitude'), attr('longitude', 'longitude'), ts('temperature', 'Temperature', '°C')])] },
    }),
  ];
  const details = [
    widget(now, {
      bundleAlias: 'charts', typeAlias: 'basic_timeseries', title: 'Temperature and humidity', at: at(0, 0, 16, 6),
      config: { datasources: [entitySource(current.id, [ts('temperature', 'Temperature', '°C'), ts('humidity', 'Humidity', '%')])] },
    }),
    widget(now, {
      bundleAlias: 'digital_gauges', typeAlias: 'digital_value', title: 'Temperature', at: at(0, 16, 8, 3),
      config: { datasources: [entitySource(current.id, [ts('temperature', 'Temperature', '°C')])], units: '°C', decimals: 1 },
      settings: { minValue: 10, maxValue: 35 },
    }),
    widget(now, {
      bundleAlias: 'analogue_gauges', typeAlias: 'radial_gauge', title: 'Humidity', at: at(3, 16, 8, 5),
      config: { datasources: [entitySource(current.id, [ts('humidity', 'Humidity', '%')])], units: '%' },
      settings: { unitTitle: '%', highlights: [{ from: 60, to: 100, color: '#2196f3' }] },
    }),
    widget(now, {
      bundleAlias: 'cards', typeAlias: 'attributes_card', title: 'Device', at: at(6, 0, 16, 4),
      config: { datasources: [entitySource(current.id, [field('label', 'Label'), attr('firmwareVersion', 'Firmware'), attr('latitude', 'Latitude'), attr('longitude', 'Longitude')])] },
    }),
  ];
  return dashboardConfiguration({
    states: [{ id: 'default', name: THERMOSTATS_TITLE, widgets: main }, { id: THERMOSTAT_STATE_ID, name: '${entityName}', widgets: details }],
    aliases: [all, thermostats, t1, current],
    now,
  });
}

/**
 * Configuration of the "Plant overview" demo dashboard for the unassigned devices: a table of the
 * pump, meter and gateway, the pump's pressure and flow and its running state, the meter's power
 * and energy, the gateway's connected devices and a map.
 */
export function plantOverviewConfiguration(devices: DeviceIds, now: number): Record<string, unknown> {
  const plant = entityListAlias(newId(), 'Plant devices', 'DEVICE',
    ['Water Pump P1', 'Energy Meter E1', 'Gateway G1'].map((name) => deviceId(devices, name)));
  const pump = singleEntityAlias(newId(), 'Water pump', 'DEVICE', deviceId(devices, 'Water Pump P1'));
  const meter = singleEntityAlias(newId(), 'Energy meter', 'DEVICE', deviceId(devices, 'Energy Meter E1'));
  const gateway = singleEntityAlias(newId(), 'Gateway', 'DEVICE', deviceId(devices, 'Gateway G1'));
  const widgets = [
    widget(now, {
      bundleAlias: 'cards', typeAlias: 'entities_table', title: 'Plant devices', at: at(0, 0, 12, 6),
      config: { datasources: [entitySource(plant.id, [field('label', 'Label'), field('type', 'Type')])] },
      settings: { entitiesTitle: 'Plant devices' },
    }),
    widget(now, {
      bundleAlias: 'charts', typeAlias: 'basic_timeseries', title: 'Pump pressure and flow', at: at(0, 12, 12, 6),
      config: { datasources: [entitySource(pump.id, [ts('pressure', 'Pressure', 'bar', 2), ts('flow', 'Flow', 'l/min')])] },
    }),
    widget(now, {
      bundleAlias: 'charts', typeAlias: 'state_chart', title: 'Pump running', at: at(6, 0, 12, 4),
      config: { datasources: [entitySource(pump.id, [ts('running', 'Running', '', null)])] },
    }),
    widget(now, {
      bundleAlias: 'analogue_gauges', typeAlias: 'radial_gauge', title: 'Power', at: at(6, 12, 6, 5),
      config: { datasources: [entitySource(meter.id, [ts('power', 'Power', 'kW', 2)])], units: 'kW' },
      settings: { maxValue: 6, unitTitle: 'kW', highlights: [{ from: 5, to: 6, color: '#f44336' }] },
    }),
    widget(now, {
      bundleAlias: 'digital_gauges', typeAlias: 'digital_value', title: 'Energy total', at: at(6, 18, 6, 3),
      config: { datasources: [entitySource(meter.id, [ts('energyTotal', 'Energy', 'kWh', 1)])], units: 'kWh' },
      settings: { gaugeType: 'horizontalBar', maxValue: 20_000 },
    }),
    widget(now, {
      bundleAlias: 'cards', typeAlias: 'simple_card', title: 'Gateway', at: at(9, 18, 6, 2),
      config: { datasources: [entitySource(gateway.id, [ts('connectedDevices', 'Connected devices', '', 0)])] },
    }),
    widget(now, {
      bundleAlias: 'maps', typeAlias: 'openstreetmap', title: 'Plant map', at: at(10, 0, 12, 6),
      config: { datasources: [entitySource(plant.id, [attr('latitude', 'latitude'), attr('longitude', 'longitude')])] },
    }),
  ];
  return dashboardConfiguration({ states: [{ id: 'default', name: PLANT_OVERVIEW_TITLE, widgets }], aliases: [plant, pump, meter, gateway], now });
}

/**
 * Configuration of the public "Energy meter" demo dashboard: the public meter's power over time, its
 * power on a gauge and its energy total, live for a visitor who has not signed in.
 */
export function energyMeterConfiguration(devices: DeviceIds, now: number): Record<string, unknown> {
  const meter = singleEntityAlias(newId(), 'Energy meter', 'DEVICE', deviceId(devices, 'Energy Meter E1'));
  const widgets = [
    widget(now, {
      bundleAlias: 'charts', typeAlias: 'basic_timeseries', title: 'Power', at: at(0, 0, 16, 6),
      config: { datasources: [entitySource(meter.id, [ts('power', 'Power', 'kW', 2)])], units: 'kW' },
    }),
    widget(now, {
      bundleAlias: 'analogue_gauges', typeAlias: 'radial_gauge', title: 'Power now', at: at(0, 16, 8, 6),
      config: { datasources: [entitySource(meter.id, [ts('power', 'Power', 'kW', 2)])], units: 'kW' },
      settings: { maxValue: 6, unitTitle: 'kW', highlights: [{ from: 5, to: 6, color: '#f44336' }] },
    }),
    widget(now, {
      bundleAlias: 'digital_gauges', typeAlias: 'digital_value', title: 'Energy total', at: at(6, 0, 8, 4),
      config: { datasources: [entitySource(meter.id, [ts('energyTotal', 'Energy', 'kWh', 1)])], units: 'kWh' },
      settings: { gaugeType: 'horizontalBar', maxValue: 20_000 },
    }),
    widget(now, {
      bundleAlias: 'cards', typeAlias: 'simple_card', title: 'Power', at: at(6, 8, 8, 4),
      config: { datasources: [entitySource(meter.id, [ts('power', 'Power', 'kW', 2)])] },
    }),
  ];
  return dashboardConfiguration({ states: [{ id: 'default', name: ENERGY_METER_TITLE, widgets }], aliases: [meter], now });
}
