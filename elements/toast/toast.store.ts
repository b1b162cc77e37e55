import { atom } from 'nanostores';
import { TOAST_DEFAULTS } from '../../sdk/catalogues/ui.js';
import { dismissDelayMs, isDuplicate, normalizeToast, type ToastOptions, type ToastRequest } from './toast.logic.js';

/** A toast on screen: its request, an id, and whether its closing animation runs. */
export interface Toast extends ToastRequest {
  id: number;
  closing: boolean;
}

/** Every toast on screen (one per target), in the order shown. */
export const $toasts = atom<readonly Toast[]>([]);

const dismissTimers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

function stopTimer(id: number): void {
  clearTimeout(dismissTimers.get(id));
  dismissTimers.delete(id);
}

function startTimer(toast: Toast): void {
  stopTimer(toast.id);
  dismissTimers.set(toast.id, setTimeout(() => closeToast(toast.id), dismissDelayMs(toast)));
}

/**
 * Shows a toast (defaults: info, 1000 ms, target root, bottom-start) and answers its id. The same message
 * and type as the toast showing in that target is not shown again (its id is answered); any other toast
 * there is replaced.
 */
export function showToast(options: ToastOptions): number {
  const request = normalizeToast(options);
  const showing = $toasts.get().find((t) => t.target === request.target && !t.closing);
  if (showing && isDuplicate(showing, request)) return showing.id;
  if (showing) closeToast(showing.id);
  const toast: Toast = { ...request, id: ++lastId, closing: false };
  $toasts.set([...$toasts.get(), toast]);
  startTimer(toast);
  return toast.id;
}

/** Starts a toast's 100 ms closing animation, then removes it. */
export function closeToast(id: number): void {
  stopTimer(id);
  const toast = $toasts.get().find((t) => t.id === id);
  if (!toast || toast.closing) return;
  $toasts.set($toasts.get().map((t) => (t.id === id ? { ...t, closing: true } : t)));
  setTimeout(() => $toasts.set($toasts.get().filter((t) => t.id !== id)), TOAST_DEFAULTS.animationMs);
}

/** A hide request for a target (default root): closes the toast showing there. */
export function hideToasts(target: string = TOAST_DEFAULTS.target): void {
  for (const toast of $toasts.get()) if (toast.target === target) closeToast(toast.id);
}

/** Keeps a toast while a person points at or focuses it. */
export function holdToast(id: number): void {
  stopTimer(id);
}

/** Lets a held toast run its full duration again. */
export function releaseToast(id: number): void {
  const toast = $toasts.get().find((t) => t.id === id);
  if (toast && !toast.closing) startTimer(toast);
}
