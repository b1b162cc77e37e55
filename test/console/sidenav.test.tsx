import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { SIDENAV_WIDTH_PX } from '../../sdk/catalogues/ui.js';
import { click, press } from '../elements/support/kit-test.js';
import { buttonNamed, deferred, fakeServer, hasButton, json, openConsole, resetConsole, tokenPair, until, axeAfterAnimations } from './support/shell-harness.js';

const sideMenu = () => document.querySelector<HTMLElement>('aside nav[aria-label="Main menu"]');
const drawer = () => document.querySelector<HTMLDialogElement>('dialog[aria-label="Main menu"]');

describe('console sidenav and toolbar by screen size', () => {
  afterEach(async () => {
    await resetConsole();
  });

  it('sits beside the content, open and 250 px wide, from 960 px up, with no menu button', async () => {
    await setViewport({ width: 960, height: 800 });
    fakeServer('CUSTOMER_USER');
    await openConsole('/home', tokenPair('CUSTOMER_USER'));
    await until(() => sideMenu(), 'side menu shown');
    expect(sideMenu()!.closest('aside')!.getBoundingClientRect().width).to.equal(SIDENAV_WIDTH_PX);
    expect(hasButton('Open menu')).to.equal(false);
    expect([...sideMenu()!.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(['Home', 'Assets', 'Devices', 'Entity views', 'Dashboards']);
    expect(hasButton('Enter fullscreen')).to.equal(true);
  });

  it('lies over the content, closed, below 960 px: the menu button opens it, Escape closes it, a link navigates and closes it', async () => {
    await setViewport({ width: 390, height: 800 });
    fakeServer('TENANT_ADMIN');
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => hasButton('Open menu'), 'menu button shown');
    expect(sideMenu()).to.equal(null);
    expect(drawer()?.open ?? false).to.equal(false);
    expect(hasButton('Enter fullscreen')).to.equal(false, 'no fullscreen toggle on small screens');
    await click(buttonNamed('Open menu'));
    await until(() => drawer()?.open, 'drawer open');
    expect(await axeAfterAnimations()).to.deep.equal([]);
    await press('Escape');
    await until(() => !drawer()?.open, 'closed by Escape');
    await click(buttonNamed('Open menu'));
    await until(() => drawer()?.open, 'drawer open again');
    await click([...drawer()!.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === 'Customers')!);
    await until(() => location.pathname === '/customers', 'navigated');
    await until(() => !drawer()?.open, 'closed on navigation');
    expect(await axeAfterAnimations()).to.deep.equal([]);
  });

  it('in forced fullscreen keeps the menu closed and offers a back button', async () => {
    await setViewport({ width: 1280, height: 800 });
    fakeServer('TENANT_ADMIN', { defaultDashboardId: 'd1', defaultDashboardFullscreen: true });
    await openConsole('/profile', tokenPair('TENANT_ADMIN'));
    await until(() => location.pathname === '/profile' && hasButton('Back'), 'profile in forced fullscreen');
    expect(sideMenu()).to.equal(null);
    expect(hasButton('Open menu')).to.equal(false);
    history.pushState(null, '', '/dashboard/d1');
    history.pushState(null, '', '/profile');
    await click(buttonNamed('Back'));
    await until(() => location.pathname === '/dashboard/d1', 'went back');
  });

  it('shows the loading bar while counted calls are in flight', async () => {
    await setViewport({ width: 1280, height: 800 });
    const held = deferred<ReturnType<typeof json>>();
    fakeServer('TENANT_ADMIN').route('GET', '/api/alarms', () => held.promise);
    await openConsole('/home', tokenPair('TENANT_ADMIN'));
    await until(() => document.querySelector('header [role=progressbar]'), 'loading bar shown');
    held.resolve(json(200, { data: [], totalPages: 0, totalElements: 0, hasNext: false }));
    await until(() => !document.querySelector('header [role=progressbar]'), 'hidden at zero');
  });
});
