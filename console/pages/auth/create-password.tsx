import { useConsoleText } from './use-text.js';
import type { PageProps } from '../../routes.js';
import { client } from '../../session/session.js';
import { NewPasswordForm } from './new-password-form.js';

/** `login/createPassword`: the first password of an account, from the activation link's token; the server then mails a confirmation. */
export default function CreatePasswordPage({ search }: PageProps) {
  const t = useConsoleText();
  return (
    <NewPasswordForm
      title={t('login.create-password')}
      subtitle={t('login.create-password-subtitle')}
      submitLabel={t('login.create-password')}
      labels={[t('login.password'), t('login.password-again')]}
      token={search.activateToken || undefined}
      send={(token, password) => client.auth.activate(token, password, true, { ignoreErrors: true })}
    />
  );
}
