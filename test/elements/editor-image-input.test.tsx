import { expect, html, waitUntil } from '@open-wc/testing';
import '../../elements/image-input/define.js';
import { closeAllDialogs } from '../../elements/dialog/dialog.store.js';
import { axeViolations, deepActiveElement, nextFrame, press, shadowQuery } from './support/kit-test.js';
import { dropFiles, dropZoneControl } from './editor-drop-zone.js';

type ImageElement = HTMLElementTagNameMap['tb-image-input'];
interface Change {
  value: string | null;
  images: string[];
}

const imageInput = (template = html`<tb-image-input></tb-image-input>`) => dropZoneControl<ImageElement, Change>(template);

/** A PNG-typed file whose content is `text` (the data URL is `data:image/png;base64,<text in base64>`). */
const png = (text: string, name = `${text}.png`) => new File([text], name, { type: 'image/png' });
const dataUrl = (text: string) => `data:image/png;base64,${btoa(text)}`;

/** Every open dialog on the page, through shadow roots. */
function openDialogs(root: Document | ShadowRoot = document): HTMLDialogElement[] {
  const found = [...root.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...openDialogs(el.shadowRoot));
  return found;
}
/** Drags the image at `from` onto the image at `to`, the pointer in the given half of the target. */
async function drag(el: Element, from: number, to: number, half: 'first half' | 'second half') {
  const data = new DataTransfer();
  thumbnails(el)[from]!.dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true }));
  await nextFrame();
  const target = thumbnails(el)[to]!;
  const box = target.getBoundingClientRect();
  const at = { dataTransfer: data, bubbles: true, cancelable: true, clientX: box.left + box.width * (half === 'first half' ? 0.25 : 0.75), clientY: box.top + box.height / 2 };
  target.dispatchEvent(new DragEvent('dragover', at));
  await nextFrame();
  expect(target.className, 'a marker shows where the image lands').to.contain(half === 'first half' ? 'before:start-0' : 'before:end-0');
  target.dispatchEvent(new DragEvent('drop', at));
  thumbnails(el)[from]?.dispatchEvent(new DragEvent('dragend', { dataTransfer: data, bubbles: true }));
}
const thumbnails = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLLIElement>('[part=image]')];

