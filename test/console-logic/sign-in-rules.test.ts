import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { emailError, isEmail } from '../../console/auth-logic/email.js';
import { loginQueryAction, withoutSecrets } from '../../console/auth-logic/login-query.js';
import { meetsPolicy, newPasswordProblem, passwordRules } from '../../console/auth-logic/password-policy.js';

describe('sign-in e-mail rule', () => {
  it('accepts addresses and rejects anything else with user.invalid-email-format', () => {
    assert.equal(emailError('tenant@thingsboard.org'), null);
    assert.equal(emailError('first.last+tag@sub.example.co'), null);
    for (const bad of ['tenant', 'tenant@', '@example.com', 'a b@example.com', 'a@-example.com']) {
      assert.equal(emailError(bad), 'user.invalid-email-format', bad);
    }
  });

  it('reports an empty required address as required, an empty optional one as fine', () => {
    assert.equal(emailError('', true), 'user.email-required');
    assert.equal(emailError('   ', true), 'user.email-required');
    assert.equal(emailError(''), null);
    assert.equal(isEmail(''), true);
  });
});

describe('sign-in page query', () => {
  it('signs in as the public user for publicId', () => {
    assert.deepEqual(loginQueryAction('?publicId=abc'), { kind: 'public', publicId: 'abc' });
  });

  it('signs in with accessToken and refreshToken', () => {
    assert.deepEqual(loginQueryAction('?accessToken=A&refreshToken=R'), { kind: 'tokens', accessToken: 'A', refreshToken: 'R' });
    assert.deepEqual(loginQueryAction('?accessToken=A'), { kind: 'tokens', accessToken: 'A', refreshToken: null });
  });

  it('signs in with username and password only when both are given', () => {
    assert.deepEqual(loginQueryAction('?username=a%40b.io&password=p'), { kind: 'credentials', username: 'a@b.io', password: 'p' });
    assert.deepEqual(loginQueryAction('?username=a%40b.io'), { kind: 'none' });
  });

  it('shows loginError', () => {
    assert.deepEqual(loginQueryAction('?loginError=Access%20denied'), { kind: 'error', message: 'Access denied' });
    assert.deepEqual(loginQueryAction(''), { kind: 'none' });
  });

  it('takes accessToken, refreshToken and password out of the address and keeps the rest', () => {
    assert.equal(withoutSecrets('http://h/login?accessToken=A&refreshToken=R&x=1#top'), '/login?x=1#top');
    assert.equal(withoutSecrets('/login?username=a&password=p'), '/login?username=a');
    assert.equal(withoutSecrets('/login?loginError=x'), null);
  });
});

describe('new password rules', () => {
  const policy = { minimumLength: 8, minimumUppercaseLetters: 1, minimumLowercaseLetters: 1, minimumDigits: 2, minimumSpecialCharacters: 1, allowWhitespaces: false };

  it('lists each rule of the policy, met or not', () => {
    assert.deepEqual(
      passwordRules('Abc1 ', policy).map((r) => [r.key, r.count, r.met]),
      [
        ['security.password-requirement.minimum-length', 8, false],
        ['security.password-requirement.uppercase', 1, true],
        ['security.password-requirement.lowercase', 1, true],
        ['security.password-requirement.digits', 2, false],
        ['security.password-requirement.special', 1, false],
        ['security.password-requirement.no-whitespace', 0, false],
      ],
    );
    assert.equal(meetsPolicy('Abcdef12!', policy), true);
  });

  it('sets no rule for a null or 0 minimum and allows whitespace unless the policy forbids it', () => {
    assert.deepEqual(passwordRules('x', { minimumLength: 0, minimumDigits: null, allowWhitespaces: true }), []);
    assert.deepEqual(passwordRules('x', null), []);
  });

  it('reports login.passwords-mismatch-error before the policy, so nothing is sent', () => {
    assert.equal(newPasswordProblem('abc', 'abd', { minimumLength: 6 }), 'login.passwords-mismatch-error');
    assert.equal(newPasswordProblem('abc', 'abc', { minimumLength: 6 }), 'policy');
    assert.equal(newPasswordProblem('abcdef', 'abcdef', { minimumLength: 6 }), null);
    assert.equal(newPasswordProblem('', '', null), 'required');
  });
});
