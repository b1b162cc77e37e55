import { expect, waitUntil } from '@open-wc/testing';
import OtaUpdatesPage from '../../console/pages/ota-updates/ota-updates.js';
import { routeNamed } from '../../console/routes.js';
import { $router } from '../../console/session/router.js';
import { press } from '../elements/support/kit-test.js';
import { cleanUp, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';

const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

describe('an OTA package’s address', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  const PACKAGE = { id: { entityType: 'OTA_PACKAGE', id: 'pkg-1' }, createdTime: 1, title: 'Thermostat fw', version: '2.0.0', type: 'FIRMWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-1' }, hasData: false, url: 'https://example.com/fw.bin' };

  it('opens the list with that package’s details, and closing them goes back to the list’s address', async () => {
    const server = useFakeServer()
      .route('GET', '/api/otaPackages', page([PACKAGE]))
      .route('GET', '/api/otaPackage/info/pkg-1', json(200, PACKAGE))
      .route('GET', '/api/deviceProfileInfo/p-1', json(200, { id: { id: 'p-1' }, name: 'Thermostats' }));
    await signInAs('TENANT_ADMIN');
    $router.open('/otaUpdates/pkg-1', true);
    await renderPage(<OtaUpdatesPage route={routeNamed('otaUpdate')} params={{ otaPackageId: 'pkg-1' }} search={{}} />);
    await until(() => openDialog() && shows('Thermostat fw 2.0.0', openDialog()!), 'details open');
    expect(server.requestsTo('/api/otaPackage/info/pkg-1')).to.have.length(1);
    await press('Escape');
    await until(() => location.pathname === '/otaUpdates', 'back at the list');
  });

  it('says when the package cannot be found and goes back to the list', async () => {
    useFakeServer().route('GET', '/api/otaPackages', page([])).route('GET', '/api/otaPackage/info/gone', tbError(404, 32, 'Requested item wasn’t found!'));
    await signInAs('TENANT_ADMIN');
    $router.open('/otaUpdates/gone', true);
    await renderPage(<OtaUpdatesPage route={routeNamed('otaUpdate')} params={{ otaPackageId: 'gone' }} search={{}} />);
    await until(() => toastTexts().some((t) => t.includes('The package at this address was not found')), 'not found said');
    await until(() => location.pathname === '/otaUpdates', 'back at the list');
    expect(openDialog()).to.equal(null);
  });
});
