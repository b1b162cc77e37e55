import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { mdiAlertCircle } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { CopyButton } from '../copy-button/copy-button.js';
import { renderMarkdown } from './markdown-viewer.logic.js';
import { decorateMarkdown, sanitizeMarkdownHtml, type CodeBlockMount } from './sanitize.js';

/** Props of {@link MarkdownViewer}. */
export interface MarkdownViewerProps {
  /** The markdown to show. */
  markdown?: string | null;
  /** Shows the source as plain text when it cannot be rendered, instead of the error; default false. */
  fallbackToPlain?: boolean;
}

/** Typography of rendered markdown, from the design tokens. */
const PROSE = [
  'min-w-0 break-words text-base leading-6 text-text',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-md [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold',
  '[&_p]:my-3 [&_hr]:my-6 [&_hr]:border-border [&_img]:max-w-full [&_strong]:font-semibold',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-accent-hover',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_blockquote]:my-3 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:text-text-muted',
  '[&_code]:font-mono [&_code]:text-sm [&_:not(pre)>code]:rounded [&_:not(pre)>code]:border [&_:not(pre)>code]:border-border [&_:not(pre)>code]:bg-surface-sunken [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-px',
  '[&_pre]:min-w-0 [&_pre]:flex-1 [&_pre]:overflow-x-auto [&_pre]:p-3 [&_pre]:leading-5',
  '[&_table]:w-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-border [&_th]:bg-surface-sunken [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-start [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5 [&_td]:align-top',
].join(' ');

/**
 * Rendered markdown, sanitised (nothing unsafe reaches the page; links open in a new tab), with a copy button
 * on every code block and tables as wide as their content. A render failure shows its error in red, or the
 * plain source with `fallbackToPlain`.
 */
export function MarkdownViewer({ markdown, fallbackToPlain = false }: MarkdownViewerProps) {
  const t = useTranslate();
  const outcome = useMemo(() => renderMarkdown(markdown, fallbackToPlain), [markdown, fallbackToPlain]);
  const content = useRef<HTMLDivElement>(null);
  const [codeBlocks, setCodeBlocks] = useState<CodeBlockMount[]>([]);
  useLayoutEffect(() => {
    const node = content.current;
    if (!node) return;
    const fragment = outcome.kind === 'html' ? sanitizeMarkdownHtml(outcome.html) : document.createDocumentFragment();
    const blocks = decorateMarkdown(fragment);
    node.replaceChildren(fragment);
    setCodeBlocks(blocks);
  }, [outcome]);
  return (
    <div className="flex flex-col">
      {outcome.kind === 'error' && (
        <p role="alert" part="error" className="mb-3 flex items-start gap-1.5 text-base text-danger">
          <Icon path={mdiAlertCircle} size={18} className="mt-px" />
          <span>{outcome.message ?? t('markdown.render-failed')}</span>
        </p>
      )}
      {outcome.kind === 'plain' && (
        <pre part="plain" className="font-sans text-base whitespace-pre-wrap break-words text-text">
          {outcome.text}
        </pre>
      )}
      <div ref={content} part="content" className={PROSE} />
      {codeBlocks.map((block, index) => createPortal(<CopyButton text={block.code} label={t('markdown.copy-code')} />, block.mount, `code-${index}`))}
    </div>
  );
}
