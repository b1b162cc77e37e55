import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '../../elements/markdown-viewer/define.js';
import { adoptKitStyles } from '../../elements/core/stylesheet.js';
import { MarkdownViewer, type MarkdownViewerProps } from '../../elements/markdown-viewer/markdown-viewer.js';
import { axeViolations, click, deepActiveElement, press, shadowQuery } from './support/kit-test.js';

const SOURCE = [
  '# Device API',
  '',
  'Post telemetry with **curl**, see [the docs](https://example.com/docs) or [below](#below).',
  '',
  '```sh',
  'curl -X POST http://localhost:8080/api/v1/TOKEN/telemetry',
  '```',
  '',
  '- step one',
  '- step two:',
  '',
  '  ```json',
  '  {"temperature": 21.5}',
  '  ```',
  '',
  '| key | type |',
  '|---|---|',
  '| temperature | double |',
].join('\n');

type MarkdownElement = HTMLElementTagNameMap['tb-markdown'];

async function viewer(markdown = SOURCE, template = html`<tb-markdown></tb-markdown>`) {
  const el = await fixture<MarkdownElement>(template);
  el.markdown = markdown;
  await waitUntil(() => el.shadowRoot?.querySelector('[part=content]')?.childElementCount || el.shadowRoot?.querySelector('[part=error], [part=plain]'), 'rendered');
  return el;
}

const content = (el: Element) => shadowQuery(el, '[part=content]');
const copyButtons = (el: Element) => [...content(el).querySelectorAll<HTMLButtonElement>('button')];

describe('tb-markdown', () => {
  it('renders headings, emphasis, lists, code and tables', async () => {
    const el = await viewer();
    expect(content(el).querySelector('h1')!.textContent).to.equal('Device API');
    expect(content(el).querySelector('strong')!.textContent).to.equal('curl');
    expect(content(el).querySelectorAll('li').length).to.equal(2);
    expect(content(el).querySelectorAll('pre code').length).to.equal(2);
    expect(content(el).querySelector('td')!.textContent).to.equal('temperature');
  });

  it('lets nothing unsafe reach the page', async () => {
    const win = window as unknown as { pwned?: boolean };
    const el = await viewer(
      '<img src="data:image/png;base64,AAAA" alt="" onerror="window.pwned = true"> <script>window.pwned = true</script> <style>p { display: none }</style>\n\n[click](javascript:window.pwned=true) <iframe src="javascript:1"></iframe>',
    );
    const root = content(el);
    expect(root.querySelector('script, style, iframe')).to.equal(null);
    expect(root.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(root.querySelector('a')!.hasAttribute('href')).to.equal(false);
    await waitUntil(() => root.querySelector('img')!.complete, 'broken image settled');
    expect(win.pwned).to.equal(undefined);
  });

  it('opens links in a new tab without access to the page, in-page links in place', async () => {
    const el = await viewer();
    const [docs, below] = [...content(el).querySelectorAll('a')];
    expect([docs!.target, docs!.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect([below!.target, below!.rel]).to.deep.equal(['', '']);
  });

  it('puts a copy button on every code block that copies its code', async () => {
    const el = await viewer();
    await waitUntil(() => copyButtons(el).length === 2, 'two copy buttons');
    const copied: string[] = [];
    const original = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => void copied.push(text);
    try {
      await click(copyButtons(el)[1]!);
      await waitUntil(() => copyButtons(el)[1]!.getAttribute('aria-label') === 'Copied', 'copied');
    } finally {
      navigator.clipboard.writeText = original;
    }
    expect(copied).to.deep.equal(['{"temperature": 21.5}']);
    expect(copyButtons(el)[0]!.getAttribute('aria-label')).to.equal('Copy code');
  });

  it('keeps tables as wide as their content, scrolling wide ones inside', async () => {
    const el = await viewer('| a | b |\n|---|---|\n| 1 | 2 |\n\n| ' + 'unbreakable'.repeat(40) + ' | x |\n|---|---|\n| 1 | 2 |');
    const [narrow, wide] = [...content(el).querySelectorAll('table')];
    expect(narrow!.getBoundingClientRect().width).to.be.lessThan(content(el).getBoundingClientRect().width / 2);
    const scroller = wide!.parentElement!;
    expect(getComputedStyle(scroller).overflowX).to.equal('auto');
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
    expect(el.getBoundingClientRect().width).to.equal(el.parentElement!.getBoundingClientRect().width);
  });

  it('re-renders with new markdown, copy buttons included', async () => {
    const el = await viewer();
    await waitUntil(() => copyButtons(el).length === 2, 'two copy buttons');
    el.markdown = 'no code here';
    await waitUntil(() => content(el).textContent?.trim() === 'no code here', 're-rendered');
    expect(copyButtons(el).length).to.equal(0);
    el.markdown = '```\none\n```';
    await waitUntil(() => copyButtons(el).length === 1, 'one copy button');
  });

  it('reaches its links and copy buttons with Tab, with a visible focus ring', async () => {
    const el = await viewer();
    await waitUntil(() => copyButtons(el).length === 2, 'copy buttons');
    const before = document.createElement('button');
    before.textContent = 'before';
    el.before(before);
    before.focus();
    await press('Tab');
    const first = content(el).querySelector('a')!;
    expect(deepActiveElement() === first, 'first link focused').to.equal(true);
    expect(getComputedStyle(first).outlineStyle).to.equal('solid');
    await press('Tab');
    await press('Tab');
    expect(deepActiveElement() === copyButtons(el)[0], 'copy button focused').to.equal(true);
    before.remove();
  });

  it('has no accessibility violations', async () => {
    const el = await viewer();
    await waitUntil(() => copyButtons(el).length === 2, 'copy buttons');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});

/** Renders the React control with a source a script got wrong (a number, an object), which marked refuses. */
async function reactViewer(props: MarkdownViewerProps) {
  const host = await fixture<HTMLElement>(html`<div></div>`);
  const root = createRoot(host);
  root.render(createElement(MarkdownViewer, props));
  await waitUntil(() => host.querySelector('[part=error], [part=plain]'), 'rendered');
  return { host, root };
}

describe('MarkdownViewer render failure', () => {
  // Outside any element, as in the console: the kit stylesheet is the document's.
  before(() => adoptKitStyles(document));

  it('shows the error text in red above the content', async () => {
    const { host, root } = await reactViewer({ markdown: 42 as unknown as string });
    const error = host.querySelector<HTMLElement>('[part=error]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.equal('marked(): input parameter is of type [object Number], string expected');
    const probe = document.createElement('span');
    probe.className = 'text-danger';
    host.append(probe);
    expect(getComputedStyle(error).color).to.equal(getComputedStyle(probe).color);
    expect(getComputedStyle(error).color).not.to.equal(getComputedStyle(host).color);
    const content = host.querySelector('[part=content]')!;
    expect(error.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).to.equal(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await axeViolations(host)).to.deep.equal([]);
    root.render(createElement(MarkdownViewer, { markdown: 'fixed' }));
    await waitUntil(() => !host.querySelector('[part=error]'), 'error gone once it renders');
    expect(content.textContent?.trim()).to.equal('fixed');
  });

  it('shows the plain text instead when falling back to plain markdown', async () => {
    const { host } = await reactViewer({ markdown: { toString: () => '# not rendered' } as unknown as string, fallbackToPlain: true });
    expect(host.querySelector('[part=error]')).to.equal(null);
    expect(host.querySelector('[part=plain]')!.textContent).to.equal('# not rendered');
  });
});
