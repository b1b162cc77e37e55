import { expect, waitUntil } from '@open-wc/testing';
import { useStore } from '@nanostores/react';
import DeviceProfileDetailsPage from '../../console/pages/device-profiles/device-profile-details.js';
import { routeNamed } from '../../console/routes.js';
import { $router } from '../../console/session/router.js';
import { axeViolations, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const ID = '7a1c0e20-1d1c-11ee-9c6a-4b4c4f2a0001';
const FIRMWARE_ID = '7a1c0e20-1d1c-11ee-9c6a-4b4c4f2a00f1';
const PROFILE = {
  id: { entityType: 'DEVICE_PROFILE', id: ID },
  createdTime: 1700000000000,
  tenantId: { entityType: 'TENANT', id: 'tenant-1' },
  name: '<b>thermostat</b>',
  description: 'Office thermostats',
  image: null,
  type: 'DEFAULT',
  transportType: 'DEFAULT',
  provisionType: 'DISABLED',
  defaultRuleChainId: null,
  defaultDashboardId: null,
  defaultQueueName: null,
  provisionDeviceKey: null,
  firmwareId: null,
  softwareId: null,
  default: false,
  profileData: {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms: null,
  },
};

/** A stored alarm: temperature above 30 raises a critical alarm at any time. */
const OVERHEAT = {
  id: 'a-1',
  alarmType: 'Overheat',
  createRules: {
    CRITICAL: {
      condition: {
        condition: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', value: null, predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30, userValue: null, dynamicValue: null } } }],
        spec: { type: 'SIMPLE' },
      },
      schedule: { type: 'ANY_TIME' },
      alarmDetails: null,
      dashboardId: null,
    },
  },
  clearRule: null,
  propagate: false,
  propagateToOwner: false,
  propagateToTenant: false,
  propagateRelationTypes: null,
};

/** Sets a time input as a person picking a time does. */
function setTime(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function Routed() {
  const page = useStore($router);
  return <DeviceProfileDetailsPage route={routeNamed('deviceProfile')} params={page?.params ?? {}} search={page?.search ?? {}} />;
}

function openAt(path: string): void {
  history.replaceState(null, '', path);
  $router.open(path, true);
}

let seen: ReturnType<typeof useFakeServer> | undefined;

async function open(path = `/deviceProfiles/${ID}`, devicesToUpdate = 3, profile: object = PROFILE) {
  const server = useFakeServer()
    .route('GET', `/api/deviceProfile/${ID}`, json(200, profile))
    .route('POST', '/api/deviceProfile', (r: SeenRequest) => json(200, JSON.parse(r.body)))
    .route('GET', `/api/otaPackages/${ID}/FIRMWARE`, json(200, { data: [{ id: { entityType: 'OTA_PACKAGE', id: FIRMWARE_ID }, title: 'fw', version: '2.0' }], totalPages: 1, totalElements: 1, hasNext: false }))
    .route('GET', `/api/otaPackage/info/${FIRMWARE_ID}`, json(200, { id: { entityType: 'OTA_PACKAGE', id: FIRMWARE_ID }, title: 'fw', version: '2.0' }))
    .route('GET', `/api/devices/count/FIRMWARE/${ID}`, json(200, devicesToUpdate));
  seen = server;
  await signInAs('TENANT_ADMIN');
  openAt(path);
  const page = await renderPage(<Routed />);
  await until(() => page.querySelector('h1'), 'page loaded');
  return { server, page };
}

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path}`).join(', ');
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 400) ?? ''}" after ${calls ?? 'no calls'}`);
  });
}

const savedBody = (server: ReturnType<typeof useFakeServer>) => JSON.parse(server.requestsTo('/api/deviceProfile').at(-1)!.body);
const fields = (label: string) =>
  [...document.querySelectorAll('label')].filter((l) => l.textContent?.trim() === label).map((l) => document.getElementById(l.htmlFor) as HTMLInputElement | HTMLSelectElement);

async function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await until(() => select.value === value, `chose ${value}`);
}

/** Picks the offered firmware package and presses Save. */
async function pickFirmwareAndSave() {
  field('Firmware').focus();
  await type('fw');
  await until(() => document.querySelector('[role=option]'), 'firmware offered');
  await clickOn(document.querySelector('[role=option]')!);
  await until(() => !button('Save').disabled, 'changed');
  await clickOn(button('Save'));
}

