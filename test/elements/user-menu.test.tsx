import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/user-menu/define.js';
import type { UserMenuUser } from '../../elements/user-menu/user-menu.logic.js';
import { BREAKPOINTS } from '../../sdk/catalogues/ui.js';
import { axeViolations, click, deepActiveElement, press, shadowQuery } from './support/kit-test.js';

const TENANT: UserMenuUser = { firstName: 'Ada', lastName: 'Lovelace', email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN' };

async function menu(user: UserMenuUser | null = TENANT, info = true) {
  const el = await fixture<HTMLElementTagNameMap['tb-user-menu']>(html`<tb-user-menu ?display-user-info=${info}></tb-user-menu>`);
  el.user = user;
  if (user && user.authority !== 'ANONYMOUS') await waitUntil(() => el.shadowRoot?.querySelector('[part=button]'), 'menu button rendered');
  return el;
}

const items = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=menuitem]')];

describe('tb-user-menu', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('opens profile, security and log out from the three-dots button', async () => {
    const el = await menu();
    const button = shadowQuery<HTMLButtonElement>(el, '[part=button]');
    expect(button.getAttribute('aria-label')).to.equal('Account menu');
    await click(button);
    await waitUntil(() => items(el).length === 3, 'menu open');
    expect(items(el).map((i) => i.textContent)).to.deep.equal(['Profile', 'Security', 'Log out']);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
  });

  it('fires tb-navigate with the profile and security routes and tb-logout', async () => {
    const el = await menu();
    const seen: Array<[string, unknown]> = [];
    for (const type of ['tb-navigate', 'tb-logout']) el.addEventListener(type, (e) => seen.push([type, (e as CustomEvent).detail]));
    const button = shadowQuery<HTMLButtonElement>(el, '[part=button]');
    for (const index of [0, 1, 2]) {
      await click(button);
      await waitUntil(() => items(el).length === 3, 'menu open');
      await click(items(el)[index]!);
      await waitUntil(() => items(el).length === 0, 'menu closed after a pick');
    }
    expect(seen).to.deep.equal([
      ['tb-navigate', { route: 'profile' }],
      ['tb-navigate', { route: 'security' }],
      ['tb-logout', {}],
    ]);
  });

  it('moves through the entries with the arrow keys and picks one with Enter', async () => {
    const el = await menu();
    const routes: unknown[] = [];
    el.addEventListener('tb-navigate', (e) => routes.push((e as CustomEvent).detail));
    shadowQuery<HTMLButtonElement>(el, '[part=button]').focus();
    await press('Enter');
    await waitUntil(() => items(el)[0]?.hasAttribute('data-focus'), 'first entry active');
    await press('ArrowDown');
    await waitUntil(() => items(el)[1]?.hasAttribute('data-focus'), 'second entry active');
    await press('ArrowDown');
    await press('ArrowUp');
    await waitUntil(() => items(el)[1]?.hasAttribute('data-focus'), 'back on the second entry');
    await press('Enter');
    await waitUntil(() => routes.length === 1, 'picked');
    expect(routes).to.deep.equal([{ route: 'security' }]);
  });

  it('closes on Escape and puts focus back on the button', async () => {
    const el = await menu();
    const button = shadowQuery<HTMLButtonElement>(el, '[part=button]');
    await click(button);
    await waitUntil(() => items(el).length === 3, 'menu open');
    await press('ArrowDown');
    await press('Escape');
    await waitUntil(() => items(el).length === 0, 'menu closed');
    await waitUntil(() => deepActiveElement() === button, 'focus restored to the button');
  });

  it('puts focus back on the button after an entry was picked with the keyboard', async () => {
    const el = await menu();
    const button = shadowQuery<HTMLButtonElement>(el, '[part=button]');
    button.focus();
    await press('Enter');
    await waitUntil(() => items(el)[0]?.hasAttribute('data-focus'), 'first entry active');
    await press('Enter');
    await waitUntil(() => items(el).length === 0, 'menu closed');
    await waitUntil(() => deepActiveElement() === button, 'focus restored to the button');
  });

  it('shows the display name and role label from the large breakpoint (1280 px) up', async () => {
    await setViewport({ width: BREAKPOINTS.lg, height: 800 });
    const el = await menu({ firstName: '', lastName: '', email: 'sysadmin@thingsboard.org', authority: 'SYS_ADMIN' });
    const info = shadowQuery(el, '[part=user-info]');
    expect(getComputedStyle(info).display).to.equal('flex');
    expect(info.textContent).to.equal('sysadmin@thingsboard.orgSystem administrator');
    await setViewport({ width: BREAKPOINTS.lg - 1, height: 800 });
    await waitUntil(() => getComputedStyle(info).display === 'none', 'hidden below 1280 px');
    expect(BREAKPOINTS.lg).to.equal(1280);
  });

  it('labels customers and tenant administrators by their role', async () => {
    await setViewport({ width: 1440, height: 800 });
    const el = await menu({ firstName: 'Cy', lastName: 'Customer', email: 'c@example.com', authority: 'CUSTOMER_USER' });
    expect(shadowQuery(el, '[part=user-info]').textContent).to.equal('Cy CustomerCustomer');
    el.user = TENANT;
    await waitUntil(() => shadowQuery(el, '[part=user-info]').textContent === 'Ada LovelaceTenant administrator', 'tenant label');
  });

  it('hides the user block unless display-user-info is set', async () => {
    await setViewport({ width: 1440, height: 800 });
    const el = await menu(TENANT, false);
    expect(el.shadowRoot!.querySelector('[part=user-info]')).to.equal(null);
  });

  it('shows nothing for ANONYMOUS or without a user', async () => {
    const anonymous = await menu({ email: 'public', authority: 'ANONYMOUS' });
    expect(anonymous.shadowRoot!.querySelector('[part=button]')).to.equal(null);
    const nobody = await menu(null);
    expect(nobody.shadowRoot!.querySelector('[part=button]')).to.equal(null);
    nobody.user = TENANT;
    await waitUntil(() => nobody.shadowRoot!.querySelector('[part=button]'), 'shown once a user signs in');
  });

  it('is reached with Tab and shows a visible focus ring', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><button>before</button><tb-user-menu></tb-user-menu></div>`);
    const el = wrapper.querySelector('tb-user-menu')!;
    el.user = TENANT;
    await waitUntil(() => el.shadowRoot?.querySelector('[part=button]'), 'rendered');
    wrapper.querySelector('button')!.focus();
    await press('Tab');
    const button = shadowQuery(el, '[part=button]');
    expect(deepActiveElement() === button, 'menu button focused').to.equal(true);
    expect(getComputedStyle(button).outlineStyle).to.equal('solid');
  });

  it('has no accessibility violations, closed or open', async () => {
    await setViewport({ width: 1440, height: 800 });
    const el = await menu();
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(shadowQuery(el, '[part=button]'));
    await waitUntil(() => items(el).length === 3, 'menu open');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
