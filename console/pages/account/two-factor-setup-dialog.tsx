import { useEffect, useId, useState, type FormEvent } from 'react';
import { mdiDownload, mdiPrinter } from '@mdi/js';
import type { TwoFaProviderType } from '../../../sdk/catalogues/two-factor.js';
import { validateVerificationCode, verificationCodeInput, VERIFICATION_CODE_INCORRECT_KEY, VERIFICATION_CODE_MANY_REQUEST_KEY } from '../../../sdk/auth/two-factor.js';
import { CopyButton } from '../../../elements/copy-button/copy-button.js';
import { Icon } from '../../../elements/core/icon.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { PhoneInput } from '../../../elements/phone-input/phone-input.js';
import { emailError } from '../../auth-logic/email.js';
import {
  BACKUP_CODES_FILE_NAME,
  backupCodesText,
  configWithContact,
  totpSecretOf,
  type AccountTwoFaConfig,
  type AccountTwoFaSettings,
} from '../../auth-logic/two-factor-setup.js';
import { client } from '../../session/session.js';
import { Button, Callout, EmailField, leftForAction, TextField } from '../auth/form-controls.js';
import { providerNameKey } from '../auth/mfa.js';
import { useConsoleText } from '../auth/use-text.js';
import { QrCode } from './qr-code.js';

/** Props of {@link TwoFactorSetupDialog}. */
export interface TwoFactorSetupDialogProps {
  /** The provider being set up; null keeps the dialog closed. */
  type: TwoFaProviderType | null;
  /** The account's e-mail, offered for e-mail codes and written in the backup-codes file. */
  email: string;
  /** The profile's phone, offered for SMS codes. */
  phone: string;
  /** Called when the person leaves without saving. */
  onClose: () => void;
  /** Called with the account's second factors once the provider is saved. */
  onSaved: (settings: AccountTwoFaSettings) => void;
}

type Step = 'loading' | 'contact' | 'scan' | 'code' | 'codes';

const api = () => client.with({ ignoreErrors: true });

/** Saves the backup codes as a text file. */
function downloadCodes(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = BACKUP_CODES_FILE_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Prints the backup codes alone, from a hidden frame. */
function printCodes(heading: string, account: string, codes: readonly string[]): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) return frame.remove();
  doc.title = heading;
  const title = doc.createElement('h1');
  title.textContent = heading;
  const who = doc.createElement('p');
  who.textContent = account;
  const list = doc.createElement('pre');
  list.textContent = codes.join('\n');
  doc.body.append(title, who, list);
  win.addEventListener('afterprint', () => frame.remove());
  win.print();
}

