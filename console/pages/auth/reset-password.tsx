import { useConsoleText } from './use-text.js';
import type { PageProps } from '../../routes.js';
import { client } from '../../session/session.js';
import { NewPasswordForm } from './new-password-form.js';

/** `login/resetPassword` and, with `expired`, `login/resetExpiredPassword`: a new password for the reset token of the address. */
export default function ResetPasswordPage({ search, expired = false }: PageProps) {
  const t = useConsoleText();
  return (
    <NewPasswordForm
      title={t('login.password-reset')}
      subtitle={expired ? t('login.expired-password-reset-message') : t('login.password-reset-subtitle')}
      submitLabel={t('login.reset-password')}
      labels={[t('login.new-password'), t('login.new-password-again')]}
      token={search.resetToken || undefined}
      send={(token, password) => client.auth.resetPassword(token, password, { ignoreErrors: true })}
    />
  );
}
