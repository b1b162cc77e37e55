import { expect } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { setViewport, sendKeys } from '@web/test-runner-commands';
import { SEARCH_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import { $searchText } from '../../console/shell/search-store.js';
import { client } from '../../console/session/session.js';
import { click, press, type } from '../elements/support/kit-test.js';
import { buttonNamed, byText, fakeServer, hasButton, hasText, json, openConsole, resetConsole, until, tokenPair, axeAfterAnimations } from './support/shell-harness.js';

const menu = () => document.querySelector<HTMLElement>('nav[aria-label="Main menu"]')!;
const menuLink = (name: string) => [...menu().querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent?.trim() === name)!;

describe('console shell', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });

  afterEach(async () => {
    await resetConsole();
  });

  it('shows the tenant administrator menu and opens a section with the mouse, marking only it active', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => menu(), 'menu shown');
    const names = [...menu().querySelectorAll('a, button')].map((el) => el.textContent?.trim());
    expect(names).to.deep.equal([
      'Home',
      'Rule chains',
      'Customers',
      'Assets',
      'Devices',
      'Device profiles',
      'OTA updates',
      'Entity views',
      'Widgets library',
      'Dashboards',
      'Version control',
      'Audit logs',
      'API usage',
      'System settings',
      'Home settings',
      'Resources library',
      'Repository settings',
      'Auto-commit settings',
    ]);
    expect(menuLink('Home').getAttribute('aria-current')).to.equal('page');
    await click(menuLink('Devices'));
    await until(() => location.pathname === '/devices', 'navigated to /devices');
    await until(() => document.querySelector('main h1')?.textContent === 'Devices', 'section page shown');
    expect(menuLink('Devices').getAttribute('aria-current')).to.equal('page');
    expect(menuLink('Device profiles').getAttribute('aria-current')).to.equal(null);
    expect(menuLink('Home').getAttribute('aria-current')).to.equal(null);
    await until(() => document.querySelector('main [role=grid][aria-label=Devices]'), 'devices table shown');
    expect(document.title).to.equal('tbkit | Devices');
    expect(await axeAfterAnimations()).to.deep.equal([]);
  });

  it('opens the settings group while one of its pages is active and lets a person fold it', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/settings/repository', tokenPair('TENANT_ADMIN'));
    const group = await until(() => buttonNamed('System settings'), 'group shown').then(() => buttonNamed('System settings'));
    expect(group.getAttribute('aria-expanded')).to.equal('true');
    expect(menuLink('Repository settings').getAttribute('aria-current')).to.equal('page');
    await click(group);
    expect(group.getAttribute('aria-expanded')).to.equal('false');
    expect(document.getElementById(group.getAttribute('aria-controls')!)!.hidden).to.equal(true);
  });

  it('shows the home page counts and the shortcut sections of the role, without accessibility violations', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => hasText('h1', 'Welcome, Ann Lee'), 'greeting shown');
    await until(() => document.body.textContent?.includes('Active alarms3'), 'alarm count shown');
    await until(() => document.body.textContent?.includes('Devices6') && document.body.textContent.includes('Assets6'), 'entity counts shown');
    expect([...document.querySelectorAll('main h2')].map((h) => h.textContent)).to.deep.equal([
      'Devices',
      'Entities',
      'Rule engine',
      'Dashboards',
      'Audit and usage',
      'System settings',
    ]);
    expect(document.title).to.equal('tbkit | Home');
    expect(await axeAfterAnimations()).to.deep.equal([]);
  });

  it('offers search only on pages that support it, passes text after 150 ms once, and resets on page change', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => menu(), 'menu shown');
    expect(hasButton('Search')).to.equal(false);
    await click(menuLink('Devices'));
    await until(() => hasButton('Search'), 'search offered');
    await click(buttonNamed('Search'));
    const input = await until(() => document.querySelector('input[type=search]'), 'input open').then(() => document.querySelector<HTMLInputElement>('input[type=search]')!);
    await until(() => document.activeElement === input, 'opening focuses the input');
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    try {
      await type('pump');
      clock.tick(SEARCH_DEBOUNCE_MS - 1);
      expect($searchText.get()).to.equal('');
      clock.tick(1);
      expect($searchText.get()).to.equal('pump');
    } finally {
      clock.uninstall();
    }
    expect(SEARCH_DEBOUNCE_MS).to.equal(150);
    await click(menuLink('Assets'));
    await until(() => location.pathname === '/assets', 'page changed');
    expect($searchText.get()).to.equal('');
    expect(document.querySelector('input[type=search]')).to.equal(null);
  });

  it('closing the search clears its text', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/devices', tokenPair('TENANT_ADMIN'));
    await until(() => hasButton('Search'), 'search offered');
    await click(buttonNamed('Search'));
    await until(() => document.activeElement?.matches('input[type=search]'), 'input focused');
    await type('x');
    await until(() => $searchText.get() === 'x', 'text passed');
    await click(buttonNamed('Close search'));
    expect($searchText.get()).to.equal('');
    expect(document.querySelector('input[type=search]')).to.equal(null);
  });

  it("refuses a route outside the user's authorities with the 'forbidden' dialog and stays", async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/devices', tokenPair('TENANT_ADMIN'));
    await until(() => menu(), 'menu shown');
    history.pushState(null, '', '/devices');
    const { navigate } = await import('../../console/session/router.js');
    navigate('/tenants');
    await until(() => document.querySelector('dialog[open]'), 'dialog shown');
    expect(document.querySelector('dialog[open] h2')!.textContent).to.equal('Access forbidden');
    expect(location.pathname).to.equal('/devices');
    expect(await axeAfterAnimations()).to.deep.equal([]);
    await click(buttonNamed('Cancel'));
    await until(() => !document.querySelector('dialog[open]'), 'dialog closed');
    expect(location.pathname).to.equal('/devices');
  });

  it("signing in from the 'forbidden' dialog signs out and opens the sign-in page", async () => {
    const server = fakeServer('TENANT_ADMIN');
    await openConsole('/devices', tokenPair('TENANT_ADMIN'));
    await until(() => menu(), 'menu shown');
    const { navigate } = await import('../../console/session/router.js');
    navigate('/tenantProfiles');
    await until(() => document.querySelector('dialog[open]'), 'dialog shown');
    await click(buttonNamed('Sign in'));
    await until(() => location.pathname === '/login', 'sign-in page');
    expect(server.requestsTo('/api/auth/logout')).to.have.length(1);
    expect(client.auth.$authUser.get()).to.equal(null);
  });

  it('opens the command palette with Ctrl+K, finds menu pages and entities by name, and opens the chosen one', async () => {
    const server = fakeServer('TENANT_ADMIN');
    server.route('POST', '/api/entitiesQuery/find', (request) => {
      const query = JSON.parse(request.body) as { entityFilter: { entityType: string } };
      const data =
        query.entityFilter.entityType === 'DEVICE'
          ? [{ entityId: { id: 'dev-7', entityType: 'DEVICE' }, latest: { ENTITY_FIELD: { name: { ts: 0, value: 'Devon pump' }, label: { ts: 0, value: 'Basement' } } } }]
          : [];
      return json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
    });
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => menu(), 'menu shown');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'k' });
    await sendKeys({ up: 'Control' });
    const combobox = await until(() => document.querySelector('[role=combobox]'), 'palette open').then(() => document.querySelector<HTMLInputElement>('[role=combobox]')!);
    await until(() => document.activeElement === combobox, 'input focused');
    await type('dev');
    await until(() => hasText('[role=option] .font-medium', 'Devon pump'), 'entity found');
    const options = [...document.querySelectorAll('[role=option] .font-medium')].map((o) => o.textContent);
    expect(options).to.deep.equal(['Devices', 'Device profiles', 'Devon pump']);
    const types = server.requestsTo('/api/entitiesQuery/find').map((r) => (JSON.parse(r.body) as { entityFilter: { entityType: string } }).entityFilter.entityType);
    expect([...new Set(types)]).to.deep.equal(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD']);
    expect(await axeAfterAnimations()).to.deep.equal([]);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(combobox.getAttribute('aria-activedescendant')).to.equal(document.querySelectorAll('[role=option]')[2]!.id);
    await press('Enter');
    await until(() => location.pathname === '/devices/dev-7', 'entity opened');
    expect(document.querySelector('[role=combobox]')).to.equal(null);
  });

  it('lists the command palette shortcut in the keyboard shortcuts overlay (?)', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => menu(), 'menu shown');
    document.body.focus();
    await sendKeys({ press: '?' });
    await until(() => hasText('dialog[open] h2', 'Keyboard Shortcuts'), 'overlay open');
    expect(document.querySelector('dialog[open]')!.textContent).to.contain('Open the command palette');
    await press('Escape');
    await until(() => !document.querySelector('dialog[open]'), 'overlay closed');
  });

  it('closes open dialogs at the start of a navigation', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => menu(), 'menu shown');
    await click(document.querySelector<HTMLElement>('button[aria-keyshortcuts]')!);
    await until(() => document.querySelector('dialog[open]'), 'palette open');
    history.pushState(null, '', '/home');
    history.back();
    await until(() => !document.querySelector('dialog[open]'), 'closed on navigation');
  });

  it('opens profile and security from the user menu', async () => {
    fakeServer('TENANT_ADMIN');
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => menu(), 'menu shown');
    expect(document.body.textContent).to.contain('Tenant administrator');
    expect(byText('span', 'Ann Lee').textContent).to.equal('Ann Lee');
    const { navigate } = await import('../../console/session/router.js');
    navigate('/profile');
    await until(() => location.pathname === '/profile', 'profile opened');
    expect(document.title).to.equal('tbkit | Profile');
  });
});
