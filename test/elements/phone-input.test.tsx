import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/phone-input/define.js';
import { PHONE_INPUT } from '../../sdk/catalogues/ui.js';
import { axeViolations, click, deepActiveElement, press, shadowQuery, type } from './support/kit-test.js';

type PhoneElement = HTMLElementTagNameMap['tb-phone-input'];
interface Change {
  value: string;
  valid: boolean;
  error: string | null;
}

async function phone(template = html`<tb-phone-input></tb-phone-input>`) {
  const el = await fixture<PhoneElement>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
  const changes: Change[] = [];
  el.addEventListener('tb-change', (e) => changes.push((e as CustomEvent<Change>).detail));
  return { el, changes, input: shadowQuery<HTMLInputElement>(el, 'input'), country: () => el.shadowRoot!.querySelector<HTMLSelectElement>('select') };
}

const errorText = (el: Element) => el.shadowRoot!.querySelector('[part=error]')?.textContent ?? null;

async function selectAll() {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'a' });
  await sendKeys({ up: 'Control' });
}

describe('tb-phone-input', () => {
  it('starts in the US with the placeholder +12015550123 and inserts the calling code on focus', async () => {
    const { input, country, changes } = await phone();
    expect(input.placeholder).to.equal('+12015550123');
    expect(PHONE_INPUT.placeholder).to.equal('+12015550123');
    expect(country()!.value).to.equal('US');
    expect(input.value).to.equal('');
    await click(input);
    await waitUntil(() => input.value === '+1', 'calling code inserted');
    expect(changes).to.deep.equal([]);
  });

  it('reports a valid number as typed, in E.164 form', async () => {
    const { input, changes } = await phone();
    await click(input);
    await type('2015550123');
    await waitUntil(() => changes.length === 10, 'one change per key');
    expect(input.value).to.equal('+12015550123');
    expect(changes.at(-1)).to.deep.equal({ value: '+12015550123', valid: true, error: null });
    expect(changes[3]).to.deep.equal({ value: '', valid: false, error: 'invalidPhoneNumber' });
  });

  it('moves the country along with the typed number', async () => {
    const { input, country } = await phone();
    await click(input);
    await selectAll();
    await type('+380501234567');
    await waitUntil(() => country()!.value === 'UA', 'Ukraine selected');
    await selectAll();
    await type('+4915112345678');
    await waitUntil(() => country()!.value === 'DE', 'Germany selected');
  });

  it('swaps the calling-code prefix when another country is picked', async () => {
    const { el, input, country, changes } = await phone(html`<tb-phone-input value="+12015550123"></tb-phone-input>`);
    country()!.focus();
    await type('Germany');
    await waitUntil(() => input.value === '+492015550123', 'prefix swapped');
    expect(country()!.value).to.equal('DE');
    expect(changes.at(-1)).to.deep.equal({ value: '+492015550123', valid: true, error: null });
    expect(el.shadowRoot!.activeElement === country(), 'focus stays on the country').to.equal(true);
  });

  it('reports only the calling code as empty, and as missing when required', async () => {
    const optional = await phone();
    await click(optional.input);
    await type('4');
    await press('Backspace');
    await waitUntil(() => optional.changes.length === 2, 'two edits');
    expect(optional.changes.at(-1)).to.deep.equal({ value: '', valid: true, error: null });
    await press('Tab');
    expect(errorText(optional.el)).to.equal(null);
    expect(optional.input.value).to.equal('');

    const required = await phone(html`<tb-phone-input required></tb-phone-input>`);
    await click(required.input);
    await type('4');
    await press('Backspace');
    await waitUntil(() => required.changes.length === 2, 'two edits');
    expect(required.changes.at(-1)).to.deep.equal({ value: '', valid: false, error: 'required' });
    await press('Tab');
    await waitUntil(() => errorText(required.el) === 'Phone number is required.', 'required shown after leaving');
    expect(required.input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('refuses a number that is not valid and possible after the field is left', async () => {
    const { el, input, changes } = await phone();
    await click(input);
    await type('201555');
    expect(errorText(el)).to.equal(null);
    await press('Tab');
    await waitUntil(() => errorText(el) !== null, 'error shown');
    expect(errorText(el)).to.equal('Enter a valid international number: a plus sign, the country code and the number.');
    expect(changes.at(-1)).to.deep.equal({ value: '', valid: false, error: 'invalidPhoneNumber' });
    await click(input);
    await type('0123');
    await waitUntil(() => errorText(el) === null, 'error gone once valid');
    expect(changes.at(-1)).to.deep.equal({ value: '+12015550123', valid: true, error: null });
  });

  it('takes + and at most 15 digits', async () => {
    const { input } = await phone();
    await click(input);
    await selectAll();
    await type('+44 (20) 1234-5678-9012-3456');
    await waitUntil(() => input.value === '+442012345678901', 'kept to 15 digits');
    expect(input.value.length - 1).to.equal(PHONE_INPUT.maxDigits);
  });

  it('starts from the stored number, in its country', async () => {
    const { input, country } = await phone(html`<tb-phone-input value="+4915112345678"></tb-phone-input>`);
    expect(input.value).to.equal('+4915112345678');
    expect(country()!.value).to.equal('DE');
  });

  it('inserts the default country’s calling code', async () => {
    const { input, country } = await phone(html`<tb-phone-input default-country="UA"></tb-phone-input>`);
    expect(country()!.value).to.equal('UA');
    await click(input);
    await waitUntil(() => input.value === '+380', 'Ukrainian calling code');
  });

  it('edits a stored value that is not a valid international number as free text of at most 255 characters', async () => {
    const stored = 'x'.repeat(250);
    const { input, country, changes } = await phone(html`<tb-phone-input value=${stored}></tb-phone-input>`);
    expect(country()).to.equal(null);
    expect(input.type).to.equal('text');
    expect(input.maxLength).to.equal(PHONE_INPUT.legacyMaxLength);
    input.focus();
    await press('End');
    await type(' ext. 42');
    await waitUntil(() => input.value.length === 255, 'cut at 255');
    expect(changes.at(-1)).to.deep.equal({ value: `${stored} ext.`, valid: true, error: null });
    const legacy = await phone(html`<tb-phone-input value="201-555-0123 reception"></tb-phone-input>`);
    expect(legacy.input.value).to.equal('201-555-0123 reception');
    expect(legacy.country()).to.equal(null);
  });

  it('keeps its edit when the host hands the reported value back, and restarts on another value', async () => {
    const { el, input, country } = await phone();
    el.addEventListener('tb-change', (e) => (el.value = (e as CustomEvent<Change>).detail.value));
    await click(input);
    await type('20155');
    await waitUntil(() => input.value === '+120155', 'typed');
    el.value = '+380501234567';
    await waitUntil(() => input.value === '+380501234567', 'restarted');
    expect(country()!.value).to.equal('UA');
  });

  it('offers about 250 countries, each with its flag and dial code', async () => {
    const { country } = await phone();
    const options = [...country()!.options];
    expect(options.length).to.be.within(240, 260);
    expect(options.find((o) => o.value === 'US')!.textContent).to.equal('United States (+1) 🇺🇸');
    expect(options.find((o) => o.value === 'GB')!.textContent).to.equal('United Kingdom (+44) 🇬🇧');
  });

  it('reaches the country and the number with Tab, with a visible focus ring on the field', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><button>before</button><tb-phone-input></tb-phone-input></div>`);
    const el = wrapper.querySelector('tb-phone-input')!;
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    wrapper.querySelector('button')!.focus();
    await press('Tab');
    expect(deepActiveElement() === el.shadowRoot!.querySelector('select'), 'country focused').to.equal(true);
    expect(getComputedStyle(shadowQuery(el, '[part=field]')).outlineStyle).to.equal('solid');
    await press('Tab');
    expect(deepActiveElement() === el.shadowRoot!.querySelector('input'), 'number focused').to.equal(true);
    expect(getComputedStyle(shadowQuery(el, '[part=field]')).outlineStyle).to.equal('solid');
  });

  it('can be disabled', async () => {
    const { input, country } = await phone(html`<tb-phone-input disabled></tb-phone-input>`);
    expect(input.disabled && country()!.disabled).to.equal(true);
  });

  it('has no accessibility violations, empty, in error and as free text', async () => {
    const empty = await phone(html`<tb-phone-input required></tb-phone-input>`);
    expect(await axeViolations(empty.el)).to.deep.equal([]);
    await click(empty.input);
    await press('Tab');
    await waitUntil(() => errorText(empty.el) !== null, 'error shown');
    expect(await axeViolations(empty.el)).to.deep.equal([]);
    const legacy = await phone(html`<tb-phone-input value="reception"></tb-phone-input>`);
    expect(await axeViolations(legacy.el)).to.deep.equal([]);
  });
});
