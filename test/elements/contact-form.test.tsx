import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/contact-form/define.js';
import type { ContactValue } from '../../elements/contact-form/contact-form.logic.js';
import { setLanguage } from '../../elements/core/i18n.js';
import { axeViolations, click, deepActiveElement, press, shadowQuery, type } from './support/kit-test.js';

type ContactElement = HTMLElementTagNameMap['tb-contact-form'];
interface Change {
  value: ContactValue;
  valid: boolean;
}

async function contact(template = html`<tb-contact-form></tb-contact-form>`) {
  const el = await fixture<ContactElement>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('input[name=email]'), 'rendered');
  const changes: Change[] = [];
  el.addEventListener('tb-change', (e) => changes.push((e as CustomEvent<Change>).detail));
  const field = (name: string) => shadowQuery<HTMLInputElement>(el, `input[name=${name}]`);
  const country = () => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
  const phone = () => shadowQuery<HTMLInputElement>(el, '[part=phone-field] input');
  const errorOf = (name: string) => el.shadowRoot!.querySelector(`[part=${name}-field] [part=error]`)?.textContent ?? null;
  return { el, changes, field, country, phone, errorOf };
}

async function selectAll() {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'a' });
  await sendKeys({ up: 'Control' });
}

const options = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role=option]')].map((o) => o.textContent);

