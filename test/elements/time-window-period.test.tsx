import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/datetime-period/define.js';
import { axeViolations, deepActiveElement, press, shadowQuery, type } from './support/kit-test.js';

const T0 = Date.UTC(2024, 0, 10, 12, 0, 0);
const PERIOD = { startTimeMs: T0 - 3_600_000, endTimeMs: T0 };

async function period(template = html`<tb-datetime-period .value=${PERIOD} timezone="UTC"></tb-datetime-period>`) {
  const el = await fixture<HTMLElementTagNameMap['tb-datetime-period']>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
  return el;
}

/** Tabs out of a field (a date-time field takes Tab for its own segments first). */
async function tabOut(input: Element): Promise<void> {
  for (let i = 0; i < 10 && deepActiveElement() === input; i++) await press('Tab');
}

const field = (el: Element, which: 'start' | 'end') => shadowQuery<HTMLInputElement>(el, `[part=${which}]`);

describe('tb-datetime-period', () => {
  it('shows From and To on the given zone clock', async () => {
    const el = await period(html`<tb-datetime-period .value=${PERIOD} timezone="Asia/Tokyo"></tb-datetime-period>`);
    expect(field(el, 'start').labels![0]!.textContent).to.equal('From');
    expect([field(el, 'start').value, field(el, 'end').value]).to.deep.equal(['2024-01-10T20:00', '2024-01-10T21:00']);
  });

  it('fires tb-change once the typed end is committed, clamped to now at the latest', async () => {
    const end = Math.floor(Date.now() / 1000) * 1000 - 30_000;
    const el = await period(html`<tb-datetime-period .value=${{ startTimeMs: end - 3_600_000, endTimeMs: end }} timezone="UTC"></tb-datetime-period>`);
    const seen: unknown[] = [];
    el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
    // Typing next year into the year segment (after the month and the day) names a time in the future.
    field(el, 'end').focus();
    await press('Tab');
    await press('Tab');
    await type(String(new Date().getUTCFullYear() + 1));
    expect(seen, 'nothing while typing').to.deep.equal([]);
    await tabOut(field(el, 'end'));
    await waitUntil(() => seen.length === 1, 'tb-change fired');
    const { startTimeMs, endTimeMs } = seen[0] as { startTimeMs: number; endTimeMs: number };
    expect(startTimeMs).to.equal(end - 3_600_000);
    expect(endTimeMs).to.be.within(Date.now() - 5000, Date.now());
  });

  it('starts with the last 24 hours without a value, and can be disabled', async () => {
    const el = await period(html`<tb-datetime-period timezone="UTC" disabled></tb-datetime-period>`);
    const span = Date.parse(`${field(el, 'end').value}Z`) - Date.parse(`${field(el, 'start').value}Z`);
    expect(span).to.be.within(86_399_000, 86_400_000);
    expect(field(el, 'start').disabled && field(el, 'end').disabled).to.equal(true);
  });

  it('has no accessibility violations', async () => {
    expect(await axeViolations(await period())).to.deep.equal([]);
  });
});
