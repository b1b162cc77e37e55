import { expect, waitUntil } from '@open-wc/testing';
import LoginPage from '../../console/pages/auth/login.js';
import { ROUTES_BY_NAME } from '../../console/routes.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { browserJwt, button, cleanUp, field, json, openDialog, renderPage, shows, tbError, useFakeServer, clickOn } from './support/auth-pages.js';

const route = ROUTES_BY_NAME.get('login')!;
const render = (search: Record<string, string> = {}) => renderPage(<LoginPage route={route} params={{}} search={search} />);

describe('login page', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('shows user.invalid-email-format under the username when it is not an e-mail, and sends nothing', async () => {
    const server = useFakeServer().route('POST', '/api/noauth/oauth2Clients', json(200, []));
    await render();
    field('Email').focus();
    await type('tenant');
    field('Password').focus();
    await type('secret');
    await press('Enter');
    await waitUntil(() => shows('Enter a valid e-mail address.'), 'format error shown');
    expect(field('Email').getAttribute('aria-invalid')).to.equal('true');
    expect(server.requestsTo('/api/auth/login')).to.have.length(0);
  });

  it('toggles the password between hidden and shown', async () => {
    useFakeServer().route('POST', '/api/noauth/oauth2Clients', json(200, []));
    await render();
    field('Password').focus();
    await type('secret');
    expect(field('Password').type).to.equal('password');
    await clickOn(button('Show password'));
    expect(field('Password').type).to.equal('text');
    await clickOn(button('Hide password'));
    expect(field('Password').type).to.equal('password');
  });

  it("shows the server's message when the credentials are refused", async () => {
    const server = useFakeServer()
      .route('POST', '/api/noauth/oauth2Clients', json(200, []))
      .route('POST', '/api/auth/login', tbError(401, 10, 'Invalid username or password'));
    await render();
    field('Email').focus();
    await type('tenant@thingsboard.org');
    field('Password').focus();
    await type('wrong');
    await clickOn(button('Sign in'));
    await waitUntil(() => document.querySelector('[role=alert]')?.textContent?.includes('Invalid username or password'), 'failure shown');
    expect(JSON.parse(server.requestsTo('/api/auth/login')[0]!.body)).to.deep.equal({ username: 'tenant@thingsboard.org', password: 'wrong' });
    expect(field('Email').disabled).to.equal(false);
  });

  it('goes to login/resetExpiredPassword with the resetToken when the password has expired (errorCode 15)', async () => {
    useFakeServer()
      .route('POST', '/api/noauth/oauth2Clients', json(200, []))
      .route('POST', '/api/auth/login', tbError(401, 15, 'User password expired!', { resetToken: 'RT-1' }));
    await render();
    field('Email').focus();
    await type('tenant@thingsboard.org');
    field('Password').focus();
    await type('old');
    await press('Enter');
    await waitUntil(() => location.pathname === '/login/resetExpiredPassword', 'expired-password page opened');
    expect(new URLSearchParams(location.search).get('resetToken')).to.equal('RT-1');
  });

  it('lists the OAuth2 providers with name and icon above an "or" divider', async () => {
    const server = useFakeServer().route('POST', '/api/noauth/oauth2Clients', json(200, [{ name: 'Google', icon: 'google-logo', url: '/oauth2/authorization/g1' }]));
    const page = await render();
    await waitUntil(() => page.querySelector('a[href="/oauth2/authorization/g1"]'), 'provider listed');
    const link = page.querySelector<HTMLAnchorElement>('a[href="/oauth2/authorization/g1"]')!;
    expect(link.textContent).to.equal('Sign in with Google');
    expect(link.querySelector('svg path')?.getAttribute('d')).to.have.length.above(10);
    expect(link.rel).to.equal('external');
    const divider = page.querySelector('[role=separator]')!;
    expect(divider.getAttribute('aria-label')).to.equal('or');
    expect(link.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(server.requestsTo('/api/noauth/oauth2Clients')[0]!.query.get('platform')).to.equal('WEB');
  });

  it('shows no divider when the server lists no provider', async () => {
    const server = useFakeServer().route('POST', '/api/noauth/oauth2Clients', json(200, []));
    const page = await render();
    await server.received(1);
    expect(page.querySelector('[role=separator]')).to.equal(null);
  });

  it('shows loginError in an alert dialog titled with the login-error text, closed by its button', async () => {
    useFakeServer().route('POST', '/api/noauth/oauth2Clients', json(200, []));
    await render({ loginError: 'Access denied by the provider' });
    await waitUntil(() => openDialog(), 'dialog open');
    const dialog = openDialog()!;
    expect(dialog.querySelector('h2')?.textContent).to.equal('Login error');
    expect(dialog.textContent).to.include('Access denied by the provider');
    await clickOn(button('Close', dialog));
    await waitUntil(() => !openDialog(), 'dialog closed');
  });

  it('takes accessToken and refreshToken out of the address bar at once and signs in with them', async () => {
    const server = useFakeServer().route('POST', '/api/noauth/oauth2Clients', json(200, []));
    const iat = Math.floor(Date.now() / 1000);
    const token = browserJwt({ sub: 'a@b.io', userId: 'u1', scopes: ['TENANT_ADMIN'], isPublic: false, iat, exp: iat + 9000 });
    const refreshToken = browserJwt({ scopes: ['REFRESH_TOKEN'], iat, exp: iat + 604800 });
    history.replaceState(null, '', `/login?accessToken=${token}&refreshToken=${refreshToken}&x=1`);
    server.route('GET', '/api/user/u1', json(500, { status: 500, message: 'stop here', errorCode: 2 }));
    await render({ accessToken: token, refreshToken, x: '1' });
    await waitUntil(() => location.search === '?x=1', 'tokens removed from the address');
    await waitUntil(() => server.requestsTo('/api/user/u1').length === 1, 'user loaded with the handed-over token');
    expect(server.requestsTo('/api/user/u1')[0]!.headers.get('X-Authorization')).to.equal(`Bearer ${token}`);
  });

  it('signs in as the public user for publicId', async () => {
    const server = useFakeServer()
      .route('POST', '/api/noauth/oauth2Clients', json(200, []))
      .route('POST', '/api/auth/login/public', tbError(401, 10, 'Invalid username or password'));
    await render({ publicId: 'pub-1' });
    await waitUntil(() => server.requestsTo('/api/auth/login/public').length === 1, 'public login sent');
    expect(JSON.parse(server.requestsTo('/api/auth/login/public')[0]!.body)).to.deep.equal({ publicId: 'pub-1' });
  });

  it('signs in with username and password from the address', async () => {
    const server = useFakeServer()
      .route('POST', '/api/noauth/oauth2Clients', json(200, []))
      .route('POST', '/api/auth/login', tbError(401, 10, 'Invalid username or password'));
    history.replaceState(null, '', '/login?username=a%40b.io&password=pw');
    await render({ username: 'a@b.io', password: 'pw' });
    await waitUntil(() => location.search === '?username=a%40b.io', 'password removed from the address');
    await waitUntil(() => server.requestsTo('/api/auth/login').length === 1, 'login sent');
    expect(JSON.parse(server.requestsTo('/api/auth/login')[0]!.body)).to.deep.equal({ username: 'a@b.io', password: 'pw' });
  });

  it('has no accessibility violations, with providers and with an error shown', async () => {
    useFakeServer()
      .route('POST', '/api/noauth/oauth2Clients', json(200, [{ name: 'GitHub', icon: 'github-logo', url: '/oauth2/authorization/gh' }]))
      .route('POST', '/api/auth/login', tbError(401, 10, 'Invalid username or password'));
    const page = await render();
    await waitUntil(() => page.querySelector('a[rel=external]'), 'provider listed');
    expect(await axeViolations(page)).to.deep.equal([]);
    field('Email').focus();
    await type('x');
    await press('Enter');
    await waitUntil(() => shows('Enter a valid e-mail address.'), 'error shown');
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});
