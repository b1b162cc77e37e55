import { expect, waitUntil } from '@open-wc/testing';
import UsersPage from '../../console/pages/users/users.js';
import UserDetailsPage from '../../console/pages/users/user-details.js';
import { routeNamed } from '../../console/routes.js';
import { Notices } from '../../console/shell/notices.js';
import { $auth } from '../../console/session/session.js';
import { axeViolations } from '../elements/support/kit-test.js';
import { browserJwt, button, cleanUp, clickOn, findButton, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const CUSTOMER_USER = {
  id: { entityType: 'USER', id: 'u-2' },
  createdTime: 1700000000000,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  authority: 'CUSTOMER_USER',
  tenantId: { entityType: 'TENANT', id: 'tenant-1' },
  customerId: { entityType: 'CUSTOMER', id: 'customer-1' },
  additionalInfo: { userCredentialsEnabled: true },
};
const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });

let seen: ReturnType<typeof useFakeServer> | undefined;

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path}?${r.query.toString()}`).join(', ');
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 400) ?? ''}" after ${calls ?? 'no calls'}`);
  });
}

const confirmation = () => document.querySelector('[data-tb-dialog-host]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
const rows = () => [...document.querySelectorAll('[role=rowgroup] [role=row][data-index]')];

async function openUsers(tokenAccess = true) {
  const server = useFakeServer()
    .route('GET', '/api/users', page([CUSTOMER_USER]))
    .route('GET', '/api/user/u-2/activationLink', json(400, { status: 400, message: 'User is already activated!', errorCode: 31 }))
    .route('POST', '/api/user/sendActivationMail', json(200))
    .route('POST', '/api/user/u-2/userCredentialsEnabled', json(200));
  seen = server;
  await signInAs('TENANT_ADMIN');
  $auth.setKey('userTokenAccessEnabled', tokenAccess);
  history.replaceState(null, '', '/users');
  const root = await renderPage(
    <>
      <UsersPage route={routeNamed('users')} params={{}} search={{}} />
      <Notices />
    </>,
  );
  await until(() => rows().length === 1, 'user listed');
  return { server, root };
}

describe('user account actions', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('shows a user\'s activation link to copy, and the server\'s refusal for an activated account', async () => {
    const { server, root } = await openUsers();
    expect(await axeViolations(root)).to.deep.equal([]);
    server.route('GET', '/api/user/u-2/activationLink', () => new Response('http://localhost/api/noauth/activate?activateToken=abc123', { headers: { 'content-type': 'text/plain' } }));
    await clickOn(button('Activation link', rows()[0]!));
    await until(() => shows('http://localhost/api/noauth/activate?activateToken=abc123', openDialog() ?? document.body), 'link shown');
    expect(openDialog()!.textContent).to.contain('Activation link of ann@example.com');
    expect(findButton('Copy link', openDialog()!)?.disabled).to.equal(false);
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    await clickOn(button('Close', openDialog()!));
    await until(() => !openDialog(), 'closed');
    server.route('GET', '/api/user/u-2/activationLink', json(400, { status: 400, message: 'User is already activated!', errorCode: 31 }));
    await clickOn(button('Activation link', rows()[0]!));
    await until(() => shows('The activation link could not be loaded: User is already activated!', openDialog() ?? document.body), 'refusal shown');
  });

  it('sends the activation mail again and disables the account, each after a confirmation naming the e-mail', async () => {
    const { server } = await openUsers();
    await clickOn(button('Send activation mail', rows()[0]!));
    await until(() => confirmation()?.textContent?.includes('Send the activation mail to ann@example.com again?'), 'send confirmation');
    await clickOn(button('Send mail', confirmation()!));
    await until(() => toastTexts().some((t) => t.includes('Activation mail sent to ann@example.com.')), 'sent');
    expect(server.requestsTo('/api/user/sendActivationMail')[0]!.query.get('email')).to.equal('ann@example.com');

    await clickOn(button('Disable account', rows()[0]!));
    await until(() => confirmation()?.textContent?.includes('Disable the account of ann@example.com?'), 'disable confirmation');
    expect(confirmation()!.textContent).to.contain('cannot sign in until the account is enabled again');
    await clickOn(button('Cancel', confirmation()!));
    await until(() => !confirmation(), 'cancelled');
    expect(server.requestsTo('/api/user/u-2/userCredentialsEnabled')).to.have.length(0);
    await clickOn(button('Disable account', rows()[0]!));
    await until(() => confirmation(), 'asked again');
    await clickOn(button('Disable account', confirmation()!));
    await until(() => toastTexts().some((t) => t.includes('Account of ann@example.com disabled.')), 'disabled');
    expect(server.requestsTo('/api/user/u-2/userCredentialsEnabled')[0]!.query.get('userCredentialsEnabled')).to.equal('false');
  });

  it('shows the server\'s refusal to disable an account', async () => {
    const { server } = await openUsers();
    server.route('POST', '/api/user/u-2/userCredentialsEnabled', json(400, { status: 400, message: 'The account is locked by policy', errorCode: 31 }));
    await clickOn(button('Disable account', rows()[0]!));
    await until(() => confirmation(), 'asked');
    await clickOn(button('Disable account', confirmation()!));
    await until(() => server.requestsTo('/api/user/u-2/userCredentialsEnabled').length === 1, 'sent');
    await until(() => toastTexts().some((t) => t.includes('The account is locked by policy')), 'refusal shown');
    expect(toastTexts().some((t) => t.includes('Account of ann@example.com disabled.'))).to.equal(false);
  });

  it('logs a tenant administrator in as a customer user after confirming, switching the session', async () => {
    const { server } = await openUsers();
    const iat = Math.floor(Date.now() / 1000);
    const token = browserJwt({ sub: 'ann@example.com', userId: 'u-2', scopes: ['CUSTOMER_USER'], tenantId: 'tenant-1', customerId: 'customer-1', isPublic: false, enabled: true, iat, exp: iat + 9000 });
    server
      .route('GET', '/api/user/u-2/token', json(200, { token, refreshToken: browserJwt({ scopes: ['REFRESH_TOKEN'], iat, exp: iat + 604800 }) }))
      .route('GET', '/api/user/u-2', json(200, CUSTOMER_USER))
      .route('GET', '/api/edges/enabled', json(200, false));
    await clickOn(button('Log in as this user', rows()[0]!));
    await until(() => confirmation()?.textContent?.includes('Log in as ann@example.com?'), 'confirmation names the user');
    await clickOn(button('Log in as user', confirmation()!));
    await until(() => $auth.get().authUser?.authority === 'CUSTOMER_USER', 'session switched');
    expect($auth.get().authUser?.userId).to.equal('u-2');
    expect(localStorage.getItem('jwt_token')).to.equal(token);
    expect(server.requestsTo('/api/user/u-2/token')).to.have.length(1);
  });

  it('offers no log-in-as while the server disables token access', async () => {
    await openUsers(false);
    expect(findButton('Log in as this user')).to.equal(undefined);
    expect(findButton('Disable account', rows()[0]!)).to.not.equal(undefined);
  });

  it('shows the account actions on the user\'s page and offers enabling once disabled', async () => {
    const server = useFakeServer()
      .route('GET', '/api/user/u-2', json(200, CUSTOMER_USER))
      .route('POST', '/api/user/u-2/userCredentialsEnabled', (r: SeenRequest) => json(r.query.get('userCredentialsEnabled') === 'false' ? 200 : 500));
    seen = server;
    await signInAs('TENANT_ADMIN');
    $auth.setKey('userTokenAccessEnabled', true);
    history.replaceState(null, '', '/users/u-2');
    const root = await renderPage(<UserDetailsPage route={routeNamed('user')} params={{ userId: 'u-2' }} search={{}} />);
    await until(() => findButton('Disable account'), 'actions shown');
    expect(['Activation link', 'Send activation mail', 'Disable account', 'Log in as this user'].map((name) => !!findButton(name))).to.deep.equal([true, true, true, true]);
    button('Disable account').focus();
    await clickOn(button('Disable account'));
    await until(() => confirmation(), 'asked');
    await clickOn(button('Disable account', confirmation()!));
    await until(() => findButton('Enable account'), 'offers enabling');
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
