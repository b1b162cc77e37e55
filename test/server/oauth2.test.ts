import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { getSetting } from '../../server/settings/store.js';

let server: TestServer;
let sysadmin: string;
let tenant: string;
let customer: string;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });

function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mapperConfig: {
      allowUserCreation: true, activateUser: false, type: 'BASIC',
      basic: { emailAttributeKey: 'email', firstNameAttributeKey: 'given_name', lastNameAttributeKey: 'family_name', tenantNameStrategy: 'DOMAIN',
        tenantNamePattern: null, customerNamePattern: null, defaultDashboardName: null, alwaysFullScreen: false },
      custom: null,
    },
    clientId: 'client-1', clientSecret: 'secret-1',
    authorizationUri: 'https://accounts.google.com/o/oauth2/v2/auth', accessTokenUri: 'https://oauth2.googleapis.com/token',
    scope: ['email', 'openid', 'profile'], userInfoUri: 'https://openidconnect.googleapis.com/v1/userinfo', userNameAttributeName: 'email',
    jwkSetUri: 'https://www.googleapis.com/oauth2/v3/certs', clientAuthenticationMethod: 'BASIC', loginButtonLabel: 'Google',
    loginButtonIcon: 'google-logo', platforms: ['WEB'], additionalInfo: { providerName: 'Google' },
    ...overrides,
  };
}

const info = (reg = registration(), domain: Record<string, unknown> = { scheme: 'MIXED', name: 'localhost' }) =>
  ({ enabled: true, oauth2ParamsInfos: [{ domainInfos: [domain], mobileInfos: [], clientRegistrations: [reg] }] });

before(async () => {
  server = await startTestServer();
  sysadmin = await server.login('sysadmin@thingsboard.org', 'sysadmin');
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  customer = await server.login('customer@thingsboard.org', 'customer');
});
after(() => server.close());

test('answers a disabled empty configuration before anything is saved', async () => {
  assert.deepEqual((await call('GET', '/api/oauth2/config', sysadmin)).body, { enabled: false, oauth2ParamsInfos: [] });
});

test('saves the configuration and answers it back; the sign-in page then offers the button', async () => {
  const saved = await call('POST', '/api/oauth2/config', sysadmin, info());
  assert.equal(saved.status, 200, saved.text);
  assert.deepEqual(saved.body, info());
  assert.deepEqual((await call('GET', '/api/oauth2/config', sysadmin)).body, info());
  const stored = await getSetting<any>(server.ctx.db, 'oauth2');
  const id = stored.oauth2ParamsInfos[0].clientRegistrations[0].id;
  assert.match(id, /^[0-9a-f-]{36}$/);
  const buttons = await server.call('POST', '/api/noauth/oauth2Clients?platform=WEB');
  assert.deepEqual(buttons.body, [{ name: 'Google', icon: 'google-logo', url: `/oauth2/authorization/${id}` }]);
  await call('POST', '/api/oauth2/config', sysadmin, info(registration({ loginButtonLabel: 'Sign in with Google' })));
  const again = await getSetting<any>(server.ctx.db, 'oauth2');
  assert.equal(again.oauth2ParamsInfos[0].clientRegistrations[0].id, id);
});

test('rejects invalid configurations with 400 and keeps the stored one', async () => {
  const bad: Array<[unknown, RegExp]> = [
    [info(registration({ clientId: '' })), /Client ID should be specified/],
    [info(registration({ clientSecret: undefined })), /Client secret should be specified/],
    [info(registration({ authorizationUri: ' ' })), /Authorization URI should be specified/],
    [info(registration({ accessTokenUri: null })), /Access token URI should be specified/],
    [info(registration({ scope: [] })), /Scope should be specified/],
    [info(registration({ clientAuthenticationMethod: 'JWT' })), /Invalid clientAuthenticationMethod/],
    [info(registration({ platforms: ['WEB', 'DESKTOP'] })), /Invalid platform: DESKTOP/],
    [info(registration({ mapperConfig: { type: 'LDAP' } })), /Invalid type: LDAP/],
    [info(registration({ mapperConfig: { type: 'CUSTOM', custom: {} } })), /Custom mapper URL should be specified/],
    [info(registration({ mapperConfig: { type: 'BASIC', basic: { emailAttributeKey: 'email', tenantNameStrategy: 'CUSTOM' } } })),
      /Tenant name pattern should be specified/],
    [info(registration({ mapperConfig: null })), /Mapper config should be specified/],
    [info(registration(), { scheme: 'FTP', name: 'localhost' }), /Invalid scheme: FTP/],
    [info(registration(), { scheme: 'HTTPS', name: '' }), /Domain name should be specified/],
    [{ enabled: true, oauth2ParamsInfos: [{ domainInfos: [{ scheme: 'HTTP', name: 'a' }, { scheme: 'HTTP', name: 'A' }], clientRegistrations: [registration()] }] },
      /listed twice/],
    [{ enabled: true, oauth2ParamsInfos: [{ domainInfos: [{ scheme: 'HTTP', name: 'a' }], clientRegistrations: [] }] }, /Client registrations should be specified/],
    [{ enabled: true, oauth2ParamsInfos: [{ domainInfos: [], mobileInfos: [], clientRegistrations: [registration()] }] }, /domain configuration/],
    [{ enabled: true, oauth2ParamsInfos: [{ mobileInfos: [{ pkgName: 'com.example', appSecret: 'short' }], clientRegistrations: [registration()] }] },
      /at least 16 characters/],
    [{ enabled: 'yes', oauth2ParamsInfos: [] }, /enabled must be a boolean/],
    [{ enabled: true, oauth2ParamsInfos: [] }, /OAuth2 params infos should be specified/],
  ];
  for (const [body, message] of bad) {
    const res = await call('POST', '/api/oauth2/config', sysadmin, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.errorCode, 31);
    assert.match(res.body.message, message);
  }
  assert.equal((await call('GET', '/api/oauth2/config', sysadmin)).body.oauth2ParamsInfos[0].clientRegistrations[0].loginButtonLabel, 'Sign in with Google');
});

