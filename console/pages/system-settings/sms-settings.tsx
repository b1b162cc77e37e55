import { useState } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { AccountCard } from '../account/account-layout.js';
import { Button, PasswordField, SelectField, TextField } from '../auth/form-controls.js';
import { loadAdminSettings, saveAdminSettings } from './settings-api.js';
import { SettingsPage, type SettingsFormContext } from './settings-page.js';
import { SMPP_BIND_TYPES, SMPP_VERSIONS, SMS_PROVIDERS, smsBody, smsErrors, smsFormOf, type SmsForm } from './sms-settings.logic.js';
import { TestSmsDialog } from './test-sms-dialog.js';

const load = () => loadAdminSettings('sms');
const save = (_stored: unknown, form: SmsForm) => saveAdminSettings(smsBody(form));

type Context = SettingsFormContext<SmsForm>;
type TextKey = 'accessKeyId' | 'region' | 'numberFrom' | 'accountSid' | 'host' | 'port' | 'systemId' | 'systemType' | 'sourceAddress';
type SecretKey = 'secretAccessKey' | 'accountToken' | 'password';

function Fields({ form, set, errorOf, busy }: Context) {
  const t = useTranslate();
  const text = (field: TextKey, required = true, options: { numeric?: boolean; hint?: string } = {}) => (
    <TextField
      label={t(`syssettings:sms.${field}`)}
      value={form[field]}
      onValueChange={(v) => set(field, v)}
      inputMode={options.numeric ? 'numeric' : undefined}
      dir="ltr"
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      required={required}
      requiredMark={required}
      disabled={busy}
      error={errorOf(field)}
      hint={options.hint}
    />
  );
  const secret = (field: SecretKey) => (
    <PasswordField label={t(`syssettings:sms.${field}`)} value={form[field]} onValueChange={(v) => set(field, v)} autoComplete="new-password" required requiredMark disabled={busy} error={errorOf(field)} />
  );
  return (
    <AccountCard title={t('syssettings:sms.provider')}>
      <SelectField
        label={t('syssettings:sms.type')}
        value={form.type}
        onValueChange={(v) => set('type', v as SmsForm['type'])}
        options={SMS_PROVIDERS.map((p) => ({ value: p, label: t(`syssettings:sms.provider-${p}`) }))}
        disabled={busy}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {form.type === 'AWS_SNS' && (
          <>
            {text('accessKeyId')}
            {secret('secretAccessKey')}
            {text('region')}
          </>
        )}
        {form.type === 'TWILIO' && (
          <>
            {text('numberFrom', true, { hint: t('syssettings:sms.numberFrom-hint') })}
            {text('accountSid')}
            {secret('accountToken')}
          </>
        )}
        {form.type === 'SMPP' && (
          <>
            <SelectField
              label={t('syssettings:sms.protocolVersion')}
              value={form.protocolVersion}
              onValueChange={(v) => set('protocolVersion', v as SmsForm['protocolVersion'])}
              options={SMPP_VERSIONS.map((v) => ({ value: v, label: v }))}
              disabled={busy}
            />
            {text('host')}
            {text('port', true, { numeric: true })}
            {text('systemId')}
            {secret('password')}
            {text('systemType', false)}
            <SelectField
              label={t('syssettings:sms.bindType')}
              value={form.bindType}
              onValueChange={(v) => set('bindType', v as SmsForm['bindType'])}
              options={SMPP_BIND_TYPES.map((v) => ({ value: v, label: t(`syssettings:sms.bind-${v}`) }))}
              disabled={busy}
            />
            {text('sourceAddress', false)}
          </>
        )}
      </div>
    </AccountCard>
  );
}

function TestSmsButton(context: Context) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => context.check() && setOpen(true)} disabled={context.busy}>
        {t('syssettings:sms.send-test')}
      </Button>
      {open && <TestSmsDialog settings={context.form} onClose={() => setOpen(false)} />}
    </>
  );
}

/** SMS provider settings (system administrator): Amazon SNS, Twilio or SMPP with each one's fields, and a test SMS with the typed settings. */
export default function SmsSettingsPage() {
  return (
    <SettingsPage prefix="syssettings:sms" load={load} formOf={smsFormOf} errorsOf={smsErrors} save={save} actions={(context) => <TestSmsButton {...context} />}>
      {(context) => <Fields {...context} />}
    </SettingsPage>
  );
}
