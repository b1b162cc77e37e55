import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import '../../elements/alert-dialog/define.js';
import '../../elements/confirm-dialog/define.js';
import { showAlert, showConfirm } from '../../elements/dialog/dialogs.js';
import { closeAllDialogs } from '../../elements/dialog/dialog.store.js';
import { KitDialog } from '../../elements/dialog/kit-dialog.js';
import { adoptKitStyles } from '../../elements/core/stylesheet.js';
import { axeViolations, click, deepActiveElement, press } from './support/kit-test.js';

/** Every open dialog on the page, through shadow roots, the last opened last. */
function openDialogs(root: Document | ShadowRoot = document): HTMLDialogElement[] {
  const found = [...root.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...openDialogs(el.shadowRoot));
  return found;
}
const topDialog = () => openDialogs().at(-1) ?? null;
const buttonNamed = (dialog: Element, name: string) => [...dialog.querySelectorAll('button')].find((b) => b.textContent === name)!;

async function opener(): Promise<HTMLButtonElement> {
  const button = await fixture<HTMLButtonElement>(html`<button>Delete device</button>`);
  button.focus();
  return button;
}

describe('alert and confirm dialogs', () => {
  // Outside any element, as in the console: the kit stylesheet is the document's.
  before(() => adoptKitStyles(document));
  afterEach(() => closeAllDialogs());

  it('asks to confirm with focus on Cancel, answers true for OK by keyboard and returns focus to the opener', async () => {
    const button = await opener();
    const answer = showConfirm({ title: 'Delete device?', message: 'Device A will be deleted.' });
    await waitUntil(() => topDialog(), 'dialog open');
    const dialog = topDialog()!;
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('Delete device?').and.contain('Device A will be deleted.');
    await waitUntil(() => deepActiveElement()?.textContent === 'Cancel', 'Cancel focused');
    expect(deepActiveElement()!.matches(':focus-visible')).to.equal(true);
    await press('Tab');
    expect(deepActiveElement()!.textContent).to.equal('OK');
    await press('Enter');
    expect(await answer).to.equal(true);
    await waitUntil(() => !topDialog(), 'dialog closed');
    expect(deepActiveElement()).to.equal(button);
  });

  it('keeps Tab inside the dialog', async () => {
    await opener();
    void showConfirm({ title: 'Trap', message: 'Focus stays here.' });
    await waitUntil(() => deepActiveElement()?.textContent === 'Cancel', 'Cancel focused');
    await press('Tab');
    await press('Tab');
    expect(deepActiveElement()!.textContent).to.equal('Cancel');
    await press('Shift+Tab');
    expect(deepActiveElement()!.textContent).to.equal('OK');
  });

  it('answers false on Escape and on Cancel', async () => {
    await opener();
    const escaped = showConfirm({ title: 'Leave?', message: 'Changes are lost.' });
    await waitUntil(() => deepActiveElement()?.textContent === 'Cancel', 'Cancel focused');
    await press('Escape');
    expect(await escaped).to.equal(false);
    const cancelled = showConfirm({ title: 'Leave?', message: 'Changes are lost.', cancel: 'Stay', ok: 'Leave' });
    await waitUntil(() => topDialog(), 'dialog open');
    await click(buttonNamed(topDialog()!, 'Stay'));
    expect(await cancelled).to.equal(false);
  });

  it('resolves an alert when OK is clicked', async () => {
    await opener();
    let done = false;
    const closed = showAlert({ title: 'Saved', message: 'All good.' }).then(() => (done = true));
    await waitUntil(() => topDialog(), 'dialog open');
    expect(done).to.equal(false);
    await click(buttonNamed(topDialog()!, 'OK'));
    await closed;
    expect(done).to.equal(true);
  });

  it('sanitises an HTML message and shows a text message as text', async () => {
    await opener();
    void showAlert({ title: 'HTML', message: '<b>bold</b><img src="data:," onerror="window.__xss = 1"><script>window.__xss = 2</script>', html: true });
    await waitUntil(() => topDialog()?.querySelector('b'), 'sanitised message shown');
    const body = topDialog()!;
    expect(body.querySelector('b')?.textContent).to.equal('bold');
    expect(body.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
    expect(body.querySelector('script')).to.equal(null);
    closeAllDialogs();
    void showAlert({ title: 'Text', message: '<b>not bold</b>' });
    await waitUntil(() => topDialog()?.textContent?.includes('<b>not bold</b>'), 'markup shown as text');
    expect(topDialog()!.querySelector('b')).to.equal(null);
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
  });

  it('closes every dialog on navigation: alerts resolve, confirms answer false, kit dialogs are dismissed', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const reasons: string[] = [];
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <KitDialog open={open} title="Edit JSON" minWidthPx={400} onDismiss={(reason) => { reasons.push(reason); setOpen(false); }}>
          body
        </KitDialog>
      );
    }
    createRoot(root).render(<Page />);
    const alert = showAlert({ title: 'A', message: 'a' });
    const confirm = showConfirm({ title: 'C', message: 'c' });
    await waitUntil(() => openDialogs().length === 3, 'three dialogs open');
    closeAllDialogs();
    await alert;
    expect(await confirm).to.equal(false);
    await waitUntil(() => openDialogs().length === 0, 'all closed');
    expect(reasons).to.deep.equal(['navigation']);
    root.remove();
  });

  it('gives a dialog its spec minimum width, within the window', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(<KitDialog open title="Icons" size="sm" minWidthPx={600} closeButton onDismiss={() => undefined}>icons</KitDialog>);
    await waitUntil(() => topDialog(), 'dialog open');
    expect(topDialog()!.offsetWidth).to.equal(Math.min(600, window.innerWidth - 32));
    expect(buttonNamed(topDialog()!, '').getAttribute('aria-label')).to.equal('Close');
    root.remove();
  });

  it('has no accessibility violations', async () => {
    await opener();
    void showConfirm({ title: 'Checked', message: 'Accessible?' });
    await waitUntil(() => topDialog(), 'dialog open');
    expect(await axeViolations(topDialog()!)).to.deep.equal([]);
  });
});

