import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/help-popover/define.js';
import { axeViolations, click, deepActiveElement, nextFrame, press } from './support/kit-test.js';

type HelpEl = HTMLElementTagNameMap['tb-help-popover'];
const button = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('button[part=button]')!;
const panel = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[part=panel]') ?? null;

async function help(markup: ReturnType<typeof html>): Promise<HelpEl> {
  const wrap = await fixture<HTMLElement>(html`<div style="padding: 40px 200px">${markup}</div>`);
  const el = wrap.querySelector('tb-help-popover')!;
  await waitUntil(() => el.shadowRoot?.querySelector('button[part=button]'), 'rendered');
  return el;
}

describe('tb-help-popover', () => {
  it('toggles help markdown it was given: opens on click, closes on the next click', async () => {
    const el = await help(html`<tb-help-popover help-content="# Device profiles\n\nRules for **devices**."></tb-help-popover>`);
    expect(button(el).getAttribute('aria-label')).to.equal('Help');
    await click(button(el));
    await waitUntil(() => panel(el)?.querySelector('h1'), 'markdown shown');
    expect(panel(el)!.querySelector('h1')!.textContent).to.equal('Device profiles');
    expect(panel(el)!.querySelector('strong')!.textContent).to.equal('devices');
    expect(panel(el)!.getAttribute('role')).to.equal('dialog');
    expect(button(el).getAttribute('aria-expanded')).to.equal('true');
    await click(button(el));
    await waitUntil(() => !panel(el), 'closed');
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('shows a spinner until the help page has loaded, then opens; loads it only once', async () => {
    const el = await help(html`<tb-help-popover help-id="devices/profiles"></tb-help-popover>`);
    const asked: string[] = [];
    let finish: (markdown: string) => void = () => undefined;
    el.loadHelp = (id) => {
      asked.push(id);
      return new Promise((resolve) => (finish = resolve));
    };
    await nextFrame();
    await click(button(el));
    await waitUntil(() => button(el).getAttribute('aria-busy') === 'true', 'loading');
    expect(button(el).querySelector('[role=status]')!.textContent).to.equal('Loading');
    expect(button(el).querySelector('svg')!.classList.contains('animate-spin')).to.equal(true);
    await nextFrame();
    expect(panel(el)).to.equal(null);
    finish('Profiles say how devices connect.');
    await waitUntil(() => panel(el)?.textContent?.includes('Profiles say how devices connect.'), 'opened once loaded');
    expect(button(el).hasAttribute('aria-busy')).to.equal(false);
    await click(button(el));
    await waitUntil(() => !panel(el), 'closed');
    await click(button(el));
    await waitUntil(() => panel(el), 'reopened from what was loaded');
    expect(asked).to.deep.equal(['devices/profiles']);
  });

  it('works by keyboard with a visible focus ring: Enter opens, Escape closes', async () => {
    const wrap = await fixture<HTMLElement>(html`<div><button id="before">before</button><tb-help-popover help-content="Keyboard help"></tb-help-popover></div>`);
    const el = wrap.querySelector('tb-help-popover')!;
    await waitUntil(() => el.shadowRoot?.querySelector('button[part=button]'), 'rendered');
    wrap.querySelector<HTMLButtonElement>('#before')!.focus();
    await press('Tab');
    expect(deepActiveElement()).to.equal(button(el));
    expect(button(el).matches(':focus-visible')).to.equal(true);
    await press('Enter');
    await waitUntil(() => panel(el)?.textContent?.includes('Keyboard help'), 'opened by Enter');
    await press('Escape');
    await waitUntil(() => !panel(el), 'closed by Escape');
  });

  it('has no accessibility violations when open', async () => {
    const el = await help(html`<tb-help-popover help-content="Some *help*."></tb-help-popover>`);
    await click(button(el));
    await waitUntil(() => panel(el)?.querySelector('em'), 'open');
    expect(await axeViolations(el.parentElement!)).to.deep.equal([]);
  });
});
