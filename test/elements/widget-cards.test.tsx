import { expect } from '@open-wc/testing';
import AttributesCard from '../../elements/dashboard/widgets/values/attributes-card.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import SimpleCard from '../../elements/dashboard/widgets/values/simple-card.js';
import { axeViolations } from './support/kit-test.js';
import { cell, cleanUpViews, device, key, mountView, ready, row, textOf, widgetOf } from './widget-harness.js';

const connected = key('connectedDevices', { label: 'Connected devices', decimals: 0 });

describe('simple card widget', () => {
  afterEach(cleanUpViews);

  it('is registered under cards.simple_card', async () => {
    expect((await VALUE_WIDGETS['cards.simple_card']!()).default).to.equal(SimpleCard);
  });

  it('shows the label and the value with the widget units and decimals when the key has none', async () => {
    const widget = widgetOf('cards', 'simple_card', { units: '°C', decimals: 1 });
    const view = await mountView(SimpleCard, { widget, data: ready([row(device('T1'), [cell(key('t', { label: 'Temperature' }), '21.46')])]) });
    expect(textOf(view.host)).to.equal('Temperature21.5°C');
    expect(view.host.querySelector('[part=value]')!.getAttribute('title')).to.equal('21.5 °C');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('truncates a long label and keeps the whole of it in a tooltip', async () => {
    const label = 'Devices connected to the gateway in the north building over the last day';
    const view = await mountView(SimpleCard, { widget: widgetOf('cards', 'simple_card'), data: ready([row(device('G1'), [cell(key('c', { label, decimals: 0 }), '12')])]), width: 160 });
    const shown = view.host.querySelector<HTMLElement>(`[title="${label}"]`)!;
    expect(shown.scrollWidth).to.be.greaterThan(shown.clientWidth);
    expect(getComputedStyle(shown).textOverflow).to.equal('ellipsis');
  });
});

describe('attributes card widget', () => {
  afterEach(cleanUpViews);

  const data = ready([
    row(device('Thermostat T1'), [cell(key('firmwareVersion', { label: 'Firmware', type: 'attribute' }), '1.2.0'), cell(connected, '3.6'), cell(key('latitude', { label: 'Latitude' }), null)]),
  ]);

  it('is registered under cards.attributes_card', async () => {
    expect((await VALUE_WIDGETS['cards.attributes_card']!()).default).to.equal(AttributesCard);
  });

  it('lists each key as a label and its value under the entity name, an em dash for no value', async () => {
    const view = await mountView(AttributesCard, { widget: widgetOf('cards', 'attributes_card'), data, settings: { showEntityName: true } });
    expect(textOf(view.host.querySelector('section')!.firstElementChild!)).to.equal('Thermostat T1');
    const pairs = [...view.host.querySelectorAll('dl > div')].map((d) => [textOf(d.querySelector('dt')!), textOf(d.querySelector('dd')!)]);
    expect(pairs).to.deep.equal([['Firmware', '1.2.0'], ['Connected devices', '4'], ['Latitude', '—']]);
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('paints labels and values in the author colours, the theme colours for the library defaults', async () => {
    const view = await mountView(AttributesCard, {
      widget: widgetOf('cards', 'attributes_card'), data,
      settings: { labelColor: 'rgba(0, 0, 0, 0.54)', valueColor: '#1565c0' },
    });
    expect(view.host.querySelector<HTMLElement>('dt')!.style.color).to.equal('');
    expect(view.host.querySelector<HTMLElement>('dd')!.style.color).to.equal('rgb(21, 101, 192)');
  });

  it('leaves the heading out when asked and says when there is no data', async () => {
    const view = await mountView(AttributesCard, { widget: widgetOf('cards', 'attributes_card'), data, settings: { showEntityName: false } });
    expect(textOf(view.host)).not.to.contain('Thermostat T1');
    await view.update({ data: { status: 'no-data', latest: [], series: [], alarms: [] } });
    expect(textOf(view.host)).to.equal('No data to show');
  });
});
