import { atom } from 'nanostores';

/** Whether the command palette is open. */
export const $paletteOpen = atom(false);

/** Opens the command palette. */
export function openCommandPalette(): void {
  $paletteOpen.set(true);
}

/** Closes the command palette. */
export function closeCommandPalette(): void {
  $paletteOpen.set(false);
}

/** Whether a key press is the palette's shortcut: Ctrl+K, or Cmd+K on Apple keyboards. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
