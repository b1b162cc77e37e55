import {
  DEFAULT_MIN_VERIFICATION_CODE_SEND_PERIOD_S,
  sendsCodeOnSelect,
  type TwoFaProviderType,
} from '../../sdk/catalogues/two-factor.js';
import {
  orderProviders,
  validateVerificationCode,
  verificationCodeInput,
  VERIFICATION_CODE_INCORRECT_KEY,
  VERIFICATION_CODE_INVALID_KEY,
  VERIFICATION_CODE_MANY_REQUEST_KEY,
  type TwoFaProviderInfo,
  type VerificationFailure,
} from '../../sdk/auth/two-factor.js';

/** How often the resend countdown goes down by one second. */
export const COUNTDOWN_TICK_MS = 1000;

/** A message key the code field shows under itself. */
export type CodeErrorKey =
  | typeof VERIFICATION_CODE_INVALID_KEY
  | typeof VERIFICATION_CODE_INCORRECT_KEY
  | typeof VERIFICATION_CODE_MANY_REQUEST_KEY;

/** Everything the two-factor screen shows. */
export interface MfaState {
  /** Providers the user may verify with, in the fixed order. */
  providers: TwoFaProviderInfo[];
  /** The provider in use, or null while the list of providers is shown. */
  selected: TwoFaProviderType | null;
  /** The provider the back chevron returns to; null means the chevron signs out. */
  previous: TwoFaProviderType | null;
  /** The code typed so far. */
  code: string;
  /** Whether the code field was left with text in it or submitted, so that a format error may show. */
  touched: boolean;
  /** Error the server's answer put on the code field. */
  serverError: CodeErrorKey | null;
  /** Seconds left before a code may be sent again, per provider; 0 or absent shows the resend button. */
  countdowns: Partial<Record<TwoFaProviderType, number>>;
  /** Providers whose code is being sent right now. */
  sending: TwoFaProviderType[];
  /** Whether a code check is running. */
  checking: boolean;
}

/** Something the screen must do after a transition. */
export type MfaEffect =
  | { kind: 'send'; provider: TwoFaProviderType }
  | { kind: 'check'; provider: TwoFaProviderType; code: string }
  | { kind: 'clear-error-after'; ms: number; key: CodeErrorKey }
  | { kind: 'toast'; message: string }
  | { kind: 'logout' };

/** What happened on the two-factor screen. */
export type MfaAction =
  | { type: 'providers-loaded'; providers: readonly TwoFaProviderInfo[] }
  | { type: 'select'; provider: TwoFaProviderType | null }
  | { type: 'back' }
  | { type: 'resend' }
  | { type: 'send-finished'; provider: TwoFaProviderType }
  | { type: 'tick' }
  | { type: 'code-changed'; code: string }
  | { type: 'code-blurred' }
  | { type: 'submit' }
  | { type: 'check-failed'; failure: CheckFailure }
  | { type: 'clear-error'; key: CodeErrorKey };

/** A code check that did not sign the user in: the server's refusal, a code that failed local validation, or an unreadable token. */
export type CheckFailure = VerificationFailure | { kind: 'invalid-code' } | { kind: 'invalid-token' };

/** A new state and what to do next. */
export interface MfaTransition {
  state: MfaState;
  effects: MfaEffect[];
}

/** The screen before the providers are loaded. */
export const INITIAL_MFA_STATE: MfaState = {
  providers: [],
  selected: null,
  previous: null,
  code: '',
  touched: false,
  serverError: null,
  countdowns: {},
  sending: [],
  checking: false,
};

/** Seconds a provider makes the user wait between two sends: its own period, else 30 s. */
export function resendPeriodS(provider: TwoFaProviderInfo | undefined): number {
  const period = provider?.minVerificationCodeSendPeriod;
  return typeof period === 'number' && period > 0 ? period : DEFAULT_MIN_VERIFICATION_CODE_SEND_PERIOD_S;
}

/** The provider preselected on entry: the default one, or the only one. */
export function initialProvider(providers: readonly TwoFaProviderInfo[]): TwoFaProviderType | null {
  return (providers.find((p) => p.default) ?? (providers.length === 1 ? providers[0] : undefined))?.type ?? null;
}

/** Seconds left before the selected provider may send again (0 when it may). */
export function countdownOf(state: MfaState): number {
  return state.selected ? (state.countdowns[state.selected] ?? 0) : 0;
}

/** The error under the code field: the server's, else the format error once the field was touched. */
export function codeErrorOf(state: MfaState): CodeErrorKey | null {
  if (state.serverError) return state.serverError;
  if (!state.touched || !state.selected) return null;
  return validateVerificationCode(state.code, state.selected);
}

/** Whether Continue may be pressed: a provider is chosen, the code is well formed and nothing is loading. */
export function canSubmit(state: MfaState): boolean {
  return !!state.selected && !state.checking && validateVerificationCode(state.code, state.selected) === null;
}

