// cards.markdown_card: the author's markdown with `${…}` placeholders filled by the first row's values (escaped),
// rendered and sanitised by the kit's markdown viewer.
import { MarkdownViewer } from '../../../markdown-viewer/markdown-viewer.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { textSetting } from './layout.logic.js';
import { escapeHtml, fillPattern } from './pattern.logic.js';
import { WidgetMessage, formatContext } from './view-parts.js';

await registerWidgetsLocales();

/** The markdown card widget; it needs no datasource. */
export default function MarkdownCard(props: WidgetViewProps) {
  const { data, settings } = props;
  if (data.status === 'error') return <WidgetMessage data={data} />;
  const markdown = fillPattern(textSetting(settings, 'markdownTextPattern'), data.latest[0], formatContext(props), escapeHtml);
  return (
    <div part="markdown" className="h-full w-full overflow-auto p-3">
      <MarkdownViewer markdown={markdown} />
    </div>
  );
}
