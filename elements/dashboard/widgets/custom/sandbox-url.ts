import { atom } from 'nanostores';

/** The URL frames load SANDBOX_PAGE from; null (default) puts it in the frame's `srcdoc`. Kept apart so a page sets it without loading the frame's document. */
export const $sandboxUrl = atom<string | null>(null);
