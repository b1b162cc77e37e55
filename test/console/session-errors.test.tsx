import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $toasts } from '../../elements/toast/toast.store.js';
import { $redirectUrl, client, completeLogin } from '../../console/session/session.js';
import { click } from '../elements/support/kit-test.js';
import { buttonNamed, fakeServer, json, openConsole, resetConsole, until, tbError, tokenPair, axeAfterAnimations } from './support/shell-harness.js';

const toastTexts = () => $toasts.get().map((t) => `${t.type}: ${t.message}`);

describe('console session and error catalogue (console-core §8)', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });

  afterEach(async () => {
    await resetConsole();
  });

  it('answers 403 with the permission dialog; Cancel keeps the session', async () => {
    fakeServer('TENANT_ADMIN').route('GET', '/api/alarms', tbError(403, 20, 'You do not have permission'));
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => document.querySelector('dialog[open]'), 'dialog shown');
    expect(document.querySelector('dialog[open] h2')!.textContent).to.equal('Permission denied');
    expect(await axeAfterAnimations()).to.deep.equal([]);
    await click(buttonNamed('Cancel'));
    await until(() => !document.querySelector('dialog[open]'), 'closed');
    expect(location.pathname).to.equal('/home');
    expect(client.auth.$authUser.get()?.authority).to.equal('TENANT_ADMIN');
  });

  it('signs out from the permission dialog and remembers where the user was', async () => {
    const server = fakeServer('TENANT_ADMIN').route('GET', '/api/alarms', tbError(403, 20, 'You do not have permission'));
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => document.querySelector('dialog[open]'), 'dialog shown');
    await click(buttonNamed('Sign in'));
    await until(() => location.pathname === '/login', 'sign-in page');
    expect(server.requestsTo('/api/auth/logout')).to.have.length(1);
    expect($redirectUrl.get()).to.equal('/home');
  });

  it("says 'Unable to connect' when the server cannot be reached (status 0)", async () => {
    const server = fakeServer('TENANT_ADMIN');
    await openConsole('/devices', tokenPair('TENANT_ADMIN'));
    server.goOffline();
    await click([...document.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === 'Home')!);
    await until(() => toastTexts().includes('error: Unable to connect'), 'toast shown');
    expect(toastTexts()).to.deep.equal(['error: Unable to connect']);
    await until(() => document.body.textContent?.includes('—Count could not be loaded'), 'counts say they failed');
  });

  it('shows the server message of other failed calls as an error toast', async () => {
    fakeServer('TENANT_ADMIN').route('GET', '/api/alarms', json(500, { status: 500, message: 'Alarm storage is down', errorCode: 2 }));
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => toastTexts().length > 0, 'toast shown');
    expect(toastTexts()).to.deep.equal(['error: Alarm storage is down']);
  });

  it('signs out with access.refresh-token-failed when the expired token cannot be refreshed, remembering the address', async () => {
    fakeServer('TENANT_ADMIN').route('POST', '/api/auth/token', tbError(401, 10, 'Token has expired'));
    await openConsole('/devices?page=2', tokenPair('TENANT_ADMIN', true));
    await until(() => location.pathname === '/login', 'sign-in page');
    await until(() => toastTexts().length > 0, 'message shown');
    expect(toastTexts()).to.deep.equal(['info: Your session could not be renewed. Please sign in again.']);
    expect($redirectUrl.get()).to.equal('/devices?page=2');
  });

  it('after sign-in opens the remembered address, else home; system administrators see an available update', async () => {
    fakeServer('SYS_ADMIN').route('GET', '/api/admin/updates', json(200, { updateAvailable: true, message: 'Version 3.5 is out' }));
    await openConsole('/login', null);
    $redirectUrl.set('/tenants?x=1');
    await client.auth.loginWithTokens(tokenPair('SYS_ADMIN'));
    const user = client.auth.$authUser.get()!;
    expect(await completeLogin({ kind: 'success', user })).to.equal(true);
    await until(() => location.pathname === '/tenants', 'remembered address opened');
    expect(location.search).to.equal('?x=1');
    await until(() => document.body.textContent?.includes('Update available: Version 3.5 is out'), 'update notice shown');
    await until(() => document.querySelector('main h1'), 'page shown');
    expect(await axeAfterAnimations()).to.deep.equal([]);
  });

  it('continues at login/mfa after a pre-verification answer and at the expired-password screen with its reset token', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/login', null);
    const now = Math.floor(Date.now() / 1000);
    const { jwt } = await import('./support/shell-harness.js');
    await client.auth.loginWithTokens({ token: jwt({ sub: 'a@b.c', userId: 'user-1', scopes: ['PRE_VERIFICATION_TOKEN'], iat: now, exp: now + 300 }), refreshToken: null });
    await completeLogin({ kind: 'mfa-required', user: client.auth.$authUser.get()! });
    await until(() => location.pathname === '/login/mfa', 'second factor page');
    await resetConsole();
    fakeServer('TENANT_ADMIN');
    await openConsole('/login', null);
    const { ApiError } = await import('../../sdk/errors/api-error.js');
    const error = new ApiError({ status: 401, body: { errorCode: 15, resetToken: 'rt-1' }, method: 'POST', url: '/api/auth/login' });
    await completeLogin({ kind: 'credentials-expired', resetToken: 'rt-1', error });
    await until(() => location.pathname === '/login/resetExpiredPassword', 'expired password page');
    expect(location.search).to.equal('?resetToken=rt-1');
  });

  it('sends a signed-out visitor of a guarded page to sign in, and an unknown path home', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/assets', null);
    await until(() => location.pathname === '/login', 'sign-in page');
    expect($redirectUrl.get()).to.equal('/assets');
    await openConsole('/no/such/page', tokenPair('TENANT_ADMIN'));
    await until(() => location.pathname === '/home', 'sent home');
  });
});
