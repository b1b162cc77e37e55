/** One key combination: a key and the modifiers held with it (`mod` is Cmd on Apple systems, Ctrl elsewhere). */
export interface KeyCombo {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
  mod: boolean;
}

/** The fields of a keyboard event a hotkey is matched against. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Where a key press happened, as far as hotkeys care. */
export interface KeyTarget {
  tagName: string;
  isContentEditable?: boolean;
}

/** Fields hotkeys stay away from unless a hotkey names them in `allowIn`. */
export type HotkeyField = 'INPUT' | 'SELECT' | 'TEXTAREA' | 'CONTENTEDITABLE';

const FIELDS: readonly string[] = ['INPUT', 'SELECT', 'TEXTAREA'];
const ALIASES: Record<string, string> = { esc: 'escape', space: ' ', plus: '+', return: 'enter', del: 'delete', left: 'arrowleft', right: 'arrowright', up: 'arrowup', down: 'arrowdown' };

/** Parses `mod+k`, `ctrl+shift+p`, `?` or `esc` into a combination. */
export function parseCombo(spec: string): KeyCombo {
  const parts = spec.trim().toLowerCase().split('+');
  // A trailing empty part means the key itself is '+' (`ctrl++`).
  const last = parts.length > 1 && parts.at(-1) === '' ? '+' : (parts.at(-1) ?? '');
  const mods = new Set(parts.slice(0, -1).filter(Boolean));
  return {
    key: ALIASES[last] ?? last,
    ctrl: mods.has('ctrl') || mods.has('control'),
    meta: mods.has('meta') || mods.has('cmd') || mods.has('command'),
    alt: mods.has('alt') || mods.has('option'),
    shift: mods.has('shift'),
    mod: mods.has('mod'),
  };
}

/** The alternatives of a hotkey: a list, or one string with alternatives separated by commas (`mod+k, /`). */
export function parseKeys(keys: string | readonly string[]): KeyCombo[] {
  const list = typeof keys === 'string' ? keys.split(/,\s*(?=.)/) : keys;
  return list.filter((k) => k.trim() !== '').map(parseCombo);
}

/**
 * Whether a key press matches a combination. Shift is ignored for symbols typed with it (`?`, `+`), so `?`
 * matches Shift+/ on any layout; every other modifier must be exactly as given.
 */
export function matchesCombo(combo: KeyCombo, event: KeyLike, apple: boolean): boolean {
  if (event.key.toLowerCase() !== combo.key) return false;
  const ctrl = combo.ctrl || (combo.mod && !apple);
  const meta = combo.meta || (combo.mod && apple);
  const symbol = combo.key.length === 1 && combo.key.toLowerCase() === combo.key.toUpperCase() && combo.key !== ' ';
  return event.ctrlKey === ctrl && event.metaKey === meta && event.altKey === combo.alt && (symbol || event.shiftKey === combo.shift);
}

/** Hotkeys are ignored inside INPUT, SELECT, TEXTAREA and editable content unless the hotkey allows that field. */
export function ignoredIn(target: KeyTarget | null, allowIn: readonly HotkeyField[] = []): boolean {
  if (!target) return false;
  const tag = target.tagName.toUpperCase();
  if (FIELDS.includes(tag)) return !allowIn.includes(tag as HotkeyField);
  if (target.isContentEditable) return !allowIn.includes('CONTENTEDITABLE');
  return false;
}

/** The key caps of a combination as shown to a person: `Ctrl K`, `⌘ K`, `?`. */
export function keyCaps(combo: KeyCombo, apple: boolean): string[] {
  const caps: string[] = [];
  if (combo.ctrl || (combo.mod && !apple)) caps.push(apple ? '⌃' : 'Ctrl');
  if (combo.alt) caps.push(apple ? '⌥' : 'Alt');
  if (combo.shift) caps.push(apple ? '⇧' : 'Shift');
  if (combo.meta || (combo.mod && apple)) caps.push(apple ? '⌘' : 'Meta');
  const named: Record<string, string> = { escape: 'Esc', ' ': 'Space', enter: 'Enter', arrowleft: '←', arrowright: '→', arrowup: '↑', arrowdown: '↓' };
  caps.push(named[combo.key] ?? (combo.key.length === 1 ? combo.key.toUpperCase() : combo.key[0]!.toUpperCase() + combo.key.slice(1)));
  return caps;
}

/** Whether the platform is an Apple one, where `mod` means Cmd. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The hotkeys the overlay lists: only those with a description. */
export function describedHotkeys<H extends { description?: string }>(hotkeys: readonly H[]): H[] {
  return hotkeys.filter((h) => (h.description ?? '').trim() !== '');
}
