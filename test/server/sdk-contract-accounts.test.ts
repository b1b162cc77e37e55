import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { URI, type TOTP } from 'otpauth';
import { SignJWT, decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { clientFor, dataOf, demoClients, emptyOk, errorOf, newClient, assertAnswersFitSchema, type RoleClients } from './sdk-contract-support.js';

let server: TestServer;
let c: RoleClients;

before(async () => {
  server = await startTestServer();
  c = await demoClients(server);
});
after(() => server.close());
afterEach(assertAnswersFitSchema);

/** The six-digit code of the newest mail to a recipient. */
async function mailedCode(recipient: string): Promise<string> {
  const mail = await server.ctx.db.one<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY created_time DESC, id DESC LIMIT 1', [recipient]);
  const code = /(\d{6})/.exec(mail?.body ?? '')?.[1];
  assert.ok(code, `no code mailed to ${recipient}`);
  return code;
}

/** Creates a customer user of Customer A through the API and activates it with a password. */
async function activatedCustomerUser(email: string, password: string): Promise<string> {
  const user = dataOf(await c.tenant.POST('/api/user', {
    params: { query: { sendActivationMail: false } },
    body: { email, authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: DEMO.customerAId }, firstName: 'Sdk', lastName: 'User' },
  }));
  const link = dataOf(await c.tenant.GET('/api/user/{userId}/activationLink', { params: { path: { userId: user.id!.id } }, parseAs: 'text' }));
  const activateToken = new URL(link).searchParams.get('activateToken');
  assert.ok(activateToken, link);
  const activated = await newClient(server).auth.activate(activateToken, password, false);
  assert.equal(activated.kind, 'success');
  return user.id!.id;
}

test('signs in, refreshes the pair and reads the signed-in user', async () => {
  const client = newClient(server);
  const login = await client.auth.login({ username: 'tenant@thingsboard.org', password: 'tenant' });
  assert.equal(login.kind, 'success');
  assert.ok(login.kind === 'success');
  assert.deepEqual([login.user.authority, login.user.userId, login.user.tenantId, login.user.customerId],
    ['TENANT_ADMIN', DEMO.tenantAdminId, DEMO.tenantId, NULL_UUID]);
  const before = client.tokens.$authUser.get();
  const refreshed = await client.auth.refresh();
  assert.equal(typeof refreshed, 'string');
  assert.equal(client.tokens.$authUser.get()?.userId, before?.userId);

  const me = dataOf(await client.GET('/api/auth/user'));
  assert.deepEqual([me.email, me.name, me.authority], ['tenant@thingsboard.org', 'tenant@thingsboard.org', 'TENANT_ADMIN']);
  assert.deepEqual(me.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.deepEqual(me.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  const byId = dataOf(await client.GET('/api/user/{userId}', { params: { path: { userId: DEMO.tenantAdminId } } }));
  assert.equal(byId.email, 'tenant@thingsboard.org');
  assert.equal(dataOf(await client.GET('/api/user/tokenAccessEnabled')), true);

  const wrong = await newClient(server).auth.login({ username: 'tenant@thingsboard.org', password: 'nope' });
  assert.equal(wrong.kind, 'error');
  assert.ok(wrong.kind === 'error');
  assert.deepEqual([wrong.error.status, wrong.error.errorCode, wrong.error.message], [401, 10, 'Invalid username or password']);
});

test('refreshes a token the server already considers expired (errorCode 11) and retries the call once', async () => {
  const pair = dataOf(await newClient(server).POST('/api/auth/login', { body: { username: 'tenant@thingsboard.org', password: 'tenant' } }));
  const seconds = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...decodeJwt(pair.token) })
    .setProtectedHeader({ alg: 'HS512' }).setIssuedAt(seconds - 120).setExpirationTime(seconds - 60).sign(server.ctx.config.jwtKey);
  const direct = await server.call('GET', '/api/device/types', { token: expired });
  assert.deepEqual([direct.status, direct.body.errorCode, direct.body.message], [401, 11, 'Token has expired']);

  // The client counts the lifetime from its own clock (exp - iat), so it sends the token and learns from the server.
  const client = newClient(server);
  assert.equal((await client.auth.loginWithTokens({ token: expired, refreshToken: pair.refreshToken })).kind, 'success');
  const types = dataOf(await client.GET('/api/device/types'));
  assert.ok(types.length > 0);
  assert.notEqual(await client.auth.getAccessToken(), expired);
});

