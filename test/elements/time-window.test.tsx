import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/time-window/define.js';
import { setLanguage } from '../../elements/core/i18n.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../sdk/catalogues/timewindow.js';
import { axeViolations, click as clickAt, deepActiveElement, nextFrame, press, shadowQuery, type } from './support/kit-test.js';

type TimewindowEl = HTMLElementTagNameMap['tb-timewindow'];

const T0 = Date.UTC(2024, 0, 10, 12, 0, 0);

/** A stored time window: realtime last minute, history last day grouped by 5 minutes, AVG, UTC. */
const VALUE = {
  selectedTab: 0,
  realtime: { realtimeType: 0, timewindowMs: MINUTE_MS, interval: 1000, quickInterval: 'CURRENT_DAY' },
  history: { historyType: 0, timewindowMs: DAY_MS, interval: 5 * MINUTE_MS, fixedTimewindow: { startTimeMs: T0 - DAY_MS, endTimeMs: T0 }, quickInterval: 'CURRENT_DAY' },
  aggregation: { type: 'AVG', limit: 250 },
  timezone: 'UTC',
  hideInterval: false,
  hideAggregation: false,
  hideAggInterval: false,
  hideTimezone: false,
};

const EXPECTED = { displayValue: '', ...VALUE };

async function timewindow(template = html`<tb-timewindow .value=${VALUE}></tb-timewindow>`): Promise<TimewindowEl> {
  const wrap = await fixture<HTMLElement>(html`<div style="padding: 16px">${template}</div>`);
  const el = wrap.querySelector('tb-timewindow')!;
  await waitUntil(() => el.shadowRoot?.querySelector('[part=button]'), 'button rendered');
  return el;
}

const button = (el: Element) => shadowQuery<HTMLButtonElement>(el, '[part=button]');
const panel = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[role=dialog]') ?? null;
const inPanel = <T extends Element = HTMLElement>(el: Element, selector: string) => [...panel(el)!.querySelectorAll<T>(selector)];
const named = <T extends HTMLElement>(el: Element, selector: string, name: string): T => {
  const found = inPanel<T>(el, selector).find((node) => (node.getAttribute('aria-label') ?? node.closest('label')?.textContent ?? node.textContent)?.trim().startsWith(name));
  if (!found) throw new Error(`no ${selector} named ${name}`);
  return found;
};
const buttonNamed = (el: Element, name: string) => inPanel<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === name)!;
const selectLabelled = (el: Element, name: string) =>
  inPanel<HTMLSelectElement>(el, 'select').find((s) => s.getAttribute('aria-label') === name || s.closest('label')?.querySelector('span')?.textContent === name)!;

/** Clicks an element after scrolling it into view (the panel scrolls when taller than the viewport allows). */
async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'nearest' });
  await clickAt(element);
}

/** Tabs out of a field (a date-time field takes Tab for its own segments first). */
async function tabOut(input: Element): Promise<void> {
  for (let i = 0; i < 10 && deepActiveElement() === input; i++) await press('Tab');
}

async function open(el: TimewindowEl): Promise<HTMLElement> {
  await click(button(el));
  await waitUntil(() => panel(el), 'panel open');
  await nextFrame();
  return panel(el)!;
}

