import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/shortcuts-overlay/define.js';
import { $shortcutsOpen, registerHotkey } from '../../elements/shortcuts-overlay/hotkeys.store.js';
import { axeViolations, click, deepActiveElement, nextFrame, press, type } from './support/kit-test.js';

const overlay = (el: Element) => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

async function controlK(): Promise<void> {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'k' });
  await sendKeys({ up: 'Control' });
}

async function mount(): Promise<HTMLElement> {
  const wrap = await fixture<HTMLElement>(html`<div><button id="start">start</button><input id="field" aria-label="Name" /><div id="editor" contenteditable="true">text</div><tb-shortcuts-overlay></tb-shortcuts-overlay></div>`);
  const el = wrap.querySelector<HTMLElement>('tb-shortcuts-overlay')!;
  await nextFrame();
  wrap.querySelector<HTMLButtonElement>('#start')!.focus();
  return el;
}

describe('tb-shortcuts-overlay', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    cleanups.splice(0).forEach((off) => off());
    $shortcutsOpen.set(false);
  });

  it('toggles with ? a full-screen overlay titled Keyboard Shortcuts listing only described hotkeys', async () => {
    cleanups.push(registerHotkey({ keys: 'mod+k', description: 'Open the command palette', handler: () => undefined }));
    cleanups.push(registerHotkey({ keys: 'g h', handler: () => undefined }));
    const el = await mount();
    await press('?');
    await waitUntil(() => overlay(el), 'opened by ?');
    const dialog = overlay(el)!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Keyboard Shortcuts');
    expect(dialog.offsetWidth).to.equal(window.innerWidth);
    expect(dialog.offsetHeight).to.equal(window.innerHeight);
    const rows = [...dialog.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(rows).to.deep.equal(['Open the command palette', 'Show or hide keyboard shortcuts']);
    expect([...dialog.querySelectorAll('dd')[0]!.querySelectorAll('kbd')].map((k) => k.textContent)).to.deep.equal(['Ctrl', 'K']);
    await press('?');
    await waitUntil(() => !overlay(el), 'closed by ? again');
  });

  it('closes with its × button and with Escape, returning focus', async () => {
    const el = await mount();
    await press('?');
    await waitUntil(() => overlay(el), 'open');
    expect(deepActiveElement()!.getAttribute('aria-label')).to.equal('Close');
    const close = overlay(el)!.querySelector<HTMLButtonElement>('button[aria-label=Close]')!;
    await click(close);
    await waitUntil(() => !overlay(el), 'closed by ×');
    await press('?');
    await waitUntil(() => overlay(el), 'open again');
    await press('Escape');
    await waitUntil(() => !overlay(el), 'closed by Escape');
    expect(deepActiveElement()!.id).to.equal('start');
  });

  it('ignores hotkeys inside inputs and editable content unless a hotkey allows them', async () => {
    const el = await mount();
    const seen: string[] = [];
    cleanups.push(registerHotkey({ keys: 'mod+k', description: 'Palette', handler: () => seen.push('palette') }));
    cleanups.push(registerHotkey({ keys: 'esc', handler: () => seen.push('escape in field'), allowIn: ['INPUT'] }));
    const field = el.parentElement!.querySelector<HTMLInputElement>('#field')!;
    field.focus();
    await type('a?b');
    expect(field.value).to.equal('a?b');
    await controlK();
    await press('Escape');
    el.parentElement!.querySelector<HTMLElement>('#editor')!.focus();
    await press('?');
    await nextFrame();
    expect(overlay(el)).to.equal(null);
    expect(seen).to.deep.equal(['escape in field']);
    el.parentElement!.querySelector<HTMLButtonElement>('#start')!.focus();
    await controlK();
    expect(seen).to.deep.equal(['escape in field', 'palette']);
  });

  it('has no accessibility violations when open', async () => {
    cleanups.push(registerHotkey({ keys: ['mod+k', '/'], description: 'Search', handler: () => undefined }));
    const el = await mount();
    await press('?');
    await waitUntil(() => overlay(el), 'open');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
