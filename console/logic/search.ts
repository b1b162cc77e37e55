import { SEARCH_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';

/** The timer functions the debouncer uses (real ones by default, fakes in tests). */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Toolbar search text handling: debounced, de-duplicated, reset on page change. */
export interface SearchDebouncer {
  /** A person changed the text. */
  input(text: string): void;
  /** The page changed or search closed: forget pending text and start over from `text` (default empty). */
  reset(text?: string): void;
}

/**
 * Passes toolbar search text to the page (console-core §2): after 150 ms without a change, and only when
 * it differs from what was passed last.
 */
export function createSearchDebouncer(
  emit: (text: string) => void,
  timers: Timers = { setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms), clearTimeout: (h) => globalThis.clearTimeout(h as number) },
  delayMs: number = SEARCH_DEBOUNCE_MS,
): SearchDebouncer {
  let last = '';
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    input(text) {
      cancel();
      pending = timers.setTimeout(() => {
        pending = null;
        if (text === last) return;
        last = text;
        emit(text);
      }, delayMs);
    },
    reset(text = '') {
      cancel();
      last = text;
    },
  };
}

/** The search text an address holds (`?textSearch=…`, as the entity tables keep it), or '' when it holds none. */
export function searchOfAddress(query: string): string {
  return new URLSearchParams(query).get('textSearch') ?? '';
}
