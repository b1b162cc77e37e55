import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { mdiAccountCancelOutline, mdiAccountCheckOutline, mdiEmailFastOutline, mdiLinkVariant, mdiLoginVariant } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { $auth, client, completeLogin } from '../../session/session.js';
import { notifyError, notifySuccess } from '../../shell/notify.js';
import { call } from '../entity-list/api.js';
import { registerDevicesLocales } from '../devices/i18n/index.js';
import { ActivationLinkDialog } from './user-activation.js';
import { canLoginAs, canToggleCredentials, credentialsEnabled, credentialsEnabledPath, type ActionUser } from './user-actions.logic.js';

await registerDevicesLocales();

/** How an action is drawn: an icon button in a list row or a labelled button in a page header. */
export type ActionButton = (props: { icon: string; label: string; onClick: () => void }) => ReactNode;

/**
 * The account actions on users (system administrator and tenant administrators): show the activation link,
 * send the activation mail again, enable or disable the account, and log in as the user where the role may
 * (console-core §6). Each change asks first, naming the user's e-mail; the server's refusal shows its message.
 * `changed` is called with the user after enabling or disabling went through.
 */
export function useUserActions(changed: (user: ActionUser, enabled: boolean) => void): { render: (user: ActionUser, Action: ActionButton) => ReactNode; dialog: ReactNode } {
  const t = useTranslate();
  const auth = useStore($auth);
  const [linkOf, setLinkOf] = useState<ActionUser | null>(null);
  const ask = (key: string, email: string, ok: string) => showConfirm({ title: t(`devices:users.${key}-title`, { email }), message: t(`devices:users.${key}-text`, { email }), ok });

  const sendMail = async (user: ActionUser) => {
    if (!(await ask('send', user.email, t('devices:users.send-ok')))) return;
    const { ok } = await call('POST', '/api/user/sendActivationMail', { query: { email: user.email } });
    if (ok) notifySuccess(t('devices:users.sent', { email: user.email }));
  };
  const setEnabled = async (user: ActionUser, enabled: boolean) => {
    const key = enabled ? 'enable' : 'disable';
    if (!(await ask(key, user.email, t(`devices:users.${key}`)))) return;
    const { ok } = await call('POST', credentialsEnabledPath(user.id), { query: { userCredentialsEnabled: enabled } });
    if (!ok) return;
    notifySuccess(t(`devices:users.${enabled ? 'enabled' : 'disabled'}`, { email: user.email }));
    changed(user, enabled);
  };
  const loginAs = async (user: ActionUser) => {
    if (!(await ask('login-as', user.email, t('devices:users.login-as-ok')))) return;
    const result = await client.auth.loginAsUser(user.id);
    if (result.kind === 'success' && (await completeLogin(result))) return;
    if (result.kind !== 'error') notifyError(t('devices:users.login-as-failed', { email: user.email }));
  };

  const render = (user: ActionUser, Action: ActionButton) => {
    const enabled = credentialsEnabled(user);
    return (
      <>
        <Action icon={mdiLinkVariant} label={t('devices:users.activation-link')} onClick={() => setLinkOf(user)} />
        <Action icon={mdiEmailFastOutline} label={t('devices:users.send-activation')} onClick={() => void sendMail(user)} />
        {canToggleCredentials(auth.authUser?.userId, user) && (
          <Action
            icon={enabled ? mdiAccountCancelOutline : mdiAccountCheckOutline}
            label={t(enabled ? 'devices:users.disable' : 'devices:users.enable')}
            onClick={() => void setEnabled(user, !enabled)}
          />
        )}
        {canLoginAs(auth.authUser?.authority, user.authority, auth.userTokenAccessEnabled === true) && (
          <Action icon={mdiLoginVariant} label={t('devices:users.login-as')} onClick={() => void loginAs(user)} />
        )}
      </>
    );
  };
  const dialog = linkOf && <ActivationLinkDialog user={linkOf} onClose={() => setLinkOf(null)} />;
  return { render, dialog };
}