test('changes the password through the SDK and signs in with the new one', async () => {
  await activatedCustomerUser('sdk-password@example.com', 'first-pass1');
  const client = await clientFor(server, { username: 'sdk-password@example.com', password: 'first-pass1' });
  const changed = await client.auth.changePassword('first-pass1', 'second-pass2');
  assert.equal(changed.kind, 'success');
  assert.equal(dataOf(await client.GET('/api/auth/user')).email, 'sdk-password@example.com');
  const wrongCurrent = await client.auth.changePassword('not-it', 'third-pass3');
  assert.ok(wrongCurrent.kind === 'error');
  assert.deepEqual([wrongCurrent.error.status, wrongCurrent.error.errorCode, wrongCurrent.error.message], [400, 31, 'Current password doesn\'t match!']);
  await clientFor(server, { username: 'sdk-password@example.com', password: 'second-pass2' });
  const policy = dataOf(await newClient(server).GET('/api/noauth/userPasswordPolicy'));
  assert.equal(policy.minimumLength, 6);
});

test('users: save, page by tenant and customer, credentials switch, login as and delete', async () => {
  const userId = await activatedCustomerUser('sdk-users@example.com', 'users-pass1');
  const page = dataOf(await c.tenant.GET('/api/customer/{customerId}/users', {
    params: { path: { customerId: DEMO.customerAId }, query: { pageSize: 10, page: 0, textSearch: 'sdk-users', sortProperty: 'email', sortOrder: 'ASC' } },
  }));
  assert.deepEqual(page.data.map((u) => [u.email, u.firstName, u.authority]), [['sdk-users@example.com', 'Sdk', 'CUSTOMER_USER']]);
  const tenantUsers = dataOf(await c.tenant.GET('/api/users', { params: { query: { pageSize: 100, page: 0, sortProperty: 'email' } } }));
  assert.ok(tenantUsers.data.some((u) => u.email === 'customer@thingsboard.org'));
  const admins = dataOf(await c.sysadmin.GET('/api/tenant/{tenantId}/users', {
    params: { path: { tenantId: DEMO.tenantId }, query: { pageSize: 10, page: 0 } },
  }));
  assert.deepEqual(admins.data.map((u) => u.email), ['tenant@thingsboard.org']);

  const loginAs = newClient(server);
  assert.equal((await loginAs.auth.login({ username: 'tenant@thingsboard.org', password: 'tenant' })).kind, 'success');
  const as = await loginAs.auth.loginAsUser(userId);
  assert.ok(as.kind === 'success');
  assert.deepEqual([as.user.authority, as.user.sub], ['CUSTOMER_USER', 'sdk-users@example.com']);

  emptyOk(await c.tenant.POST('/api/user/{userId}/userCredentialsEnabled', { params: { path: { userId }, query: { userCredentialsEnabled: false } } }));
  const disabled = await newClient(server).auth.login({ username: 'sdk-users@example.com', password: 'users-pass1' });
  assert.ok(disabled.kind === 'error');
  assert.deepEqual([disabled.error.status, disabled.error.errorCode, disabled.error.message], [401, 10, 'User account is not active']);

  emptyOk(await c.tenant.DELETE('/api/user/{userId}', { params: { path: { userId } } }));
  assert.equal(errorOf(await c.tenant.GET('/api/user/{userId}', { params: { path: { userId } } }), 404).errorCode, 32);
  const denied = errorOf(await c.customer.GET('/api/users', { params: { query: { pageSize: 10, page: 0 } } }), 403);
  assert.deepEqual([denied.status, denied.errorCode], [403, 20]);
});

