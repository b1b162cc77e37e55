import { expect, waitUntil } from '@open-wc/testing';
import DeviceProfilesPage from '../../console/pages/device-profiles/device-profiles.js';
import { routeNamed } from '../../console/routes.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const rows = () => [...document.querySelectorAll('[role=rowgroup] [role=row][data-index]')];
const dialogButton = (name: string) => button(name, openDialog()!);
const echo = (id: string, entityType: string) => (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType, id } });

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('adding a device profile', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('asks for a name, sends the chosen transport with its starting settings, and opens the new profile’s page', async () => {
    const server = useFakeServer()
      .route('GET', '/api/deviceProfiles', page([{ id: { entityType: 'DEVICE_PROFILE', id: 'p-default' }, createdTime: 1, name: 'default', type: 'DEFAULT', transportType: 'DEFAULT', default: true }]))
      .route('POST', '/api/deviceProfile', echo('p-new', 'DEVICE_PROFILE'));
    await signInAs('TENANT_ADMIN');
    history.replaceState(null, '', '/deviceProfiles');
    await renderPage(<DeviceProfilesPage route={routeNamed('deviceProfiles')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'profiles listed');
    await clickOn(button('Add device profile'));
    await until(() => openDialog(), 'dialog open');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Name is required.', openDialog()!), 'required said');
    expect(server.requestsTo('/api/deviceProfile')).to.have.length(0);
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    field('Name', openDialog()!).focus();
    await type('Meters');
    choose(field('Transport type', openDialog()!) as unknown as HTMLSelectElement, 'MQTT');
    field('Description', openDialog()!).focus();
    await type('Energy meters');
    await press('Enter');
    await clickOn(dialogButton('Add'));
    await until(() => location.pathname === '/deviceProfiles/p-new', 'profile page opened');
    const [body] = server.requestsTo('/api/deviceProfile').map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect([body!.name, body!.transportType, body!.type, body!.provisionType, body!.description]).to.deep.equal(['Meters', 'MQTT', 'DEFAULT', 'DISABLED', 'Energy meters']);
    expect((body!.profileData as { transportConfiguration: Record<string, unknown> }).transportConfiguration.deviceTelemetryTopic).to.equal('v1/devices/me/telemetry');
    expect(toastTexts().some((t) => t.includes('Device profile Meters added.'))).to.equal(true);
  });
});

