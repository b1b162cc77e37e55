import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '../../elements/toast/toast.store.js';
import { ToastHost } from '../../elements/toast/toast.js';
import { useTranslate, translate } from '../../elements/core/i18n.js';
import { reactionToError, UNABLE_TO_CONNECT_KEY } from '../logic/errors.js';
import { $logoutNotice, client, logout } from '../session/session.js';
import { $forbiddenRoute } from '../session/start.js';
import { currentUrl } from '../session/router.js';
import { BUTTON, Modal } from './modal.js';

/** How long an error or session toast stays, in ms: long enough to read a sentence. */
export const NOTICE_TOAST_MS = 5000;

/** Shows an error toast. */
export function notifyError(message: string): void {
  showToast({ message, type: 'error', durationMs: NOTICE_TOAST_MS });
}

/**
 * The console's answers to the SDK's events and the guard (console-core §8): error toasts ('Unable to
 * connect' for status 0), the permission-forbidden dialog for 403 and the 'forbidden' dialog for a route,
 * both offering Cancel or Sign in (signing out), and the message after the session ended on its own.
 */
export function Notices() {
  const t = useTranslate();
  const [permissionDenied, setPermissionDenied] = useState(false);
  const forbiddenRoute = useStore($forbiddenRoute);
  const logoutNotice = useStore($logoutNotice);

  useEffect(() => {
    const stopError = client.on('error', (notice) => {
      const reaction = reactionToError(notice.error, notice.message);
      if (reaction.kind === 'unable-to-connect') notifyError(translate(`console:${UNABLE_TO_CONNECT_KEY}`));
      else if (reaction.kind === 'toast') notifyError(reaction.message);
    });
    const stopForbidden = client.on('forbidden', () => setPermissionDenied(true));
    return () => {
      stopError();
      stopForbidden();
    };
  }, []);

  useEffect(() => {
    if (!logoutNotice) return;
    showToast({ message: translate(`console:${logoutNotice}`), type: 'info', durationMs: NOTICE_TOAST_MS });
    $logoutNotice.set(null);
  }, [logoutNotice]);

  const signIn = () => {
    setPermissionDenied(false);
    $forbiddenRoute.set(null);
    void logout({ rememberUrl: currentUrl() });
  };

  return (
    <>
      <ToastHost />
      <ForbiddenDialog
        open={permissionDenied}
        title={t('console:access.permission-denied')}
        text={t('console:access.permission-denied-text')}
        onCancel={() => setPermissionDenied(false)}
        onSignIn={signIn}
      />
      <ForbiddenDialog
        open={!!forbiddenRoute && !permissionDenied}
        title={t('console:access.access-forbidden')}
        text={t('console:access.access-forbidden-text')}
        onCancel={() => $forbiddenRoute.set(null)}
        onSignIn={signIn}
      />
    </>
  );
}

function ForbiddenDialog({ open, title, text, onCancel, onSignIn }: { open: boolean; title: string; text: string; onCancel: () => void; onSignIn: () => void }) {
  const t = useTranslate();
  return (
    <Modal open={open} onClose={onCancel} title={title} role="alertdialog">
      <p className="text-text-muted">{text}</p>
      <div className="flex justify-end gap-2">
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          {t('action.cancel')}
        </button>
        <button type="button" className={BUTTON.primary} onClick={onSignIn}>
          {t('console:access.sign-in')}
        </button>
      </div>
    </Modal>
  );
}
