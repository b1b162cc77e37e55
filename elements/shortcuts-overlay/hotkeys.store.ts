import { atom } from 'nanostores';
import { ignoredIn, isApplePlatform, matchesCombo, parseKeys, type HotkeyField, type KeyCombo } from './hotkeys.logic.js';

/** What registers a hotkey. */
export interface HotkeyOptions {
  /** The combination(s): `?`, `mod+k` (Cmd on Apple systems, Ctrl elsewhere), `ctrl+shift+f`, or a list. */
  keys: string | readonly string[];
  /** What it does, shown in the keyboard shortcuts overlay; hotkeys without one are not listed. */
  description?: string;
  /** Runs on the key press (its default action is prevented). */
  handler: (event: KeyboardEvent) => void;
  /** Fields where the hotkey still works (by default it is ignored in INPUT, SELECT, TEXTAREA and editable content). */
  allowIn?: readonly HotkeyField[];
}

/** A registered hotkey. */
export interface Hotkey extends HotkeyOptions {
  id: number;
  combos: KeyCombo[];
}

/** Every registered hotkey, in the order registered. */
export const $hotkeys = atom<readonly Hotkey[]>([]);

let lastId = 0;
let listening = false;

/** The element a key press really happened in, looking through shadow roots. */
function pressTarget(event: KeyboardEvent): Element | null {
  const first = event.composedPath()[0];
  return first instanceof Element ? first : null;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const apple = isApplePlatform(navigator.platform);
  const target = pressTarget(event);
  const hotkeys = $hotkeys.get();
  for (let i = hotkeys.length - 1; i >= 0; i--) {
    const hotkey = hotkeys[i]!;
    if (!hotkey.combos.some((combo) => matchesCombo(combo, event, apple))) continue;
    if (ignoredIn(target as HTMLElement | null, hotkey.allowIn)) continue;
    event.preventDefault();
    hotkey.handler(event);
    return;
  }
}

/** Registers a hotkey for the whole page (the most recent registration of a combination wins); answers the function that removes it. */
export function registerHotkey(options: HotkeyOptions): () => void {
  const hotkey: Hotkey = { ...options, id: ++lastId, combos: parseKeys(options.keys) };
  $hotkeys.set([...$hotkeys.get(), hotkey]);
  if (!listening && typeof document !== 'undefined') {
    document.addEventListener('keydown', onKeyDown);
    listening = true;
  }
  return () => $hotkeys.set($hotkeys.get().filter((h) => h.id !== hotkey.id));
}

/** Whether the keyboard shortcuts overlay is open. */
export const $shortcutsOpen = atom(false);
