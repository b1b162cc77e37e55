import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { sendMouse } from '@web/test-runner-commands';
import '../../elements/popover/define.js';
import '../../elements/confirm-dialog/define.js';
import { POPOVER_DEFAULTS } from '../../sdk/catalogues/ui.js';
import { axeViolations, click, deepActiveElement, nextFrame, press } from './support/kit-test.js';

type PopoverEl = HTMLElementTagNameMap['tb-popover'];
const panel = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[part=panel]') ?? null;
const anchorOf = (el: Element) => el.querySelector('button')!;

async function framesUntil(condition: () => unknown, what: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (condition()) return;
    await nextFrame();
  }
  throw new Error(`timed out: ${what}`);
}

async function pointAt(target: Element | [number, number]): Promise<void> {
  if (Array.isArray(target)) return sendMouse({ type: 'move', position: target });
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

async function popover(markup: ReturnType<typeof html>): Promise<PopoverEl> {
  const wrap = await fixture<HTMLElement>(html`<div style="padding: 160px 240px">${markup}</div>`);
  const el = wrap.querySelector('tb-popover')!;
  await waitUntil(() => el.shadowRoot?.querySelector('[part=origin]'), 'rendered');
  return el;
}

describe('tb-popover', () => {
  afterEach(() => sendMouse({ type: 'move', position: [0, 0] }));

  it('opens on hover after its enter delay, above its origin, and closes after its leave delay', async () => {
    const el = await popover(html`<tb-popover content="Device is online" enter-delay="0.5" leave-delay="0.3"><button>Status</button></tb-popover>`);
    await pointAt([0, 0]);
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await pointAt(anchorOf(el));
      clock.tick(499);
      await nextFrame();
      expect(panel(el)).to.equal(null);
      clock.tick(1);
      await framesUntil(() => panel(el), 'opened after 0.5 s');
      expect(panel(el)!.getAttribute('role')).to.equal('tooltip');
      await pointAt([5, 5]);
      clock.tick(299);
      await nextFrame();
      expect(panel(el)!.isConnected).to.equal(true);
      clock.tick(1);
      await framesUntil(() => (panel(el)?.firstElementChild as HTMLElement).style.opacity === '0', 'closing after 0.3 s');
      clock.tick(POPOVER_DEFAULTS.animationS * 1000);
      await framesUntil(() => !panel(el), 'removed after the 0.2 s animation');
    } finally {
      // Preact runs effects from a setTimeout queued after the next frame; one still waiting on the fake clock at
      // uninstall would never run, and every later effect of the page would queue behind it. Let it run first.
      await nextFrame();
      clock.runAll();
      clock.uninstall();
    }
  });

  it('sits above its origin by default, at z-index 1030, scaling and fading in 0.2 s', async () => {
    const el = await popover(html`<tb-popover content="Hint" enter-delay="0"><button>Origin</button></tb-popover>`);
    await pointAt(anchorOf(el));
    await waitUntil(() => panel(el), 'open');
    await waitUntil(() => getComputedStyle(panel(el)!.firstElementChild!).opacity === '1', 'faded in');
    const box = panel(el)!.getBoundingClientRect();
    const origin = anchorOf(el).getBoundingClientRect();
    expect(box.bottom).to.be.at.most(origin.top);
    expect(getComputedStyle(panel(el)!).zIndex).to.equal(String(POPOVER_DEFAULTS.zIndex));
    expect(getComputedStyle(panel(el)!).position).to.equal('fixed');
    expect(getComputedStyle(panel(el)!.firstElementChild!).transitionDuration).to.contain('0.2s');
    expect(anchorOf(el).getAttribute('aria-describedby')).to.equal(null);
  });

  it('places itself as asked: bottomLeft below and aligned to the start, rightTop beside', async () => {
    const el = await popover(html`<tb-popover content="Below" placement="bottomLeft" enter-delay="0"><button style="width: 160px">Wide origin</button></tb-popover>`);
    await pointAt(anchorOf(el));
    await waitUntil(() => panel(el), 'open');
    const origin = anchorOf(el).getBoundingClientRect();
    expect(panel(el)!.getBoundingClientRect().top).to.be.at.least(origin.bottom);
    expect(Math.round(panel(el)!.getBoundingClientRect().left)).to.equal(Math.round(origin.left));
    const side = await popover(html`<tb-popover content="Beside" placement="rightTop" enter-delay="0"><button>Origin</button></tb-popover>`);
    await pointAt(anchorOf(side));
    await waitUntil(() => panel(side), 'open');
    expect(panel(side)!.getBoundingClientRect().left).to.be.at.least(anchorOf(side).getBoundingClientRect().right);
  });

  it('toggles on click, closes on an outside click and on Escape, and tells the origin whether it is expanded', async () => {
    const el = await popover(html`<tb-popover trigger="click" label="Details"><button>More</button><p slot="content">Slotted <a href="#x">link</a></p></tb-popover>`);
    const events: boolean[] = [];
    el.addEventListener('tb-open-change', (e) => events.push((e as CustomEvent<{ open: boolean }>).detail.open));
    await click(anchorOf(el));
    await waitUntil(() => panel(el), 'open');
    expect(panel(el)!.getAttribute('role')).to.equal('dialog');
    expect(anchorOf(el).getAttribute('aria-expanded')).to.equal('true');
    expect(panel(el)!.textContent).to.equal('');
    expect(el.querySelector('[slot=content]')!.getBoundingClientRect().width).to.be.above(0);
    await click(anchorOf(el));
    await waitUntil(() => !panel(el), 'closed by the second click');
    await click(anchorOf(el));
    await waitUntil(() => panel(el), 'open again');
    await pointAt([4, 4]);
    await sendMouse({ type: 'click', position: [4, 4] });
    await waitUntil(() => !panel(el), 'closed by an outside click');
    anchorOf(el).focus();
    await press('Enter');
    await waitUntil(() => panel(el), 'opened by keyboard');
    await press('Escape');
    await waitUntil(() => !panel(el), 'closed by Escape');
    expect(anchorOf(el).getAttribute('aria-expanded')).to.equal('false');
    expect(events).to.deep.equal([true, false, true, false, true, false]);
  });

  it('stays open on an outside click while another overlay lies above it', async () => {
    const el = await popover(html`<tb-popover trigger="click" content="Under the dialog"><button>Open</button></tb-popover>`);
    await click(anchorOf(el));
    await waitUntil(() => panel(el), 'open');
    const dialog = await fixture<HTMLElementTagNameMap['tb-confirm-dialog']>(html`<tb-confirm-dialog open title="Above" message="A dialog"></tb-confirm-dialog>`);
    await waitUntil(() => dialog.shadowRoot?.querySelector('dialog[open]'), 'dialog open');
    await sendMouse({ type: 'click', position: [4, 4] });
    await nextFrame();
    await nextFrame();
    expect(panel(el)).not.to.equal(null);
    dialog.open = false;
    await waitUntil(() => !dialog.shadowRoot!.querySelector('dialog[open]'), 'dialog closed');
    await sendMouse({ type: 'click', position: [4, 4] });
    await waitUntil(() => !panel(el), 'closed once it is on top');
  });

  it('opens on focus and closes when focus leaves', async () => {
    const wrap = await fixture<HTMLElement>(html`<div><button id="first">first</button><tb-popover trigger="focus" content="Focused hint"><button>Field help</button></tb-popover><button id="last">last</button></div>`);
    const el = wrap.querySelector('tb-popover')!;
    wrap.querySelector<HTMLButtonElement>('#first')!.focus();
    await press('Tab');
    expect(deepActiveElement()!.textContent).to.equal('Field help');
    expect(anchorOf(el).matches(':focus-visible')).to.equal(true);
    await waitUntil(() => panel(el), 'opened by focus');
    await press('Tab');
    await waitUntil(() => !panel(el), 'closed when focus left');
  });

  it('never opens with empty content', async () => {
    const el = await popover(html`<tb-popover trigger="click" content="  "><button>Empty</button></tb-popover>`);
    await click(anchorOf(el));
    await nextFrame();
    await nextFrame();
    expect(panel(el)).to.equal(null);
  });

  it('hides when less than half of its origin stays visible', async () => {
    const wrap = await fixture<HTMLElement>(html`
      <div style="height: 200px; overflow: auto; margin-top: 120px">
        <div style="height: 100px"></div>
        <tb-popover trigger="click" content="Scrolled"><button style="height: 40px">Origin</button></tb-popover>
        <div style="height: 600px"></div>
      </div>`);
    const el = wrap.querySelector('tb-popover')!;
    await waitUntil(() => el.shadowRoot?.querySelector('[part=origin]'), 'rendered');
    await click(anchorOf(el));
    await waitUntil(() => panel(el), 'open');
    wrap.scrollTop = 110;
    await nextFrame();
    expect(panel(el)).not.to.equal(null);
    wrap.scrollTop = 125;
    await waitUntil(() => !panel(el), 'hidden with less than half of the origin visible');
  });

  it('has no accessibility violations when open', async () => {
    const el = await popover(html`<tb-popover trigger="click" label="Details" content="Accessible"><button>Open</button></tb-popover>`);
    await click(anchorOf(el));
    await waitUntil(() => panel(el), 'open');
    expect(await axeViolations(el.parentElement!)).to.deep.equal([]);
  });
});
