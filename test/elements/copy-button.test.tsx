import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import '../../elements/copy-button/define.js';
import { COPY_FEEDBACK_MS } from '../../sdk/catalogues/ui.js';
import { axeViolations, click, nextFrame, press, shadowQuery } from './support/kit-test.js';

describe('tb-copy-button', () => {
  it('copies its text on click and fires tb-copy with the text', async () => {
    const el = await fixture<HTMLElement>(html`<tb-copy-button text="A1B2C3"></tb-copy-button>`);
    const events: CustomEvent[] = [];
    el.addEventListener('tb-copy', (e) => events.push(e as CustomEvent));
    await waitUntil(() => el.shadowRoot?.querySelector('button'), 'button rendered');
    const button = shadowQuery<HTMLButtonElement>(el, 'button');
    await click(button);
    await waitUntil(() => events.length === 1, 'tb-copy fired');
    expect(events[0]!.detail).to.deep.equal({ text: 'A1B2C3' });
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
  });

  it('shows Copied for 1500 ms, then reverts to Copy', async () => {
    const el = await fixture<HTMLElement>(html`<tb-copy-button text="x"></tb-copy-button>`);
    await waitUntil(() => el.shadowRoot?.querySelector('button'), 'button rendered');
    const button = shadowQuery<HTMLButtonElement>(el, 'button');
    expect(button.getAttribute('aria-label')).to.equal('Copy');
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      button.focus();
      await press('Enter');
      // setTimeout is faked here, so wait on animation frames rather than waitUntil's timer.
      for (let i = 0; i < 120 && button.getAttribute('aria-label') !== 'Copied'; i++) await nextFrame();
      expect(button.getAttribute('aria-label')).to.equal('Copied');
      clock.tick(COPY_FEEDBACK_MS - 1);
      await Promise.resolve();
      expect(button.getAttribute('aria-label')).to.equal('Copied');
      clock.tick(1);
    } finally {
      clock.uninstall();
    }
    await waitUntil(() => button.getAttribute('aria-label') === 'Copy', 'reverted after 1500 ms');
    expect(COPY_FEEDBACK_MS).to.equal(1500);
  });

  it('treats a bare disabled attribute as true and its removal as false', async () => {
    const el = await fixture<HTMLElement & { disabled: boolean }>(html`<tb-copy-button text="x" disabled></tb-copy-button>`);
    await waitUntil(() => el.shadowRoot?.querySelector('button'), 'button rendered');
    const button = shadowQuery<HTMLButtonElement>(el, 'button');
    expect(el.disabled).to.equal(true);
    expect(button.disabled).to.equal(true);
    el.removeAttribute('disabled');
    await waitUntil(() => !shadowQuery<HTMLButtonElement>(el, 'button').disabled, 'enabled again');
    el.disabled = true;
    expect(el.hasAttribute('disabled')).to.equal(true);
  });

  it('is styled by the shared kit stylesheet whatever the page sets', async () => {
    const el = await fixture<HTMLElement>(html`<div style="color: red; font: 30px serif"><tb-copy-button text="x"></tb-copy-button></div>`);
    const copy = el.querySelector('tb-copy-button')!;
    await waitUntil(() => copy.shadowRoot?.querySelector('button'), 'button rendered');
    expect(copy.shadowRoot!.adoptedStyleSheets.length).to.equal(1);
    expect(getComputedStyle(copy).fontSize).to.equal('14px');
    expect(getComputedStyle(copy).color).not.to.equal('rgb(255, 0, 0)');
  });

  it('has no accessibility violations', async () => {
    const el = await fixture<HTMLElement>(html`<tb-copy-button text="x"></tb-copy-button>`);
    await waitUntil(() => el.shadowRoot?.querySelector('button'), 'button rendered');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
