import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptKitStyles } from '../../elements/core/stylesheet.js';
import { LineChart, StateChart, BarTimeChart } from '../../elements/dashboard/widgets/charts/time-series-chart.js';
import { BarsChart, PieChart } from '../../elements/dashboard/widgets/charts/latest-charts.js';
import { CHART_WIDGETS } from '../../elements/dashboard/widgets/charts/index.js';
import type { LatestRow, Series, WidgetData, WidgetViewProps } from '../../elements/dashboard/widgets/widget-contract.js';
import type { Widget } from '../../elements/dashboard/model/dashboard.types.js';
import { axeViolations, click, deepActiveElement, nextFrame, press } from './support/kit-test.js';

const START = Date.UTC(2026, 0, 1, 8);
const HOUR = 3_600_000;

/** A series of `values` spread evenly over the hour from START. */
function series(name: string, color: string, values: number[], extra: Partial<Series['key']> = {}): Series {
  const step = HOUR / values.length;
  return {
    key: { name, type: 'timeseries', label: name, color, units: '°C', decimals: 2, ...extra },
    entity: { entityType: 'DEVICE', id: 'dev-1', name: 'Boiler', label: '' },
    color,
    ts: values.map((_, i) => START + Math.round(i * step)),
    values,
  };
}

function widget(config: Record<string, unknown> = {}): Widget {
  return {
    id: 'w1', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries',
    config: { datasources: [], showLegend: true, legendConfig: { position: 'bottom', showMin: true, showMax: true, showAvg: true, showTotal: true, showLatest: true }, ...config },
  };
}

function ready(list: Series[], window = { startTs: START, endTs: START + HOUR }): WidgetData {
  return { status: 'ready', latest: [], series: list, alarms: [], window };
}

let root: Root | undefined;
let host: HTMLElement | undefined;

/** Renders a chart view inside a shadow root with the kit styles, as a dashboard embeds it. */
async function mount(View: ComponentType<WidgetViewProps>, props: Partial<WidgetViewProps> & { data: WidgetData }) {
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptKitStyles(shadow);
  const body = document.createElement('div');
  shadow.append(body);
  root = createRoot(body);
  const all: WidgetViewProps = { widget: widget(), settings: {}, width: 720, height: 420, onAction: () => undefined, ...props };
  const render = (p: WidgetViewProps) => root!.render(<View {...p} />);
  render(all);
  await nextFrame();
  return { shadow, rerender: (next: Partial<WidgetViewProps>) => render({ ...all, ...next }) };
}

const drawn = (shadow: ShadowRoot) => waitUntil(() => shadow.querySelector('[part=plot][data-points]'), 'chart drawn');
const legendRows = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('[part=legend] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
const legendButton = (shadow: ShadowRoot, label: string) =>
  [...shadow.querySelectorAll<HTMLButtonElement>('[part=legend] button')].find((b) => b.textContent === label)!;

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
});

