// The limits every sandbox frame works under, kept apart from the rest of the sandbox rules so that the
// page's function sandbox (loaded with every dashboard) does not load the custom widget's.

/** How long a frame has to say it is ready before the page names the sandbox as blocked, in ms. */
export const SANDBOX_START_MS = 5000;

/** Longest text the parent takes from a frame (a toast, an error message); longer text is cut. */
export const MAX_FRAME_TEXT = 500;

/** Toast kinds a frame may ask for. */
export const TOAST_KINDS = ['success', 'info', 'warn', 'error'] as const;

/** One of {@link TOAST_KINDS}. */
export type ToastKind = (typeof TOAST_KINDS)[number];
