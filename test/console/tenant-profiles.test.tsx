import { expect, waitUntil } from '@open-wc/testing';
import TenantProfilesPage from '../../console/pages/tenant-profiles/tenant-profiles.js';
import TenantProfileDetailsPage from '../../console/pages/tenant-profiles/tenant-profile-details.js';
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

const CONFIGURATION = { type: 'DEFAULT', maxDevices: 0, maxAssets: 0, transportTenantMsgRateLimit: null, smsEnabled: true, warnThreshold: 0.8 };
const GOLD = { id: { entityType: 'TENANT_PROFILE', id: 'tp-gold' }, createdTime: 1, name: 'Gold', description: 'Big tenants', default: false, isolatedTbCore: false, isolatedTbRuleEngine: false, profileData: { configuration: CONFIGURATION, queueConfiguration: null } };

describe('tenant profiles', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('adds a profile with isolated queues, the Main queue included, and opens its page', async () => {
    const server = useFakeServer().route('GET', '/api/tenantProfiles', page([GOLD])).route('POST', '/api/tenantProfile', echo('tp-new', 'TENANT_PROFILE'));
    await signInAs('SYS_ADMIN');
    history.replaceState(null, '', '/tenantProfiles');
    await renderPage(<TenantProfilesPage route={routeNamed('tenantProfiles')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'profiles listed');
    await clickOn(button('Add tenant profile'));
    await until(() => openDialog(), 'dialog open');
    field('Name', openDialog()!).focus();
    await type(' ');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Name is required.', openDialog()!), 'required said');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    field('Name', openDialog()!).select();
    await type('Silver');
    await press('Tab');
    await press('Space');
    await clickOn(dialogButton('Add'));
    await until(() => location.pathname === '/tenantProfiles/tp-new', 'profile page opened');
    const body = JSON.parse(server.requestsTo('/api/tenantProfile')[0]!.body) as { name: string; isolatedTbRuleEngine: boolean; profileData: { configuration: Record<string, unknown>; queueConfiguration: { name: string }[] } };
    expect([body.name, body.isolatedTbRuleEngine, body.profileData.queueConfiguration.map((q) => q.name)]).to.deep.equal(['Silver', true, ['Main']]);
    expect([body.profileData.configuration.maxDevices, body.profileData.configuration.transportTenantMsgRateLimit]).to.deep.equal([0, null]);
  });

  async function openGold(tab: string) {
    const server = useFakeServer().route('GET', '/api/tenantProfile/tp-gold', json(200, GOLD)).route('POST', '/api/tenantProfile', (r: SeenRequest) => json(200, JSON.parse(r.body)));
    await signInAs('SYS_ADMIN');
    history.replaceState(null, '', `/tenantProfiles/tp-gold?tab=${tab}`);
    const root = await renderPage(<TenantProfileDetailsPage route={routeNamed('tenantProfile')} params={{ tenantProfileId: 'tp-gold' }} search={{ tab }} />);
    await until(() => shows('Gold') && root.querySelector('[role=tabpanel] form, [role=tabpanel] p'), 'profile shown');
    return { server, root };
  }

  it('edits the limits: a bad count or rate limit is named and nothing saved, corrected ones are saved as numbers keeping other settings', async () => {
    const { server, root } = await openGold('limits');
    expect(await axeViolations(root)).to.deep.equal([]);
    field('Devices').select();
    await type('ten');
    field('Tenant messages').focus();
    await type('100 per second');
    await until(() => shows('Enter a whole number of 0 or more.') && shows('Write the limit as capacity:seconds pairs'), 'messages shown');
    expect(field('Devices').getAttribute('aria-invalid')).to.equal('true');
    await clickOn(button('Save'));
    await until(() => shows('Correct the marked fields, then save again.'), 'invalid said');
    expect(server.requestsTo('/api/tenantProfile')).to.have.length(0);
    field('Devices').select();
    await type('10');
    field('Tenant messages').select();
    await type('100:1,2000:60');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Tenant profile saved.')), 'saved');
    const saved = JSON.parse(server.requestsTo('/api/tenantProfile')[0]!.body) as typeof GOLD;
    expect(saved.profileData.configuration).to.include({ maxDevices: 10, transportTenantMsgRateLimit: '100:1,2000:60', warnThreshold: 0.8, smsEnabled: true });
    expect(saved.id).to.deep.equal(GOLD.id);
  });

  it('says a profile without isolation has no queues, and turning isolation on in Details gives it the Main queue', async () => {
    await openGold('queues');
    expect(shows('use the system’s rule engine queues')).to.equal(true);
    await cleanUp();
    const { server } = await openGold('profile');
    await clickOn(document.querySelector('input[type=checkbox]')!);
    await clickOn(button('Save'));
    await until(() => server.requestsTo('/api/tenantProfile').length === 1, 'saved');
    const saved = JSON.parse(server.requestsTo('/api/tenantProfile')[0]!.body) as { isolatedTbRuleEngine: boolean; profileData: { queueConfiguration: { name: string; topic: string }[] } };
    expect([saved.isolatedTbRuleEngine, saved.profileData.queueConfiguration.map((q) => `${q.name} ${q.topic}`)]).to.deep.equal([true, ['Main tb_rule_engine.main']]);
  });
});
