import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/language-select/define.js';
import { axeViolations, deepActiveElement, press, shadowQuery } from './support/kit-test.js';

async function languageSelect(template = html`<tb-language-select value="de_DE"></tb-language-select>`) {
  const el = await fixture<HTMLElementTagNameMap['tb-language-select']>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('select'), 'select rendered');
  return el;
}

const select = (el: Element) => shadowQuery<HTMLSelectElement>(el, 'select');
const shown = (el: Element) => select(el).selectedOptions[0]?.textContent;

describe('tb-language-select', () => {
  it('offers the 20 languages, each by its own name in its own language', async () => {
    const el = await languageSelect();
    const options = [...select(el).options];
    expect(options.length).to.equal(20);
    expect(options.map((o) => o.textContent)).to.include.members(['Deutsch', 'فارسی', '日本語', 'Português (Brasil)', '简体中文', '繁體中文']);
    expect(options.find((o) => o.value === 'ja_JP')!.lang).to.equal('ja-JP');
    expect(shown(el)).to.equal('Deutsch');
  });

  it('fires tb-change with the language picked with the keyboard', async () => {
    const el = await languageSelect();
    const picked: unknown[] = [];
    el.addEventListener('tb-change', (e) => picked.push((e as CustomEvent).detail));
    select(el).focus();
    await press('ArrowDown');
    await waitUntil(() => picked.length === 1, 'tb-change fired');
    expect(picked).to.deep.equal([{ lang: 'el_GR' }]);
    expect(shown(el)).to.equal('Ελληνικά');
    await press('f');
    await waitUntil(() => picked.length === 2, 'type-ahead picked');
    expect(picked[1]).to.deep.equal({ lang: 'fr_FR' });
  });

  it('follows its value attribute by full code, then base language, without firing tb-change', async () => {
    const el = await languageSelect();
    let fired = 0;
    el.addEventListener('tb-change', () => (fired += 1));
    el.setAttribute('value', 'pt');
    await waitUntil(() => shown(el) === 'Português (Brasil)', 'base language matched');
    el.value = 'xx_YY';
    await waitUntil(() => shown(el) === 'English', 'unknown falls back to en_US');
    expect(fired).to.equal(0);
  });

  it('shows a visible label when given, else is named Language', async () => {
    const plain = await languageSelect();
    expect(select(plain).getAttribute('aria-label')).to.equal('Language');
    const labelled = await languageSelect(html`<tb-language-select label="Interface language"></tb-language-select>`);
    expect(select(labelled).labels[0]!.textContent).to.equal('Interface language');
  });

  it('can be disabled', async () => {
    const el = await languageSelect(html`<tb-language-select disabled></tb-language-select>`);
    expect(select(el).disabled).to.equal(true);
  });

  it('is reached with Tab and shows a visible focus ring', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><button>before</button><tb-language-select></tb-language-select></div>`);
    const el = wrapper.querySelector('tb-language-select')!;
    await waitUntil(() => el.shadowRoot?.querySelector('select'), 'rendered');
    wrapper.querySelector('button')!.focus();
    await press('Tab');
    expect(deepActiveElement() === select(el), 'select focused').to.equal(true);
    expect(getComputedStyle(select(el)).outlineStyle).to.equal('solid');
  });

  it('has no accessibility violations', async () => {
    expect(await axeViolations(await languageSelect())).to.deep.equal([]);
    expect(await axeViolations(await languageSelect(html`<tb-language-select label="Language"></tb-language-select>`))).to.deep.equal([]);
  });
});
