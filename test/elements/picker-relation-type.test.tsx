import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/relation-type-picker/define.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';

type Picker = HTMLElementTagNameMap['tb-relation-type-picker'];

const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const optionTexts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role=option]')].map((o) => o.textContent);
const message = (el: Element) => el.shadowRoot!.querySelector('[part=message]')?.textContent ?? null;

function changes(el: Element) {
  const seen: unknown[] = [];
  el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

async function picker(attrs: { value?: string; types?: string[]; required?: boolean } = {}) {
  const el = await fixture<Picker>(html`<tb-relation-type-picker value=${attrs.value ?? ''} relation-types=${JSON.stringify(attrs.types ?? [])} ?required=${attrs.required ?? false}></tb-relation-type-picker>`);
  await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
  return el;
}

describe('tb-relation-type-picker', () => {
  it('suggests Contains, Manages and the given types, filtered ignoring case, and picks with the keyboard', async () => {
    const el = await picker({ types: ['Supplies', 'Contains'] });
    expect(shadowQuery(el, 'label').textContent).to.equal('Relation type');
    const seen = changes(el);
    await click(input(el));
    expect(optionTexts(el)).to.deep.equal(['Contains', 'Manages', 'Supplies']);
    await type('s');
    expect(optionTexts(el)).to.deep.equal(['Contains', 'Manages', 'Supplies']);
    await type('u');
    expect(optionTexts(el)).to.deep.equal(['Supplies']);
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => seen.length === 1, 'picked');
    expect(input(el).value).to.equal('Supplies');
    expect(seen).to.deep.equal([{ value: 'Supplies' }]);
  });

  it('takes a new type typed and trimmed, saying no known type matches with 6 characters', async () => {
    const el = await picker({ value: 'Contains' });
    expect(input(el).value).to.equal('Contains');
    const seen = changes(el);
    await click(shadowQuery(el, 'button[aria-label=Clear]'));
    await waitUntil(() => input(el).value === '', 'cleared');
    await click(input(el));
    await type(' Feeds water ');
    await waitUntil(() => message(el) !== null, 'no match');
    expect(message(el)).to.equal("No relation types match '\u2068Feeds …\u2069'; it will be a new type.");
    expect(await axeViolations(el)).to.deep.equal([]);
    await press('Enter');
    await waitUntil(() => seen.length === 2, 'typed type taken');
    expect(seen).to.deep.equal([{ value: null }, { value: 'Feeds water' }]);
  });

  it('is required when flagged and refuses more than 255 characters', async () => {
    const el = await picker({ required: true });
    input(el).focus();
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'required');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('Relation type is required.');
    const seen = changes(el);
    el.setAttribute('value', 'r'.repeat(256));
    await waitUntil(() => input(el).value.length === 256, 'long value');
    input(el).focus();
    await press('Tab');
    await waitUntil(() => shadowQuery(el, '[part=error]').textContent === 'A relation type can have at most 255 characters.', 'max length');
    expect(seen).to.deep.equal([]);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