test('tenants and tenant profiles for the system administrator', async () => {
  const profiles = dataOf(await c.sysadmin.GET('/api/tenantProfiles', { params: { query: { pageSize: 10, page: 0 } } }));
  const defaultProfile = profiles.data.find((p) => p.default);
  assert.ok(defaultProfile);
  assert.equal(defaultProfile.id!.id, DEMO.tenantProfileId);
  const infos = dataOf(await c.sysadmin.GET('/api/tenantProfileInfos', { params: { query: { pageSize: 10, page: 0 } } }));
  assert.ok(infos.data.some((i) => i.id!.id === DEMO.tenantProfileId && i.name === defaultProfile.name));
  const defaultInfo = dataOf(await c.sysadmin.GET('/api/tenantProfileInfo/default'));
  assert.deepEqual(defaultInfo.id, { entityType: 'TENANT_PROFILE', id: DEMO.tenantProfileId });

  const profile = dataOf(await c.sysadmin.POST('/api/tenantProfile', {
    body: { name: 'SDK Contract Profile', description: 'made by the SDK', isolatedTbRuleEngine: false, profileData: { configuration: { type: 'DEFAULT', maxDevices: 5 } } },
  }));
  assert.equal(profile.default, false);
  assert.equal(profile.profileData!.configuration!.maxDevices, 5);
  const read = dataOf(await c.sysadmin.GET('/api/tenantProfile/{tenantProfileId}', { params: { path: { tenantProfileId: profile.id!.id } } }));
  assert.equal(read.description, 'made by the SDK');

  const tenant = dataOf(await c.sysadmin.POST('/api/tenant', {
    body: { title: 'SDK Contract Tenant', tenantProfileId: { entityType: 'TENANT_PROFILE', id: profile.id!.id }, country: 'Norway' },
  }));
  assert.deepEqual([tenant.title, tenant.name, tenant.country], ['SDK Contract Tenant', 'SDK Contract Tenant', 'Norway']);
  const info = dataOf(await c.sysadmin.GET('/api/tenant/info/{tenantId}', { params: { path: { tenantId: tenant.id!.id } } }));
  assert.equal(info.tenantProfileName, 'SDK Contract Profile');
  const tenantInfos = dataOf(await c.sysadmin.GET('/api/tenantInfos', { params: { query: { pageSize: 10, page: 0, textSearch: 'sdk contract' } } }));
  assert.deepEqual(tenantInfos.data.map((t) => [t.title, t.tenantProfileName]), [['SDK Contract Tenant', 'SDK Contract Profile']]);
  const tenants = dataOf(await c.sysadmin.GET('/api/tenants', { params: { query: { pageSize: 100, page: 0, sortProperty: 'title' } } }));
  assert.ok(tenants.data.some((t) => t.id!.id === DEMO.tenantId));
  const own = dataOf(await c.tenant.GET('/api/tenant/{tenantId}', { params: { path: { tenantId: DEMO.tenantId } } }));
  assert.deepEqual(own.tenantProfileId, { entityType: 'TENANT_PROFILE', id: DEMO.tenantProfileId });

  const inUse = errorOf(await c.sysadmin.DELETE('/api/tenantProfile/{tenantProfileId}', { params: { path: { tenantProfileId: profile.id!.id } } }), 400);
  assert.equal(inUse.errorCode, 31);
  emptyOk(await c.sysadmin.DELETE('/api/tenant/{tenantId}', { params: { path: { tenantId: tenant.id!.id } } }));
  emptyOk(await c.sysadmin.DELETE('/api/tenantProfile/{tenantProfileId}', { params: { path: { tenantProfileId: profile.id!.id } } }));
  const denied = errorOf(await c.tenant.GET('/api/tenants', { params: { query: { pageSize: 10, page: 0 } } }), 403);
  assert.equal(denied.errorCode, 20);
});

