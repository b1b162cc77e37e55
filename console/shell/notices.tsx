import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '../../elements/toast/toast.store.js';
import { ToastHost } from '../../elements/toast/toast.js';
import { translate } from '../../elements/core/i18n.js';
import { reactionToError, UNABLE_TO_CONNECT_KEY } from '../logic/errors.js';
import { $logoutNotice, client } from '../session/session.js';

/** How long an error or session toast stays, in ms: long enough to read a sentence. */
export const NOTICE_TOAST_MS = 5000;

/** Shows an error toast. */
export function notifyError(message: string): void {
  showToast({ message, type: 'error', durationMs: NOTICE_TOAST_MS });
}

/**
 * The console's toasts (console-core §8): errors of failed calls ('Unable to connect' for status 0) and
 * the message after the session ended on its own.
 */
export function Notices() {
  const logoutNotice = useStore($logoutNotice);

  useEffect(() => {
    const stopError = client.on('error', (notice) => {
      const reaction = reactionToError(notice.error, notice.message);
      if (reaction.kind === 'unable-to-connect') notifyError(translate(`console:${UNABLE_TO_CONNECT_KEY}`));
      else if (reaction.kind === 'toast') notifyError(reaction.message);
    });
    return stopError;
  }, []);

  useEffect(() => {
    if (!logoutNotice) return;
    showToast({ message: translate(`console:${logoutNotice}`), type: 'info', durationMs: NOTICE_TOAST_MS });
    $logoutNotice.set(null);
  }, [logoutNotice]);

  return <ToastHost />;
}
