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
