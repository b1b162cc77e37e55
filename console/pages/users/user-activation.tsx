import { useEffect, useState } from 'react';
import { mdiContentCopy } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { client } from '../../session/session.js';
import { Button, Callout } from '../auth/form-controls.js';
import { CopyAction } from '../entity-details/copy-action.js';
import { registerDevicesLocales } from '../devices/i18n/index.js';

await registerDevicesLocales();

type LoadedLink = { state: 'loading' } | { state: 'ready'; link: string } | { state: 'error'; message: string };

/** Loads a user's activation link (`GET /api/user/{id}/activationLink`, plain text); the server refuses one for an activated user. */
function useActivationLink(userId: string): LoadedLink {
  const [loaded, setLoaded] = useState<LoadedLink>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void client
      .with({ ignoreErrors: true })
      .GET('/api/user/{userId}/activationLink', { params: { path: { userId } }, parseAs: 'text' })
      .then(({ data, response }) => {
        if (!live) return;
        setLoaded(response.ok && typeof data === 'string' ? { state: 'ready', link: data } : { state: 'error', message: apiErrorOf(response)?.message ?? response.statusText });
      });
    return () => {
      live = false;
    };
  }, [userId]);
  return loaded;
}

/** A user's activation link as selectable text, saying whom it is for, with a copy button beside Close; the server's refusal (an activated user) shows instead. */
export function ActivationLinkDialog({ user, onClose }: { user: { id: string; email: string }; onClose: () => void }) {
  const t = useTranslate();
  const loaded = useActivationLink(user.id);
  return (
    <KitDialog
      open
      closeButton
      title={t('devices:users.activation-title', { email: user.email })}
      onDismiss={onClose}
      actions={
        <>
          {loaded.state === 'ready' && <CopyAction text={loaded.link} label={t('devices:users.copy-link')} icon={mdiContentCopy} />}
          <Button onClick={onClose}>{t('kit:action.close')}</Button>
        </>
      }
    >
      {loaded.state === 'loading' && (
        <p role="status" className="py-6 text-center text-sm text-text-muted">
          {t('kit:progress.loading')}
        </p>
      )}
      {loaded.state === 'error' && <Callout>{t('devices:users.activation-failed', { message: loaded.message })}</Callout>}
      {loaded.state === 'ready' && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-text-muted">{t('devices:users.activation-text', { email: user.email })}</p>
          <p dir="ltr" tabIndex={0} className="rounded-control border border-border bg-surface-sunken px-3 py-2.5 font-mono text-sm break-all text-text select-all">
            {loaded.link}
          </p>
        </div>
      )}
    </KitDialog>
  );
}
