import { useTranslate } from '../../../elements/core/i18n.js';
import { notifySuccess } from '../../shell/notify.js';
import { AccountCard } from '../account/account-layout.js';
import { Button, CheckboxField, PasswordField, SelectField, TextField } from '../auth/form-controls.js';
import { mailBody, mailErrors, mailFormOf, SMTP_PROTOCOLS, TLS_VERSIONS, type MailForm } from './mail-settings.logic.js';
import { loadAdminSettings, saveAdminSettings, sendTest, type SettingsJson } from './settings-api.js';
import { SettingsPage, type SettingsFormContext } from './settings-page.js';

const load = () => loadAdminSettings('mail');
const save = (stored: SettingsJson | undefined, form: MailForm) => saveAdminSettings(mailBody(stored, form));

type Context = SettingsFormContext<MailForm>;
type TextKey = 'mailFrom' | 'smtpHost' | 'smtpPort' | 'timeout' | 'username' | 'proxyHost' | 'proxyPort' | 'proxyUser';

function Fields({ form, set, errorOf, busy }: Context) {
  const t = useTranslate();
  const text = (field: TextKey, options: { required?: boolean; numeric?: boolean; hint?: string; autoComplete?: string } = {}) => (
    <TextField
      label={t(`syssettings:mail.${field}`)}
      value={form[field]}
      onValueChange={(v) => set(field, v)}
      inputMode={options.numeric ? 'numeric' : undefined}
      dir="ltr"
      spellCheck={false}
      autoCapitalize="off"
      autoComplete={options.autoComplete ?? 'off'}
      required={options.required}
      requiredMark={options.required}
      disabled={busy}
      error={errorOf(field)}
      hint={options.hint}
    />
  );
  return (
    <>
      <AccountCard title={t('syssettings:mail.server')}>
        {text('mailFrom', { required: true, hint: t('syssettings:mail.mailFrom-hint') })}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('syssettings:mail.smtpProtocol')}
            value={form.smtpProtocol}
            onValueChange={(v) => set('smtpProtocol', v as MailForm['smtpProtocol'])}
            options={SMTP_PROTOCOLS.map((p) => ({ value: p, label: p.toUpperCase() }))}
            disabled={busy}
          />
          {text('smtpHost', { required: true })}
          {text('smtpPort', { required: true, numeric: true, hint: t('syssettings:mail.smtpPort-hint') })}
          {text('timeout', { required: true, numeric: true })}
        </div>
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <div className="flex h-control items-center">
            <CheckboxField label={t('syssettings:mail.enableTls')} checked={form.enableTls} onCheckedChange={(v) => set('enableTls', v)} disabled={busy} />
          </div>
          {form.enableTls && (
            <SelectField
              label={t('syssettings:mail.tlsVersion')}
              value={form.tlsVersion}
              onValueChange={(v) => set('tlsVersion', v as MailForm['tlsVersion'])}
              options={TLS_VERSIONS.map((v) => ({ value: v, label: v }))}
              disabled={busy}
            />
          )}
        </div>
      </AccountCard>
      <AccountCard title={t('syssettings:mail.credentials')} description={t('syssettings:mail.credentials-description')}>
        {text('username', { autoComplete: 'off' })}
        <CheckboxField label={t('syssettings:mail.changePassword')} checked={form.changePassword} onCheckedChange={(v) => set('changePassword', v)} disabled={busy} />
        {form.changePassword && (
          <PasswordField label={t('syssettings:mail.password')} value={form.password} onValueChange={(v) => set('password', v)} autoComplete="new-password" disabled={busy} hint={t('syssettings:mail.password-hint')} />
        )}
      </AccountCard>
      <AccountCard title={t('syssettings:mail.proxy')}>
        <CheckboxField label={t('syssettings:mail.enableProxy')} checked={form.enableProxy} onCheckedChange={(v) => set('enableProxy', v)} disabled={busy} />
        {form.enableProxy && (
          <div className="grid gap-4 sm:grid-cols-2">
            {text('proxyHost', { required: true })}
            {text('proxyPort', { required: true, numeric: true })}
            {text('proxyUser')}
            <PasswordField label={t('syssettings:mail.proxyPassword')} value={form.proxyPassword} onValueChange={(v) => set('proxyPassword', v)} autoComplete="new-password" disabled={busy} />
          </div>
        )}
      </AccountCard>
    </>
  );
}

function TestMailButton(context: Context) {
  const t = useTranslate();
  const send = () =>
    context.run(async () => {
      if (!context.check()) return;
      if (await sendTest('/api/admin/settings/testMail', mailBody(context.stored, context.form))) notifySuccess(t('syssettings:mail.test-sent'));
    });
  return (
    <Button onClick={() => void send()} disabled={context.busy}>
      {t('syssettings:mail.send-test')}
    </Button>
  );
}

/** Outgoing mail settings (system administrator): sender, SMTP server, TLS, credentials and proxy, and a test mail to oneself with the typed settings. */
export default function MailSettingsPage() {
  return (
    <SettingsPage prefix="syssettings:mail" load={load} formOf={mailFormOf} errorsOf={mailErrors} save={save} actions={(context) => <TestMailButton {...context} />}>
      {(context) => <Fields {...context} />}
    </SettingsPage>
  );
}