describe('device profile details page', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('shows the name as text and the profile’s tabs, details first, axe clean', async () => {
    const { page } = await open();
    expect(page.querySelector('h1')!.textContent).to.equal('<b>thermostat</b>');
    expect(page.querySelector('h1 b')).to.equal(null);
    expect([...page.querySelectorAll('[role=tab]')].map((t) => [t.textContent, t.getAttribute('aria-selected')])).to.deep.equal([
      ['Details', 'true'],
      ['Alarm rules', 'false'],
      ['Firmware and software', 'false'],
      ['Device provisioning', 'false'],
      ['Transport', 'false'],
      ['Audit logs', 'false'],
    ]);
    expect(field('Name').value).to.equal('<b>thermostat</b>');
    expect(field('Description').value).to.equal('Office thermostats');
    expect(shows('Default rule chain') && shows('Queue') && shows('Default dashboard')).to.equal(true);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('saves a new name with the whole profile, and refuses an empty one', async () => {
    const { server } = await open();
    expect(button('Save').disabled).to.equal(true);
    field('Name').select();
    await type(' ');
    await clickOn(button('Save'));
    await until(() => shows('Name is required.'), 'required message');
    expect(server.requestsTo('/api/deviceProfile')).to.have.length(0);
    field('Name').select();
    await type('Thermostat v2');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Device profile saved.')), 'saved');
    expect(savedBody(server)).to.deep.equal({ ...PROFILE, name: 'Thermostat v2' });
  });

  it('adds an alarm rule: refuses it without a type and key, then saves it with its condition, duration and clear rule', async () => {
    const { server, page } = await open(`/deviceProfiles/${ID}?tab=alarm-rules`);
    await until(() => shows('No alarm rules yet.'), 'empty alarms');
    await clickOn(button('Add alarm'));
    await until(() => findButton('Add condition'), 'alarm added');
    await clickOn(button('Save'));
    await until(() => shows('Alarm type is required.') && shows('Key is required.') && shows('Enter a number.'), 'errors shown');
    expect(server.requestsTo('/api/deviceProfile')).to.have.length(0);
    expect(await axeViolations(page)).to.deep.equal([]);

    field('Alarm type').focus();
    await type('High temperature');
    field('Key').focus();
    await type('temperature');
    field('Value').focus();
    await type('30');
    await choose(field('Condition type') as unknown as HTMLSelectElement, 'DURATION');
    field('Lasts at least').focus();
    await type('5');
    await choose(field('Unit') as unknown as HTMLSelectElement, 'MINUTES');
    await clickOn(button('Add clear condition'));
    await until(() => fields('Key').length === 2, 'clear rule shown');
    fields('Key')[1]!.focus();
    await type('temperature');
    fields('Operation')[1]!.focus();
    await choose(fields('Operation')[1] as HTMLSelectElement, 'LESS');
    fields('Value')[1]!.focus();
    await type('25');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Device profile saved.')), 'saved');
    const [alarm] = savedBody(server).profileData.alarms;
    expect(alarm.alarmType).to.equal('High temperature');
    expect(alarm.id).to.match(/^[0-9a-f-]{36}$/);
    expect(alarm.createRules.CRITICAL.condition).to.deep.equal({
      condition: [
        {
          key: { type: 'TIME_SERIES', key: 'temperature' },
          valueType: 'NUMERIC',
          value: null,
          predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30, userValue: null, dynamicValue: null } },
        },
      ],
      spec: { type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 5, userValue: null, dynamicValue: null } },
    });
    expect(alarm.createRules.CRITICAL.schedule).to.deep.equal({ type: 'ANY_TIME' });
    expect(alarm.clearRule.condition.condition[0].predicate).to.deep.equal({ type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 25, userValue: null, dynamicValue: null } });
  });

  it('schedules a stored rule on chosen days between two times, repeating three times in a row, axe clean', async () => {
    const { server, page } = await open(`/deviceProfiles/${ID}?tab=alarm-rules`, 3, { ...PROFILE, profileData: { ...PROFILE.profileData, alarms: [OVERHEAT] } });
    await until(() => findButton('Add condition'), 'stored alarm shown');
    expect(field('Alarm type').value).to.equal('Overheat');
    expect(field('Value').value).to.equal('30');
    await choose(field('Condition type') as unknown as HTMLSelectElement, 'REPEATING');
    field('Number of times in a row').focus();
    await type('3');
    await choose(field('Schedule') as unknown as HTMLSelectElement, 'SPECIFIC_TIME');
    await until(() => shows('Days'), 'days shown');
    await clickOn(field('Sun'));
    setTime(field('From'), '08:30');
    setTime(field('Until'), '17:00');
    await until(() => field('Until').value === '17:00', 'times set');
    expect(await axeViolations(page)).to.deep.equal([]);
    await clickOn(button('Save'));
    await until(() => server.requestsTo('/api/deviceProfile').length === 1, 'saved');
    const rule = savedBody(server).profileData.alarms[0].createRules.CRITICAL;
    expect(rule.condition.spec).to.deep.equal({ type: 'REPEATING', predicate: { defaultValue: 3, userValue: null, dynamicValue: null } });
    expect(rule.schedule).to.deep.equal({
      type: 'SPECIFIC_TIME',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      daysOfWeek: [1, 2, 3, 4, 5, 6],
      startsOn: 30_600_000,
      endsOn: 61_200_000,
      dynamicValue: null,
    });
  });

  it('asks before a firmware change that updates devices, naming how many, and saves only after OK', async () => {
    const { server } = await open(`/deviceProfiles/${ID}?tab=ota`);
    await pickFirmwareAndSave();
    await until(() => openDialog(), 'confirmation shown');
    expect(openDialog()!.textContent).to.include('Devices that get the new firmware: 3. Devices that get the new software: 0.');
    await clickOn(button('Cancel', openDialog()!));
    await until(() => !openDialog(), 'closed');
    expect(server.requestsTo('/api/deviceProfile')).to.have.length(0);
    await clickOn(button('Save'));
    await until(() => openDialog(), 'asked again');
    await clickOn(button('Save and update', openDialog()!));
    await until(() => server.requestsTo('/api/deviceProfile').length === 1, 'saved');
    expect(savedBody(server).firmwareId).to.deep.equal({ entityType: 'OTA_PACKAGE', id: FIRMWARE_ID });
  });

  it('saves a firmware change without asking when no device would be updated', async () => {
    const { server } = await open(`/deviceProfiles/${ID}?tab=ota`, 0);
    await pickFirmwareAndSave();
    await until(() => server.requestsTo('/api/deviceProfile').length === 1, 'saved');
    expect(openDialog()).to.equal(null);
  });

  it('provisioning: a strategy other than disabled fills a key and secret, which are required', async () => {
    const { server, page } = await open(`/deviceProfiles/${ID}?tab=provisioning`);
    await choose(field('Provision strategy') as unknown as HTMLSelectElement, 'CHECK_PRE_PROVISIONED_DEVICES');
    await until(() => field('Provision device key').value.length === 20, 'key generated');
    expect(await axeViolations(page)).to.deep.equal([]);
    field('Provision device secret').select();
    await type(' ');
    await clickOn(button('Save'));
    await until(() => shows('Provision device secret is required.'), 'secret required');
    field('Provision device secret').select();
    await type('s3cret');
    await clickOn(button('Save'));
    await until(() => server.requestsTo('/api/deviceProfile').length === 1, 'saved');
    const body = savedBody(server);
    expect(body.provisionType).to.equal('CHECK_PRE_PROVISIONED_DEVICES');
    expect(body.provisionDeviceKey).to.equal(field('Provision device key').value);
    expect(body.profileData.provisionConfiguration).to.deep.equal({ type: 'CHECK_PRE_PROVISIONED_DEVICES', provisionDeviceSecret: 's3cret' });
  });

  it('transport: MQTT with its topic filters checked, the others as JSON', async () => {
    const { server, page } = await open(`/deviceProfiles/${ID}?tab=transport`);
    await choose(field('Transport type') as unknown as HTMLSelectElement, 'MQTT');
    await until(() => field('Telemetry topic filter').value === 'v1/devices/me/telemetry', 'default topic');
    field('Telemetry topic filter').select();
    await type('sensors/#/x');
    await clickOn(button('Save'));
    await until(() => shows("Use '+' and '#' only as whole levels, and '#' only at the end."), 'topic error');
    expect(await axeViolations(page)).to.deep.equal([]);
    field('Telemetry topic filter').select();
    await type('sensors/+/telemetry');
    await clickOn(button('Save'));
    await until(() => server.requestsTo('/api/deviceProfile').length === 1, 'saved');
    const body = savedBody(server);
    expect(body.transportType).to.equal('MQTT');
    expect(body.profileData.transportConfiguration.deviceTelemetryTopic).to.equal('sensors/+/telemetry');

    await choose(field('Transport type') as unknown as HTMLSelectElement, 'SNMP');
    const area = document.querySelector('textarea')!;
    area.select();
    await type('{"timeoutMs": ');
    await until(() => shows('Error: SyntaxError'), 'JSON error');
  });
});
