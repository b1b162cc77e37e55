import type { ReactNode } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { AccountCard } from '../account/account-layout.js';
import { CheckboxField, TextField } from '../auth/form-controls.js';
import { loadSettings, postSettings } from './settings-api.js';
import { SettingsPage, type SettingsFormContext } from './settings-page.js';
import { twoFaBody, twoFaErrors, twoFaFormOf, type TwoFaForm } from './two-fa-settings.logic.js';

const PATH = '/api/2fa/settings';
const load = () => loadSettings(PATH);
const save = (_stored: unknown, form: TwoFaForm) => postSettings(PATH, twoFaBody(form));

type TextKey = Exclude<keyof TwoFaForm, 'totp' | 'sms' | 'email' | 'backupCode' | 'rateLimitEnabled'>;
type FlagKey = 'totp' | 'sms' | 'email' | 'backupCode';

function Fields({ form, set, errorOf, busy }: SettingsFormContext<TwoFaForm>) {
  const t = useTranslate();
  const field = (key: TextKey, options: { numeric?: boolean; hint?: string; required?: boolean } = {}) => {
    const required = options.required ?? true;
    return (
      <TextField
        label={t(`syssettings:twofa.${key}`)}
        value={form[key]}
        onValueChange={(v) => set(key, v)}
        inputMode={options.numeric ? 'numeric' : undefined}
        dir={options.numeric ? 'ltr' : 'auto'}
        required={required}
        requiredMark={required}
        disabled={busy}
        error={errorOf(key)}
        hint={options.hint}
      />
    );
  };
  const provider = (flag: FlagKey, children: ReactNode) => (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <CheckboxField label={t(`syssettings:twofa.provider-${flag}`)} checked={form[flag]} onCheckedChange={(v) => set(flag, v)} disabled={busy} />
      {form[flag] && <div className="grid gap-4 sm:grid-cols-2">{children}</div>}
    </div>
  );
  return (
    <>
      <AccountCard title={t('syssettings:twofa.providers')} description={t('syssettings:twofa.providers-description')}>
        <div className="flex flex-col divide-y divide-border">
          {provider('totp', field('issuerName'))}
          {provider(
            'sms',
            <>
              <div className="sm:col-span-2">{field('smsVerificationMessageTemplate', { hint: t('syssettings:twofa.template-hint') })}</div>
              {field('smsCodeLifetime', { numeric: true })}
            </>,
          )}
          {provider('email', field('emailCodeLifetime', { numeric: true }))}
          {provider('backupCode', field('codesQuantity', { numeric: true, hint: t('syssettings:twofa.codesQuantity-hint') }))}
        </div>
      </AccountCard>
      <AccountCard title={t('syssettings:twofa.verification')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('minVerificationCodeSendPeriod', { numeric: true, hint: t('syssettings:twofa.minVerificationCodeSendPeriod-hint') })}
          {field('totalAllowedTimeForVerification', { numeric: true })}
          {field('maxVerificationFailuresBeforeUserLockout', { numeric: true, required: false, hint: t('syssettings:twofa.lockout-hint') })}
        </div>
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          <CheckboxField label={t('syssettings:twofa.rateLimitEnabled')} checked={form.rateLimitEnabled} onCheckedChange={(v) => set('rateLimitEnabled', v)} disabled={busy} />
          {form.rateLimitEnabled && (
            <div className="grid gap-4 sm:grid-cols-2">
              {field('rateLimitChecks', { numeric: true })}
              {field('rateLimitSeconds', { numeric: true })}
            </div>
          )}
        </div>
      </AccountCard>
    </>
  );
}

/** Two-factor authentication settings of the platform (system administrator): the providers users may set up and the limits on verification. */
export default function TwoFaSettingsPage() {
  return (
    <SettingsPage prefix="syssettings:twofa" load={load} formOf={twoFaFormOf} errorsOf={twoFaErrors} save={save}>
      {(context) => <Fields {...context} />}
    </SettingsPage>
  );
}
