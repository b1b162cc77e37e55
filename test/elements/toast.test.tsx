import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import '../../elements/toast/define.js';
import { TOAST_DEFAULTS } from '../../sdk/catalogues/ui.js';
import { $toasts, closeToast, hideToasts, showToast } from '../../elements/toast/toast.store.js';
import { axeViolations, click, deepActiveElement, nextFrame, press } from './support/kit-test.js';

/** Waits frame by frame (timers may be fake) until the condition holds. */
async function framesUntil(condition: () => unknown, what: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (condition()) return;
    await nextFrame();
  }
  throw new Error(`timed out: ${what}`);
}

const toastIn = (host: Element, selector = '[part=toast]') => host.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;

async function host(markup = html`<tb-toast-host></tb-toast-host>`): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(markup);
  return el.localName === 'tb-toast-host' ? el : el.querySelector<HTMLElement>('tb-toast-host')!;
}

describe('tb-toast-host', () => {
  afterEach(() => {
    for (const toast of $toasts.get()) closeToast(toast.id);
    $toasts.set([]);
  });

  it('shows a toast at the bottom-left with a close button that dismisses it', async () => {
    const el = await host();
    showToast({ message: 'Device saved', type: 'success', durationMs: 60_000 });
    await waitUntil(() => toastIn(el), 'toast shown');
    const toast = toastIn(el)!;
    expect(toast.textContent).to.contain('Device saved');
    expect(toast.getAttribute('role')).to.equal('status');
    const box = toast.getBoundingClientRect();
    expect(box.left).to.be.below(window.innerWidth / 2);
    expect(window.innerHeight - box.bottom).to.be.within(0, 32);
    const close = toast.querySelector('button')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    await click(close);
    await waitUntil(() => !toastIn(el), 'toast removed');
  });

  it('is reachable by keyboard with a visible focus ring and closes with Enter', async () => {
    const el = await fixture<HTMLElement>(html`<div><button id="before">before</button><tb-toast-host></tb-toast-host></div>`);
    const toastHost = el.querySelector('tb-toast-host')!;
    showToast({ message: 'Keyboard', durationMs: 60_000 });
    await waitUntil(() => toastIn(toastHost), 'toast shown');
    el.querySelector<HTMLButtonElement>('#before')!.focus();
    await press('Tab');
    const close = deepActiveElement() as HTMLElement;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    expect(close.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(close).outlineStyle).to.equal('solid');
    await press('Enter');
    await waitUntil(() => !toastIn(toastHost), 'closed by keyboard');
  });

  it('gives each type its own colour and icon, and errors the alert role', async () => {
    const looks = new Set<string>();
    const icons = new Set<string>();
    for (const type of ['error', 'warn', 'success', 'info'] as const) {
      const el = await host();
      showToast({ message: `A ${type}`, type, durationMs: 60_000 });
      await waitUntil(() => toastIn(el, `[data-type=${type}]`), `${type} shown`);
      const toast = toastIn(el, `[data-type=${type}]`)!;
      looks.add(getComputedStyle(toast).borderInlineStartColor);
      icons.add(toast.querySelector('svg path')!.getAttribute('d')!);
      expect(toast.getAttribute('role')).to.equal(type === 'error' ? 'alert' : 'status');
      $toasts.set([]);
    }
    expect(looks.size).to.equal(4);
    expect(icons.size).to.equal(4);
  });

  it('stays for its 1000 ms duration, then animates out for 100 ms', async () => {
    const el = await host();
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      showToast({ message: 'Brief' });
      await framesUntil(() => toastIn(el), 'toast shown');
      expect(getComputedStyle(toastIn(el)!).transitionDuration).to.contain('0.1s');
      clock.tick(TOAST_DEFAULTS.durationMs - 1);
      await Promise.resolve();
      expect($toasts.get()[0]!.closing).to.equal(false);
      clock.tick(1);
      await framesUntil(() => toastIn(el)?.className.includes('opacity-0'), 'closing animation');
      clock.tick(TOAST_DEFAULTS.animationMs);
    } finally {
      clock.uninstall();
    }
    await waitUntil(() => !toastIn(el), 'removed after the animation');
  });

  it('does not redisplay the toast showing, and closes on a hide request for its target', async () => {
    const el = await host();
    showToast({ message: 'Once', type: 'warn', durationMs: 60_000 });
    showToast({ message: 'Once', type: 'warn', durationMs: 60_000 });
    await waitUntil(() => toastIn(el), 'toast shown');
    expect(el.shadowRoot!.querySelectorAll('[part=toast]').length).to.equal(1);
    hideToasts('root');
    await waitUntil(() => !toastIn(el), 'hidden on request');
  });

  it('shows a panel toast only in the host of that target, inside the panel', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div style="position: relative; width: 300px; height: 200px"><tb-toast-host target="details"></tb-toast-host></div><tb-toast-host></tb-toast-host>`,
    );
    const panel = wrap.querySelector('tb-toast-host')!;
    const root = wrap.nextElementSibling!;
    showToast({ message: 'In the panel', target: 'details', durationMs: 60_000 });
    await waitUntil(() => toastIn(panel), 'panel toast shown');
    expect(toastIn(root)).to.equal(null);
    const toast = toastIn(panel)!.getBoundingClientRect();
    const frame = wrap.getBoundingClientRect();
    expect(toast.bottom).to.be.at.most(frame.bottom);
    expect(toast.right).to.be.at.most(frame.right);
  });

  it('puts bottom-start on the right in a right-to-left page', async () => {
    const wrap = await fixture<HTMLElement>(html`<div dir="rtl"><tb-toast-host></tb-toast-host></div>`);
    const el = wrap.querySelector('tb-toast-host')!;
    showToast({ message: 'راست', durationMs: 60_000 });
    await waitUntil(() => toastIn(el), 'toast shown');
    expect(toastIn(el)!.getBoundingClientRect().right).to.be.above(window.innerWidth / 2);
  });

  it('has no accessibility violations', async () => {
    const el = await host();
    showToast({ message: 'Checked', type: 'error', durationMs: 60_000 });
    await waitUntil(() => toastIn(el), 'toast shown');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
