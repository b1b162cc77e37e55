import { expect, waitUntil } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import MfaPage from '../../console/pages/auth/mfa.js';
import { $auth, client } from '../../console/session/session.js';
import { DEFAULT_MIN_VERIFICATION_CODE_SEND_PERIOD_S, TOO_MANY_REQUESTS_ERROR_MS } from '../../sdk/catalogues/two-factor.js';
import { axeViolations, nextFrame, press, type } from '../elements/support/kit-test.js';
import { browserJwt, button, cleanUp, json, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer, clickOn } from './support/auth-pages.js';

const provider = (type: string, extra: Record<string, unknown> = {}) => ({ type, default: false, contact: null, minVerificationCodeSendPeriod: 30, ...extra });

/** Waits frame by frame (no timers, so it works under fake timers). */
async function untilFrame(condition: () => unknown, what: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (condition()) return;
    await nextFrame();
  }
  throw new Error(`timed out waiting until ${what}`);
}

async function openWith(providers: unknown[]) {
  const server = useFakeServer()
    .route('GET', '/api/auth/2fa/providers', json(200, providers))
    .route('POST', '/api/auth/2fa/verification/send', json(200));
  await signInAs('PRE_VERIFICATION_TOKEN');
  const page = await renderPage(<MfaPage />);
  return { server, page };
}

const codeField = () => document.querySelector<HTMLInputElement>('input[name=verificationCode]')!;

