import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import '../../elements/password-input/define.js';
import { PasswordInput } from '../../elements/password-input/password-input.js';
import { axeViolations, click, deepActiveElement, press, type } from './support/kit-test.js';

const toggleOf = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=toggle]');

async function passwordInput(template = html`<tb-password-input><input type="password" aria-label="Password" value="s3cret" /></tb-password-input>`) {
  const el = await fixture<HTMLElement>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('slot'), 'rendered');
  return el;
}

describe('tb-password-input', () => {
  it('flips the input between hidden and visible text, named for what it does', async () => {
    const el = await passwordInput();
    const input = el.querySelector('input')!;
    await waitUntil(() => toggleOf(el), 'toggle shown');
    expect(toggleOf(el)!.getAttribute('aria-label')).to.equal('Show password');
    await click(toggleOf(el)!);
    await waitUntil(() => input.type === 'text', 'text shown');
    await waitUntil(() => toggleOf(el)!.getAttribute('aria-label') === 'Hide password', 'renamed');
    await click(toggleOf(el)!);
    await waitUntil(() => input.type === 'password', 'hidden again');
    expect(input.value).to.equal('s3cret');
  });

  it('is reached with Tab after the input and toggles with Enter and Space, with a visible focus ring', async () => {
    const el = await passwordInput();
    const input = el.querySelector('input')!;
    await waitUntil(() => toggleOf(el), 'toggle shown');
    input.focus();
    await press('Tab');
    expect(deepActiveElement() === toggleOf(el), 'toggle focused').to.equal(true);
    expect(getComputedStyle(toggleOf(el)!).outlineStyle).to.equal('solid');
    await press('Enter');
    await waitUntil(() => input.type === 'text', 'shown by Enter');
    await press('Space');
    await waitUntil(() => input.type === 'password', 'hidden by Space');
  });

  it('shows no toggle when no password input is found, and one once a password input arrives', async () => {
    const empty = await passwordInput(html`<tb-password-input></tb-password-input>`);
    const text = await passwordInput(html`<tb-password-input><input type="text" aria-label="Name" /></tb-password-input>`);
    expect(toggleOf(empty)).to.equal(null);
    expect(toggleOf(text)).to.equal(null);
    const password = document.createElement('input');
    password.type = 'password';
    empty.append(password);
    await waitUntil(() => toggleOf(empty), 'toggle shown for the new input');
  });

  it('follows the input being disabled', async () => {
    const el = await passwordInput();
    await waitUntil(() => toggleOf(el), 'toggle shown');
    el.querySelector('input')!.disabled = true;
    await waitUntil(() => toggleOf(el)!.disabled, 'toggle disabled');
  });

  it('hides the password again when its form is sent', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}><tb-password-input><input type="password" aria-label="Password" /></tb-password-input></form>`,
    );
    const el = form.querySelector('tb-password-input')!;
    const input = form.querySelector('input')!;
    await waitUntil(() => toggleOf(el), 'toggle shown');
    await click(toggleOf(el)!);
    await waitUntil(() => input.type === 'text', 'text shown');
    input.focus();
    await type('hunter2');
    await press('Enter');
    await waitUntil(() => input.type === 'password', 'hidden on submit');
    expect(input.value).to.equal('hunter2');
  });

  it('keeps the input in the page, so the form sends it', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><tb-password-input><input type="password" name="password" value="pw" /></tb-password-input></form>`);
    expect(new FormData(form).get('password')).to.equal('pw');
  });

  it('gives the input the height of a form control (36 px) unless the page styles it', async () => {
    const el = await passwordInput();
    expect(el.querySelector('input')!.getBoundingClientRect().height).to.equal(36);
  });

  it('has no accessibility violations', async () => {
    const el = await passwordInput();
    await waitUntil(() => toggleOf(el), 'toggle shown');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});

describe('PasswordInput (React)', () => {
  it('renders its own input with the toggle at its end', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    createRoot(host).render(createElement(PasswordInput, { 'aria-label': 'Password', defaultValue: 'pw' }));
    await waitUntil(() => host.querySelector('button'), 'rendered');
    const input = host.querySelector('input')!;
    expect(input.type).to.equal('password');
    await click(host.querySelector('button')!);
    await waitUntil(() => input.type === 'text', 'shown');
    expect(host.querySelector('button')!.getAttribute('aria-label')).to.equal('Hide password');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
