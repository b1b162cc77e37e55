import { useEffect, useRef, useState, type FormEvent } from 'react';
import { mdiApple, mdiFacebook, mdiGithub, mdiGoogle, mdiLogin, mdiMicrosoft } from '@mdi/js';
import type { LoginResult } from '../../../sdk/index.js';
import { OAUTH2_CLIENT_PLATFORM } from '../../../sdk/catalogues/oauth2.js';
import { Icon } from '../../../elements/core/icon.js';
import { useConsoleText } from './use-text.js';
import { emailError } from '../../auth-logic/email.js';
import { loginQueryAction, withoutSecrets } from '../../auth-logic/login-query.js';
import type { PageProps } from '../../routes.js';
import { client, completeLogin } from '../../session/session.js';
import { showAlert } from '../../../elements/dialog/dialogs.js';
import { AuthLayout } from './auth-layout.js';
import { Button, Callout, EmailField, leftForAction, PasswordField } from './form-controls.js';

/** A sign-in button of an external provider (`POST /api/noauth/oauth2Clients?platform=WEB`). */
interface OAuth2Client {
  name?: string;
  icon?: string | null;
  url?: string;
}

const PROVIDER_ICONS: Record<string, string> = {
  'google-logo': mdiGoogle,
  'github-logo': mdiGithub,
  'facebook-logo': mdiFacebook,
  'apple-logo': mdiApple,
  'microsoft-logo': mdiMicrosoft,
};

/** The SVG path of a provider's icon name (`google-logo`, `mdi:github` …); a sign-in arrow for unknown names. */
function providerIcon(icon: string | null | undefined): string {
  const name = (icon ?? '').replace(/^mdi:/, '');
  return PROVIDER_ICONS[name] ?? PROVIDER_ICONS[`${name}-logo`] ?? mdiLogin;
}

function useOAuth2Clients(): OAuth2Client[] {
  const [clients, setClients] = useState<OAuth2Client[]>([]);
  useEffect(() => {
    let live = true;
    client
      .with({ ignoreErrors: true, ignoreLoading: true })
      .POST('/api/noauth/oauth2Clients', { params: { query: { platform: OAUTH2_CLIENT_PLATFORM } } })
      .then(({ data }) => live && setClients((data ?? []).filter((c) => c.url)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return clients;
}

/** The sign-in page: e-mail and password, external providers, and the sign-ins the address asks for. */
export default function LoginPage({ search }: PageProps) {
  const t = useConsoleText();
  const oauth2 = useOAuth2Clients();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [usernameLeft, setUsernameLeft] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);

  const usernameError = submitted || (usernameLeft && username) ? emailError(username, true) : null;
  const passwordError = submitted && !password ? t('login.password-required') : null;

  const finish = async (signIn: Promise<LoginResult>) => {
    setBusy(true);
    setFailure(null);
    const result = await signIn;
    if (await completeLogin(result)) return;
    setBusy(false);
    setFailure(result.kind === 'error' ? result.error.message : t('login.sign-in-failed'));
  };

  const submitCredentials = (name: string, secret: string) => {
    setSubmitted(true);
    if (emailError(name, true) || !secret) return;
    void finish(client.auth.login({ username: name.trim(), password: secret }, { ignoreErrors: true }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitCredentials(username, password);
    if (emailError(username, true)) usernameRef.current?.focus();
  };

  // The address is read once: secrets leave the address bar at once, then the sign-in it asks for runs.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const clean = withoutSecrets(location.href);
    if (clean !== null) history.replaceState(history.state, '', clean);
    const action = loginQueryAction(new URLSearchParams(search));
    if (action.kind === 'public') void finish(client.auth.loginPublic(action.publicId, { ignoreErrors: true }));
    if (action.kind === 'tokens') void finish(client.auth.loginWithTokens({ token: action.accessToken, refreshToken: action.refreshToken }));
    if (action.kind === 'credentials') {
      setUsername(action.username);
      setPassword(action.password);
      submitCredentials(action.username, action.password);
    }
    if (action.kind === 'error') void showAlert({ title: t('login.error'), message: action.message, ok: t('kit:action.close') });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the address the page opened with
  }, []);

  return (
    <AuthLayout title={t('login.login')} subtitle={t('login.login-subtitle')} loading={busy}>
      {oauth2.length > 0 && (
        <div className="mb-5">
          <ul className="flex flex-col gap-2.5">
            {oauth2.map((provider) => (
              <li key={provider.url}>
                <a
                  href={provider.url}
                  rel="external"
                  className="flex h-row items-center justify-center gap-2.5 rounded-control border border-border bg-surface px-4 text-base font-medium text-text transition-colors duration-fast hover:bg-surface-hover"
                >
                  <Icon path={providerIcon(provider.icon)} size={20} />
                  {t('login.login-with', { name: provider.name ?? '' })}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex items-center gap-3 text-sm text-text-muted" role="separator" aria-label={t('login.or')}>
            <span className="h-px flex-1 bg-border" />
            <span aria-hidden="true">{t('login.or')}</span>
            <span className="h-px flex-1 bg-border" />
          </div>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure && <Callout>{failure}</Callout>}
        <EmailField
          ref={usernameRef}
          large
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onValueChange={setUsername}
          onBlur={(e) => !leftForAction(e) && setUsernameLeft(true)}
          error={usernameError ? t(usernameError) : null}
          disabled={busy}
          required
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            large
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            error={passwordError}
            disabled={busy}
            required
          />
          <a href="/login/resetPasswordRequest" className="self-end rounded-control text-sm font-medium text-accent hover:underline">
            {t('login.forgot-password')}
          </a>
        </div>
        <Button type="submit" variant="primary" large disabled={busy} className="mt-2 w-full">
          {t('login.login')}
        </Button>
      </form>
    </AuthLayout>
  );
}