/** Whether the screen shows the resend area (every provider that sends codes, and a default provider sent at entry). */
export function showsResend(state: MfaState): boolean {
  return state.selected !== null && state.selected !== 'TOTP' && state.selected !== 'BACKUP_CODE';
}

/** Whether the Try another way button shows: more than one provider is allowed. */
export function showsTryAnotherWay(state: MfaState): boolean {
  return state.selected !== null && state.providers.length > 1;
}

/** Input mode, length and pattern of the code field for the selected provider. */
export function codeInputOf(state: MfaState) {
  return verificationCodeInput(state.selected ?? 'TOTP');
}

/** Applies an action to the two-factor screen, answering the new state and the effects to run. */
export function mfaTransition(state: MfaState, action: MfaAction): MfaTransition {
  switch (action.type) {
    case 'providers-loaded':
      return enter({ ...INITIAL_MFA_STATE, providers: orderProviders(action.providers) });
    case 'select':
      return action.provider === null
        ? done({ ...state, previous: state.selected ?? state.previous, selected: null, code: '', touched: false, serverError: null })
        : choose({ ...state, previous: null }, action.provider, sendsCodeOnSelect(action.provider));
    case 'back':
      return state.previous
        ? choose({ ...state, previous: null }, state.previous, sendsCodeOnSelect(state.previous))
        : { state, effects: [{ kind: 'logout' }] };
    case 'resend':
      return state.selected && countdownOf(state) === 0 && !state.sending.includes(state.selected)
        ? send(state, state.selected)
        : done(state);
    case 'send-finished':
      return done(finishSend(state, action.provider));
    case 'tick':
      return done({ ...state, countdowns: tick(state.countdowns) });
    case 'code-changed':
      return done({ ...state, code: action.code, serverError: null });
    case 'code-blurred':
      // Leaving an empty field is no mistake yet (the person may be choosing another way); submit still flags it.
      return done(state.code ? { ...state, touched: true } : state);
    case 'submit':
      return submit(state);
    case 'check-failed':
      return checkFailed({ ...state, checking: false }, action.failure);
    case 'clear-error':
      return done(state.serverError === action.key ? { ...state, serverError: null } : state);
  }
}

function done(state: MfaState): MfaTransition {
  return { state, effects: [] };
}

/** Entry: the default provider is preselected and a code goes out at once unless it is TOTP. */
function enter(state: MfaState): MfaTransition {
  const provider = initialProvider(state.providers);
  return provider ? choose(state, provider, provider !== 'TOTP') : done(state);
}

/** Shows a provider with an empty code field, sending a code when asked and the provider's countdown has run out. */
function choose(state: MfaState, provider: TwoFaProviderType, sendCode: boolean): MfaTransition {
  const next: MfaState = { ...state, selected: provider, code: '', touched: false, serverError: null };
  return sendCode && !(next.countdowns[provider] ?? 0) && !next.sending.includes(provider) ? send(next, provider) : done(next);
}

function send(state: MfaState, provider: TwoFaProviderType): MfaTransition {
  return { state: { ...state, sending: [...state.sending, provider] }, effects: [{ kind: 'send', provider }] };
}

/** Whatever the send answered, the provider's countdown starts. */
function finishSend(state: MfaState, provider: TwoFaProviderType): MfaState {
  const info = state.providers.find((p) => p.type === provider);
  return {
    ...state,
    sending: state.sending.filter((p) => p !== provider),
    countdowns: { ...state.countdowns, [provider]: resendPeriodS(info) },
  };
}

function tick(countdowns: MfaState['countdowns']): MfaState['countdowns'] {
  const next: MfaState['countdowns'] = {};
  for (const [provider, seconds] of Object.entries(countdowns) as [TwoFaProviderType, number][]) {
    if (seconds > 1) next[provider] = seconds - 1;
  }
  return next;
}

function submit(state: MfaState): MfaTransition {
  const touched = { ...state, touched: true };
  if (!canSubmit(touched) || !touched.selected) return done(touched);
  return { state: { ...touched, checking: true, serverError: null }, effects: [{ kind: 'check', provider: touched.selected, code: touched.code }] };
}

/** 400 and 429 go on the field (429 cleared after 5000 ms), anything else is a toast with the server's message. */
function checkFailed(state: MfaState, failure: CheckFailure): MfaTransition {
  switch (failure.kind) {
    case 'incorrect-code':
      return done({ ...state, serverError: failure.messageKey });
    case 'too-many-requests':
      return {
        state: { ...state, serverError: failure.messageKey },
        effects: [{ kind: 'clear-error-after', ms: failure.durationMs, key: failure.messageKey }],
      };
    case 'error':
      return { state, effects: [{ kind: 'toast', message: failure.message }] };
    case 'invalid-code':
      return done({ ...state, touched: true });
    case 'invalid-token':
      return { state, effects: [{ kind: 'logout' }] };
  }
}

/** Whether a countdown is running anywhere, so the screen needs its one-second timer. */
export function needsTicks(state: MfaState): boolean {
  return Object.values(state.countdowns).some((s) => (s ?? 0) > 0);
}
