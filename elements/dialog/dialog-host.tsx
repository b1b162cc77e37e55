import { useEffect, useId } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { AlertDialog } from '../alert-dialog/alert-dialog.js';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.js';
import { $dialogRequests, answerDialog } from './dialog.store.js';

/** Props of {@link DialogHost}. */
export interface DialogHostProps {
  /** Marks the host the kit mounts itself on pages without one; any other host takes precedence. */
  fallback?: boolean;
}

/** The mounted dialog hosts; only one of them shows the requests. */
export const $dialogHosts = atom<ReadonlyArray<{ id: string; fallback: boolean }>>([]);

/** Shows the alerts and confirms of `showAlert()` and `showConfirm()`; mount one per page (the console mounts it in its shell). */
export function DialogHost({ fallback = false }: DialogHostProps) {
  const id = useId();
  const hosts = useStore($dialogHosts);
  const requests = useStore($dialogRequests);
  useEffect(() => {
    $dialogHosts.set([...$dialogHosts.get(), { id, fallback }]);
    return () => $dialogHosts.set($dialogHosts.get().filter((h) => h.id !== id));
  }, [id, fallback]);
  const active = hosts.find((h) => !h.fallback) ?? hosts[0];
  if (active?.id !== id) return null;
  return (
    <>
      {requests.map((r) =>
        r.kind === 'alert' ? (
          <AlertDialog key={r.id} open title={r.title} message={r.message} html={r.html} okLabel={r.ok} onClose={() => answerDialog(r.id, true)} />
        ) : (
          <ConfirmDialog
            key={r.id}
            open
            title={r.title}
            message={r.message}
            html={r.html}
            okLabel={r.ok}
            cancelLabel={r.cancel}
            onConfirm={({ confirmed }) => answerDialog(r.id, confirmed)}
          />
        ),
      )}
    </>
  );
}
