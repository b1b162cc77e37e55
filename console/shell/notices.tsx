import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '../../elements/toast/toast.store.js';
import { ToastHost } from '../../elements/toast/toast.js';
import { DialogHost } from '../../elements/dialog/dialog-host.js';
import { showConfirm } from '../../elements/dialog/dialogs.js';
import { translate } from '../../elements/core/i18n.js';
import { reactionToError, UNABLE_TO_CONNECT_KEY } from '../logic/errors.js';
import { $logoutNotice, client, logout } from '../session/session.js';
import { $forbiddenRoute } from '../session/start.js';
import { currentUrl } from '../session/router.js';

/** How long an error or session toast stays, in ms: long enough to read a sentence. */
export const NOTICE_TOAST_MS = 5000;

/** Shows an error toast. */
export function notifyError(message: string): void {
  showToast({ message, type: 'error', durationMs: NOTICE_TOAST_MS });
}

let asking = false;

/** Asks whether to sign in as someone else (Cancel or Sign in); signing in signs out, remembering the page. */
async function offerSignIn(titleKey: string, textKey: string): Promise<void> {
  if (asking) return;
  asking = true;
  const signIn = await showConfirm({
    title: translate(`console:${titleKey}`),
    message: translate(`console:${textKey}`),
    ok: translate('console:access.sign-in'),
  }).finally(() => {
    asking = false;
  });
  if (signIn) await logout({ rememberUrl: currentUrl() });
}

/**
 * The console's answers to the SDK's events and the guard (console-core §8): error toasts ('Unable to
 * connect' for status 0), the permission-forbidden dialog for 403 and the 'forbidden' dialog for a route,
 * both offering Cancel or Sign in (signing out), and the message after the session ended on its own.
 */
export function Notices() {
  const forbiddenRoute = useStore($forbiddenRoute);
  const logoutNotice = useStore($logoutNotice);

  useEffect(() => {
    const stopError = client.on('error', (notice) => {
      const reaction = reactionToError(notice.error, notice.message);
      if (reaction.kind === 'unable-to-connect') notifyError(translate(`console:${UNABLE_TO_CONNECT_KEY}`));
      else if (reaction.kind === 'toast') notifyError(reaction.message);
    });
    const stopForbidden = client.on('forbidden', () => void offerSignIn('access.permission-denied', 'access.permission-denied-text'));
    return () => {
      stopError();
      stopForbidden();
    };
  }, []);

  useEffect(() => {
    if (!forbiddenRoute) return;
    $forbiddenRoute.set(null);
    void offerSignIn('access.access-forbidden', 'access.access-forbidden-text');
  }, [forbiddenRoute]);

  useEffect(() => {
    if (!logoutNotice) return;
    showToast({ message: translate(`console:${logoutNotice}`), type: 'info', durationMs: NOTICE_TOAST_MS });
    $logoutNotice.set(null);
  }, [logoutNotice]);

  return (
    <>
      <ToastHost />
      <DialogHost />
    </>
  );
}
