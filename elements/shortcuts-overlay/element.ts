import { createKitElement } from '../core/define-element.js';
import { ShortcutsOverlay } from './shortcuts-overlay.js';

/** `<tb-shortcuts-overlay>`: `?` toggles the full-screen list of the page's described hotkeys (`registerHotkey()`). */
export const ShortcutsOverlayElement = createKitElement(ShortcutsOverlay);
