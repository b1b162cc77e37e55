import { COPY_FEEDBACK_MS } from '../../sdk/catalogues/ui.js';

/** The copy button's state: idle, or showing the copied feedback until a time. */
export interface CopyFeedback {
  copied: boolean;
}

/**
 * Copies text and reports the feedback window: `onChange(true)` at once, `onChange(false)` after
 * {@link COPY_FEEDBACK_MS} (1500 ms); a new copy restarts the window. Returns a function that cancels it.
 */
export function startCopyFeedback(onChange: (copied: boolean) => void, timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis) {
  onChange(true);
  const id = timers.setTimeout(() => onChange(false), COPY_FEEDBACK_MS);
  return () => timers.clearTimeout(id);
}

/** Writes text to the clipboard, falling back to a hidden textarea where the async API is refused. */
export async function writeClipboard(text: string, doc: Document = document): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    doc.body.append(area);
    area.select();
    const ok = doc.execCommand('copy');
    area.remove();
    return ok;
  }
}
