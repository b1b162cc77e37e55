import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../sdk/errors/api-error.js';
import { verificationFailure, type TwoFaProviderInfo } from '../../sdk/auth/two-factor.js';
import {
  canSubmit,
  codeErrorOf,
  codeInputOf,
  countdownOf,
  COUNTDOWN_TICK_MS,
  INITIAL_MFA_STATE,
  mfaTransition,
  needsTicks,
  resendPeriodS,
  showsResend,
  showsTryAnotherWay,
  type MfaAction,
  type MfaEffect,
  type MfaState,
} from '../../console/auth-logic/mfa.js';

const provider = (type: TwoFaProviderInfo['type'], extra: Partial<TwoFaProviderInfo> = {}): TwoFaProviderInfo => ({
  type,
  default: false,
  contact: null,
  minVerificationCodeSendPeriod: 0,
  ...extra,
});

/** Runs actions from a state, collecting every effect. */
function play(actions: MfaAction[], from: MfaState = INITIAL_MFA_STATE): { state: MfaState; effects: MfaEffect[] } {
  let state = from;
  const effects: MfaEffect[] = [];
  for (const action of actions) {
    const next = mfaTransition(state, action);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const loaded = (...providers: TwoFaProviderInfo[]): MfaAction => ({ type: 'providers-loaded', providers });
const failure = (status: number, message = 'Verification code is incorrect') =>
  verificationFailure(new ApiError({ status, method: 'POST', url: '/api/auth/2fa/verification/check', body: { status, message, errorCode: 31 } }));

describe('two-factor screen: entry', () => {
  it('lists the providers in the fixed order TOTP, SMS, EMAIL, BACKUP_CODE', () => {
    const { state } = play([loaded(provider('BACKUP_CODE'), provider('EMAIL'), provider('TOTP'), provider('SMS'))]);
    assert.deepEqual(state.providers.map((p) => p.type), ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE']);
  });

  it('preselects the default provider and sends its code at once', () => {
    const { state, effects } = play([loaded(provider('TOTP'), provider('SMS', { default: true, contact: '+3*****67' }))]);
    assert.equal(state.selected, 'SMS');
    assert.deepEqual(effects, [{ kind: 'send', provider: 'SMS' }]);
    assert.equal(showsResend(state), true);
  });

  it('sends nothing when the default provider is TOTP', () => {
    const { state, effects } = play([loaded(provider('TOTP', { default: true }), provider('EMAIL'))]);
    assert.equal(state.selected, 'TOTP');
    assert.deepEqual(effects, []);
    assert.equal(showsResend(state), false);
  });

  it('shows the provider list when no provider is the default', () => {
    const { state, effects } = play([loaded(provider('TOTP'), provider('EMAIL'))]);
    assert.equal(state.selected, null);
    assert.deepEqual(effects, []);
  });
});

describe('two-factor screen: choosing a provider', () => {
  it('resets the code and sends a code for SMS and e-mail, not for TOTP or backup codes', () => {
    const start = play([loaded(provider('TOTP', { default: true }), provider('SMS'), provider('EMAIL'), provider('BACKUP_CODE'))]).state;
    const typed = mfaTransition(start, { type: 'code-changed', code: '123' }).state;
    for (const [type, sends] of [['SMS', true], ['EMAIL', true], ['TOTP', false], ['BACKUP_CODE', false]] as const) {
      const { state, effects } = play([{ type: 'select', provider: null }, { type: 'select', provider: type }], typed);
      assert.equal(state.code, '', `${type} resets the code`);
      assert.deepEqual(effects, sends ? [{ kind: 'send', provider: type }] : [], type);
    }
  });

  it('Try another way returns to the list and the chevron goes back to the provider chosen before', () => {
    const start = play([loaded(provider('TOTP', { default: true }), provider('EMAIL'))]).state;
    const list = mfaTransition(start, { type: 'select', provider: null }).state;
    assert.equal(list.selected, null);
    assert.equal(list.previous, 'TOTP');
    const back = mfaTransition(list, { type: 'back' });
    assert.equal(back.state.selected, 'TOTP');
    assert.deepEqual(back.effects, []);
  });

  it('the chevron signs out when there is no previous provider', () => {
    const start = play([loaded(provider('TOTP', { default: true }), provider('EMAIL'))]).state;
    assert.deepEqual(mfaTransition(start, { type: 'back' }).effects, [{ kind: 'logout' }]);
    const chosen = play([{ type: 'select', provider: null }, { type: 'select', provider: 'EMAIL' }], start).state;
    assert.equal(chosen.previous, null);
    assert.deepEqual(mfaTransition(chosen, { type: 'back' }).effects.at(-1), { kind: 'logout' });
  });

  it('offers Try another way only when more than one provider is allowed', () => {
    assert.equal(showsTryAnotherWay(play([loaded(provider('TOTP', { default: true }))]).state), false);
    assert.equal(showsTryAnotherWay(play([loaded(provider('TOTP', { default: true }), provider('SMS'))]).state), true);
  });
});

describe('two-factor screen: resend countdown', () => {
  it('counts down 30 s by default after a send, one second every 1000 ms, then shows the resend button', () => {
    assert.equal(COUNTDOWN_TICK_MS, 1000);
    assert.equal(resendPeriodS(provider('SMS')), 30);
    let { state } = play([loaded(provider('SMS', { default: true })), { type: 'send-finished', provider: 'SMS' }]);
    assert.equal(countdownOf(state), 30);
    assert.equal(needsTicks(state), true);
    for (let i = 0; i < 29; i += 1) state = mfaTransition(state, { type: 'tick' }).state;
    assert.equal(countdownOf(state), 1);
    assert.deepEqual(mfaTransition(state, { type: 'resend' }).effects, [], 'no resend before the countdown ends');
    state = mfaTransition(state, { type: 'tick' }).state;
    assert.equal(countdownOf(state), 0);
    assert.equal(needsTicks(state), false);
    assert.deepEqual(mfaTransition(state, { type: 'resend' }).effects, [{ kind: 'send', provider: 'SMS' }]);
  });

  it("uses the provider's minVerificationCodeSendPeriod when it gives one", () => {
    const { state } = play([loaded(provider('EMAIL', { default: true, minVerificationCodeSendPeriod: 45 })), { type: 'send-finished', provider: 'EMAIL' }]);
    assert.equal(countdownOf(state), 45);
  });

  it('starts the countdown after a failed send too', () => {
    // The screen reports send-finished whatever the server answered.
    const { state } = play([loaded(provider('SMS', { default: true })), { type: 'send-finished', provider: 'SMS' }]);
    assert.equal(countdownOf(state), 30);
    assert.deepEqual(state.sending, []);
  });

  it('does not send again for a provider whose countdown still runs', () => {
    const { state } = play([
      loaded(provider('SMS', { default: true }), provider('EMAIL')),
      { type: 'send-finished', provider: 'SMS' },
      { type: 'select', provider: null },
    ]);
    const back = mfaTransition(state, { type: 'select', provider: 'SMS' });
    assert.deepEqual(back.effects, []);
    assert.equal(countdownOf(back.state), 30);
  });
});

describe('two-factor screen: the code', () => {
  it('takes 6 digits in numeric input mode, and 8 lowercase hex characters in text mode for backup codes', () => {
    const totp = play([loaded(provider('TOTP', { default: true }), provider('BACKUP_CODE'))]).state;
    assert.deepEqual({ mode: codeInputOf(totp).inputMode, max: codeInputOf(totp).maxLength }, { mode: 'numeric', max: 6 });
    assert.equal(canSubmit(mfaTransition(totp, { type: 'code-changed', code: '123456' }).state), true);
    assert.equal(canSubmit(mfaTransition(totp, { type: 'code-changed', code: '12345' }).state), false);
    assert.equal(canSubmit(mfaTransition(totp, { type: 'code-changed', code: '12345a' }).state), false);
    const backup = mfaTransition(totp, { type: 'select', provider: 'BACKUP_CODE' }).state;
    assert.deepEqual({ mode: codeInputOf(backup).inputMode, max: codeInputOf(backup).maxLength }, { mode: 'text', max: 8 });
    assert.equal(canSubmit(mfaTransition(backup, { type: 'code-changed', code: '0a1b2c3d' }).state), true);
    assert.equal(canSubmit(mfaTransition(backup, { type: 'code-changed', code: '0A1B2C3D' }).state), false);
    assert.equal(canSubmit(mfaTransition(backup, { type: 'code-changed', code: '0a1b2c3g' }).state), false);
  });

  it('shows no error when an empty field is left, so that choosing another way does not shift the layout', () => {
    const start = play([loaded(provider('TOTP', { default: true })), { type: 'code-blurred' }]).state;
    assert.equal(codeErrorOf(start), null);
    assert.equal(codeErrorOf(mfaTransition(start, { type: 'submit' }).state), 'security.2fa.dialog.verification-code-invalid');
  });

  it('shows security.2fa.dialog.verification-code-invalid once the field is left or submitted with a bad code', () => {
    const start = play([loaded(provider('TOTP', { default: true })), { type: 'code-changed', code: '12' }]).state;
    assert.equal(codeErrorOf(start), null);
    assert.equal(codeErrorOf(mfaTransition(start, { type: 'code-blurred' }).state), 'security.2fa.dialog.verification-code-invalid');
    const submitted = mfaTransition(start, { type: 'submit' });
    assert.deepEqual(submitted.effects, []);
    assert.equal(codeErrorOf(submitted.state), 'security.2fa.dialog.verification-code-invalid');
  });

  it('checks a valid code and disables Continue while the check runs', () => {
    const start = play([loaded(provider('TOTP', { default: true })), { type: 'code-changed', code: '123456' }]).state;
    const { state, effects } = mfaTransition(start, { type: 'submit' });
    assert.deepEqual(effects, [{ kind: 'check', provider: 'TOTP', code: '123456' }]);
    assert.equal(state.checking, true);
    assert.equal(canSubmit(state), false);
  });

  it('puts security.2fa.dialog.verification-code-incorrect on the field for a 400', () => {
    const start = play([loaded(provider('TOTP', { default: true })), { type: 'code-changed', code: '123456' }, { type: 'submit' }]).state;
    const { state, effects } = mfaTransition(start, { type: 'check-failed', failure: failure(400) });
    assert.equal(codeErrorOf(state), 'security.2fa.dialog.verification-code-incorrect');
    assert.equal(state.checking, false);
    assert.deepEqual(effects, []);
    assert.equal(codeErrorOf(mfaTransition(state, { type: 'code-changed', code: '654321' }).state), null, 'typing clears it');
  });

  it('puts security.2fa.dialog.verification-code-many-request on the field for a 429 and clears it after 5000 ms', () => {
    const start = play([loaded(provider('TOTP', { default: true })), { type: 'code-changed', code: '123456' }, { type: 'submit' }]).state;
    const { state, effects } = mfaTransition(start, { type: 'check-failed', failure: failure(429, 'Too many requests') });
    assert.equal(codeErrorOf(state), 'security.2fa.dialog.verification-code-many-request');
    assert.deepEqual(effects, [{ kind: 'clear-error-after', ms: 5000, key: 'security.2fa.dialog.verification-code-many-request' }]);
    assert.equal(codeErrorOf(mfaTransition(state, { type: 'clear-error', key: 'security.2fa.dialog.verification-code-many-request' }).state), null);
  });

  it("answers any other failure with an error toast holding the server's message", () => {
    const start = play([loaded(provider('TOTP', { default: true })), { type: 'code-changed', code: '123456' }, { type: 'submit' }]).state;
    const { state, effects } = mfaTransition(start, { type: 'check-failed', failure: failure(401, 'User account was locked due to exceeded 2FA verification attempts') });
    assert.deepEqual(effects, [{ kind: 'toast', message: 'User account was locked due to exceeded 2FA verification attempts' }]);
    assert.equal(codeErrorOf(state), null);
  });
});