describe('two-factor page', () => {
  let clock: ReturnType<typeof FakeTimers.install> | undefined;
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    await cleanUp();
  });

  it('preselects the default provider, sends its code at once and counts 30 s down before Resend code shows', async () => {
    expect(DEFAULT_MIN_VERIFICATION_CODE_SEND_PERIOD_S).to.equal(30);
    clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval'] });
    const { server } = await openWith([provider('TOTP'), provider('EMAIL', { default: true, contact: 'te****@thingsboard.org' })]);
    await waitUntil(() => shows('Resend code in 30 s'), 'countdown started');
    expect(shows('Enter the 6-digit code sent to te****@thingsboard.org.')).to.equal(true);
    expect(server.requestsTo('/api/auth/2fa/verification/send').map((r) => r.query.get('providerType'))).to.deep.equal(['EMAIL']);
    await untilFrame(() => clock!.countTimers() > 0, 'the one-second timer runs');
    clock.tick(1000);
    await untilFrame(() => shows('Resend code in 29 s'), '29 s');
    clock.tick(28 * 1000);
    await untilFrame(() => shows('Resend code in 1 s'), '1 s');
    expect(() => button('Resend code')).to.throw();
    clock.tick(1000);
    await untilFrame(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Resend code'), 'resend button');
    await clickOn(button('Resend code'));
    await waitUntil(() => server.requestsTo('/api/auth/2fa/verification/send').length === 2, 'sent again');
    await waitUntil(() => shows('Resend code in 30 s'), 'countdown restarted');
  });

  it('starts the countdown after a failed send too', async () => {
    const server = useFakeServer()
      .route('GET', '/api/auth/2fa/providers', json(200, [provider('SMS', { default: true, contact: '+3*****67', minVerificationCodeSendPeriod: 45 })]))
      .route('POST', '/api/auth/2fa/verification/send', tbError(429, 33, 'Too many requests'));
    await signInAs('PRE_VERIFICATION_TOKEN');
    await renderPage(<MfaPage />);
    await waitUntil(() => shows('Resend code in 45 s'), 'countdown after the failed send');
    expect(server.requestsTo('/api/auth/2fa/verification/send')).to.have.length(1);
  });

  it('sends nothing for a default TOTP and takes 6 digits in numeric input mode', async () => {
    const { server } = await openWith([provider('TOTP', { default: true })]);
    await waitUntil(() => shows('authenticator app'), 'TOTP shown');
    expect(server.requestsTo('/api/auth/2fa/verification/send')).to.have.length(0);
    expect(codeField().inputMode).to.equal('numeric');
    expect(codeField().maxLength).to.equal(6);
    expect(button('Continue').disabled).to.equal(true);
    expect(() => button('Try another way')).to.throw();
    codeField().focus();
    await type('12a');
    await press('Tab');
    await waitUntil(() => shows('The code has the wrong format.'), 'security.2fa.dialog.verification-code-invalid shown');
    codeField().focus();
    await press('Backspace');
    await type('456');
    expect(codeField().value).to.equal('12456');
    expect(button('Continue').disabled).to.equal(true);
    await type('7');
    await waitUntil(() => !button('Continue').disabled, 'Continue enabled with 6 digits');
  });

  it('puts security.2fa.dialog.verification-code-incorrect on the field when the server answers 400', async () => {
    const { server } = await openWith([provider('TOTP', { default: true })]);
    server.route('POST', '/api/auth/2fa/verification/check', tbError(400, 31, 'Verification code is incorrect'));
    await waitUntil(() => codeField(), 'code field');
    codeField().focus();
    await type('123456');
    await press('Enter');
    await waitUntil(() => shows('That code is not correct. Check it and try again.'), 'incorrect-code error');
    const check = server.requestsTo('/api/auth/2fa/verification/check')[0]!;
    expect([check.query.get('providerType'), check.query.get('verificationCode')]).to.deep.equal(['TOTP', '123456']);
  });

  it('puts security.2fa.dialog.verification-code-many-request on the field for a 429 and clears it after 5000 ms', async () => {
    expect(TOO_MANY_REQUESTS_ERROR_MS).to.equal(5000);
    const { server } = await openWith([provider('TOTP', { default: true })]);
    server.route('POST', '/api/auth/2fa/verification/check', tbError(429, 33, 'Too many requests'));
    await waitUntil(() => codeField(), 'code field');
    codeField().focus();
    await type('123456');
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    await press('Enter');
    await untilFrame(() => shows('Too many attempts. Wait a moment before you try again.'), 'too-many-requests error');
    clock.tick(TOO_MANY_REQUESTS_ERROR_MS - 1);
    await nextFrame();
    expect(shows('Too many attempts.')).to.equal(true);
    clock.tick(1);
    await untilFrame(() => !shows('Too many attempts.'), 'error cleared after 5000 ms');
  });

  it("shows any other failure as an error toast at the top with the server's message", async () => {
    const { server } = await openWith([provider('TOTP', { default: true })]);
    server.route('POST', '/api/auth/2fa/verification/check', tbError(401, 10, 'User account was locked due to exceeded 2FA verification attempts'));
    await waitUntil(() => codeField(), 'code field');
    codeField().focus();
    await type('123456');
    await press('Enter');
    await waitUntil(() => toastTexts().some((t) => t.includes('User account was locked')), 'error toast');
    expect(document.querySelector('[data-type=error]')?.getAttribute('data-position')).to.equal('top-start');
  });

  it('Try another way lists the providers in the fixed order; backup codes take 8 characters in text mode; the chevron goes back', async () => {
    const { server, page } = await openWith([provider('BACKUP_CODE'), provider('EMAIL'), provider('TOTP', { default: true }), provider('SMS', { contact: '+3*****67' })]);
    await waitUntil(() => codeField(), 'TOTP preselected');
    await clickOn(button('Try another way'));
    await waitUntil(() => shows('Choose how to confirm that it is you.'), 'list shown');
    const names = [...page.querySelectorAll('ul button .font-medium')].map((b) => b.textContent);
    expect(names).to.deep.equal(['Authenticator app', 'SMS', 'Email', 'Backup codes']);
    await clickOn([...page.querySelectorAll('ul button')].find((b) => b.textContent?.includes('Backup codes'))!);
    await waitUntil(() => codeField().maxLength === 8, 'backup code field');
    expect(codeField().inputMode).to.equal('text');
    expect(server.requestsTo('/api/auth/2fa/verification/send')).to.have.length(0);
    await clickOn(button('Try another way'));
    await waitUntil(() => shows('Choose how to confirm that it is you.'), 'list shown again');
    await clickOn(button('Back'));
    await waitUntil(() => codeField()?.maxLength === 8, 'back to the backup code');
    await clickOn([...page.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Back to sign in')!);
    await waitUntil(() => server.requestsTo('/api/auth/logout').length === 1 && location.pathname === '/login', 'signed out');
    expect(client.auth.$authUser.get()).to.equal(null);
  });

  it('choosing SMS resets the code and sends a code', async () => {
    const { server } = await openWith([provider('TOTP', { default: true }), provider('SMS', { contact: '+3*****67' })]);
    await waitUntil(() => codeField(), 'TOTP preselected');
    codeField().focus();
    await type('123');
    await clickOn(button('Try another way'));
    await waitUntil(() => shows('Choose how to confirm that it is you.'), 'list');
    await clickOn([...document.querySelectorAll('ul button')].find((b) => b.textContent?.includes('SMS'))!);
    await waitUntil(() => server.requestsTo('/api/auth/2fa/verification/send').length === 1, 'code sent');
    expect(server.requestsTo('/api/auth/2fa/verification/send')[0]!.query.get('providerType')).to.equal('SMS');
    expect(codeField().value).to.equal('');
    expect(shows('Enter the 6-digit code sent by SMS to +3*****67.')).to.equal(true);
  });

  it('stores the full token after a correct code and opens the landing place', async () => {
    const { server } = await openWith([provider('TOTP', { default: true })]);
    const iat = Math.floor(Date.now() / 1000);
    const token = browserJwt({ sub: 'tenant@thingsboard.org', userId: 'user-1', scopes: ['TENANT_ADMIN'], isPublic: false, iat, exp: iat + 9000 });
    server
      .route('POST', '/api/auth/2fa/verification/check', json(200, { token, refreshToken: browserJwt({ scopes: ['REFRESH_TOKEN'], iat, exp: iat + 99 }), scope: null }))
      .route('GET', '/api/user/user-1', json(200, { id: { entityType: 'USER', id: 'user-1' }, email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN', additionalInfo: {} }))
      .route('GET', '/api/user/tokenAccessEnabled', json(200, true))
      .route('GET', '/api/edges/enabled', json(200, false))
      .route('GET', '/api/admin/repositorySettings/exists', json(200, false));
    await waitUntil(() => codeField(), 'code field');
    codeField().focus();
    await type('654321');
    await clickOn(button('Continue'));
    await waitUntil(() => $auth.get().authUser?.authority === 'TENANT_ADMIN' && location.pathname === '/home', 'signed in and at home');
    expect(client.auth.$authUser.get()?.authority).to.equal('TENANT_ADMIN');
  });

  it('signs out a visitor without the pre-verification token', async () => {
    const server = useFakeServer();
    await signInAs('TENANT_ADMIN');
    await renderPage(<MfaPage />);
    await waitUntil(() => server.requestsTo('/api/auth/logout').length === 1 && !$auth.get().isAuthenticated, 'signed out');
    expect(server.requestsTo('/api/auth/2fa/providers')).to.have.length(0);
  });

  it('has no accessibility violations on the list and on the code form', async () => {
    const { page } = await openWith([provider('TOTP', { default: true }), provider('EMAIL', { contact: 'te****@thingsboard.org' })]);
    await waitUntil(() => codeField(), 'code form');
    expect(await axeViolations(page)).to.deep.equal([]);
    await clickOn(button('Try another way'));
    await waitUntil(() => shows('Choose how to confirm that it is you.'), 'list');
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});