function changes(el: Element): unknown[] {
  const seen: unknown[] = [];
  el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe('tb-timewindow', () => {
  it('shows the current window on its button and opens the panel below it with Realtime and History tabs', async () => {
    const el = await timewindow();
    expect(button(el).textContent).to.contain('Realtime').and.contain('last 1 min').and.contain('UTC');
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    const dialog = await open(el);
    expect(button(el).getAttribute('aria-expanded')).to.equal('true');
    expect(dialog.getAttribute('aria-label')).to.equal('Time window');
    expect(dialog.getBoundingClientRect().top).to.be.greaterThan(button(el).getBoundingClientRect().bottom - 1);
    expect(Math.round(dialog.getBoundingClientRect().width)).to.equal(417);
    const tabs = inPanel(el, '[role=tab]');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).to.deep.equal([['Realtime', 'true'], ['History', 'false']]);
    expect(buttonNamed(el, 'Update').disabled, 'nothing changed yet').to.equal(true);
  });

  it('switches to the History tab and emits selectedTab 1 on Update', async () => {
    const el = await timewindow();
    const seen = changes(el);
    await open(el);
    await click(inPanel(el, '[role=tab]')[1]!);
    await waitUntil(() => inPanel(el, '[role=tab]')[1]!.getAttribute('aria-selected') === 'true', 'history selected');
    expect(inPanel(el, '[role=radio], input[type=radio]').length, 'last, time period, quick interval').to.equal(3);
    await click(buttonNamed(el, 'Update'));
    await waitUntil(() => seen.length === 1, 'tb-change fired');
    expect(seen[0]).to.deep.equal({ ...EXPECTED, selectedTab: 1 });
    expect(panel(el)).to.equal(null);
    expect(button(el).textContent).to.contain('History').and.contain('last 1 d');
  });

  it('picks a quick interval on the Realtime tab (CURRENT_ ones only) and bounds the grouping interval to it', async () => {
    const el = await timewindow();
    const seen = changes(el);
    await open(el);
    await click(named(el, 'input[type=radio]', 'Quick interval'));
    const quick = await (async () => {
      await waitUntil(() => selectLabelled(el, 'Quick interval'), 'quick interval select shown');
      return selectLabelled(el, 'Quick interval');
    })();
    expect([...quick.options].map((o) => o.value)).to.deep.equal([
      'CURRENT_HOUR', 'CURRENT_DAY', 'CURRENT_DAY_SO_FAR', 'CURRENT_WEEK', 'CURRENT_WEEK_ISO', 'CURRENT_WEEK_SO_FAR',
      'CURRENT_WEEK_ISO_SO_FAR', 'CURRENT_MONTH', 'CURRENT_MONTH_SO_FAR', 'CURRENT_YEAR', 'CURRENT_YEAR_SO_FAR',
    ]);
    quick.focus();
    await press('ArrowUp');
    await waitUntil(() => quick.value === 'CURRENT_HOUR', 'current hour picked');
    await click(buttonNamed(el, 'Update'));
    await waitUntil(() => seen.length === 1, 'tb-change fired');
    // An hour allows 8 s (3600 s / 500, rounded up) at least, so the 1 s grouping interval becomes 8 s.
    expect(seen[0]).to.deep.equal({ ...EXPECTED, realtime: { realtimeType: 1, timewindowMs: MINUTE_MS, interval: 8000, quickInterval: 'CURRENT_HOUR' } });
    expect(button(el).textContent).to.contain('Current hour');
  });

  it('bounds the grouping interval by the window: a day allows 2 min 53 s to 3 h 25 min 42 s and offers the presets between', async () => {
    const el = await timewindow();
    await open(el);
    await click(inPanel(el, '[role=tab]')[1]!);
    await waitUntil(() => panel(el)!.textContent!.includes('Grouping interval'), 'grouping interval shown');
    const group = named<HTMLElement>(el, '[role=group]', 'Grouping interval');
    expect(group.textContent).to.contain('From 2 min 53 s to 3 h 25 min 42 s');
    const presets = [...group.querySelector('select')!.options].map((o) => Number(o.value));
    expect(presets).to.deep.equal([5 * MINUTE_MS, 10 * MINUTE_MS, 15 * MINUTE_MS, 30 * MINUTE_MS, HOUR_MS, 2 * HOUR_MS]);
    expect(group.querySelector('select')!.value).to.equal(String(5 * MINUTE_MS));
  });

  it('advanced interval fields roll over, clamp to the bounds and require a value', async () => {
    const el = await timewindow();
    const seen = changes(el);
    await open(el);
    await click(inPanel(el, '[role=tab]')[1]!);
    const group = () => named<HTMLElement>(el, '[role=group]', 'Grouping interval');
    await waitUntil(() => group(), 'grouping interval shown');
    await click(group().querySelector('input[type=checkbox]')!);
    await waitUntil(() => group().querySelectorAll('input[type=number]').length === 4, 'advanced fields');
    const [days, hours, minutes, seconds] = [...group().querySelectorAll<HTMLInputElement>('input[type=number]')];
    expect([days!.value, hours!.value, minutes!.value, seconds!.value]).to.deep.equal(['0', '0', '5', '0']);
    minutes!.select();
    await type('0');
    await waitUntil(() => panel(el)!.querySelector('[role=alert]'), 'required message');
    expect(panel(el)!.querySelector('[role=alert]')!.textContent).to.equal('Enter an interval.');
    expect(buttonNamed(el, 'Update').disabled).to.equal(true);
    seconds!.select();
    await type('90');
    await press('Tab');
    // 90 s is below the 173 s minimum of a day window: it is clamped to 2 min 53 s.
    await waitUntil(() => minutes!.value === '2' && seconds!.value === '53', 'clamped to the minimum');
    hours!.select();
    await type('5');
    await press('Tab');
    await waitUntil(() => hours!.value === '3' && minutes!.value === '25' && seconds!.value === '42', 'clamped to the maximum');
    await click(buttonNamed(el, 'Update'));
    await waitUntil(() => seen.length === 1, 'tb-change fired');
    expect((seen[0] as typeof EXPECTED).history.interval).to.equal(12_342_000);
  });

  it('with aggregation NONE shows the limit slider from 7 to the server limit (500 unknown, 8 when 7 or less)', async () => {
    for (const [attribute, max] of [[undefined, 500], [5, 8], [50000, 50000]] as const) {
      const el = await timewindow(html`<tb-timewindow .value=${VALUE} max-datapoints-limit=${attribute ?? ''}></tb-timewindow>`);
      if (attribute === undefined) el.removeAttribute('max-datapoints-limit');
      await open(el);
      const fn = selectLabelled(el, 'Aggregation function');
      fn.focus();
      await type('None');
      await waitUntil(() => panel(el)!.querySelector('input[type=range]'), 'slider shown');
      const slider = panel(el)!.querySelector<HTMLInputElement>('input[type=range]')!;
      expect([slider.min, slider.max], `server limit ${attribute}`).to.deep.equal(['7', String(max)]);
      expect(panel(el)!.textContent).to.contain(`From 7 to ${max} values`);
      expect(panel(el)!.textContent).not.to.contain('Grouping interval');
      await press('Escape');
      await waitUntil(() => !panel(el), 'closed');
    }
  });

  it('clamps a typed limit into the slider range and emits it with aggregation NONE', async () => {
    const el = await timewindow();
    const seen = changes(el);
    await open(el);
    selectLabelled(el, 'Aggregation function').focus();
    await type('None');
    await waitUntil(() => panel(el)!.querySelector('input[type=range]'), 'slider shown');
    const number = panel(el)!.querySelector<HTMLInputElement>('input[type=number]')!;
    number.select();
    await type('1000');
    await waitUntil(() => number.value === '500', 'clamped to 500');
    expect(panel(el)!.querySelector<HTMLInputElement>('input[type=range]')!.value).to.equal('500');
    await click(buttonNamed(el, 'Update'));
    await waitUntil(() => seen.length === 1, 'tb-change fired');
    expect(seen[0]).to.deep.equal({ ...EXPECTED, aggregation: { type: 'NONE', limit: 500 } });
  });

  it('in view mode leaves out hidden settings, and a hidden interval disables the control', async () => {
    const hidden = await timewindow(html`<tb-timewindow .value=${VALUE} hide-aggregation hide-timezone></tb-timewindow>`);
    expect(button(hidden).textContent, 'no zone abbreviation').not.to.contain('UTC');
    await open(hidden);
    expect(panel(hidden)!.textContent).not.to.contain('Aggregation');
    expect(panel(hidden)!.textContent).not.to.contain('Grouping interval');
    expect(panel(hidden)!.querySelector('input[type=search]')).to.equal(null);
    expect(panel(hidden)!.querySelectorAll('input[type=checkbox]').length, 'only the advanced switch').to.equal(1);
    const noInterval = await timewindow(html`<tb-timewindow .value=${{ ...VALUE, hideInterval: true }}></tb-timewindow>`);
    expect(button(noInterval).disabled).to.equal(true);
    const disabled = await timewindow(html`<tb-timewindow .value=${VALUE} disabled></tb-timewindow>`);
    expect(button(disabled).disabled).to.equal(true);
  });

  it('in edit mode shows every setting with its hide checkbox and emits the flags', async () => {
    const el = await timewindow(html`<tb-timewindow .value=${{ ...VALUE, hideAggregation: true }} is-edit></tb-timewindow>`);
    const seen = changes(el);
    await open(el);
    const boxes = inPanel<HTMLInputElement>(el, 'input[type=checkbox]').filter((box) => box.closest('label')!.textContent!.includes('view mode'));
    expect(boxes.map((box) => [box.closest('label')!.textContent, box.checked])).to.deep.equal([
      ['Hide in view mode', false],
      ['Hide in view mode', true],
      ['Hide grouping interval in view mode', false],
      ['Hide in view mode', false],
    ]);
    await click(boxes[3]!);
    await click(buttonNamed(el, 'Update'));
    await waitUntil(() => seen.length === 1, 'tb-change fired');
    expect(seen[0]).to.deep.equal({ ...EXPECTED, hideAggregation: true, hideTimezone: true });
  });

  it('Cancel, Escape and a click outside close the panel without an event', async () => {
    const el = await timewindow();
    const seen = changes(el);
    await open(el);
    await click(named(el, 'input[type=radio]', 'Quick interval'));
    await click(buttonNamed(el, 'Cancel'));
    await waitUntil(() => !panel(el), 'closed by Cancel');
    expect(deepActiveElement() === button(el), 'focus back on the button').to.equal(true);
    await open(el);
    expect(inPanel<HTMLInputElement>(el, 'input[type=radio]')[0]!.checked, 'the edit was dropped').to.equal(true);
    await click(document.body);
    await waitUntil(() => !panel(el), 'closed by a click outside');
    await nextFrame();
    expect(seen).to.deep.equal([]);
    expect(button(el).textContent).to.contain('last 1 min');
  });

  it('works with the keyboard only: open, switch tabs with arrows, choose, Update, Escape returns focus', async () => {
    const wrap = await fixture<HTMLElement>(html`<div><button>before</button><tb-timewindow .value=${VALUE}></tb-timewindow></div>`);
    const el = wrap.querySelector('tb-timewindow')!;
    await waitUntil(() => el.shadowRoot?.querySelector('[part=button]'), 'rendered');
    const seen = changes(el);
    wrap.querySelector('button')!.focus();
    await press('Tab');
    expect(deepActiveElement() === button(el)).to.equal(true);
    expect(getComputedStyle(button(el)).outlineStyle).to.equal('solid');
    await press('Enter');
    await waitUntil(() => panel(el), 'opened');
    await waitUntil(() => deepActiveElement()?.getAttribute('role') === 'tab', 'focus on the selected tab');
    await press('ArrowRight');
    await waitUntil(() => deepActiveElement()?.textContent === 'History', 'History tab focused');
    expect(deepActiveElement()!.getAttribute('aria-selected')).to.equal('true');
    await press('Tab');
    expect((deepActiveElement() as HTMLInputElement).type).to.equal('radio');
    await press('ArrowRight');
    await waitUntil(() => panel(el)!.querySelector('input[type=datetime-local]'), 'fixed period shown');
    await press('Escape');
    await waitUntil(() => !panel(el), 'closed');
    expect(deepActiveElement() === button(el)).to.equal(true);
    await press('Enter');
    await waitUntil(() => panel(el), 'opened again');
    await press('ArrowRight');
    for (let i = 0; i < 30 && deepActiveElement()?.textContent !== 'Update'; i++) await press('Tab');
    await press('Enter');
    await waitUntil(() => seen.length === 1, 'updated');
    expect((seen[0] as typeof EXPECTED).selectedTab).to.equal(1);
    expect(deepActiveElement() === button(el)).to.equal(true);
  });

  it('keeps a fixed period at least a second long and never in the future', async () => {
    const el = await timewindow(html`<tb-timewindow .value=${{ ...VALUE, selectedTab: 1, history: { ...VALUE.history, historyType: 1 } }}></tb-timewindow>`);
    const seen = changes(el);
    await open(el);
    const [from, to] = inPanel<HTMLInputElement>(el, 'input[type=datetime-local]');
    expect([from!.value, to!.value]).to.deep.equal(['2024-01-09T12:00', '2024-01-10T12:00']);
    from!.focus();
    await press('ArrowUp');
    expect(from!.value, 'kept as typed while focused').to.equal('2024-02-09T12:00');
    await tabOut(from!);
    await waitUntil(() => from!.value === '2024-01-10T11:59:59', 'start committed');
    expect(from!.value, 'start clamped to a second before the end').to.equal('2024-01-10T11:59:59');
    await click(buttonNamed(el, 'Update'));
    await waitUntil(() => seen.length === 1, 'updated');
    expect((seen[0] as typeof EXPECTED).history.fixedTimewindow).to.deep.equal({ startTimeMs: T0 - 1000, endTimeMs: T0 });
  });

  it('has no accessibility violations, closed and open, in edit mode too', async () => {
    const el = await timewindow();
    expect(await axeViolations(el)).to.deep.equal([]);
    await open(el);
    expect(await axeViolations(el)).to.deep.equal([]);
    await press('Escape');
    const edit = await timewindow(html`<tb-timewindow .value=${VALUE} is-edit></tb-timewindow>`);
    await open(edit);
    await click(inPanel(edit, '[role=tab]')[1]!);
    expect(await axeViolations(edit)).to.deep.equal([]);
  });

  it('reads right to left in Persian', async () => {
    await setLanguage('fa_IR');
    try {
      const wrap = await fixture<HTMLElement>(html`<div dir="rtl" style="padding: 16px"><tb-timewindow .value=${VALUE}></tb-timewindow></div>`);
      const el = wrap.querySelector('tb-timewindow')!;
      await waitUntil(() => el.shadowRoot?.querySelector('[part=button]')?.textContent?.includes('بی‌درنگ'), 'Persian label');
      const dialog = await open(el as TimewindowEl);
      expect(getComputedStyle(dialog).direction).to.equal('rtl');
      const [first, second] = inPanel(el, '[role=tab]');
      expect(first!.getBoundingClientRect().left, 'the first tab sits on the right').to.be.greaterThan(second!.getBoundingClientRect().left);
      expect(buttonNamed(el, 'به‌روزرسانی')).not.to.equal(undefined);
      expect(Math.round(dialog.getBoundingClientRect().right)).to.be.at.most(Math.round(button(el).getBoundingClientRect().right) + 1);
    } finally {
      await setLanguage('en_US');
    }
  });
});
