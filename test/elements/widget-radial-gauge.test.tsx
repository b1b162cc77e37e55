import { expect, waitUntil } from '@open-wc/testing';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import RadialGauge from '../../elements/dashboard/widgets/values/radial-gauge.js';
import { axeViolations } from './support/kit-test.js';
import { cell, cleanUpViews, device, key, mountView, ready, row, textOf, widgetOf } from './widget-harness.js';

const power = key('power', { label: 'Power', decimals: 2 });
const data = (value: string | null) => ready([row(device('Energy Meter E1'), [cell(power, value)])]);
const settings = { minValue: 0, maxValue: 6, startAngle: -135, ticksAngle: 270, majorTicksCount: 6, unitTitle: 'kW', highlights: [{ from: 5, to: 6, color: '#f44336' }] };

describe('radial gauge widget', () => {
  afterEach(cleanUpViews);

  it('is registered under analogue_gauges.radial_gauge', async () => {
    expect((await VALUE_WIDGETS['analogue_gauges.radial_gauge']!()).default).to.equal(RadialGauge);
  });

  it('draws the ticks from the minimum to the maximum and the value with the unit title', async () => {
    const view = await mountView(RadialGauge, { widget: widgetOf('analogue_gauges', 'radial_gauge', { units: 'W' }), data: data('4.5'), settings });
    expect([...view.host.querySelectorAll('[data-part=tick]')].map(textOf)).to.deep.equal(['0', '1', '2', '3', '4', '5', '6']);
    expect(textOf(view.host.querySelector('[data-part=value]')!)).to.equal('4.50kW');
    expect(view.host.querySelector('[role=img]')!.getAttribute('aria-label')).to.equal('Power: 4.50 kW');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('keeps the value and the key label clear of every tick label', async () => {
    const view = await mountView(RadialGauge, { widget: widgetOf('analogue_gauges', 'radial_gauge'), data: data('12345.67'), settings: { ...settings, maxValue: 20000 } });
    const boxes = (selector: string) => [...view.host.querySelectorAll<SVGGraphicsElement>(selector)].map((e) => e.getBoundingClientRect());
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const [value, label] = [...boxes('[data-part=value]'), ...boxes('[data-part=label]')];
    expect(label).to.not.equal(undefined);
    for (const tick of boxes('[data-part=tick]')) {
      expect(overlap(value!, tick)).to.equal(false);
      expect(overlap(label!, tick)).to.equal(false);
    }
  });

  it('turns the needle to the value, keeping it on the dial past the maximum', async () => {
    const view = await mountView(RadialGauge, { widget: widgetOf('analogue_gauges', 'radial_gauge'), data: data('3'), settings });
    const needle = () => Number(view.host.querySelector<SVGGElement>('[data-part=needle]')!.dataset.angle);
    expect(needle()).to.equal(0);
    await view.update({ data: data('60') });
    await waitUntil(() => needle() === 135, 'needle at the end of the dial');
    await view.update({ data: data('n/a') });
    await waitUntil(() => needle() === -135, 'needle at the start for a text value');
    expect(textOf(view.host.querySelector('[data-part=value]')!)).to.equal('n/a');
  });

  it('paints the author coloured ranges and needle', async () => {
    const view = await mountView(RadialGauge, { widget: widgetOf('analogue_gauges', 'radial_gauge'), data: data('1'), settings: { ...settings, needleColor: '#2196f3' } });
    expect(view.host.querySelector<SVGPathElement>('[data-part=highlight]')!.style.stroke).to.equal('rgb(244, 67, 54)');
    expect(view.host.querySelector<SVGPolygonElement>('[data-part=needle] polygon')!.style.fill).to.equal('rgb(33, 150, 243)');
  });

  it('says there is no data without a value row', async () => {
    const view = await mountView(RadialGauge, { widget: widgetOf('analogue_gauges', 'radial_gauge'), data: ready([]) });
    expect(textOf(view.host)).to.equal('No data to show');
  });
});
