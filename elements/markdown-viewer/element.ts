import { createKitElement } from '../core/define-element.js';
import { MarkdownViewer } from './markdown-viewer.js';

/** `<tb-markdown markdown="…" fallback-to-plain>`: rendered, sanitised markdown with copy buttons on code blocks. */
export const MarkdownViewerElement = createKitElement(MarkdownViewer, {
  props: { markdown: 'string', fallbackToPlain: 'boolean' },
});
