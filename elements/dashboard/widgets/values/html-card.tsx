// cards.html_card and cards.html_value_card: the author's HTML (with `${…}` placeholders filled by the first row's
// escaped values) sanitised with DOMPurify, styled by the author's CSS inside a shadow root of its own so the
// CSS reaches nothing else on the page.
import { useLayoutEffect, useRef } from 'react';
import { sanitizeMarkdownHtml } from '../../../markdown-viewer/sanitize.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { textSetting } from './layout.logic.js';
import { escapeHtml, fillPattern } from './pattern.logic.js';
import { WidgetMessage, formatContext } from './view-parts.js';

await registerWidgetsLocales();

/** The base style of the card's shadow root: the card fills the widget and scrolls when its content is larger. */
const CARD_BASE_CSS = ':host{display:block;height:100%;overflow:auto}';

/** The HTML card widget (and the HTML value card, whose HTML holds value placeholders). */
export default function HtmlCard(props: WidgetViewProps) {
  const { data, settings } = props;
  const host = useRef<HTMLDivElement>(null);
  const html = fillPattern(textSetting(settings, 'cardHtml'), data.latest[0], formatContext(props), escapeHtml);
  const css = textSetting(settings, 'cardCss');
  const failed = data.status === 'error';
  useLayoutEffect(() => {
    const node = host.current;
    if (!node) return;
    const root = node.shadowRoot ?? node.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = `${CARD_BASE_CSS}\n${css}`;
    root.replaceChildren(style, sanitizeMarkdownHtml(html));
  }, [html, css, failed]);
  if (failed) return <WidgetMessage data={data} />;
  return <div ref={host} part="html" className="h-full w-full" />;
}
