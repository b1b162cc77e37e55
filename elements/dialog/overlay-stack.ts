import { atom } from 'nanostores';

/** The open overlays (dialogs, popovers) by id, the most recently opened last. */
export const $overlays = atom<readonly string[]>([]);

/** Puts an overlay on top of the stack. */
export function pushOverlay(id: string): void {
  $overlays.set([...$overlays.get().filter((o) => o !== id), id]);
}

/** Takes an overlay off the stack. */
export function removeOverlay(id: string): void {
  $overlays.set($overlays.get().filter((o) => o !== id));
}

/** Whether no other overlay lies above this one. */
export function isTopOverlay(id: string): boolean {
  return $overlays.get().at(-1) === id;
}
