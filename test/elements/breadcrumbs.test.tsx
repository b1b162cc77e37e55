import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { mdiChevronRight, mdiHome, mdiThermostat } from '@mdi/js';
import '../../elements/breadcrumbs/define.js';
import type { BreadcrumbItem } from '../../elements/breadcrumbs/breadcrumbs.logic.js';
import { BREAKPOINTS } from '../../sdk/catalogues/ui.js';
import { axeViolations, click, deepActiveElement, press } from './support/kit-test.js';

const ITEMS: BreadcrumbItem[] = [
  { label: 'home.home', icon: 'home', path: '' },
  { label: 'Entities', path: 'entities', skip: true },
  { label: 'Devices', icon: 'mdi:thermostat', path: 'devices' },
  { label: 'Thermostat T1', icon: mdiChevronRight, path: '0f3c' },
];

async function breadcrumbs(items: BreadcrumbItem[] = ITEMS, wrapper?: HTMLElement) {
  const host = wrapper ?? (await fixture<HTMLElement>(html`<div><tb-breadcrumbs></tb-breadcrumbs></div>`));
  const el = host.querySelector('tb-breadcrumbs')!;
  el.items = items;
  await waitUntil(() => el.shadowRoot?.querySelector('nav'), 'trail rendered');
  return el;
}

const links = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('nav a')];
const visible = (node: Element | null) => !!node && getComputedStyle(node).display !== 'none';

describe('tb-breadcrumbs', () => {
  beforeEach(() => setViewport({ width: 1440, height: 600 }));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('shows the whole trail with each entry linking to its accumulated path, skipped entries left out', async () => {
    const el = await breadcrumbs();
    expect(links(el).map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Home', '/'],
      ['Devices', '/entities/devices'],
      ['Thermostat T1', '/entities/devices/0f3c'],
    ]);
    expect(links(el).map((a) => a.getAttribute('aria-current'))).to.deep.equal([null, null, 'page']);
    expect(el.shadowRoot!.querySelectorAll('nav li > svg').length).to.equal(2);
  });

  it('draws the default home icon, mdi: icons and path data as SVG', async () => {
    const el = await breadcrumbs();
    await waitUntil(() => links(el)[1]!.querySelector('svg path'), 'mdi icon loaded');
    const paths = links(el).map((a) => a.querySelector('svg path')?.getAttribute('d'));
    expect(paths).to.deep.equal([mdiHome, mdiThermostat, mdiChevronRight]);
  });

  it('fills in the label Home and the home icon for an entry without them', async () => {
    const el = await breadcrumbs([{ path: 'home' }]);
    expect(links(el)[0]!.textContent).to.equal('Home');
    expect(links(el)[0]!.querySelector('path')!.getAttribute('d')).to.equal(mdiHome);
  });

  it('draws nothing for a Material icon name other than home', async () => {
    const el = await breadcrumbs([{ label: 'Devices', icon: 'devices_other', path: 'devices' }]);
    expect(links(el)[0]!.querySelector('svg')).to.equal(null);
    expect(links(el)[0]!.textContent).to.equal('Devices');
  });

  it('fires tb-navigate with the path instead of following the link, by mouse and by Enter', async () => {
    const el = await breadcrumbs();
    const paths: unknown[] = [];
    el.addEventListener('tb-navigate', (e) => paths.push((e as CustomEvent).detail));
    const before = location.href;
    await click(links(el)[1]!);
    links(el)[0]!.focus();
    await press('Enter');
    expect(paths).to.deep.equal([{ path: '/entities/devices' }, { path: '/' }]);
    expect(location.href).to.equal(before);
  });

  it('shows only the last entry, as a heading, below the medium breakpoint (960 px)', async () => {
    await setViewport({ width: BREAKPOINTS.md - 1, height: 600 });
    const el = await breadcrumbs();
    const heading = el.shadowRoot!.querySelector('h1');
    expect(visible(heading)).to.equal(true);
    expect(heading!.textContent).to.equal('Thermostat T1');
    expect(visible(el.shadowRoot!.querySelector('nav'))).to.equal(false);
    await setViewport({ width: BREAKPOINTS.md, height: 600 });
    await waitUntil(() => visible(el.shadowRoot!.querySelector('nav')), 'trail shown from 960 px');
    expect(visible(heading)).to.equal(false);
    expect(BREAKPOINTS.md).to.equal(960);
  });

  it('rebuilds when the items change', async () => {
    const el = await breadcrumbs();
    el.items = [{ label: 'home.home', path: '' }, { label: 'Assets', path: 'assets' }];
    await waitUntil(() => links(el).length === 2 && links(el)[1]!.textContent === 'Assets', 'new trail');
    expect(links(el)[1]!.getAttribute('href')).to.equal('/assets');
  });

  it('mirrors the chevron separators right to left', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div dir="rtl"><tb-breadcrumbs></tb-breadcrumbs></div>`);
    const el = await breadcrumbs(ITEMS, wrapper);
    const chevron = el.shadowRoot!.querySelector('nav li > svg')!;
    expect(getComputedStyle(chevron).scale).to.equal('-1 1');
    const ltr = await breadcrumbs();
    expect(getComputedStyle(ltr.shadowRoot!.querySelector('nav li > svg')!).scale).to.equal('none');
  });

  it('is reached with Tab and shows a visible focus ring', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><button>before</button><tb-breadcrumbs></tb-breadcrumbs></div>`);
    const el = await breadcrumbs(ITEMS, wrapper);
    wrapper.querySelector('button')!.focus();
    await press('Tab');
    expect(deepActiveElement() === links(el)[0], 'first entry focused').to.equal(true);
    expect(getComputedStyle(links(el)[0]!).outlineStyle).to.equal('solid');
  });

  it('has no accessibility violations, wide or narrow', async () => {
    const el = await breadcrumbs();
    expect(await axeViolations(el)).to.deep.equal([]);
    await setViewport({ width: 390, height: 800 });
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
