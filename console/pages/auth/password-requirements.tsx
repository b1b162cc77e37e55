import { useEffect, useState } from 'react';
import { mdiCheckCircle, mdiCircleOutline } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { newPasswordProblem, passwordRules, PASSWORDS_MISMATCH_KEY, type UserPasswordPolicy } from '../../auth-logic/password-policy.js';
import { client } from '../../session/session.js';
import { notifyError } from '../../shell/notify.js';
import { useConsoleText } from './use-text.js';

/** The server's password policy (`GET /api/noauth/userPasswordPolicy`); null until it arrives or when it cannot be read. */
export function usePasswordPolicy(): UserPasswordPolicy | null {
  const [policy, setPolicy] = useState<UserPasswordPolicy | null>(null);
  useEffect(() => {
    let live = true;
    client
      .with({ ignoreErrors: true, ignoreLoading: true })
      .GET('/api/noauth/userPasswordPolicy')
      .then(({ data }) => live && setPolicy(data ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return policy;
}

/** Props of {@link PasswordRequirements}. */
export interface PasswordRequirementsProps {
  /** The password typed so far. */
  password: string;
  /** The policy to show. */
  policy: UserPasswordPolicy | null;
  /** Id the password input names in aria-describedby. */
  id?: string;
}

/** The policy's rules as a checklist, each ticked once the typed password meets it; nothing when the policy sets none. */
export function PasswordRequirements({ password, policy, id }: PasswordRequirementsProps) {
  const t = useConsoleText();
  const rules = passwordRules(password, policy);
  if (rules.length === 0) return null;
  return (
    <div id={id} className="rounded-control bg-surface-sunken px-3 py-2.5">
      <p className="text-sm font-medium text-text">{t('security.password-requirement.title')}</p>
      <ul className="mt-1.5 flex flex-col gap-1">
        {rules.map((rule) => (
          <li key={rule.key} className={`flex items-center gap-2 text-sm ${rule.met ? 'text-success' : 'text-text-muted'}`}>
            <Icon path={rule.met ? mdiCheckCircle : mdiCircleOutline} size={16} />
            <span className="text-text">{t(rule.key, { min: rule.count })}</span>
            <span className="sr-only">{rule.met ? t('security.password-requirement.met') : t('security.password-requirement.not-met')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A new password and its confirmation under the server's policy, with the error to show under the first field. */
export function useNewPassword() {
  const t = useConsoleText();
  const policy = usePasswordPolicy();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = newPasswordProblem(password, confirmation, policy);
  const error = !submitted ? null : problem === 'required' ? t('login.password-required') : problem === 'policy' ? t('security.password-requirement.unmet') : null;
  return {
    policy,
    password,
    setPassword,
    confirmation,
    setConfirmation,
    error,
    /** On submit: shows the errors, and the login.passwords-mismatch-error toast for a mismatch; true when the password may be sent. */
    accept(): boolean {
      setSubmitted(true);
      if (problem === PASSWORDS_MISMATCH_KEY) notifyError(t(PASSWORDS_MISMATCH_KEY));
      return problem === null;
    },
    /** Empties both fields. */
    reset(): void {
      setPassword('');
      setConfirmation('');
      setSubmitted(false);
    },
  };
}
