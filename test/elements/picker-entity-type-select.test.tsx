import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/entity-type-select/define.js';
import '../../elements/entity-type-list/define.js';
import { axeViolations, click, press, shadowQuery, type } from './support/kit-test.js';

type Select = HTMLElementTagNameMap['tb-entity-type-select'];
type List = HTMLElementTagNameMap['tb-entity-type-list'];

function changes(el: Element) {
  const seen: unknown[] = [];
  el.addEventListener('tb-change', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

const selectOf = (el: Element) => shadowQuery<HTMLSelectElement>(el, 'select');
const optionTexts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role=option]')].map((o) => o.textContent);
const chips = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=chip]')].map((c) => c.textContent);
const input = (el: Element) => shadowQuery<HTMLInputElement>(el, 'input[role=combobox]');
const message = (el: Element) => el.shadowRoot!.querySelector('[part=message]')?.textContent ?? null;

describe('tb-entity-type-select', () => {
  it('offers the allowed types by name and fires tb-change with the chosen one', async () => {
    const el = await fixture<Select>(html`<tb-entity-type-select value="ASSET" allowed-entity-types='["DEVICE","ASSET","CUSTOMER"]'></tb-entity-type-select>`);
    await waitUntil(() => el.shadowRoot?.querySelector('select'), 'rendered');
    expect([...selectOf(el).options].map((o) => o.textContent)).to.deep.equal(['Choose a type', 'Device', 'Asset', 'Customer']);
    expect(selectOf(el).value).to.equal('ASSET');
    const seen = changes(el);
    selectOf(el).focus();
    await press('ArrowDown');
    await waitUntil(() => seen.length === 1, 'changed');
    expect(seen).to.deep.equal([{ value: 'CUSTOMER' }]);
  });

  it('clears a value the new allowed list drops, and says a required type is missing', async () => {
    const el = await fixture<Select>(html`<tb-entity-type-select required value="ASSET" allowed-entity-types='["DEVICE","ASSET"]'></tb-entity-type-select>`);
    await waitUntil(() => el.shadowRoot?.querySelector('select'), 'rendered');
    const seen = changes(el);
    el.allowedEntityTypes = ['DEVICE', 'EDGE'];
    await waitUntil(() => seen.length === 1, 'cleared');
    expect(seen).to.deep.equal([{ value: null }]);
    expect(selectOf(el).value).to.equal('');
    selectOf(el).focus();
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'error');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('Entity type is required.');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});

describe('tb-entity-type-list', () => {
  it('adds types found by name ignoring case, never twice, and removes them', async () => {
    const el = await fixture<List>(html`<tb-entity-type-list value='["DEVICE"]'></tb-entity-type-list>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    expect(chips(el)).to.deep.equal(['Device']);
    const seen = changes(el);
    await click(input(el));
    expect(optionTexts(el)).to.not.include('Device');
    await type('ASS');
    await waitUntil(() => optionTexts(el).length === 1, 'one match');
    expect(optionTexts(el)).to.deep.equal(['Asset']);
    await press('ArrowDown');
    await press('Enter');
    await waitUntil(() => chips(el).length === 2, 'added');
    expect(chips(el)).to.deep.equal(['Device', 'Asset']);
    expect(input(el).value).to.equal('');
    await press('Backspace');
    await waitUntil(() => chips(el).length === 1, 'last removed');
    await click(shadowQuery(el, 'button[aria-label="Remove Device"]'));
    await waitUntil(() => chips(el).length === 0, 'removed by its button');
    expect(seen).to.deep.equal([{ value: ['DEVICE', 'ASSET'] }, { value: ['DEVICE'] }, { value: [] }]);
  });

  it("says 'No entity types match' with the first 6 characters, and that a required list is empty", async () => {
    const el = await fixture<List>(html`<tb-entity-type-list required></tb-entity-type-list>`);
    await waitUntil(() => el.shadowRoot?.querySelector('input'), 'rendered');
    await click(input(el));
    await type('gateways');
    await waitUntil(() => message(el) !== null, 'no match');
    expect(message(el)).to.equal("No entity types match '\u2068gatewa…\u2069'.");
    expect(await axeViolations(el)).to.deep.equal([]);
    await press('Tab');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=error]'), 'error');
    expect(shadowQuery(el, '[part=error]').textContent).to.equal('At least one entity type is required.');
  });
});