describe('tb-contact-form', () => {
  it('shows the eight fields with their labels and reports nothing before an edit', async () => {
    const { el, changes } = await contact();
    const labels = [...el.shadowRoot!.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).to.deep.equal(['Country', 'City', 'State / Province', 'Zip / Postal code', 'Address', 'Address 2', 'Phone', 'Email']);
    expect(el.shadowRoot!.querySelectorAll('[part=error]').length).to.equal(0);
    expect(changes).to.deep.equal([]);
  });

  it('reports every field and its validity on each key typed', async () => {
    const { field, changes } = await contact();
    await click(field('city'));
    await type('Kyiv');
    await waitUntil(() => changes.length === 4, 'one change per key');
    expect(changes.at(-1)).to.deep.equal({
      value: { country: '', city: 'Kyiv', state: '', zip: '', address: '', address2: '', phone: '', email: '' },
      valid: true,
    });
  });

  it("refuses a city and a state over 255 characters with 'City is too long.' and 'State is too long.', without cutting them", async () => {
    const { el, field, changes, errorOf } = await contact();
    el.value = { city: 'c'.repeat(255), state: 's'.repeat(255) };
    await waitUntil(() => field('city').value.length === 255, 'stored value shown');
    expect(field('city').maxLength).to.equal(-1);
    expect(errorOf('city')).to.equal(null);
    field('city').focus();
    await press('End');
    await type('x');
    await waitUntil(() => errorOf('city') === 'City is too long.', 'city error');
    expect(field('city').getAttribute('aria-invalid')).to.equal('true');
    expect(changes.at(-1)!.valid).to.equal(false);
    expect(changes.at(-1)!.value.city.length).to.equal(256);
    field('state').focus();
    await press('End');
    await type('y');
    await waitUntil(() => errorOf('state') === 'State is too long.', 'state error');
    await press('Backspace');
    field('city').focus();
    await press('End');
    await press('Backspace');
    await waitUntil(() => errorOf('city') === null && errorOf('state') === null, 'both fine again');
    expect(changes.at(-1)!.valid).to.equal(true);
  });

  it("finds a country by typing part of its name and picks it with the keyboard", async () => {
    const { el, country, changes } = await contact();
    await click(country());
    await type('germ');
    await waitUntil(() => options(el)[0] === 'Germany', 'Germany offered first');
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => country().value === 'Germany', 'picked');
    expect(changes.at(-1)!.value.country).to.equal('Germany');
    expect(el.shadowRoot!.querySelector('[role=listbox]')).to.equal(null);
    expect(deepActiveElement() === country(), 'focus stays on the country').to.equal(true);
  });

  it('offers about 250 countries, and says when none matches with the first 6 characters typed', async () => {
    const { el, country } = await contact();
    await click(country());
    await waitUntil(() => options(el).length > 0, 'list open');
    expect(options(el).length).to.be.within(240, 260);
    await type('Atlantisland');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=message]') !== null, 'no match');
    expect(el.shadowRoot!.querySelector('[part=message]')!.textContent).to.equal("No countries match '\u2068Atlant…\u2069'.");
    await press('Escape');
    await press('Tab');
    expect(deepActiveElement()?.getAttribute('part'), 'the clear button comes next').to.equal('clear');
    await press('Tab');
    await waitUntil(() => country().value === '', 'unmatched text dropped on leaving');
  });

  it("refuses a zip that is not of the country's postal code format, and checks it again when the country changes", async () => {
    const { el, field, country, changes, errorOf } = await contact(html`<tb-contact-form value='{"country":"Germany"}'></tb-contact-form>`);
    expect(country().value).to.equal('Germany');
    await click(field('zip'));
    await type('1012 AB');
    expect(errorOf('zip')).to.equal(null);
    await press('Tab');
    await waitUntil(() => errorOf('zip') === 'Invalid zip / postal code for this country.', 'zip error after leaving');
    expect(changes.at(-1)!.valid).to.equal(false);
    await click(country());
    await selectAll();
    await type('Netherl');
    await waitUntil(() => options(el)[0] === 'Netherlands', 'Netherlands offered');
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => errorOf('zip') === null, 'a Dutch code is fine in the Netherlands');
    expect(changes.at(-1)).to.deep.include({ valid: true });
    expect(changes.at(-1)!.value).to.deep.include({ country: 'Netherlands', zip: '1012 AB' });
    await click(country());
    await selectAll();
    await type('France');
    await press('Tab');
    await waitUntil(() => country().value === 'France', 'a name typed in full is taken');
    expect(errorOf('zip')).to.equal(null);
    expect(changes.at(-1)!.value.country).to.equal('France');
    expect(changes.filter((change) => change.value.country === 'France').length, 'reported once').to.equal(1);
  });

  it("refuses an invalid email with 'Invalid email format.' once the field is left", async () => {
    const { field, changes, errorOf } = await contact();
    await click(field('email'));
    await type('someone@');
    expect(errorOf('email')).to.equal(null);
    await press('Tab');
    await waitUntil(() => errorOf('email') === 'Invalid email format.', 'email error');
    expect(changes.at(-1)!.valid).to.equal(false);
    await click(field('email'));
    await type('example.com');
    await waitUntil(() => errorOf('email') === null, 'fine once an address');
    expect(changes.at(-1)).to.deep.include({ valid: true });
    expect(changes.at(-1)!.value.email).to.equal('someone@example.com');
  });

  it("takes an optional phone in the chosen country's calling code, and reports an invalid one as not valid", async () => {
    const { phone, changes } = await contact(html`<tb-contact-form value='{"country":"DE"}'></tb-contact-form>`);
    await click(phone());
    await waitUntil(() => phone().value === '+49', 'German calling code');
    await type('151');
    await waitUntil(() => changes.length === 3, 'typed');
    expect(changes.at(-1)!.valid).to.equal(false);
    expect(changes.at(-1)!.value.phone).to.equal('');
    await type('12345678');
    await waitUntil(() => changes.at(-1)!.value.phone === '+4915112345678', 'valid number');
    expect(changes.at(-1)!.valid).to.equal(true);
    expect(changes.at(-1)!.value.country).to.equal('DE');
  });

  it('shows what was stored, and keeps its edit when the host hands the reported value back', async () => {
    const stored = { country: 'United Kingdom', city: 'London', zip: 'SW1A 1AA', address: '10 Downing St', email: 'pm@example.gov.uk', phone: '+442071234567' };
    const { el, field, country, phone, changes } = await contact();
    el.addEventListener('tb-change', (e) => (el.value = (e as CustomEvent<Change>).detail.value));
    el.value = stored;
    await waitUntil(() => field('city').value === 'London', 'stored value shown');
    expect(country().value).to.equal('United Kingdom');
    expect(phone().value).to.equal('+442071234567');
    await click(field('address2'));
    await type('Flat 1');
    await waitUntil(() => changes.length === 6, 'typed');
    expect(field('address2').value).to.equal('Flat 1');
    expect(changes.at(-1)).to.deep.equal({ value: { ...stored, state: '', address2: 'Flat 1' }, valid: true });
  });

  it('names the countries and fields in the UI language', async () => {
    const { el, country } = await contact(html`<tb-contact-form value='{"country":"Germany"}'></tb-contact-form>`);
    try {
      await setLanguage('de_DE');
      await waitUntil(() => country().value === 'Deutschland', 'German name');
      expect(el.shadowRoot!.querySelector('label')!.textContent).to.equal('Land');
    } finally {
      await setLanguage('en_US');
    }
  });

  it('is reached field by field with Tab, with a visible focus ring', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><button>before</button><tb-contact-form></tb-contact-form></div>`);
    const el = wrapper.querySelector('tb-contact-form')!;
    await waitUntil(() => el.shadowRoot?.querySelector('input[name=city]'), 'rendered');
    wrapper.querySelector('button')!.focus();
    await press('Tab');
    expect(deepActiveElement()?.getAttribute('role')).to.equal('combobox');
    await press('Tab');
    expect(deepActiveElement()?.getAttribute('name')).to.equal('city');
    expect(getComputedStyle(deepActiveElement()!).outlineStyle).to.equal('solid');
  });

  it('can be disabled', async () => {
    const { el } = await contact(html`<tb-contact-form disabled></tb-contact-form>`);
    const inputs = [...el.shadowRoot!.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
    expect(inputs.length).to.be.greaterThan(7);
    expect(inputs.every((input) => input.disabled)).to.equal(true);
  });

  it('has no accessibility violations, empty, with its country list open and with errors', async () => {
    const { el, country, field, errorOf } = await contact();
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(country());
    await waitUntil(() => options(el).length > 0, 'list open');
    expect(await axeViolations(el)).to.deep.equal([]);
    await press('Escape');
    await click(field('email'));
    await type('x');
    await press('Tab');
    await waitUntil(() => errorOf('email') !== null, 'error shown');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
