import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify of its own (hooks stay off the page's shared instance) that makes links open safely. */
function markdownPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.localName !== 'a') return;
    const href = node.getAttribute('href');
    if (!href || href.startsWith('#')) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** Sanitised DOM of rendered markdown: no scripts, handlers, styles or unsafe URLs; links open in a new tab without opener. */
export function sanitizeMarkdownHtml(html: string): DocumentFragment {
  return markdownPurifier().sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] });
}

/** A code block of the rendered markdown: where its copy button goes and the code it copies. */
export interface CodeBlockMount {
  mount: HTMLElement;
  code: string;
}

/** Wraps tables so wide ones scroll instead of stretching the page, and gives each code block a copy button beside its scrolling code. */
export function decorateMarkdown(fragment: DocumentFragment): CodeBlockMount[] {
  for (const table of fragment.querySelectorAll('table')) {
    const scroller = document.createElement('div');
    scroller.className = 'my-3 max-w-full overflow-x-auto';
    table.replaceWith(scroller);
    scroller.append(table);
  }
  return [...fragment.querySelectorAll('pre')].map((pre) => {
    const block = document.createElement('div');
    block.className = 'my-3 flex items-start rounded-control border border-border bg-surface-sunken';
    const mount = document.createElement('div');
    mount.className = 'shrink-0 p-1';
    pre.dir = 'ltr';
    pre.replaceWith(block);
    block.append(pre, mount);
    return { mount, code: (pre.textContent ?? '').replace(/\n$/, '') };
  });
}
