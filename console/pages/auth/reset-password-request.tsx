import { useRef, useState, type FormEvent } from 'react';
import { useConsoleText } from './use-text.js';
import { emailError } from '../../auth-logic/email.js';
import { client, navigate } from '../../session/session.js';
import { AuthLayout } from './auth-layout.js';
import { Button, Callout, EmailField } from './form-controls.js';
import { notifySuccess } from '../../shell/notify.js';

/** `login/resetPasswordRequest`: asks for a reset link by e-mail; after a valid submit the form stays disabled. */
export default function ResetPasswordRequestPage() {
  const t = useConsoleText();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const inputRef = useRef<HTMLInputElement>(null);
  const error = submitted ? emailError(email, true) : null;
  const locked = state !== 'editing';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email, true)) {
      inputRef.current?.focus();
      return;
    }
    setState('sending');
    const result = await client.auth.requestPasswordReset(email.trim());
    if (!result.ok) {
      setState('editing');
      return;
    }
    setState('sent');
    notifySuccess(t('login.password-link-sent-message'));
  };

  return (
    <AuthLayout title={t('login.request-password-reset')} subtitle={t('login.request-password-reset-subtitle')} loading={state === 'sending'}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        {state === 'sent' && <Callout tone="success">{t('login.password-link-sent-message')}</Callout>}
        <EmailField
          ref={inputRef}
          large
          label={t('login.email')}
          name="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={error ? t(error) : null}
          disabled={locked}
          required
        />
        <div className="mt-2 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <Button large onClick={() => navigate('/login')}>
            {state === 'sent' ? t('login.back-to-login') : t('kit:action.cancel')}
          </Button>
          <Button type="submit" variant="primary" large disabled={locked}>
            {t('login.request-password-reset')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