describe('time-series chart views', () => {
  it('shows the legend figures of each series over the window with its decimals and units', async () => {
    const { shadow } = await mount(LineChart, {
      data: ready([series('Temperature', '#2196f3', [20, 18, NaN, 26, 24]), series('Humidity', '#4caf50', [40, 50], { units: '%', decimals: 0 })]),
    });
    await drawn(shadow);
    const headers = [...shadow.querySelectorAll('[part=legend] thead th')].map((th) => th.textContent);
    expect(headers).to.deep.equal(['Series', 'Min', 'Max', 'Avg', 'Total', 'Latest']);
    expect(legendRows(shadow)).to.deep.equal([
      ['Temperature', '18.00 °C', '26.00 °C', '22.00 °C', '88.00 °C', '24.00 °C'],
      ['Humidity', '40 %', '50 %', '45 %', '90 %', '50 %'],
    ]);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('hides a series from its legend entry by mouse and shows it again by keyboard', async () => {
    const { shadow } = await mount(LineChart, {
      data: ready([series('Temperature', '#2196f3', [20, 21, 22]), series('Humidity', '#4caf50', [40, 50, 45])]),
    });
    await drawn(shadow);
    const humidity = legendButton(shadow, 'Humidity');
    expect(humidity.getAttribute('aria-pressed')).to.equal('true');
    await click(humidity);
    await waitUntil(() => humidity.getAttribute('aria-pressed') === 'false', 'series hidden');
    expect(getComputedStyle(humidity.lastElementChild!).textDecorationLine).to.equal('line-through');

    const plot = shadow.querySelector('[part=plot]')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(plot.x + plot.width / 2), Math.round(plot.y + plot.height / 2)] });
    await waitUntil(() => shadow.querySelector('[part=tooltip]'), 'tooltip shown');
    expect(shadow.querySelector('[part=tooltip]')!.textContent).to.contain('Temperature').and.not.contain('Humidity');

    humidity.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => humidity.getAttribute('aria-pressed') === 'true', 'series shown again');
    expect(deepActiveElement()).to.equal(humidity);
  });

  it('shows the time and each value under the cursor in a tooltip', async () => {
    const { shadow } = await mount(LineChart, {
      data: ready([series('Temperature', '#2196f3', [20, 21.5, 22]), series('Humidity', '#4caf50', [40, 50, 45], { units: '%', decimals: 0 })]),
    });
    await drawn(shadow);
    const over = shadow.querySelector('.u-over')!.getBoundingClientRect();
    // The second point sits at a third of the hour, a third of the way across the plot.
    await sendMouse({ type: 'move', position: [Math.round(over.x + over.width / 3), Math.round(over.y + over.height / 2)] });
    await waitUntil(() => shadow.querySelector('[part=tooltip]'), 'tooltip shown');
    const tooltip = shadow.querySelector('[part=tooltip]')!;
    const time = new Date(START + HOUR / 3);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(tooltip.firstElementChild!.textContent).to.equal(
      `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())} ${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`,
    );
    expect([...tooltip.querySelectorAll('div.flex')].map((row) => row.textContent)).to.deep.equal(['Temperature21.50 °C', 'Humidity50 %']);
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitUntil(() => !shadow.querySelector('[part=tooltip]'), 'tooltip hidden when the cursor leaves');
  });

  it('zooms to the dragged period through onZoom', async () => {
    const zooms: Array<{ startTs: number; endTs: number }> = [];
    const { shadow } = await mount(LineChart, {
      data: ready([series('Temperature', '#2196f3', [20, 21, 22, 23])]),
      onZoom: (w) => zooms.push(w),
    });
    await drawn(shadow);
    const over = shadow.querySelector('.u-over')!.getBoundingClientRect();
    const y = Math.round(over.y + over.height / 2);
    const from = Math.round(over.x + over.width / 4);
    const to = Math.round(over.x + (over.width * 3) / 4);
    await sendMouse({ type: 'move', position: [from, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round((from + to) / 2), y] });
    await sendMouse({ type: 'move', position: [to, y] });
    await sendMouse({ type: 'up' });
    await waitUntil(() => zooms.length === 1, 'onZoom called');
    const msPerPx = HOUR / over.width;
    const expected = (x: number) => START + (x - over.x) * msPerPx;
    expect(Math.abs(zooms[0]!.startTs - expected(from))).to.be.below(msPerPx * 1.5);
    expect(Math.abs(zooms[0]!.endTs - expected(to))).to.be.below(msPerPx * 1.5);
    expect(shadow.querySelector('[part=plot]')!.getAttribute('aria-describedby')).to.be.a('string');
  });

  it('draws 1,000,000 points decimated to a few per pixel column without hanging', async () => {
    const n = 1_000_000;
    const ts = new Array<number>(n);
    const values = new Array<number>(n);
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      ts[i] = START + Math.floor((i * HOUR) / n);
      values[i] = Math.sin(i / 5000) * 10 + (i % 1000) / 1000;
      min = Math.min(min, values[i]!);
      max = Math.max(max, values[i]!);
    }
    const big: Series = { ...series('Vibration', '#f44336', []), ts, values };
    const started = performance.now();
    const { shadow } = await mount(LineChart, { data: ready([big]) });
    await drawn(shadow);
    const ms = performance.now() - started;
    const plot = shadow.querySelector('[part=plot]')!;
    const points = Number(plot.getAttribute('data-points'));
    expect(points).to.be.above(plot.clientWidth).and.at.most(plot.clientWidth * 5 + 2);
    expect(ms, `first draw took ${ms.toFixed(0)} ms`).to.be.below(3000);
    expect(legendRows(shadow)[0]!.slice(1, 3)).to.deep.equal([`${min.toFixed(2)} °C`, `${max.toFixed(2)} °C`]);
  });

  it('follows the width and height it is given', async () => {
    const { shadow, rerender } = await mount(LineChart, { data: ready([series('Temperature', '#2196f3', [1, 2])]) });
    await drawn(shadow);
    const canvas = () => shadow.querySelector('canvas')!.getBoundingClientRect();
    const before = canvas().width;
    rerender({ width: 480, height: 300 });
    await waitUntil(() => canvas().width < before - 200, 'canvas narrower');
    expect(shadow.querySelector<HTMLElement>('[part=chart]')!.getBoundingClientRect().height).to.equal(300);
  });

  it('draws live data at most once per pixel of its window, the newest data once the interval has passed', async () => {
    // An hour over 720 px would be 5 s a pixel: the chart draws at most once a second.
    const { shadow, rerender } = await mount(LineChart, { data: ready([series('Temperature', '#2196f3', [1, 2])]) });
    await drawn(shadow);
    const latest = () => legendRows(shadow)[0]?.at(-1);
    const drawnAt = performance.now();
    expect(latest()).to.equal('2.00 °C');
    rerender({ data: ready([series('Temperature', '#2196f3', [1, 2, 3])]) });
    rerender({ data: ready([series('Temperature', '#2196f3', [1, 2, 3, 4])]) });
    await nextFrame();
    expect(latest(), 'the second update inside the interval waits').to.equal('2.00 °C');
    await waitUntil(() => latest() === '4.00 °C', 'the newest data drawn once the interval passed', { timeout: 3000 });
    expect(performance.now() - drawnAt).to.be.at.most(2500);
  });

  it('says there is no data in the window instead of drawing an empty chart', async () => {
    const { shadow } = await mount(LineChart, {
      data: ready([{ ...series('Temperature', '#2196f3', [1, 2]), ts: [START - 2 * HOUR, START - HOUR] }]),
    });
    const empty = shadow.querySelector('[part=empty]')!;
    expect(empty.textContent).to.equal('No data in this time window');
    expect(shadow.querySelector('canvas')).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('shows the widget’s own no-data text as text, and a loading skeleton before data', async () => {
    const { shadow, rerender } = await mount(LineChart, {
      widget: widget({ noDataDisplayMessage: '<b>Nothing</b> yet' }),
      data: ready([]),
    });
    expect(shadow.querySelector('[part=empty]')!.textContent).to.equal('<b>Nothing</b> yet');
    rerender({ data: { status: 'loading', latest: [], series: [], alarms: [] } });
    await waitUntil(() => shadow.querySelector('[aria-busy=true]'), 'skeleton shown');
    expect(shadow.querySelector('[role=status]')!.textContent).to.equal('Loading chart');
  });

  it('names the states of a state chart on its axis and in the legend', async () => {
    const { shadow } = await mount(StateChart, {
      settings: { states: [{ value: 0, name: 'Stopped' }, { value: 1, name: 'Running' }] },
      data: ready([series('Pump', '#2196f3', [0, 1, 1, 0], { units: '' })]),
    });
    await drawn(shadow);
    expect(legendRows(shadow)).to.deep.equal([['Pump', 'Stopped', 'Running', '0.50', '2.00', 'Stopped']]);
  });

  it('draws bars over time with a legend list when no figures are enabled', async () => {
    const { shadow } = await mount(BarTimeChart, {
      widget: widget({ legendConfig: { position: 'right' } }),
      data: ready([series('Messages', '#2196f3', [5, 9, 3]), series('Errors', '#f44336', [1, 0, 2])]),
    });
    await drawn(shadow);
    const items = [...shadow.querySelectorAll('[part=legend] li')].map((li) => li.textContent);
    expect(items).to.deep.equal(['Messages', 'Errors']);
    await press('Tab');
    expect(deepActiveElement()?.textContent).to.equal('Messages');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});

function latest(cells: Array<[string, string | null, string]>): WidgetData {
  const row: LatestRow = {
    datasourceName: 'Simulated',
    cells: cells.map(([label, value, color]) => ({ key: { name: label, type: 'timeseries', label, color, units: 'kW', decimals: 1 }, ts: START, value })),
  };
  return { status: 'ready', latest: [row], series: [], alarms: [] };
}

describe('latest-value chart views', () => {
  it('draws a bar per value with its text, zero at the bottom', async () => {
    const { shadow } = await mount(BarsChart, { data: latest([['Power', '4.25', '#2196f3'], ['Flow', '8.5', '#4caf50'], ['Level', null, '#607d8b']]) });
    const items = [...shadow.querySelectorAll('[role=list][aria-label="Bar chart of the latest values"] [role=listitem]')];
    expect(items.map((i) => i.textContent)).to.deep.equal(['4.3 kWPower', '8.5 kWFlow', '—Level']);
    const heights = items.map((i) => i.querySelector<HTMLElement>('span[style*="height"]')?.style.height ?? null);
    expect(heights).to.deep.equal(['50%', '100%', null]);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('lays bars out horizontally from the inline start when asked', async () => {
    const { shadow } = await mount(BarsChart, { settings: { horizontal: true, showValues: false }, data: latest([['Power', '2', '#2196f3'], ['Flow', '8', '#4caf50']]) });
    const bars = [...shadow.querySelectorAll<HTMLElement>('[role=listitem] span[style*="width"]')];
    expect(bars.map((b) => b.style.width)).to.deep.equal(['25%', '100%']);
    expect(shadow.querySelector('[role=listitem] bdi')!.className).to.contain('sr-only');
  });

  it('slices a pie by share with a legend of values and shares', async () => {
    const { shadow } = await mount(PieChart, { settings: { innerRadius: 50 }, data: latest([['Power', '1', '#2196f3'], ['Flow', '3', '#4caf50'], ['Level', 'off', '#607d8b']]) });
    expect(shadow.querySelectorAll('svg[role=img] path').length).to.equal(2);
    expect([...shadow.querySelectorAll('svg[role=img] text')].map((t) => t.textContent)).to.deep.equal(['25 %', '75 %']);
    expect([...shadow.querySelectorAll('[part=legend] li')].map((li) => li.textContent)).to.deep.equal(['Power1.0 kW25 %', 'Flow3.0 kW75 %', 'Level—']);
    expect(shadow.querySelector('svg title')!.textContent).to.equal('Power: 1.0 kW (25 %)');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('says there are no values yet instead of an empty pie', async () => {
    const { shadow } = await mount(PieChart, { data: latest([['Power', null, '#2196f3']]) });
    expect(shadow.querySelector('[part=empty]')!.textContent).to.equal('No values to show yet');
  });

  it('registers a lazily loaded view for each chart type of the library', async () => {
    expect(Object.keys(CHART_WIDGETS).sort()).to.deep.equal(['charts.bars', 'charts.basic_timeseries', 'charts.pie', 'charts.state_chart', 'charts.timeseries_bars_flot']);
    const views = await Promise.all(Object.values(CHART_WIDGETS).map((load) => load()));
    expect(views.map((v) => v.default)).to.deep.equal([LineChart, StateChart, BarTimeChart, BarsChart, PieChart]);
  });
});
