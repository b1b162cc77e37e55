import { expect, html, waitUntil } from '@open-wc/testing';
import '../../elements/file-input/define.js';
import { axeViolations, deepActiveElement, press, shadowQuery } from './support/kit-test.js';
import { dropFiles, dropZoneControl } from './editor-drop-zone.js';

type FileElement = HTMLElementTagNameMap['tb-file-input'];
interface Change {
  file: File | null;
  name: string | null;
  size: number | null;
  content: string | null;
}

const fileInput = (template = html`<tb-file-input></tb-file-input>`) => dropZoneControl<FileElement, Change>(template);

const sized = (name: string, bytes: number, type = 'text/plain') => new File(['x'.repeat(bytes)], name, { type });
const fileLine = (el: Element) => shadowQuery(el, '[part=file]').textContent;

describe('tb-file-input', () => {
  it("says 'No file chosen.' while there is none, as an error only when required with required-as-error", async () => {
    const plain = await fileInput(html`<tb-file-input required></tb-file-input>`);
    expect(fileLine(plain.el)).to.equal('No file chosen.');
    expect(plain.el.shadowRoot!.querySelector('[part=error]')).to.equal(null);
    const strict = await fileInput(html`<tb-file-input required required-as-error></tb-file-input>`);
    expect(shadowQuery(strict.el, '[part=error]').textContent).to.equal('No file chosen.');
    expect(shadowQuery(strict.el, '[part=browse]').getAttribute('aria-invalid')).to.equal('true');
  });

  it('takes a dropped file, showing its name and its size in units of 1024, and reports its text', async () => {
    const { el, zone, changes } = await fileInput();
    dropFiles(zone, [new File(['name,type\nA,default\n'], 'devices.csv', { type: 'text/csv' })]);
    await waitUntil(() => changes.length === 1, 'change');
    expect(changes[0]).to.include({ name: 'devices.csv', size: 20, content: 'name,type\nA,default\n' });
    expect(shadowQuery(el, '[part=file-name]').textContent).to.equal('devices.csv');
    expect(shadowQuery(el, '[part=file-size]').textContent).to.equal('20 bytes');
    dropFiles(zone, [sized('big.csv', 1536)]);
    await waitUntil(() => shadowQuery(el, '[part=file-size]').textContent === '1.5 KB', '1536 bytes as 1.5 KB');
  });

  it('ignores files with other extensions than the filter, and says which are accepted', async () => {
    const { el, zone, changes } = await fileInput(html`<tb-file-input allowed-extensions=".csv, json"></tb-file-input>`);
    expect(shadowQuery(el, '[part=hint]').textContent).to.equal('Accepted: \u2066.csv, .json\u2069', 'the extensions isolated left to right');
    dropFiles(zone, [sized('notes.txt', 3)]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(changes).to.deep.equal([]);
    expect(fileLine(el)).to.equal('No file chosen.');
    dropFiles(zone, [sized('notes.txt', 3), sized('rules.JSON', 4)]);
    await waitUntil(() => changes.length === 1, 'the accepted one taken');
    expect(changes[0]!.name).to.equal('rules.JSON');
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!.accept).to.equal('.csv,.json');
  });

  it('takes a file from the chooser and clears it by keyboard', async () => {
    const { el, changes } = await fileInput(html`<tb-file-input required required-as-error></tb-file-input>`);
    const chooser = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    const data = new DataTransfer();
    data.items.add(sized('firmware.bin', 2048, 'application/octet-stream'));
    chooser.files = data.files;
    chooser.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => changes.length === 1, 'chosen');
    expect(fileLine(el)).to.contain('firmware.bin').and.contain('2.0 KB');
    expect(el.shadowRoot!.querySelector('[part=error]')).to.equal(null);
    shadowQuery<HTMLButtonElement>(el, '[part=browse]').focus();
    await press('Tab');
    expect(deepActiveElement()?.getAttribute('aria-label')).to.equal('Remove file firmware.bin');
    await press('Enter');
    await waitUntil(() => changes.length === 2, 'cleared');
    expect(changes[1]).to.deep.equal({ file: null, name: null, size: null, content: null });
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('No file chosen.');
  });

  it('has no axe violations, empty and with a file', async () => {
    const { el, zone, changes } = await fileInput(html`<tb-file-input label="CSV file" allowed-extensions=".csv" required required-as-error></tb-file-input>`);
    expect(await axeViolations(el)).to.deep.equal([]);
    dropFiles(zone, [sized('devices.csv', 10)]);
    await waitUntil(() => changes.length === 1, 'chosen');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
