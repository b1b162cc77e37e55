import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/json-object-editor/define.js';
import '../../elements/toast/define.js';
import { $toasts, closeToast } from '../../elements/toast/toast.store.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';

type EditorElement = HTMLElementTagNameMap['tb-json-object-editor'];
interface Change {
  value: Record<string, unknown> | null;
  valid: boolean;
  error: string | null;
}

async function editor(template = html`<tb-json-object-editor></tb-json-object-editor>`) {
  const root = await fixture<HTMLElement>(template);
  const el = (root.localName === 'tb-json-object-editor' ? root : root.querySelector('tb-json-object-editor')!) as EditorElement;
  await waitUntil(() => el.shadowRoot?.querySelector('textarea'), 'rendered');
  const changes: Change[] = [];
  el.addEventListener('tb-change', (e) => changes.push((e as CustomEvent<Change>).detail));
  return { root, el, changes, area: shadowQuery<HTMLTextAreaElement>(el, 'textarea') };
}

async function selectAll() {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'a' });
  await sendKeys({ up: 'Control' });
}

const errorText = (el: Element) => el.shadowRoot!.querySelector('[part=error]')?.textContent ?? null;
const gutterLines = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=gutter] > div')].map((d) => d.textContent);
const formatButton = (el: Element) => shadowQuery<HTMLButtonElement>(el, '[part=format]');

describe('tb-json-object-editor', () => {
  afterEach(() => {
    for (const toast of $toasts.get()) closeToast(toast.id);
  });

  it('shows the stored object tidied with an indent of 2, one line number per line, in a monospace font', async () => {
    const { area, el } = await editor(html`<tb-json-object-editor value='{"a":{"b":1}}'></tb-json-object-editor>`);
    expect(area.value).to.equal('{\n  "a": {\n    "b": 1\n  }\n}');
    expect(gutterLines(el)).to.deep.equal(['1', '2', '3', '4', '5']);
    expect(getComputedStyle(area).fontFamily).to.match(/mono/i);
    expect(area.getBoundingClientRect().height).to.be.at.least(200);
    expect(shadowQuery(el, 'label').textContent).to.equal('JSON');
  });

  it('reports every edit and shows a parser error only once the field is left', async () => {
    const { el, area, changes } = await editor();
    await click(area);
    await type('{"a": }');
    await waitUntil(() => changes.length === 7, 'one change per key');
    expect(changes.at(-1)).to.deep.equal({ value: null, valid: false, error: 'jsonParseError' });
    expect(errorText(el)).to.equal(null);
    await press('Tab');
    await waitUntil(() => errorText(el) !== null, 'error shown on blur');
    expect(errorText(el)).to.match(/^Error: SyntaxError: .+/);
    expect(area.getAttribute('aria-invalid')).to.equal('true');
    await click(area);
    await press('End');
    await press('ArrowLeft');
    await type('1');
    await waitUntil(() => changes.at(-1)?.valid === true, 'valid again');
    expect(changes.at(-1)).to.deep.equal({ value: { a: 1 }, valid: true, error: null });
    expect(errorText(el), 'the shown error waits for the next blur').to.not.equal(null);
    await press('Tab');
    await waitUntil(() => errorText(el) === null, 'error cleared on blur');
  });

  it("checks on every edit with validate-on-change, refusing JSON that is not an object as 'Value is not a valid JSON'", async () => {
    const { el, area, changes } = await editor(html`<tb-json-object-editor validate-on-change></tb-json-object-editor>`);
    await click(area);
    await type('[1]');
    await waitUntil(() => errorText(el) === 'Value is not a valid JSON', 'not-an-object error while typing');
    expect(changes.at(-1)).to.deep.equal({ value: null, valid: false, error: 'jsonParseError' });
  });

  it("leaves an empty editor valid unless required, when leaving it says 'Json object is required.'", async () => {
    const optional = await editor();
    await click(optional.area);
    await press('Tab');
    expect(errorText(optional.el)).to.equal(null);

    const required = await editor(html`<tb-json-object-editor required></tb-json-object-editor>`);
    await click(required.area);
    await type('{');
    await press('Backspace');
    await waitUntil(() => required.changes.length === 2, 'two edits');
    expect(required.changes.at(-1)).to.deep.equal({ value: null, valid: false, error: 'required' });
    await press('Tab');
    await waitUntil(() => errorText(required.el) === 'Json object is required.', 'required shown');
  });

  it('formats the text with the button, and offers it only for an untidy JSON object', async () => {
    const { el, area, changes } = await editor();
    expect(formatButton(el).disabled).to.equal(true);
    await click(area);
    await type('{"a":[1,2]}');
    await waitUntil(() => !formatButton(el).disabled, 'format offered');
    await click(formatButton(el));
    await waitUntil(() => area.value === '{\n  "a": [\n    1,\n    2\n  ]\n}', 'tidied');
    expect(changes.at(-1)).to.deep.equal({ value: { a: [1, 2] }, valid: true, error: null });
    expect(gutterLines(el)).to.have.length(6);
    expect(formatButton(el).disabled).to.equal(true);
  });

  it('checks when its form is submitted: an invalid editor blocks it with an error toast at the bottom left until the next edit', async () => {
    const submits: boolean[] = [];
    const { root, el, area } = await editor(html`<div><tb-toast-host></tb-toast-host><form><tb-json-object-editor value='{"a":1}'></tb-json-object-editor><button>Save</button></form></div>`);
    root.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    const save = root.querySelector('button')!;
    await click(save);
    await waitUntil(() => submits.length === 1, 'submitted');
    expect(submits).to.deep.equal([false]);

    await click(area);
    await selectAll();
    await type('{"a":');
    await click(save);
    await waitUntil(() => submits.length === 2, 'submitted again');
    expect(submits[1], 'an invalid editor stops the submit').to.equal(true);
    await waitUntil(() => errorText(el)?.startsWith('Error: SyntaxError:'), 'error shown');
    const toast = $toasts.get().at(-1)!;
    expect(toast).to.include({ type: 'error', position: 'bottom-start', closing: false });
    expect(toast.message).to.equal(errorText(el));
    expect(toast.durationMs, 'stays until the next edit').to.be.above(60_000);
    await click(area);
    await press('Backspace');
    await waitUntil(() => $toasts.get().every((t) => t.id !== toast.id || t.closing), 'toast dismissed on the next edit');
  });

  it('follows a value set from script and has no axe violations', async () => {
    const { el, area } = await editor(html`<tb-json-object-editor label="Configuration" required></tb-json-object-editor>`);
    el.value = { port: 1883 };
    await waitUntil(() => area.value === '{\n  "port": 1883\n}', 'value shown');
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(area);
    await type('x');
    await press('Tab');
    await waitUntil(() => errorText(el) !== null, 'error shown');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