/** The setup of one second factor: generate, show the QR code or codes or ask for the contact, then verify and save. */
export function TwoFactorSetupDialog({ type, email, phone, onClose, onSaved }: TwoFactorSetupDialogProps) {
  const t = useConsoleText();
  const formId = useId();
  const [step, setStep] = useState<Step>('loading');
  const [config, setConfig] = useState<AccountTwoFaConfig | null>(null);
  const [contact, setContact] = useState('');
  const [contactValid, setContactValid] = useState(true);
  const [code, setCode] = useState('');
  const [codeLeft, setCodeLeft] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!type) return;
    let live = true;
    setStep('loading');
    setConfig(null);
    setCode('');
    setCodeLeft(false);
    setCodeError(null);
    setFailure(null);
    setContact(type === 'SMS' ? phone : type === 'EMAIL' ? email : '');
    setContactValid(true);
    void api()
      .POST('/api/2fa/account/config/generate', { params: { query: { providerType: type } } })
      .then(({ data, error }) => {
        if (!live) return;
        if (!data) {
          setFailure((error as { message?: string } | undefined)?.message ?? t('security.2fa.setup-failed'));
          return;
        }
        setConfig(data as AccountTwoFaConfig);
        setStep(type === 'TOTP' ? 'scan' : type === 'BACKUP_CODE' ? 'codes' : 'contact');
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new setup starts only when the provider changes
  }, [type]);

  if (!type) return null;

  const input = verificationCodeInput(type);
  const invalidCode = validateVerificationCode(code, type);
  const contactError = type === 'EMAIL' ? emailError(contact, true) : !contact.trim() || !contactValid ? 'phone-input.phone-input-validation' : null;

  const save = async (verificationCode?: string) => {
    if (!config) return;
    setBusy(true);
    setFailure(null);
    const { data, error, response } = await api().POST('/api/2fa/account/config', {
      params: { query: verificationCode ? { verificationCode } : {} },
      body: config as never,
    });
    setBusy(false);
    if (data) return onSaved(data as AccountTwoFaSettings);
    if (response.status === 400 && verificationCode) setCodeError(VERIFICATION_CODE_INCORRECT_KEY);
    else if (response.status === 429) setCodeError(VERIFICATION_CODE_MANY_REQUEST_KEY);
    else setFailure((error as { message?: string } | undefined)?.message ?? t('security.2fa.setup-failed'));
  };

  const sendCode = async () => {
    if (!config || contactError) return;
    const next = configWithContact(config, contact);
    setBusy(true);
    setFailure(null);
    const { response, error } = await api().POST('/api/2fa/account/config/submit', { body: next as never });
    setBusy(false);
    if (!response.ok) return setFailure((error as { message?: string } | undefined)?.message ?? t('security.2fa.setup-failed'));
    setConfig(next);
    setCode('');
    setCodeLeft(false);
    setCodeError(null);
    setStep('code');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'contact') return void sendCode();
    if (step === 'codes') return void save();
    setCodeLeft(true);
    if (!invalidCode) void save(code);
  };

  const codeField = (
    <TextField
      autoFocus={step === 'code'}
      label={t('security.2fa.verification-code')}
      inputMode={input.inputMode}
      maxLength={input.maxLength}
      autoComplete="one-time-code"
      dir="ltr"
      value={code}
      onValueChange={(value) => {
        setCode(value);
        setCodeError(null);
      }}
      onBlur={(e) => !leftForAction(e) && setCodeLeft(true)}
      error={codeError ? t(codeError) : codeLeft && invalidCode ? t(invalidCode) : null}
      disabled={busy}
      className="[&_input]:font-mono [&_input]:tracking-[0.2em]"
    />
  );

  const codes = config?.codes ?? [];
  const fileText = backupCodesText(codes, t('security.2fa.backup-codes-file-heading'), email);
  const submitLabel = step === 'contact' ? t('security.2fa.send-code') : step === 'codes' ? t('security.2fa.save-backup-codes') : t('security.2fa.verify-and-enable');

  return (
    <KitDialog
      open
      size="sm"
      closeButton
      title={t('security.2fa.setup-title', { provider: t(providerNameKey(type)) })}
      onDismiss={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('kit:action.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy || step === 'loading' || ((step === 'scan' || step === 'code') && !!invalidCode)}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
        {failure && <Callout>{failure}</Callout>}
        {step === 'loading' && !failure && <p className="text-text-muted">{t('app.loading')}</p>}
        {step === 'scan' && (
          <>
            <p className="text-text-muted">{t('security.2fa.totp-scan')}</p>
            <div className="flex flex-col items-center gap-3 rounded-card bg-surface-sunken p-4">
              <QrCode text={config?.authUrl ?? ''} label={t('security.2fa.totp-qr-label')} />
              <div className="flex max-w-full flex-col items-center gap-1">
                <span className="text-sm text-text-muted">{t('security.2fa.totp-secret')}</span>
                <span className="flex items-center gap-1">
                  <code dir="ltr" className="rounded bg-surface px-2 py-1 font-mono text-sm break-all text-text">
                    {totpSecretOf(config?.authUrl)}
                  </code>
                  <CopyButton text={totpSecretOf(config?.authUrl).replace(/ /g, '')} label={t('security.2fa.copy-secret')} />
                </span>
              </div>
            </div>
            <p className="text-text-muted">{t('security.2fa.totp-enter-code')}</p>
            {codeField}
          </>
        )}
        {step === 'contact' &&
          (type === 'SMS' ? (
            <>
              <p className="text-text-muted">{t('security.2fa.sms-contact')}</p>
              <PhoneInput
                label={t('user.phone')}
                value={contact}
                required
                onChange={({ value, valid }) => {
                  setContact(value);
                  setContactValid(valid);
                }}
                disabled={busy}
              />
            </>
          ) : (
            <>
              <p className="text-text-muted">{t('security.2fa.email-contact')}</p>
              <EmailField
                label={t('user.email')}
                autoComplete="email"
                value={contact}
                onValueChange={setContact}
                error={contact && contactError ? t(contactError) : null}
                disabled={busy}
              />
            </>
          ))}
        {step === 'code' && (
          <>
            <p className="text-text-muted">{t('security.2fa.code-sent', { contact: contact.trim() })}</p>
            {codeField}
            <div className="flex flex-wrap gap-2">
              <Button variant="quiet" className="-ms-3" disabled={busy} onClick={() => void sendCode()}>
                {t('login.resend-code')}
              </Button>
              <Button variant="quiet" disabled={busy} onClick={() => setStep('contact')}>
                {type === 'SMS' ? t('security.2fa.change-phone') : t('security.2fa.change-email')}
              </Button>
            </div>
          </>
        )}
        {step === 'codes' && (
          <>
            <p className="text-text-muted">{t('security.2fa.backup-codes-intro')}</p>
            <ul dir="ltr" aria-label={t('security.2fa.provider.backup-code')} className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-card bg-surface-sunken px-5 py-4 font-mono text-base text-text sm:grid-cols-2">
              {codes.map((c) => (
                <li key={c} className="text-center tracking-wider">
                  {c}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => downloadCodes(fileText)}>
                <Icon path={mdiDownload} size={18} />
                {t('security.2fa.download-codes')}
              </Button>
              <Button onClick={() => printCodes(t('security.2fa.backup-codes-file-heading'), email, codes)}>
                <Icon path={mdiPrinter} size={18} />
                {t('security.2fa.print-codes')}
              </Button>
              <CopyButton text={codes.join('\n')} label={t('security.2fa.copy-codes')} />
            </div>
          </>
        )}
      </form>
    </KitDialog>
  );
}
