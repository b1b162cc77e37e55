import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/key-value-map/define.js';
import { axeViolations, click, deepActiveElement, press, shadowQuery, type } from './support/kit-test.js';

type MapElement = HTMLElementTagNameMap['tb-key-value-map'];
interface Change {
  value: Record<string, string>;
  valid: boolean;
  error: string | null;
}

async function map(template = html`<tb-key-value-map></tb-key-value-map>`) {
  const el = await fixture<MapElement>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('[part=add]'), 'rendered');
  const changes: Change[] = [];
  el.addEventListener('tb-change', (e) => changes.push((e as CustomEvent<Change>).detail));
  return { el, changes, add: shadowQuery<HTMLButtonElement>(el, '[part=add]') };
}

const input = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
const rows = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part=row]')].map((row) => [...row.querySelectorAll('input')].map((i) => i.value));
const errorText = (el: Element) => el.shadowRoot!.querySelector('[part=error]')?.textContent ?? null;

describe('tb-key-value-map', () => {
  it('shows the stored map as rows of a key and a value', async () => {
    const { el } = await map(html`<tb-key-value-map value='{"deviceType":"thermostat","floor":"2"}'></tb-key-value-map>`);
    expect(rows(el)).to.deep.equal([
      ['deviceType', 'thermostat'],
      ['floor', '2'],
    ]);
    expect(input(el, 'Key of entry 2')!.value).to.equal('floor');
    expect(input(el, 'Value of entry 1')!.value).to.equal('thermostat');
    expect(shadowQuery(el, '[role=group]').getAttribute('aria-labelledby')).to.be.a('string');
  });

  it('says there are no entries yet, adds a row with focus on its key, and reports the map as it is typed', async () => {
    const { el, add, changes } = await map();
    expect(shadowQuery(el, '[part=empty]').textContent).to.equal('No entries yet.');
    await click(add);
    await waitUntil(() => deepActiveElement() === input(el, 'Key of entry 1'), 'focus on the new key');
    await type('room');
    await press('Tab');
    await type('101');
    await waitUntil(() => changes.at(-1)?.valid === true, 'complete');
    expect(changes.at(-1)).to.deep.equal({ value: { room: '101' }, valid: true, error: null });
    expect(changes[1]).to.deep.equal({ value: { r: '' }, valid: false, error: 'keyVals' });
  });

  it('adds a row with Enter in the last complete value, and refuses an incomplete entry once the map is left', async () => {
    const { el, add, changes } = await map();
    await click(add);
    await type('a');
    await press('Tab');
    await type('1');
    await press('Enter');
    await waitUntil(() => rows(el).length === 2, 'second row');
    expect(deepActiveElement()).to.equal(input(el, 'Key of entry 2'));
    await type('b');
    expect(errorText(el)).to.equal(null);
    await press('Tab');
    await press('Tab');
    await press('Tab');
    expect(errorText(el), 'still inside the map').to.equal(null);
    await press('Tab');
    await waitUntil(() => errorText(el) === 'Every entry needs a key and a value.', 'keyVals error shown after leaving');
    expect(input(el, 'Value of entry 2')!.getAttribute('aria-invalid')).to.equal('true');
    expect(input(el, 'Key of entry 2')!.hasAttribute('aria-invalid')).to.equal(false);
    expect(changes.at(-1)).to.deep.equal({ value: { a: '1', b: '' }, valid: false, error: 'keyVals' });
  });

  it('lets a later duplicate key overwrite an earlier one and says so', async () => {
    const { el, add, changes } = await map(html`<tb-key-value-map value='{"a":"1","b":"2"}'></tb-key-value-map>`);
    await click(add);
    await type('a');
    await press('Tab');
    await type('3');
    await waitUntil(() => changes.length === 3, 'three edits');
    expect(changes[1]).to.deep.equal({ value: { a: '', b: '2' }, valid: false, error: 'keyVals' });
    expect(changes.at(-1)).to.deep.equal({ value: { a: '3', b: '2' }, valid: true, error: null });
    expect(shadowQuery(el, '[part=hint]').textContent).to.equal('Overwritten by a later entry with the same key.');
    expect(input(el, 'Key of entry 1')!.getAttribute('aria-describedby')).to.equal(shadowQuery(el, '[part=hint]').id);
  });

  it('removes a row by keyboard, moving focus to the next row, and says when a required map is empty', async () => {
    const { el, changes } = await map(html`<tb-key-value-map required value='{"a":"1","b":"2"}'></tb-key-value-map>`);
    input(el, 'Value of entry 1')!.focus();
    await press('Tab');
    expect(deepActiveElement()?.getAttribute('aria-label')).to.equal('Remove entry 1');
    await press('Enter');
    await waitUntil(() => rows(el).length === 1, 'row removed');
    expect(deepActiveElement()).to.equal(input(el, 'Key of entry 1'));
    expect(changes.at(-1)).to.deep.equal({ value: { b: '2' }, valid: true, error: null });
    await press('Tab');
    await press('Tab');
    await press('Enter');
    await waitUntil(() => rows(el).length === 0, 'all removed');
    expect(deepActiveElement()?.getAttribute('part')).to.equal('add');
    expect(changes.at(-1)).to.deep.equal({ value: {}, valid: false, error: 'required' });
    await press('Tab');
    await waitUntil(() => errorText(el) === 'At least one entry is required.', 'required shown');
  });

  it('follows a value set from script and has no axe violations, with rows and with an error', async () => {
    const { el } = await map(html`<tb-key-value-map label="Metadata" required></tb-key-value-map>`);
    el.value = { deviceName: 'Thermostat A' };
    await waitUntil(() => rows(el).length === 1, 'row shown');
    expect(rows(el)).to.deep.equal([['deviceName', 'Thermostat A']]);
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(shadowQuery(el, '[part=add]'));
    await type('k');
    (deepActiveElement() as HTMLElement).blur();
    await waitUntil(() => errorText(el) !== null, 'error shown');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