describe('tb-image-input', () => {
  afterEach(() => closeAllDialogs());

  it('takes a dropped image as a data:image/ URL and shows it, cleared with its button', async () => {
    const { el, zone, changes } = await imageInput();
    expect(shadowQuery(el, '[part=no-image]').textContent).to.equal('No image chosen.');
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!.accept).to.equal('image/*');
    dropFiles(zone, [png('a')]);
    await waitUntil(() => changes.length === 1, 'change');
    expect(changes[0]).to.deep.equal({ value: dataUrl('a'), images: [dataUrl('a')] });
    expect(shadowQuery<HTMLImageElement>(el, '[part=preview] img').src).to.equal(dataUrl('a'));
    expect(shadowQuery(el, '[part=preview] img').getAttribute('alt')).to.equal('Chosen image');
    shadowQuery<HTMLButtonElement>(el, 'button[aria-label="Remove image"]').focus();
    await press('Enter');
    await waitUntil(() => changes.length === 2, 'cleared');
    expect(changes[1]).to.deep.equal({ value: null, images: [] });
  });

  it('accepts only contents beginning with data:image/', async () => {
    const { zone, changes } = await imageInput();
    dropFiles(zone, [new File(['hello'], 'notes.bin')]);
    dropFiles(zone, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await nextFrame();
    await nextFrame();
    expect(changes).to.deep.equal([]);
  });

  it('shows the maximum size as a hint and refuses a larger file with the cannot-upload alert naming it', async () => {
    const { el, zone, changes } = await imageInput(html`<tb-image-input max-size-byte="1024"></tb-image-input>`);
    expect(shadowQuery(el, '[part=hint]').textContent).to.equal('Maximum size: \u20661.0 KB\u2069', 'the size isolated left to right');
    dropFiles(zone, [png('x'.repeat(1025))]);
    await waitUntil(() => openDialogs().length === 1, 'alert open');
    const dialog = openDialogs()[0]!;
    expect(dialog.textContent).to.contain('Cannot upload the file').and.contain('The file is larger than the maximum upload size of \u20661.0 KB\u2069.');
    expect(changes).to.deep.equal([]);
    closeAllDialogs();
    await waitUntil(() => openDialogs().length === 0, 'alert closed');
    dropFiles(zone, [png('x'.repeat(1024))]);
    await waitUntil(() => changes.length === 1, 'a file of exactly the maximum is taken');
  });

  it('in multiple mode skips oversize files, keeps duplicates and adds after the stored images', async () => {
    const { el, zone, changes } = await imageInput(html`<tb-image-input multiple max-size-byte="100" images='["${dataUrl('s')}"]'></tb-image-input>`);
    expect(thumbnails(el)).to.have.length(1);
    dropFiles(zone, [png('a'), png('y'.repeat(101)), png('a')]);
    await waitUntil(() => changes.length === 1, 'change');
    expect(changes[0]!.images).to.deep.equal([dataUrl('s'), dataUrl('a'), dataUrl('a')]);
    await waitUntil(() => openDialogs().length === 1, 'alert about the skipped file');
    expect(thumbnails(el).map((li) => li.getAttribute('aria-label'))).to.deep.equal(['Image 1 of 3', 'Image 2 of 3', 'Image 3 of 3']);
  });

  it('reorders with the arrow keys, announcing the new position, and by dragging', async () => {
    const { el, changes } = await imageInput(html`<tb-image-input multiple images='["${dataUrl('a')}","${dataUrl('b')}","${dataUrl('c')}"]'></tb-image-input>`);
    thumbnails(el)[1]!.focus();
    await press('ArrowLeft');
    await waitUntil(() => changes.length === 1, 'moved');
    expect(changes[0]!.images).to.deep.equal([dataUrl('b'), dataUrl('a'), dataUrl('c')]);
    expect(shadowQuery(el, '[role=status]').textContent).to.equal('Image moved to position 1 of 3.');
    await waitUntil(() => deepActiveElement() === thumbnails(el)[0], 'focus follows the image');
    await press('End');
    await waitUntil(() => changes.length === 2, 'moved to the end');
    expect(changes[1]!.images).to.deep.equal([dataUrl('a'), dataUrl('c'), dataUrl('b')]);

    await drag(el, 0, 2, 'second half');
    await waitUntil(() => changes.length === 3, 'dragged');
    expect(changes[2]!.images, 'dropped after the target').to.deep.equal([dataUrl('c'), dataUrl('b'), dataUrl('a')]);
    await drag(el, 2, 1, 'first half');
    await waitUntil(() => changes.length === 4, 'dragged again');
    expect(changes[3]!.images, 'dropped before the target').to.deep.equal([dataUrl('c'), dataUrl('a'), dataUrl('b')]);
    expect(shadowQuery(el, '[part=hint]').textContent).to.equal('Drag an image, or focus it and press the arrow keys, to change the order.');
  });

  it('removes one image of several and has no axe violations', async () => {
    const { el, changes } = await imageInput(html`<tb-image-input multiple label="Gallery" max-size-byte="2048" images='["${dataUrl('a')}","${dataUrl('b')}"]'></tb-image-input>`);
    expect(await axeViolations(el)).to.deep.equal([]);
    shadowQuery<HTMLButtonElement>(el, 'button[aria-label="Remove image 1"]').click();
    await waitUntil(() => changes.length === 1, 'removed');
    expect(changes[0]).to.deep.equal({ value: dataUrl('b'), images: [dataUrl('b')] });
    const single = await imageInput(html`<tb-image-input value="${dataUrl('a')}" max-size-byte="2048"></tb-image-input>`);
    expect(await axeViolations(single.el)).to.deep.equal([]);
  });
});
