import { showToast } from '../../elements/toast/toast.store.js';

/** How long a console toast stays up, in ms: long enough to read a sentence (the kit's 1000 ms default suits one word). */
export const READABLE_TOAST_MS = 5000;

/** Shows an error toast; the two-factor screen puts its own at the top-left corner (console-core §8). */
export function notifyError(message: string, position: 'top-left' | 'bottom-left' = 'bottom-left'): void {
  showToast({ message, type: 'error', position, durationMs: READABLE_TOAST_MS });
}

/** Shows a success toast. */
export function notifySuccess(message: string): void {
  showToast({ message, type: 'success', durationMs: READABLE_TOAST_MS });
}

/** Shows an information toast. */
export function notifyInfo(message: string): void {
  showToast({ message, type: 'info', durationMs: READABLE_TOAST_MS });
}