test('customers: save, read, title as text, short info, by title, page and delete', async () => {
  const saved = dataOf(await c.tenant.POST('/api/customer', { body: { title: 'SDK Contract Customer', email: 'sdk@example.com', city: 'Oslo' } }));
  assert.deepEqual([saved.title, saved.name, saved.email, saved.city], ['SDK Contract Customer', 'SDK Contract Customer', 'sdk@example.com', 'Oslo']);
  assert.deepEqual(saved.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  const customerId = saved.id!.id;
  const read = dataOf(await c.tenant.GET('/api/customer/{customerId}', { params: { path: { customerId } } }));
  assert.deepEqual(read, saved);
  const title = dataOf(await c.tenant.GET('/api/customer/{customerId}/title', { params: { path: { customerId } }, parseAs: 'text' }));
  assert.equal(title, 'SDK Contract Customer');
  const short = dataOf(await c.tenant.GET('/api/customer/{customerId}/shortInfo', { params: { path: { customerId: DEMO.publicCustomerId } } }));
  assert.deepEqual(short, { title: 'Public', isPublic: true });
  const byTitle = dataOf(await c.tenant.GET('/api/tenant/customers', { params: { query: { customerTitle: 'SDK Contract Customer' } } }));
  assert.equal(byTitle.id!.id, customerId);
  const page = dataOf(await c.tenant.GET('/api/customers', { params: { query: { pageSize: 10, page: 0, textSearch: 'customer ', sortProperty: 'title' } } }));
  assert.deepEqual(page.data.map((x) => x.title), ['Customer A', 'Customer B', 'Customer C']);
  const publicOne = dataOf(await c.tenant.GET('/api/customer/{customerId}', { params: { path: { customerId: DEMO.publicCustomerId } } }));
  assert.deepEqual(publicOne.additionalInfo, { isPublic: true });

  emptyOk(await c.tenant.DELETE('/api/customer/{customerId}', { params: { path: { customerId } } }));
  const gone = errorOf(await c.tenant.GET('/api/customer/{customerId}', { params: { path: { customerId } } }), 404);
  assert.deepEqual([gone.status, gone.errorCode], [404, 32]);
  const denied = errorOf(await c.customer.GET('/api/customer/{customerId}', { params: { path: { customerId: DEMO.customerBId } } }), 403);
  assert.equal(denied.errorCode, 20);
});

test('admin settings: general, mail without password, missing sms key and updates', async () => {
  const general = dataOf(await c.sysadmin.GET('/api/admin/settings/{key}', { params: { path: { key: 'general' } } }));
  assert.equal(general.key, 'general');
  assert.deepEqual(general.jsonValue, { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false });
  const saved = dataOf(await c.sysadmin.POST('/api/admin/settings', { body: { key: 'general', jsonValue: { baseUrl: 'http://sdk.example.com', prohibitDifferentUrl: true } } }));
  assert.deepEqual(saved.jsonValue, { baseUrl: 'http://sdk.example.com', prohibitDifferentUrl: true });
  dataOf(await c.sysadmin.POST('/api/admin/settings', { body: { ...general } }));
  const mail = dataOf(await c.sysadmin.GET('/api/admin/settings/{key}', { params: { path: { key: 'mail' } } }));
  assert.equal(mail.key, 'mail');
  assert.ok(mail.jsonValue && typeof mail.jsonValue === 'object' && !('password' in mail.jsonValue));
  const sms = errorOf(await c.sysadmin.GET('/api/admin/settings/{key}', { params: { path: { key: 'sms' } } }), 404);
  assert.equal(sms.errorCode, 32);
  const updates = dataOf(await c.sysadmin.GET('/api/admin/updates'));
  assert.equal(typeof updates.updateAvailable, 'boolean');
  const denied = errorOf(await c.tenant.GET('/api/admin/settings/{key}', { params: { path: { key: 'general' } } }), 403);
  assert.equal(denied.errorCode, 20);
});

test('security settings: defaults, save and read back', async () => {
  const current = dataOf(await c.sysadmin.GET('/api/admin/securitySettings'));
  assert.equal(current.passwordPolicy!.minimumLength, 6);
  const saved = dataOf(await c.sysadmin.POST('/api/admin/securitySettings', {
    body: { ...current, maxFailedLoginAttempts: 7, userLockoutNotificationEmail: 'lock@example.com' },
  }));
  assert.deepEqual([saved.maxFailedLoginAttempts, saved.userLockoutNotificationEmail], [7, 'lock@example.com']);
  const again = dataOf(await c.sysadmin.GET('/api/admin/securitySettings'));
  assert.deepEqual(again, saved);
  dataOf(await c.sysadmin.POST('/api/admin/securitySettings', { body: current }));
});

test('two-factor settings, account configuration and the providers of a second-factor sign-in', async () => {
  const saved = dataOf(await c.sysadmin.POST('/api/2fa/settings', {
    body: {
      providers: [{ providerType: 'TOTP', issuerName: 'tbkit-sdk' }, { providerType: 'EMAIL', verificationCodeLifetime: 120 }],
      minVerificationCodeSendPeriod: 30,
      totalAllowedTimeForVerification: 600,
    },
  }));
  assert.deepEqual(saved.providers!.map((p) => p.providerType), ['TOTP', 'EMAIL']);
  const read = dataOf(await c.sysadmin.GET('/api/2fa/settings'));
  assert.equal(read.totalAllowedTimeForVerification, 600);
  assert.deepEqual(dataOf(await c.tenant.GET('/api/2fa/providers')), ['TOTP', 'EMAIL']);

  await activatedCustomerUser('sdk-2fa@example.com', 'mfa-pass1');
  const user = await clientFor(server, { username: 'sdk-2fa@example.com', password: 'mfa-pass1' });
  const generated = dataOf(await user.POST('/api/2fa/account/config/generate', { params: { query: { providerType: 'TOTP' } } }));
  assert.equal(generated.providerType, 'TOTP');
  assert.ok(generated.providerType === 'TOTP');
  const totp = URI.parse(generated.authUrl!) as TOTP;
  const settings = dataOf(await user.POST('/api/2fa/account/config', {
    params: { query: { verificationCode: totp.generate() } },
    body: generated,
  }));
  assert.equal(settings.configs!.TOTP!.useByDefault, true);
  const accountSettings = dataOf(await user.GET('/api/2fa/account/settings'));
  assert.deepEqual(Object.keys(accountSettings.configs ?? {}), ['TOTP']);

  const second = newClient(server);
  const first = await second.auth.login({ username: 'sdk-2fa@example.com', password: 'mfa-pass1' });
  assert.equal(first.kind, 'mfa-required');
  const providers = await second.auth.getTwoFactorProviders();
  assert.ok(providers.ok);
  assert.deepEqual(providers.data, [{ type: 'TOTP', default: true, contact: null, minVerificationCodeSendPeriod: 30 }]);
  const checked = await second.auth.checkVerificationCode('TOTP', totp.generate());
  assert.equal(checked.kind, 'success');

  const email = { providerType: 'EMAIL' as const, useByDefault: false, email: 'sdk-2fa@example.com' };
  emptyOk(await user.POST('/api/2fa/account/config/submit', { body: email }));
  const withEmail = dataOf(await user.POST('/api/2fa/account/config', { params: { query: { verificationCode: await mailedCode('sdk-2fa@example.com') } }, body: email }));
  assert.deepEqual(Object.keys(withEmail.configs ?? {}).sort(), ['EMAIL', 'TOTP']);
  const emailFirst = dataOf(await user.PUT('/api/2fa/account/config', { params: { query: { providerType: 'EMAIL' } }, body: { useByDefault: true } }));
  assert.deepEqual([emailFirst.configs?.EMAIL?.useByDefault, emailFirst.configs?.TOTP?.useByDefault], [true, false]);
  const third = newClient(server);
  assert.equal((await third.auth.login({ username: 'sdk-2fa@example.com', password: 'mfa-pass1' })).kind, 'mfa-required');
  const listed = await third.auth.getTwoFactorProviders();
  assert.ok(listed.ok);
  assert.deepEqual(listed.data.map((p) => [p.type, p.default, p.contact]), [['TOTP', false, null], ['EMAIL', true, 'sd***fa@example.com']]);
  const sent = await third.auth.sendVerificationCode('EMAIL');
  assert.equal(sent.ok, true);
  assert.equal((await third.auth.checkVerificationCode('EMAIL', await mailedCode('sdk-2fa@example.com'))).kind, 'success');

  dataOf(await user.DELETE('/api/2fa/account/config', { params: { query: { providerType: 'EMAIL' } } }));
  const removed = dataOf(await user.DELETE('/api/2fa/account/config', { params: { query: { providerType: 'TOTP' } } }));
  assert.deepEqual(Object.keys(removed.configs ?? {}), []);
});

test('e-mailed links redirect to the console pages with their tokens, and a test SMS goes out', async () => {
  const anonymous = newClient(server);
  const user = dataOf(await c.tenant.POST('/api/user', {
    params: { query: { sendActivationMail: false } },
    body: { email: 'sdk-links@example.com', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: DEMO.customerAId } },
  }));
  const link = dataOf(await c.tenant.GET('/api/user/{userId}/activationLink', { params: { path: { userId: user.id!.id } }, parseAs: 'text' }));
  const activateToken = new URL(link).searchParams.get('activateToken')!;
  const activate = await anonymous.GET('/api/noauth/activate', { params: { query: { activateToken } }, redirect: 'manual', parseAs: 'text' });
  assert.equal(activate.response.status, 303);
  assert.equal(activate.response.headers.get('location'), `/login/createPassword?activateToken=${activateToken}`);
  const unknown = await anonymous.GET('/api/noauth/resetPassword', { params: { query: { resetToken: 'no-such-token' } }, redirect: 'manual', parseAs: 'text' });
  assert.equal(unknown.response.status, 409);

  emptyOk(await c.sysadmin.POST('/api/admin/settings/testSms', {
    body: { numberTo: '+12015550199', message: 'sdk contract', providerConfiguration: { type: 'TWILIO', accountSid: 'a', accountToken: 'b', numberFrom: '+12015550100' } },
  }));
  const sms = await server.ctx.db.one<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', ['+12015550199']);
  assert.equal(sms?.body, 'sdk contract');
});