test('accepts mobile applications, Apple without a user info URI and a custom mapper', async () => {
  const apple = registration({ mapperConfig: { type: 'APPLE', basic: { emailAttributeKey: 'email', tenantNameStrategy: 'EMAIL' } },
    userInfoUri: null, clientAuthenticationMethod: 'POST', platforms: ['IOS'], loginButtonLabel: 'Apple' });
  const custom = registration({ clientId: 'client-2', mapperConfig: { type: 'CUSTOM', custom: { url: 'https://mapper.example.com/map', sendToken: true } } });
  const body = { enabled: false, oauth2ParamsInfos: [{ domainInfos: [], mobileInfos: [{ pkgName: 'com.example.app', appSecret: 'a'.repeat(16) }],
    clientRegistrations: [apple, custom] }] };
  const res = await call('POST', '/api/oauth2/config', sysadmin, body);
  assert.equal(res.status, 200, res.text);
  const regs = res.body.oauth2ParamsInfos[0].clientRegistrations;
  assert.equal(regs[0].mapperConfig.basic.tenantNameStrategy, 'EMAIL');
  assert.equal(regs[0].mapperConfig.custom, null);
  assert.deepEqual(regs[1].mapperConfig.custom, { url: 'https://mapper.example.com/map', username: null, password: null, sendToken: true });
  assert.equal(regs[1].mapperConfig.basic, null);
  assert.deepEqual((await server.call('POST', '/api/noauth/oauth2Clients?platform=WEB')).body, []);
});

test('answers the login processing URL as a quoted string', async () => {
  const res = await call('GET', '/api/oauth2/loginProcessingUrl', sysadmin);
  assert.equal(res.status, 200);
  assert.equal(res.text, '"/login/oauth2/code/"');
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
});

test('offers the seeded provider templates and lets the system administrator manage them', async () => {
  const list = (await call('GET', '/api/oauth2/config/template', tenant)).body;
  assert.deepEqual(list.map((t: any) => t.providerId), ['Apple', 'Facebook', 'Github', 'Google']);
  const google = list.find((t: any) => t.providerId === 'Google');
  assert.equal(google.authorizationUri, 'https://accounts.google.com/o/oauth2/v2/auth');
  assert.equal(google.accessTokenUri, 'https://oauth2.googleapis.com/token');
  assert.deepEqual(google.scope, ['email', 'openid', 'profile']);
  assert.equal(google.mapperConfig.type, 'BASIC');
  assert.equal(google.name, 'Google');
  assert.deepEqual(Object.keys(google.id), ['id']);
  assert.equal(list.find((t: any) => t.providerId === 'Github').mapperConfig.type, 'GITHUB');
  assert.equal(list.find((t: any) => t.providerId === 'Apple').clientAuthenticationMethod, 'POST');
  const created = await call('POST', '/api/oauth2/config/template', sysadmin, { providerId: 'Keycloak', authorizationUri: 'https://sso.example.com/auth',
    scope: ['openid'], clientAuthenticationMethod: 'POST', loginButtonLabel: 'Keycloak', mapperConfig: { type: 'CUSTOM', custom: { url: 'https://m.example.com' } } });
  assert.equal(created.status, 200, created.text);
  assert.equal(created.body.providerId, 'Keycloak');
  const updated = await call('POST', '/api/oauth2/config/template', sysadmin, { ...created.body, comment: 'Company SSO' });
  assert.deepEqual([updated.body.id.id, updated.body.comment], [created.body.id.id, 'Company SSO']);
  const dup = await call('POST', '/api/oauth2/config/template', sysadmin, { providerId: 'Google' });
  assert.equal(dup.status, 400);
  assert.match(dup.body.message, /already exists/);
  assert.equal((await call('POST', '/api/oauth2/config/template', sysadmin, { scope: [] })).body.message, 'Provider ID should be specified!');
  assert.equal((await call('DELETE', `/api/oauth2/config/template/${created.body.id.id}`, sysadmin)).status, 200);
  assert.equal((await call('DELETE', `/api/oauth2/config/template/${created.body.id.id}`, sysadmin)).status, 404);
  assert.equal((await call('GET', '/api/oauth2/config/template', sysadmin)).body.length, 4);
});

test('only the system administrator configures OAuth2', async () => {
  for (const token of [tenant, customer]) {
    assert.equal((await call('GET', '/api/oauth2/config', token)).status, 403);
    assert.equal((await call('POST', '/api/oauth2/config', token, info())).status, 403);
    assert.equal((await call('GET', '/api/oauth2/loginProcessingUrl', token)).status, 403);
    assert.equal((await call('POST', '/api/oauth2/config/template', token, { providerId: 'X' })).status, 403);
  }
  const google = (await call('GET', '/api/oauth2/config/template', sysadmin)).body.find((t: any) => t.providerId === 'Google');
  assert.equal((await call('DELETE', `/api/oauth2/config/template/${google.id.id}`, tenant)).status, 403);
  assert.equal((await call('GET', '/api/oauth2/config/template', customer)).status, 403);
  assert.equal((await server.call('GET', '/api/oauth2/config')).status, 401);
  assert.equal((await call('GET', '/api/oauth2/config', sysadmin)).body.enabled, false);
});
