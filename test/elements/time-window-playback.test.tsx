import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import '../../elements/history-playback/define.js';
import { axeViolations, click, deepActiveElement, nextFrame, press, shadowQuery } from './support/kit-test.js';

const T0 = Date.UTC(2024, 0, 10, 12, 0, 0);

async function playback(template = html`<tb-history-playback min-time=${T0} max-time=${T0 + 5000} timezone="UTC"></tb-history-playback>`) {
  const el = await fixture<HTMLElementTagNameMap['tb-history-playback']>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('[part=slider]'), 'rendered');
  return el;
}

const control = (el: Element, name: string) => shadowQuery<HTMLButtonElement>(el, `button[aria-label="${name}"]`);
const shown = (el: Element) => shadowQuery(el, '[part=time]').textContent;

/** Waits for a condition frame by frame (the fake clock stops waitUntil's timer). */
async function framesUntil(condition: () => unknown, what: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (condition()) return;
    await nextFrame();
  }
  throw new Error(`timed out: ${what}`);
}

function times(el: Element): number[] {
  const seen: number[] = [];
  el.addEventListener('tb-time-change', (e) => seen.push((e as CustomEvent<{ time: number }>).detail.time));
  return seen;
}

describe('tb-history-playback', () => {
  it('starts paused at the first instant, shown as yyyy-MM-dd HH:mm:ss on the zone clock', async () => {
    const el = await playback();
    expect(shown(el)).to.equal('2024-01-10 12:00:00');
    expect(control(el, 'Play').disabled).to.equal(false);
    expect([...shadowQuery<HTMLSelectElement>(el, '[part=speed]').options].map((o) => o.value)).to.deep.equal(['1', '5', '10', '25']);
  });

  it('plays one step per 1000 ms at speed 1 and per 40 ms at speed 25, and stops after the last step', async () => {
    const el = await playback();
    const seen = times(el);
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await click(control(el, 'Play'));
      await framesUntil(() => el.shadowRoot!.querySelector('button[aria-label="Pause"]'), 'playing');
      clock.tick(999);
      await nextFrame();
      expect(seen).to.deep.equal([]);
      clock.tick(1);
      await framesUntil(() => seen.length === 1, 'first step');
      expect(seen).to.deep.equal([T0 + 1000]);
      const speed = shadowQuery<HTMLSelectElement>(el, '[part=speed]');
      speed.focus();
      await press('End');
      await framesUntil(() => speed.value === '25', 'speed 25');
      for (let i = 0; i < 4; i++) {
        clock.tick(40);
        await framesUntil(() => seen.length === 2 + i, `step ${i + 2}`);
      }
      expect(seen.at(-1)).to.equal(T0 + 5000);
      await framesUntil(() => el.shadowRoot!.querySelector('button[aria-label="Play"]'), 'stopped at the end');
      clock.tick(1000);
      await nextFrame();
      expect(seen.length).to.equal(5);
    } finally {
      clock.uninstall();
    }
  });

  it('steps, jumps to the ends and between anchors, each pausing', async () => {
    const el = await playback(html`<tb-history-playback min-time=${T0} max-time=${T0 + 60_000} anchors=${JSON.stringify([T0 + 20_000, T0 + 45_000])} timezone="UTC"></tb-history-playback>`);
    const seen = times(el);
    await click(control(el, 'Next'));
    await waitUntil(() => seen.length === 1, 'next');
    await click(control(el, 'Next'));
    await waitUntil(() => seen.length === 2, 'next again');
    await click(control(el, 'Previous'));
    await waitUntil(() => seen.length === 3, 'previous');
    await click(control(el, 'To the end'));
    await waitUntil(() => seen.length === 4, 'end');
    await click(control(el, 'To the start'));
    await waitUntil(() => seen.length === 5, 'start');
    expect(seen).to.deep.equal([T0 + 20_000, T0 + 45_000, T0 + 20_000, T0 + 60_000, T0]);
  });

  it('moves with the keyboard on its slider', async () => {
    const el = await playback();
    const seen = times(el);
    shadowQuery(el, '[part=slider]').focus();
    await press('ArrowRight');
    await waitUntil(() => seen.length === 1, 'moved');
    expect(seen).to.deep.equal([T0 + 1000]);
    expect(shown(el)).to.equal('2024-01-10 12:00:01');
    expect(deepActiveElement()?.getAttribute('aria-valuetext')).to.equal('2024-01-10 12:00:01');
  });

  it('mirrors its arrows right to left and has no accessibility violations', async () => {
    const wrap = await fixture<HTMLElement>(html`<div dir="rtl"><tb-history-playback min-time=${T0} max-time=${T0 + 5000}></tb-history-playback></div>`);
    const el = wrap.querySelector('tb-history-playback')!;
    await waitUntil(() => el.shadowRoot?.querySelector('[part=slider]'), 'rendered');
    expect(getComputedStyle(control(el, 'Next').querySelector('svg')!).scale).to.equal('-1 1');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