describe('tb-confirm-dialog and tb-alert-dialog', () => {
  it('opens with the open attribute, fires tb-confirm with the answer and removes open, and opens again', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-confirm-dialog']>(
      html`<tb-confirm-dialog open title="Remove widget?" message="It goes away." ok-label="Remove"></tb-confirm-dialog>`,
    );
    const events: CustomEvent[] = [];
    el.addEventListener('tb-confirm', (e) => events.push(e as CustomEvent));
    await waitUntil(() => el.shadowRoot?.querySelector('dialog[open]'), 'dialog open');
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.textContent).to.contain('Remove widget?').and.contain('It goes away.');
    await click(buttonNamed(dialog, 'Remove'));
    await waitUntil(() => events.length === 1, 'tb-confirm fired');
    expect(events[0]!.detail).to.deep.equal({ confirmed: true });
    expect(el.open).to.equal(false);
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'closed');
    el.open = true;
    await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'open again');
    await waitUntil(() => deepActiveElement()?.textContent === 'Cancel', 'Cancel focused');
    await press('Escape');
    await waitUntil(() => events.length === 2, 'second answer');
    expect(events[1]!.detail).to.deep.equal({ confirmed: false });
  });

  it('fires tb-close when a person closes the alert, and never on its own', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-alert-dialog']>(html`<tb-alert-dialog title="Note" message="Read me."></tb-alert-dialog>`);
    const events: Event[] = [];
    el.addEventListener('tb-close', (e) => events.push(e));
    el.open = true;
    await waitUntil(() => el.shadowRoot?.querySelector('dialog[open]'), 'dialog open');
    expect(events.length).to.equal(0);
    await waitUntil(() => deepActiveElement()?.textContent === 'OK', 'OK focused');
    await press('Enter');
    await waitUntil(() => events.length === 1, 'tb-close fired');
    expect(el.hasAttribute('open')).to.equal(false);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
