import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { mdiCellphoneMessage, mdiChevronRight, mdiEmailOutline, mdiKeyVariant, mdiShieldKeyOutline } from '@mdi/js';
import type { TwoFaProviderType } from '../../../sdk/catalogues/two-factor.js';
import { Icon } from '../../../elements/core/icon.js';
import { useConsoleText } from './use-text.js';
import {
  canSubmit,
  codeErrorOf,
  codeInputOf,
  countdownOf,
  COUNTDOWN_TICK_MS,
  INITIAL_MFA_STATE,
  mfaTransition,
  needsTicks,
  showsResend,
  showsTryAnotherWay,
  type MfaAction,
  type MfaEffect,
  type MfaState,
} from '../../auth-logic/mfa.js';
import { $auth, client, completeLogin, logout } from '../../session/session.js';
import { AuthLayout } from './auth-layout.js';
import { Button, Callout, leftForAction, TextField } from './form-controls.js';
import { notifyError } from '../../shell/notify.js';

/** Icon of each provider in the list. */
export const PROVIDER_ICONS: Record<TwoFaProviderType, string> = {
  TOTP: mdiShieldKeyOutline,
  SMS: mdiCellphoneMessage,
  EMAIL: mdiEmailOutline,
  BACKUP_CODE: mdiKeyVariant,
};

/** Translation key of a provider's name. */
export function providerNameKey(type: TwoFaProviderType): string {
  return `security.2fa.provider.${type.toLowerCase().replace('_', '-')}`;
}

/** Runs the two-factor screen's transitions and their effects (sends, checks, timers, toasts, sign-out). */
function useMfaMachine() {
  const [state, setState] = useState<MfaState>(INITIAL_MFA_STATE);
  const current = useRef(state);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dispatch = useCallback((action: MfaAction) => {
    const { state: next, effects } = mfaTransition(current.current, action);
    current.current = next;
    setState(next);
    for (const effect of effects) run(effect);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run only closes over stable refs
  }, []);

  const run = (effect: MfaEffect) => {
    switch (effect.kind) {
      case 'send':
        void client.auth
          .sendVerificationCode(effect.provider)
          .catch(() => undefined)
          .finally(() => dispatch({ type: 'send-finished', provider: effect.provider }));
        return;
      case 'check':
        void client.auth.checkVerificationCode(effect.provider, effect.code).then(async (result) => {
          if (result.kind !== 'success') dispatch({ type: 'check-failed', failure: result });
          else if (!(await completeLogin(result))) dispatch({ type: 'check-failed', failure: { kind: 'invalid-token' } });
        });
        return;
      case 'clear-error-after': {
        const id = setTimeout(() => {
          timers.current.delete(id);
          dispatch({ type: 'clear-error', key: effect.key });
        }, effect.ms);
        timers.current.add(id);
        return;
      }
      case 'toast':
        notifyError(effect.message, 'top-left');
        return;
      case 'logout':
        void logout();
        return;
    }
  };

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const ticking = needsTicks(state);
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => dispatch({ type: 'tick' }), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [ticking, dispatch]);

  return [state, dispatch] as const;
}

/** The second-factor screen (`login/mfa`): choose a provider, receive and enter the code. */
export default function MfaPage() {
  const t = useConsoleText();
  const [state, dispatch] = useMfaMachine();
  const [loadFailed, setLoadFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  // Checked once on entry: only the holder of a pre-verification token may stay (console-core §2).
  useEffect(() => {
    if ($auth.get().authUser?.authority !== 'PRE_VERIFICATION_TOKEN') {
      void logout();
      return;
    }
    let live = true;
    void client.auth.getTwoFactorProviders().then((result) => {
      if (!live) return;
      setLoaded(true);
      if (result.ok) dispatch({ type: 'providers-loaded', providers: result.data });
      else setLoadFailed(true);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  const selected = state.providers.find((p) => p.type === state.selected);
  const busy = !loaded || state.checking;
  return (
    <AuthLayout
      title={t('login.verify-your-identity')}
      subtitle={selected ? t(`login.${selected.type.toLowerCase().replace('_', '-')}-auth-description`, { contact: selected.contact ?? '' }) : loaded && !loadFailed ? t('login.select-way-to-verify') : undefined}
      onBack={() => dispatch({ type: 'back' })}
      backLabel={state.previous ? t('login.back') : t('login.back-to-login')}
      loading={busy}
    >
      {loadFailed || (loaded && state.providers.length === 0) ? (
        <div className="flex flex-col gap-4">
          <Callout>{t('login.two-factor-providers-unavailable')}</Callout>
          <Button large onClick={() => void logout()}>
            {t('login.back-to-login')}
          </Button>
        </div>
      ) : selected ? (
        <CodeForm state={state} dispatch={dispatch} />
      ) : (
        <ul className="flex flex-col gap-2.5" aria-label={t('login.select-way-to-verify')}>
          {state.providers.map((provider) => (
            <li key={provider.type}>
              <button
                type="button"
                onClick={() => dispatch({ type: 'select', provider: provider.type })}
                className="flex w-full items-center gap-3 rounded-control border border-border bg-surface px-4 py-3 text-start transition-colors duration-fast hover:bg-surface-hover"
              >
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
                  <Icon path={PROVIDER_ICONS[provider.type]} size={20} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-base font-medium text-text">{t(providerNameKey(provider.type))}</span>
                  {provider.contact && <span className="block truncate text-sm text-text-muted" dir="ltr">{provider.contact}</span>}
                </span>
                <Icon path={mdiChevronRight} size={20} mirrorInRtl className="text-text-muted" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </AuthLayout>
  );
}

/** The code field, Continue, the resend area and Try another way. */
function CodeForm({ state, dispatch }: { state: MfaState; dispatch: (action: MfaAction) => void }) {
  const t = useConsoleText();
  const input = codeInputOf(state);
  const error = codeErrorOf(state);
  const countdown = countdownOf(state);
  const sending = state.selected !== null && state.sending.includes(state.selected);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        key={state.selected}
        large
        autoFocus
        label={t('security.2fa.verification-code')}
        name="verificationCode"
        inputMode={input.inputMode}
        maxLength={input.maxLength}
        pattern={input.pattern.source.replace(/^\^|\$$/g, '')}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        dir="ltr"
        value={state.code}
        onValueChange={(code) => dispatch({ type: 'code-changed', code })}
        onBlur={(e) => !leftForAction(e) && dispatch({ type: 'code-blurred' })}
        error={error ? t(error) : null}
        disabled={state.checking}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-md [&_input]:tracking-[0.3em]"
      />
      <Button type="submit" variant="primary" large disabled={!canSubmit(state)} className="w-full">
        {t('login.continue')}
      </Button>
      {(showsResend(state) || showsTryAnotherWay(state)) && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4 text-sm">
          {showsResend(state) ? (
            countdown > 0 || sending ? (
              <span className="text-text-muted tabular-nums">{sending ? t('login.sending-code') : t('login.resend-code-wait', { seconds: countdown })}</span>
            ) : (
              <Button variant="quiet" className="-ms-3" onClick={() => dispatch({ type: 'resend' })}>
                {t('login.resend-code')}
              </Button>
            )
          ) : (
            <span />
          )}
          {showsTryAnotherWay(state) && (
            <Button variant="quiet" className="-me-3" onClick={() => dispatch({ type: 'select', provider: null })}>
              {t('login.try-another-way')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
