import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { ToastHost } from '../../elements/toast/toast.js';
import { translate } from '../../elements/core/i18n.js';
import { reactionToError, UNABLE_TO_CONNECT_KEY } from '../logic/errors.js';
import { $logoutNotice, client } from '../session/session.js';
import { notifyError, notifyInfo } from './notify.js';


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
    notifyInfo(translate(`console:${logoutNotice}`));
    $logoutNotice.set(null);
  }, [logoutNotice]);

  return <ToastHost />;
}
