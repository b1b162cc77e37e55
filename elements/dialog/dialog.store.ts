import { atom } from 'nanostores';
import { dismissedAnswer, type DialogRequest } from './dialog.logic.js';

/** What `showAlert` takes: a title and a message (text, or HTML when `html` is set; HTML is sanitised). */
export interface AlertOptions {
  title: string;
  message: string;
  html?: boolean;
  /** Label of the OK button; default the translated OK. */
  ok?: string;
}

/** What `showConfirm` takes: as {@link AlertOptions} plus the Cancel button's label. */
export interface ConfirmOptions extends AlertOptions {
  /** Label of the Cancel button; default the translated Cancel. */
  cancel?: string;
}

/** Alerts and confirms waiting for an answer, the newest last (shown on top). */
export const $dialogRequests = atom<readonly DialogRequest[]>([]);

const answers = new Map<number, (confirmed: boolean) => void>();
const openDialogs = new Set<() => void>();
let lastId = 0;

/** Queues an alert or confirm for the dialog host and answers a promise of the person's answer. */
export function requestDialog(kind: DialogRequest['kind'], options: ConfirmOptions): Promise<boolean> {
  const id = ++lastId;
  const { title, message, html = false, ok, cancel } = options;
  $dialogRequests.set([...$dialogRequests.get(), { id, kind, title, message, html, ok, cancel }]);
  return new Promise((resolve) => answers.set(id, resolve));
}

/** Answers a waiting alert or confirm and takes it off screen. */
export function answerDialog(id: number, confirmed: boolean): void {
  $dialogRequests.set($dialogRequests.get().filter((r) => r.id !== id));
  answers.get(id)?.(confirmed);
  answers.delete(id);
}

/** Keeps a dismiss callback of an open dialog for {@link closeAllDialogs}; answers the function that forgets it. */
export function trackOpenDialog(dismiss: () => void): () => void {
  openDialogs.add(dismiss);
  return () => openDialogs.delete(dismiss);
}

/** Closes every dialog, as on any navigation start: alerts resolve, confirms answer false, other dialogs are dismissed. */
export function closeAllDialogs(): void {
  for (const r of $dialogRequests.get()) answerDialog(r.id, dismissedAnswer(r.kind));
  for (const dismiss of [...openDialogs]) dismiss();
}
