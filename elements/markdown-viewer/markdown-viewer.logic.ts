import { Marked } from 'marked';

/** What the viewer shows: the rendered HTML (not yet sanitised), a render failure, or the source as plain text. */
export type MarkdownOutcome = { kind: 'html'; html: string } | { kind: 'error'; message: string | null } | { kind: 'plain'; text: string };

const marked = new Marked({ gfm: true, async: false });

/** Markdown to HTML with GitHub-flavoured tables and fenced code; throws when the source cannot be rendered. */
export function markdownToHtml(markdown: unknown): string {
  return marked.parse(markdown as string, { async: false });
}

/** The first line of a failure's message (marked appends a line asking to report it), or null without one. */
export function failureMessage(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.split('\n')[0]?.trim() || null;
}

/**
 * Renders markdown; on failure the error text (or null, meaning 'Failed to render markdown!') is shown, or the
 * source as plain text when falling back to plain markdown. A missing source renders as empty.
 */
export function renderMarkdown(markdown: unknown, fallbackToPlain = false, render: (markdown: unknown) => string = markdownToHtml): MarkdownOutcome {
  try {
    return { kind: 'html', html: render(markdown ?? '') };
  } catch (error) {
    return fallbackToPlain ? { kind: 'plain', text: String(markdown) } : { kind: 'error', message: failureMessage(error) };
  }
}