test('OAuth2 configuration, login processing URL and the help base URL as text, served by this server', async () => {
  const config = dataOf(await c.sysadmin.GET('/api/oauth2/config'));
  assert.equal(typeof config.enabled, 'boolean');
  assert.ok(Array.isArray(config.oauth2ParamsInfos));
  const saved = dataOf(await c.sysadmin.POST('/api/oauth2/config', { body: { enabled: false, oauth2ParamsInfos: [] } }));
  assert.deepEqual(saved, { enabled: false, oauth2ParamsInfos: [] });
  // The body is a quoted JSON string although it is sent as text/plain, so the default JSON parsing applies.
  const url = dataOf(await c.sysadmin.GET('/api/oauth2/loginProcessingUrl'));
  assert.equal(url, '/login/oauth2/code/');
  const templates = dataOf(await c.sysadmin.GET('/api/oauth2/config/template'));
  assert.ok(Array.isArray(templates));
  const clients = dataOf(await newClient(server).POST('/api/noauth/oauth2Clients', { params: { query: { platform: 'WEB' } } }));
  assert.deepEqual(clients, []);

  const help = dataOf(await c.customer.GET('/api/uiSettings/helpBaseUrl', { parseAs: 'text' }));
  // This server serves the help pages itself instead of pointing at the public help repository.
  assert.equal(help, server.url);
});
