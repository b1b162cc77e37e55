import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inputTypeFor, isPasswordInput, TOGGLED_ATTRIBUTE } from '../../elements/password-input/password-input.logic.js';

const input = (type: string, attributes: string[] = []) => ({ type, hasAttribute: (name: string) => attributes.includes(name) });

describe('password toggle', () => {
  it('flips between hidden and visible text', () => {
    assert.equal(inputTypeFor(true), 'text');
    assert.equal(inputTypeFor(false), 'password');
  });

  it('toggles a password input, and keeps finding it while it shows its text', () => {
    assert.equal(isPasswordInput(input('password')), true);
    assert.equal(isPasswordInput(input('text', [TOGGLED_ATTRIBUTE])), true);
  });

  it('finds no password input in other inputs', () => {
    assert.equal(isPasswordInput(input('text')), false);
    assert.equal(isPasswordInput(input('email')), false);
  });
});
