import { expect, waitUntil } from '@open-wc/testing';
import HtmlCard from '../../elements/dashboard/widgets/values/html-card.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import MarkdownCard from '../../elements/dashboard/widgets/values/markdown-card.js';
import { axeViolations } from './support/kit-test.js';
import { cell, cleanUpViews, device, key, mountView, ready, row, textOf, widgetOf } from './widget-harness.js';

const win = window as unknown as { pwned?: number };
const temperature = key('temperature', { label: 'Temperature', decimals: 1 });
const data = (value: string | null, name = 'Thermostat T1') => ready([row(device(name), [cell(temperature, value)])]);

describe('markdown card widget', () => {
  afterEach(() => {
    cleanUpViews();
    delete win.pwned;
  });

  it('is registered under cards.markdown_card', async () => {
    expect((await VALUE_WIDGETS['cards.markdown_card']!()).default).to.equal(MarkdownCard);
  });

  it('renders the markdown with the entity name and values filled in', async () => {
    const settings = { markdownTextPattern: '### ${entityName}\n\nTemperature: **${Temperature}** °C, ${Temperature:3} exactly' };
    const view = await mountView(MarkdownCard, { widget: widgetOf('cards', 'markdown_card'), data: data('21.4567'), settings });
    await waitUntil(() => view.host.querySelector('h3'), 'markdown rendered');
    expect(textOf(view.host.querySelector('h3')!)).to.equal('Thermostat T1');
    expect(textOf(view.host.querySelector('strong')!)).to.equal('21.5');
    expect(textOf(view.host.querySelector('p')!)).to.equal('Temperature: 21.5 °C, 21.457 exactly');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('runs no script from the settings or a value, and shows markup in a value as text', async () => {
    const settings = { markdownTextPattern: '<img src="data:," onerror="window.pwned=1"> <script>window.pwned=2</script> ${Temperature} [x](javascript:window.pwned=3)' };
    const view = await mountView(MarkdownCard, { widget: widgetOf('cards', 'markdown_card'), data: data('<img src="data:," onerror="window.pwned=4">'), settings });
    await waitUntil(() => view.host.querySelector('p'), 'markdown rendered');
    expect(view.host.querySelector('script')).to.equal(null);
    expect([...view.host.querySelectorAll('img')].length).to.equal(1);
    expect(view.host.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(textOf(view.host.querySelector('p')!)).to.contain('<img src="data:," onerror="window.pwned=4">');
    expect(view.host.querySelector('a')!.hasAttribute('href')).to.equal(false);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(win.pwned).to.equal(undefined);
  });

  it('needs no datasource', async () => {
    const view = await mountView(MarkdownCard, {
      widget: widgetOf('cards', 'markdown_card'), data: { status: 'no-data', latest: [], series: [], alarms: [] }, settings: { markdownTextPattern: '# Plant' },
    });
    await waitUntil(() => view.host.querySelector('h1'), 'markdown rendered');
    expect(textOf(view.host)).to.equal('Plant');
  });
});

describe('HTML card widget', () => {
  afterEach(() => {
    cleanUpViews();
    delete win.pwned;
  });

  const shadow = (host: Element) => host.querySelector('[part=html]')!.shadowRoot!;

  it('is registered under cards.html_card and cards.html_value_card', async () => {
    expect((await VALUE_WIDGETS['cards.html_card']!()).default).to.equal(HtmlCard);
    expect((await VALUE_WIDGETS['cards.html_value_card']!()).default).to.equal(HtmlCard);
  });

  it('shows the sanitised HTML with values filled in, styled by its CSS and nothing else', async () => {
    const outside = document.createElement('div');
    outside.className = 'card';
    document.body.append(outside);
    const settings = { cardHtml: '<div class="card">T: ${Temperature:1} in ${entityName}</div>', cardCss: '.card { color: rgb(1, 2, 3); }' };
    const view = await mountView(HtmlCard, { widget: widgetOf('cards', 'html_value_card'), data: data('21.46', '<b>T1</b>'), settings });
    const card = shadow(view.host).querySelector<HTMLElement>('.card')!;
    expect(card.textContent).to.equal('T: 21.5 in <b>T1</b>');
    expect(getComputedStyle(card).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(outside).color).not.to.equal('rgb(1, 2, 3)');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('runs no script from the HTML or a value', async () => {
    const settings = { cardHtml: '<img src="data:," onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:window.pwned=3">x</a><iframe src="javascript:1"></iframe>${Temperature}' };
    const view = await mountView(HtmlCard, { widget: widgetOf('cards', 'html_card'), data: data('<img src="data:," onerror="window.pwned=4">'), settings });
    const root = shadow(view.host);
    expect(root.querySelector('script, iframe')).to.equal(null);
    expect(root.querySelectorAll('img').length).to.equal(1);
    expect(root.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(root.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(root.textContent).to.contain('<img src="data:," onerror="window.pwned=4">');
    await waitUntil(() => root.querySelector('img')!.complete, 'image settled');
    expect(win.pwned).to.equal(undefined);
  });
});
