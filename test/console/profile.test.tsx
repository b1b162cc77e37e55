import { expect, waitUntil } from '@open-wc/testing';
import { setLanguage } from '../../elements/core/i18n.js';
import ProfilePage from '../../console/pages/account/profile.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, field, json, renderPage, shows, signInAs, toastTexts, useFakeServer, clickOn } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const USER = {
  id: { entityType: 'USER', id: 'user-1' },
  tenantId: { entityType: 'TENANT', id: 'tenant-1' },
  customerId: { entityType: 'CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' },
  email: 'tenant@thingsboard.org',
  authority: 'TENANT_ADMIN',
  firstName: 'Tenant',
  lastName: 'Administrator',
  additionalInfo: { lang: 'en_US', lastLoginTs: 1700000000000, description: 'kept as it is' },
};

const DASHBOARDS = { data: [{ id: { entityType: 'DASHBOARD', id: 'd1' }, title: 'Plant overview' }, { id: { entityType: 'DASHBOARD', id: 'd2' }, title: 'Thermostats' }], totalPages: 1, totalElements: 2, hasNext: false };

async function open(user: Record<string, unknown> = USER, authority: 'TENANT_ADMIN' | 'SYS_ADMIN' = 'TENANT_ADMIN') {
  const server = useFakeServer()
    .route('GET', '/api/user/user-1', json(200, user))
    .route('GET', '/api/tenant/dashboards', json(200, DASHBOARDS))
    .route('POST', '/api/user', (r: SeenRequest) => json(200, JSON.parse(r.body)));
  await signInAs(authority, user);
  const page = await renderPage(<ProfilePage />);
  await waitUntil(() => page.querySelector('input[autocomplete=given-name]'), 'form loaded');
  return { server, page };
}

const saved = (server: ReturnType<typeof useFakeServer>) => JSON.parse(server.requestsTo('/api/user').filter((r) => r.method === 'POST')[0]!.body);

describe('profile page', () => {
  afterEach(async () => {
    await cleanUp();
    await setLanguage('en_US');
  });

  it('saves changed names with the rest of the user kept as it was', async () => {
    const { server } = await open();
    expect(button('Save').disabled).to.equal(true);
    field('First name').focus();
    await type(' Jr');
    await clickOn(button('Save'));
    await waitUntil(() => toastTexts().some((t) => t.includes('Profile saved.')), 'saved toast');
    const body = saved(server);
    expect(body.firstName).to.equal('Tenant Jr');
    expect(body.id).to.deep.equal(USER.id);
    expect(body.authority).to.equal('TENANT_ADMIN');
    expect(body.additionalInfo.description).to.equal('kept as it is');
    expect(body.additionalInfo.lastLoginTs).to.equal(1700000000000);
    await waitUntil(() => button('Save').disabled, 'nothing left to save');
  });

  it('refuses an e-mail that is not an address with user.invalid-email-format and sends nothing', async () => {
    const { server } = await open();
    field('Email').focus();
    await press('End');
    await type('#');
    await waitUntil(() => shows('Enter a valid e-mail address.'), 'format error');
    await clickOn(button('Save'));
    expect(server.requestsTo('/api/user')).to.have.length(0);
  });

  it('refuses a malformed phone number once the field is left', async () => {
    const { server } = await open();
    field('Phone').focus();
    await type('12');
    await press('Tab');
    await waitUntil(() => shows('Enter a valid international number'), 'phone error');
    await clickOn(button('Save'));
    expect(server.requestsTo('/api/user')).to.have.length(0);
  });

  it('saves the phone, the language, the default dashboard with its fullscreen flag and the home dashboard', async () => {
    const { server } = await open();
    field('Phone').focus();
    await waitUntil(() => field('Phone').value === '+1', 'calling code put in on focus');
    await type('2015550123');
    await waitUntil(() => [...(field('Default dashboard') as unknown as HTMLSelectElement).options].some((o) => o.value === 'd1'), 'dashboards listed');
    // Typing on a focused select picks the option starting with the text, as a person does.
    for (const [label, text] of [['Default dashboard', 'Plant'], ['Home dashboard', 'Thermo'], ['Language', 'Deutsch']] as const) {
      field(label).focus();
      await type(text);
    }
    await waitUntil(() => !(field('Always open it in fullscreen') as HTMLInputElement).disabled, 'fullscreen flag enabled');
    await clickOn(field('Always open it in fullscreen'));
    await clickOn(button('Save'));
    await waitUntil(() => server.requestsTo('/api/user').length === 1, 'saved');
    const info = saved(server).additionalInfo;
    expect(info).to.include({ phone: '+12015550123', lang: 'de_DE', defaultDashboardId: 'd1', defaultDashboardFullscreen: true, homeDashboardId: 'd2', homeDashboardHideToolbar: true });
  });

  it('shows no dashboard choices to a system administrator', async () => {
    const { server } = await open({ ...USER, authority: 'SYS_ADMIN' }, 'SYS_ADMIN');
    expect(shows('Default dashboard')).to.equal(false);
    expect(server.requestsTo('/api/tenant/dashboards')).to.have.length(0);
  });

  it('has no accessibility violations', async () => {
    const { page } = await open();
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});
