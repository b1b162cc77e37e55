import { useTranslate } from '../../../elements/core/i18n.js';
import { AccountCard } from '../account/account-layout.js';
import { CheckboxField, EmailField, TextField } from '../auth/form-controls.js';
import { postSettings, loadSettings, type SettingsJson } from './settings-api.js';
import { SettingsPage, type SettingsFormContext } from './settings-page.js';
import { MIN_PASSWORD_LENGTH, securityBody, securityErrors, securityFormOf, type SecurityForm } from './security-settings.logic.js';

const PATH = '/api/admin/securitySettings';
const load = () => loadSettings(PATH);
const save = (stored: SettingsJson | undefined, form: SecurityForm) => postSettings(PATH, securityBody(stored, form));

type NumberKey = Exclude<keyof SecurityForm, 'allowWhitespaces' | 'userLockoutNotificationEmail'>;

function Fields({ form, set, errorOf, busy }: SettingsFormContext<SecurityForm>) {
  const t = useTranslate();
  const number = (field: NumberKey, hint?: string, required = false) => (
    <TextField
      label={t(`syssettings:security.${field}`)}
      value={form[field]}
      onValueChange={(v) => set(field, v)}
      inputMode="numeric"
      dir="ltr"
      required={required}
      requiredMark={required}
      disabled={busy}
      error={errorOf(field)}
      hint={hint}
    />
  );
  const none = t('syssettings:security.empty-no-rule');
  return (
    <>
      <AccountCard title={t('syssettings:security.policy')} description={t('syssettings:security.policy-description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {number('minimumLength', t('syssettings:security.minimumLength-hint', MIN_PASSWORD_LENGTH), true)}
          {number('minimumUppercaseLetters', none)}
          {number('minimumLowercaseLetters', none)}
          {number('minimumDigits', none)}
          {number('minimumSpecialCharacters', none)}
          <div className="flex items-center sm:pt-6">
            <CheckboxField label={t('syssettings:security.allowWhitespaces')} checked={form.allowWhitespaces} onCheckedChange={(v) => set('allowWhitespaces', v)} disabled={busy} />
          </div>
          {number('passwordExpirationPeriodDays', t('syssettings:security.never-hint'))}
          {number('passwordReuseFrequencyDays', none)}
        </div>
      </AccountCard>
      <AccountCard title={t('syssettings:security.lockout')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {number('maxFailedLoginAttempts', t('syssettings:security.never-hint'))}
          <EmailField
            label={t('syssettings:security.userLockoutNotificationEmail')}
            value={form.userLockoutNotificationEmail}
            onValueChange={(v) => set('userLockoutNotificationEmail', v)}
            disabled={busy}
            error={errorOf('userLockoutNotificationEmail')}
          />
        </div>
      </AccountCard>
    </>
  );
}

/** Security settings (system administrator): the password policy and the lockout after failed sign-ins. */
export default function SecuritySettingsPage() {
  return (
    <SettingsPage prefix="syssettings:security" load={load} formOf={securityFormOf} errorsOf={securityErrors} save={save}>
      {(context) => <Fields {...context} />}
    </SettingsPage>
  );
}
