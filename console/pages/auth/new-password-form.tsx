import { useState, type FormEvent, type ReactNode } from 'react';
import type { LoginResult } from '../../../sdk/index.js';
import { useConsoleText } from './use-text.js';
import { completeLogin, navigate } from '../../session/session.js';
import { AuthLayout } from './auth-layout.js';
import { Button, Callout, PasswordField } from './form-controls.js';
import { PasswordRequirements, useNewPassword } from './password-requirements.js';

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  /** Heading of the card. */
  title: string;
  /** Text under the heading. */
  subtitle?: ReactNode;
  /** Label of the submit button. */
  submitLabel: string;
  /** Labels of the two fields. */
  labels: [string, string];
  /** The token of the link (reset or activation); a message replaces the form when it is missing. */
  token: string | undefined;
  /** Sends the new password with the token and answers the sign-in it gives. */
  send: (token: string, password: string) => Promise<LoginResult>;
}

/** Two new-password fields under the password policy: a mismatch is an error toast and nothing is sent. */
export function NewPasswordForm({ title, subtitle, submitLabel, labels, token, send }: NewPasswordFormProps) {
  const t = useConsoleText();
  const fields = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.accept() || !token) return;
    setBusy(true);
    setFailure(null);
    const result = await send(token, fields.password);
    if (await completeLogin(result)) return;
    setBusy(false);
    setFailure(result.kind === 'error' ? result.error.message : t('login.sign-in-failed'));
  };

  const cancel = (
    <a href="/login" className="font-medium text-accent hover:underline">
      {t('login.back-to-login')}
    </a>
  );
  if (!token) {
    return (
      <AuthLayout title={title} footer={cancel}>
        <Callout>{t('login.link-invalid')}</Callout>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={title} subtitle={subtitle} loading={busy}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        {failure && <Callout>{failure}</Callout>}
        <PasswordField
          large
          label={labels[0]}
          name="newPassword"
          autoComplete="new-password"
          value={fields.password}
          onValueChange={fields.setPassword}
          error={fields.error}
          aria-describedby="password-requirements"
          disabled={busy}
          required
        />
        <PasswordRequirements id="password-requirements" password={fields.password} policy={fields.policy} />
        <PasswordField
          large
          label={labels[1]}
          name="newPassword2"
          autoComplete="new-password"
          value={fields.confirmation}
          onValueChange={fields.setConfirmation}
          disabled={busy}
          required
        />
        <div className="mt-2 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <Button large disabled={busy} onClick={() => navigate('/login')}>
            {t('kit:action.cancel')}
          </Button>
          <Button type="submit" variant="primary" large disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
