import { expect, waitUntil } from '@open-wc/testing';
import TimeseriesTable from '../../elements/dashboard/widgets/values/timeseries-table.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import { formatTime } from '../../elements/dashboard/widgets/values/timeseries-table.logic.js';
import type { Series, WidgetEntity } from '../../elements/dashboard/widgets/widget-contract.js';
import { axeViolations, click, press } from './support/kit-test.js';
import { cleanUpViews, device, key, mountView, ready, textOf, widgetOf } from './widget-harness.js';

const temperature = key('temperature', { label: 'Temperature', units: '°C', decimals: 1 });
const humidity = key('humidity', { label: 'Humidity', units: '%' });
const T0 = Date.UTC(2026, 0, 5, 7, 0, 0);
const points = (entity: WidgetEntity, dataKey: typeof temperature, count: number, start = 20): Series => ({
  key: dataKey, entity, color: '#123456',
  ts: Array.from({ length: count }, (_, i) => T0 + i * 60_000),
  values: Array.from({ length: count }, (_, i) => start + i / 10),
});
const t1 = device('Thermostat T1', 't1');
const t2 = device('Thermostat with a very long name that cannot fit in one tab of the widget', 't2');
const widget = (config = {}) => widgetOf('cards', 'timeseries_table', { ...config });
const bodyRows = (host: Element) => [...host.querySelectorAll('tbody tr:not([aria-hidden])')].map((tr) => [...tr.querySelectorAll('td')].map(textOf));

describe('time-series table widget', () => {
  afterEach(cleanUpViews);

  it('is registered under cards.timeseries_table', async () => {
    expect((await VALUE_WIDGETS['cards.timeseries_table']!()).default).to.equal(TimeseriesTable);
  });

  it('lists the readings newest first with the time and each key with its units and decimals', async () => {
    const data = ready([], { series: [points(t1, temperature, 3), { ...points(t1, humidity, 2, 40) }] });
    const view = await mountView(TimeseriesTable, { widget: widget(), data, width: 480 });
    expect([...view.host.querySelectorAll('th')].map(textOf)).to.deep.equal(['Timestamp', 'Temperature', 'Humidity']);
    expect(bodyRows(view.host)).to.deep.equal([
      [formatTime(T0 + 120_000, 'yyyy-MM-dd HH:mm:ss'), '20.2 °C', '—'],
      [formatTime(T0 + 60_000, 'yyyy-MM-dd HH:mm:ss'), '20.1 °C', '40.1 %'],
      [formatTime(T0, 'yyyy-MM-dd HH:mm:ss'), '20.0 °C', '40 %'],
    ]);
    expect(view.host.querySelector('[role=tablist]')).to.equal(null);
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('pages long series by the page size setting', async () => {
    const data = ready([], { series: [points(t1, temperature, 25)] });
    const view = await mountView(TimeseriesTable, { widget: widget(), data, settings: { defaultPageSize: 10, dateFormat: 'HH:mm' }, width: 480, height: 300 });
    expect(bodyRows(view.host).length).to.equal(10);
    expect(bodyRows(view.host)[0]).to.deep.equal([formatTime(T0 + 24 * 60_000, 'HH:mm'), '22.4 °C']);
    expect(textOf(view.host.querySelector('[part=pager]')!)).to.contain('Page 1 of 3');
    const [previous, next] = view.host.querySelectorAll<HTMLButtonElement>('[part=pager] button');
    expect(previous!.disabled).to.equal(true);
    await click(next!);
    await click(next!);
    await waitUntil(() => textOf(view.host.querySelector('[part=pager]')!).includes('Page 3 of 3'), 'last page');
    expect(bodyRows(view.host).map((r) => r[1])).to.deep.equal(['20.4 °C', '20.3 °C', '20.2 °C', '20.1 °C', '20.0 °C']);
    expect(next!.disabled).to.equal(true);
    expect(previous!.getAttribute('aria-label')).to.equal('Previous page');
  });

  it('draws only the rows in view of a 100,000-point series without pagination', async () => {
    const data = ready([], { series: [points(t1, temperature, 100_000)] });
    const view = await mountView(TimeseriesTable, { widget: widget(), data, settings: { displayPagination: false }, width: 480, height: 400 });
    expect(bodyRows(view.host).length).to.be.below(40);
    expect(view.host.querySelector('table')!.getAttribute('aria-rowcount')).to.equal('100001');
    const box = view.host.querySelector<HTMLElement>('[role=region]')!;
    box.scrollTop = 40 * 50_000;
    box.dispatchEvent(new Event('scroll'));
    // The row 50,000 rows below the newest holds point 49,999: 20 + 4999.9.
    await waitUntil(() => bodyRows(view.host).some((r) => r[1] === '5019.9 °C'), 'rows around the middle');
    expect(bodyRows(view.host).length).to.be.below(40);
  });

  it('shows a tab per entity, names cut with a title, switched by click and by arrow keys', async () => {
    const data = ready([], { series: [points(t1, temperature, 2), points(t2, temperature, 1, 30)] });
    const view = await mountView(TimeseriesTable, { widget: widget(), data, width: 360 });
    const tabs = [...view.host.querySelectorAll<HTMLElement>('[role=tab]')];
    expect(tabs.map(textOf)).to.deep.equal(['Thermostat T1', t2.name]);
    expect(tabs[1]!.querySelector('[title]')!.getAttribute('title')).to.equal(t2.name);
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    await click(tabs[1]!);
    await waitUntil(() => bodyRows(view.host).length === 1, 'second entity');
    expect(bodyRows(view.host)[0]![1]).to.equal('30.0 °C');
    await press('ArrowRight');
    await waitUntil(() => bodyRows(view.host).length === 2, 'back to the first');
    expect(document.activeElement).to.equal(view.host.querySelectorAll('[role=tab]')[0]);
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('says there is nothing to show for no points and shows the data error', async () => {
    const empty = await mountView(TimeseriesTable, { widget: widget(), data: ready([], { series: [{ ...points(t1, temperature, 0) }] }) });
    expect(textOf(empty.host)).to.equal('No readings in this time window');
    const failed = await mountView(TimeseriesTable, { widget: widget(), data: { ...ready([]), status: 'error', message: { key: 'widgets:value.no-data' } } });
    expect(failed.host.querySelector('[role=alert]')).to.not.equal(null);
  });

  it('shows values that are text as text', async () => {
    const s = points(device('<b>x</b>'), temperature, 1);
    const view = await mountView(TimeseriesTable, { widget: widget({ title: '<img src=x>' }), data: ready([], { series: [s, { ...points(device('<i>y</i>', 'y'), temperature, 1) }] }) });
    expect(view.host.querySelector('tbody b, [role=tab] b, img')).to.equal(null);
    expect(textOf(view.host.querySelector('[role=tab]')!)).to.equal('<b>x</b>');
  });
});
