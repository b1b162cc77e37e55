import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describedHotkeys, ignoredIn, isApplePlatform, keyCaps, matchesCombo, parseCombo, parseKeys } from '../../elements/shortcuts-overlay/hotkeys.logic.js';

const press = (key: string, mods: Partial<{ ctrl: boolean; meta: boolean; alt: boolean; shift: boolean }> = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  altKey: mods.alt ?? false,
  shiftKey: mods.shift ?? false,
});

describe('hotkey rules', () => {
  it('matches ? whether or not the layout needs Shift for it', () => {
    const help = parseCombo('?');
    assert.equal(matchesCombo(help, press('?', { shift: true }), false), true);
    assert.equal(matchesCombo(help, press('?'), false), true);
    assert.equal(matchesCombo(help, press('?', { ctrl: true, shift: true }), false), false);
    assert.equal(matchesCombo(help, press('/'), false), false);
  });

  it('reads mod as Ctrl elsewhere and Cmd on Apple systems, and wants the exact modifiers', () => {
    const palette = parseCombo('mod+k');
    assert.equal(matchesCombo(palette, press('k', { ctrl: true }), false), true);
    assert.equal(matchesCombo(palette, press('k', { meta: true }), true), true);
    assert.equal(matchesCombo(palette, press('k', { ctrl: true }), true), false);
    assert.equal(matchesCombo(palette, press('k'), false), false);
    assert.equal(matchesCombo(palette, press('K', { ctrl: true, shift: true }), false), false);
    assert.equal(matchesCombo(parseCombo('ctrl+shift+f'), press('F', { ctrl: true, shift: true }), false), true);
    assert.equal(matchesCombo(parseCombo('esc'), press('Escape'), false), true);
  });

  it('takes alternatives as a list or separated by commas', () => {
    assert.deepEqual(parseKeys('mod+k, /').map((c) => c.key), ['k', '/']);
    assert.deepEqual(parseKeys(['ctrl++']).map((c) => [c.key, c.ctrl]), [['+', true]]);
  });

  it('ignores hotkeys in INPUT, SELECT, TEXTAREA and editable content unless allowed there', () => {
    for (const tagName of ['INPUT', 'SELECT', 'TEXTAREA']) assert.equal(ignoredIn({ tagName }), true, tagName);
    assert.equal(ignoredIn({ tagName: 'input' }, ['INPUT']), false);
    assert.equal(ignoredIn({ tagName: 'TEXTAREA' }, ['INPUT']), true);
    assert.equal(ignoredIn({ tagName: 'DIV', isContentEditable: true }), true);
    assert.equal(ignoredIn({ tagName: 'DIV', isContentEditable: true }, ['CONTENTEDITABLE']), false);
    assert.equal(ignoredIn({ tagName: 'BUTTON' }), false);
    assert.equal(ignoredIn(null), false);
  });

  it('shows key caps per platform', () => {
    assert.deepEqual(keyCaps(parseCombo('mod+k'), false), ['Ctrl', 'K']);
    assert.deepEqual(keyCaps(parseCombo('mod+k'), true), ['⌘', 'K']);
    assert.deepEqual(keyCaps(parseCombo('?'), false), ['?']);
    assert.deepEqual(keyCaps(parseCombo('shift+esc'), false), ['Shift', 'Esc']);
    assert.equal(isApplePlatform('MacIntel'), true);
    assert.equal(isApplePlatform('Linux x86_64'), false);
  });

  it('lists only hotkeys that have a description', () => {
    assert.deepEqual(describedHotkeys([{ description: 'Search' }, {}, { description: ' ' }]), [{ description: 'Search' }]);
  });
});
