import { expect, waitUntil } from '@open-wc/testing';
import DeviceProfilesPage from '../../console/pages/device-profiles/device-profiles.js';
import { routeNamed } from '../../console/routes.js';
import { axeViolations } from '../elements/support/kit-test.js';
import { cleanUp, clickOn, json, renderPage, signInAs, useFakeServer } from './support/auth-pages.js';

const PROFILE = (id: string, name: string, isDefault: boolean) => ({
  id: { entityType: 'DEVICE_PROFILE', id },
  createdTime: 1700000000000,
  name,
  description: `${name} devices`,
  type: 'DEFAULT',
  transportType: 'MQTT',
  provisionType: 'DISABLED',
  default: isDefault,
});
const LIST = { data: [PROFILE('p-default', 'default', true), PROFILE('p-thermo', '<i>thermostat</i>', false)], totalPages: 1, totalElements: 2, hasNext: false };

const rows = () => [...document.querySelectorAll<HTMLElement>('[role=rowgroup] [role=row][data-index]')];
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))!;

async function openList() {
  const server = useFakeServer().route('GET', '/api/deviceProfiles', json(200, LIST));
  await signInAs('TENANT_ADMIN');
  history.replaceState(null, '', '/deviceProfiles');
  const root = await renderPage(<DeviceProfilesPage route={routeNamed('deviceProfiles')} params={{}} search={{}} />);
  await waitUntil(() => rows().length === 2, 'profiles listed', { timeout: 5000 });
  return { server, root };
}

describe('device profiles list', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lists the profiles with their transport, names as text, set-default only on the others, axe clean', async () => {
    const { root } = await openList();
    expect(rowOf('thermostat').textContent).to.include('<i>thermostat</i>');
    expect(rowOf('thermostat').textContent).to.include('MQTT');
    expect(root.querySelector('[role=row] i')).to.equal(null);
    expect(rowOf('thermostat').querySelector('button[aria-label="Make default"]')).to.not.equal(null);
    expect(rowOf('default devices').querySelector('button[aria-label="Make default"]')).to.equal(null);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('opens a profile at its own address', async () => {
    await openList();
    await clickOn(rowOf('thermostat'));
    await waitUntil(() => location.pathname === '/deviceProfiles/p-thermo', 'profile opened', { timeout: 5000 });
  });
});
