import { expect, waitUntil } from '@open-wc/testing';
import SecurityPage from '../../console/pages/account/security.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { browserJwt, button, cleanUp, findButton, field, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer, clickOn } from './support/auth-pages.js';
import type { FakeServer, SeenRequest } from '../support/fake-fetch.js';

const USER = { id: { entityType: 'USER', id: 'user-1' }, email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN', additionalInfo: { phone: '+12015550123' } };
const AUTH_URL = 'otpauth://totp/tbkit:tenant@thingsboard.org?issuer=tbkit&secret=JBSWY3DPEHPK3PXP';
const CODES = ['0a1b2c3d', '4e5f6a7b', '8c9d0e1f', '2a3b4c5d'];

async function open(enabled: string[], configs: Record<string, unknown> = {}) {
  const server = useFakeServer()
    .route('GET', '/api/noauth/userPasswordPolicy', json(200, { minimumLength: 6 }))
    .route('GET', '/api/2fa/providers', json(200, enabled))
    .route('GET', '/api/2fa/account/settings', json(200, { configs }));
  await signInAs('TENANT_ADMIN', USER);
  const page = await renderPage(<SecurityPage />);
  await waitUntil(() => page.querySelector('ul') || shows('not enabled on this platform'), 'two-factor settings loaded');
  return { server, page };
}

const rowNames = (page: HTMLElement) => [...page.querySelectorAll('li p.font-medium')].map((p) => p.firstChild?.textContent);
const sent = (server: FakeServer, path: string, method: string): SeenRequest[] => server.requestsTo(path).filter((r) => r.method === method);

describe('security page: password', () => {
  afterEach(cleanUp);

  it('answers a mismatch with the error toast login.passwords-mismatch-error and sends nothing', async () => {
    const { server } = await open([]);
    field('Current password').focus();
    await type('tenant');
    field('New password').focus();
    await type('Secret123');
    field('Repeat new password').focus();
    await type('Secret12');
    await press('Enter');
    await waitUntil(() => toastTexts().some((t) => t.includes('The two passwords do not match.')), 'mismatch toast');
    expect(server.requestsTo('/api/auth/changePassword')).to.have.length(0);
  });

  it('changes the password and clears the form', async () => {
    const { server } = await open([]);
    const iat = Math.floor(Date.now() / 1000);
    server.route('POST', '/api/auth/changePassword', json(200, {
      token: browserJwt({ sub: 'tenant@thingsboard.org', userId: 'user-1', scopes: ['TENANT_ADMIN'], isPublic: false, iat, exp: iat + 9000 }),
      refreshToken: browserJwt({ scopes: ['REFRESH_TOKEN'], iat, exp: iat + 604800 }),
    }));
    await waitUntil(() => shows('At least 6 characters'), 'policy shown');
    field('Current password').focus();
    await type('tenant');
    field('New password').focus();
    await type('Secret123');
    field('Repeat new password').focus();
    await type('Secret123');
    await clickOn(button('Change password'));
    await waitUntil(() => toastTexts().some((t) => t.includes('Password changed.')), 'success toast');
    expect(JSON.parse(server.requestsTo('/api/auth/changePassword')[0]!.body)).to.deep.equal({ currentPassword: 'tenant', newPassword: 'Secret123' });
    // The toast and the cleared form come from separate renders, in either order.
    await waitUntil(() => field('Current password').value === '', 'current password cleared');
    expect(field('New password').value).to.equal('');
  });

  it("shows the server's refusal", async () => {
    const { server } = await open([]);
    server.route('POST', '/api/auth/changePassword', tbError(400, 31, "Current password doesn't match!"));
    field('Current password').focus();
    await type('nope');
    field('New password').focus();
    await type('Secret123');
    field('Repeat new password').focus();
    await type('Secret123');
    await press('Enter');
    await waitUntil(() => shows("Current password doesn't match!"), 'refusal shown');
  });
});

describe('security page: two-factor authentication', () => {
  afterEach(cleanUp);

  it('lists only the providers the platform enables, in the fixed order', async () => {
    const { page } = await open(['EMAIL', 'TOTP'], { EMAIL: { providerType: 'EMAIL', useByDefault: true, email: 'tenant@thingsboard.org' } });
    expect(rowNames(page)).to.deep.equal(['Authenticator app', 'Email']);
    expect(shows('Default', page)).to.equal(true);
    expect(button('Set up Authenticator app').disabled).to.equal(false);
    expect(() => button('Set up SMS')).to.throw();
  });

  it('says so when the platform enables no provider', async () => {
    await open([]);
    expect(shows('Two-factor authentication is not enabled on this platform.')).to.equal(true);
  });

  it('makes a provider the default (PUT with useByDefault true)', async () => {
    const both = { TOTP: { providerType: 'TOTP', useByDefault: false }, EMAIL: { providerType: 'EMAIL', useByDefault: true, email: 'tenant@thingsboard.org' } };
    const { server } = await open(['TOTP', 'EMAIL'], both);
    server.route('PUT', '/api/2fa/account/config', json(200, { configs: { TOTP: { ...both.TOTP, useByDefault: true }, EMAIL: { ...both.EMAIL, useByDefault: false } } }));
    await clickOn(button('Make Authenticator app the default'));
    await waitUntil(() => sent(server, '/api/2fa/account/config', 'PUT').length === 1, 'PUT sent');
    const put = sent(server, '/api/2fa/account/config', 'PUT')[0]!;
    expect(put.query.get('providerType')).to.equal('TOTP');
    expect(JSON.parse(put.body)).to.deep.equal({ useByDefault: true });
    await waitUntil(() => findButton('Make Email the default'), 'email may become the default now');
  });

  it('removes a provider after confirmation', async () => {
    const { server } = await open(['EMAIL'], { EMAIL: { providerType: 'EMAIL', useByDefault: true, email: 'tenant@thingsboard.org' } });
    server.route('DELETE', '/api/2fa/account/config', json(200, { configs: {} }));
    await clickOn(button('Remove Email'));
    await waitUntil(() => openDialog(), 'confirmation');
    const dialog = openDialog()!;
    expect(dialog.querySelector('h2')?.textContent).to.equal('Remove Email?');
    await clickOn(button('Remove', dialog));
    await waitUntil(() => sent(server, '/api/2fa/account/config', 'DELETE').length === 1, 'DELETE sent');
    expect(sent(server, '/api/2fa/account/config', 'DELETE')[0]!.query.get('providerType')).to.equal('EMAIL');
    await waitUntil(() => findButton('Set up Email'), 'email can be set up again');
  });

  it('sets up TOTP with a QR code drawn locally and the secret shown, then verifies the code', async () => {
    const { server } = await open(['TOTP']);
    server
      .route('POST', '/api/2fa/account/config/generate', json(200, { providerType: 'TOTP', useByDefault: false, authUrl: AUTH_URL }))
      .route('POST', '/api/2fa/account/config', json(200, { configs: { TOTP: { providerType: 'TOTP', useByDefault: true } } }));
    await clickOn(button('Set up Authenticator app'));
    await waitUntil(() => document.querySelector('dialog[open] svg[role=img]'), 'QR code drawn');
    const dialog = document.querySelector('dialog[open]')!;
    expect(sent(server, '/api/2fa/account/config/generate', 'POST')[0]!.query.get('providerType')).to.equal('TOTP');
    expect(dialog.querySelector('svg[role=img] path')!.getAttribute('d')!.length).to.be.above(1000);
    expect(dialog.querySelector('code')?.textContent).to.equal('JBSW Y3DP EHPK 3PXP');
    field('Verification code', dialog).focus();
    await type('123456');
    await press('Enter');
    await waitUntil(() => sent(server, '/api/2fa/account/config', 'POST').length === 1, 'verified');
    const save = sent(server, '/api/2fa/account/config', 'POST')[0]!;
    expect(save.query.get('verificationCode')).to.equal('123456');
    expect(JSON.parse(save.body)).to.deep.equal({ providerType: 'TOTP', useByDefault: false, authUrl: AUTH_URL });
    await waitUntil(() => !document.querySelector('dialog[open]') && button('Remove Authenticator app'), 'set up');
  });

  it('sets up e-mail codes: address, code sent, incorrect code on the field', async () => {
    const { server } = await open(['EMAIL']);
    server
      .route('POST', '/api/2fa/account/config/generate', json(200, { providerType: 'EMAIL', useByDefault: false, email: 'tenant@thingsboard.org' }))
      .route('POST', '/api/2fa/account/config/submit', json(200))
      .route('POST', '/api/2fa/account/config', tbError(400, 31, 'Verification code is incorrect'));
    await clickOn(button('Set up Email'));
    await waitUntil(() => document.querySelector('dialog[open] input[type=email]'), 'address asked');
    const dialog = document.querySelector('dialog[open]')!;
    expect(field('Email', dialog).value).to.equal('tenant@thingsboard.org');
    await clickOn(button('Send code', dialog));
    await waitUntil(() => sent(server, '/api/2fa/account/config/submit', 'POST').length === 1, 'code sent');
    expect(JSON.parse(sent(server, '/api/2fa/account/config/submit', 'POST')[0]!.body)).to.deep.equal({ providerType: 'EMAIL', useByDefault: false, email: 'tenant@thingsboard.org' });
    await waitUntil(() => shows('A code is on its way to tenant@thingsboard.org.', dialog), 'code step');
    field('Verification code', dialog).focus();
    await type('111111');
    await press('Enter');
    await waitUntil(() => shows('That code is not correct. Check it and try again.', dialog), 'incorrect code on the field');
  });

  it('needs another provider before backup codes', async () => {
    await open(['TOTP', 'BACKUP_CODE']);
    expect(button('Set up Backup codes').disabled).to.equal(true);
    expect(shows('Set up another method first.')).to.equal(true);
  });

  it('shows backup codes to download as a text file, print and save', async () => {
    const { server } = await open(['TOTP', 'BACKUP_CODE'], { TOTP: { providerType: 'TOTP', useByDefault: true } });
    server
      .route('POST', '/api/2fa/account/config/generate', json(200, { providerType: 'BACKUP_CODE', useByDefault: false, codes: CODES }))
      .route('POST', '/api/2fa/account/config', json(200, { configs: { TOTP: { providerType: 'TOTP', useByDefault: true }, BACKUP_CODE: { providerType: 'BACKUP_CODE', useByDefault: false, codesLeft: 4 } } }));
    await clickOn(button('Set up Backup codes'));
    await waitUntil(() => shows('0a1b2c3d'), 'codes shown');
    const dialog = document.querySelector('dialog[open]')!;
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(CODES);
    const blobs: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return createObjectURL.call(URL, blob);
    };
    try {
      await clickOn(button('Download', dialog));
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    expect(await blobs[0]!.text()).to.equal(`Backup codes\ntenant@thingsboard.org\n\n${CODES.join('\n')}\n`);
    expect(button('Print', dialog)).to.not.equal(undefined);
    await clickOn(button('I have saved them', dialog));
    await waitUntil(() => sent(server, '/api/2fa/account/config', 'POST').length === 1, 'saved');
    const save = sent(server, '/api/2fa/account/config', 'POST')[0]!;
    expect(save.query.has('verificationCode')).to.equal(false);
    expect(JSON.parse(save.body).codes).to.deep.equal(CODES);
    await waitUntil(() => shows('Unused codes: 4'), 'codes left shown');
  });

  it('has no accessibility violations, on the page and in the setup dialog', async () => {
    const { page, server } = await open(['TOTP', 'EMAIL', 'BACKUP_CODE'], { EMAIL: { providerType: 'EMAIL', useByDefault: true, email: 'tenant@thingsboard.org' } });
    expect(await axeViolations(page)).to.deep.equal([]);
    server.route('POST', '/api/2fa/account/config/generate', json(200, { providerType: 'TOTP', useByDefault: false, authUrl: AUTH_URL }));
    await clickOn(button('Set up Authenticator app'));
    await waitUntil(() => document.querySelector('dialog[open] svg[role=img]'), 'QR code drawn');
    expect(await axeViolations(document.querySelector('dialog[open]')!)).to.deep.equal([]);
  });
});
