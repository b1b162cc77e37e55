import { expect, waitUntil } from '@open-wc/testing';
import DigitalValue from '../../elements/dashboard/widgets/values/digital-value.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import { axeViolations } from './support/kit-test.js';
import { cell, cleanUpViews, device, key, mountView, ready, row, textOf, widgetOf } from './widget-harness.js';

const temperature = key('temperature', { label: 'Temperature', units: '°C', decimals: 1 });
const widget = widgetOf('digital_gauges', 'digital_value', { units: 'K', decimals: 3 });
const data = (value: string | null) => ready([row(device('Thermostat T1'), [cell(temperature, value)])]);

describe('digital value widget', () => {
  afterEach(cleanUpViews);

  it('is registered under digital_gauges.digital_value', async () => {
    const module = await VALUE_WIDGETS['digital_gauges.digital_value']!();
    expect(module.default).to.equal(DigitalValue);
  });

  it('shows the value with the key units and decimals over the widget ones, and the level share', async () => {
    const view = await mountView(DigitalValue, { widget, data: data('21.456'), settings: { minValue: 10, maxValue: 35 } });
    const figure = view.host.querySelector<HTMLElement>('[role=img]')!;
    expect(figure.getAttribute('aria-label')).to.equal('Temperature: 21.5 °C');
    expect(textOf(view.host.querySelector('[data-part=dial]')!)).to.equal('21.5°C');
    expect(Number(figure.dataset.share)).to.be.closeTo((21.456 - 10) / 25, 1e-9);
    expect([...view.host.querySelectorAll('[part=range] span')].map(textOf)).to.deep.equal(['10', '35']);
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('paints the level in the author colour of its band and follows new values', async () => {
    const settings = { minValue: 0, maxValue: 100, levelColors: ['#4caf50', '#ffc107', '#f44336'] };
    const view = await mountView(DigitalValue, { widget, data: data('10'), settings });
    const level = () => view.host.querySelector<SVGPathElement>('[data-part=level]')!;
    expect(level().style.stroke).to.equal('rgb(76, 175, 80)');
    await view.update({ data: data('90') });
    await waitUntil(() => level().style.stroke === 'rgb(244, 67, 54)', 'the top band colour');
  });

  it('draws a horizontal bar filled to the share', async () => {
    const view = await mountView(DigitalValue, { widget, data: data('25'), settings: { gaugeType: 'horizontalBar', minValue: 0, maxValue: 100 } });
    const fill = view.host.querySelector<HTMLElement>('[part=bar] [part=level]')!;
    expect(fill.style.width).to.equal('25%');
    expect(textOf(view.host)).to.contain('25.0°C');
  });

  it('keeps the large digits of a bar inside the widget, above the range and the label', async () => {
    const wide = ready([row(device('Energy Meter E1'), [cell(key('energyTotal', { label: 'Energy', units: 'kWh', decimals: 1 }), '12345.6')])]);
    const view = await mountView(DigitalValue, { widget, data: wide, settings: { gaugeType: 'horizontalBar', minValue: 0, maxValue: 20000 }, width: 440, height: 200 });
    // Inside a dashboard the frame sets the base text size, whose line height is a fixed 20 px.
    view.host.classList.add('text-base');
    const box = view.host.getBoundingClientRect();
    const digits = view.host.querySelector<HTMLElement>('[title="12345.6 kWh"]')!.getBoundingClientRect();
    const range = view.host.querySelector<HTMLElement>('[part=range]')!.getBoundingClientRect();
    const digitsBox = view.host.querySelector<HTMLElement>('[title="12345.6 kWh"]')!;
    // The digits' box is as tall as their font: a truncating box shorter than the glyphs would cut their tops.
    expect(digits.height).to.be.at.least(parseFloat(getComputedStyle(digitsBox).fontSize));
    expect(digits.top).to.be.at.least(box.top);
    expect(digits.bottom).to.be.at.most(range.top);
  });

  it('shows text values as text and no value as an em dash', async () => {
    const view = await mountView(DigitalValue, { widget, data: data('<b>offline</b>') });
    expect(view.host.querySelector('b')).to.equal(null);
    expect(view.host.querySelector('[role=img]')!.getAttribute('aria-label')).to.equal('Temperature: <b>offline</b>');
    await view.update({ data: data(null) });
    await waitUntil(() => view.host.querySelector('[role=img]')?.getAttribute('aria-label') === 'Temperature: —', 'em dash');
  });

  it('says there is no data when the datasources give no row', async () => {
    const view = await mountView(DigitalValue, { widget, data: ready([]) });
    expect(textOf(view.host)).to.equal('No data to show');
  });
});
