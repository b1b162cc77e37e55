import { useRef } from 'react';
import { atom } from 'nanostores';
import { mdiSync } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { client } from '../../session/session.js';
import { notifyError, notifySuccess } from '../../shell/notify.js';
import { HeaderAction } from '../devices/header-action.js';

/** How many syncs of each edge (by id) were requested on this page, so its events list can read again. */
export const $edgeSyncs = atom<Readonly<Record<string, number>>>({});

/** Asks the server to send an edge everything it should hold (POST /api/edge/sync/{edgeId}); answers the server's refusal, or null. */
export async function syncEdge(edgeId: string): Promise<string | null> {
  let response: Response;
  try {
    ({ response } = await client.with({ ignoreErrors: true }).POST('/api/edge/sync/{edgeId}', { params: { path: { edgeId } } }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (!response.ok) return apiErrorOf(response)?.message || response.statusText || String(response.status);
  $edgeSyncs.set({ ...$edgeSyncs.get(), [edgeId]: ($edgeSyncs.get()[edgeId] ?? 0) + 1 });
  return null;
}

/** The header's "Sync edge" button: a toast naming the edge once the sync is queued, the server's message when it refused. */
export function SyncEdgeAction({ edge }: { edge: { id: string; name: string } }) {
  const t = useTranslate();
  const busy = useRef(false);
  const sync = async () => {
    if (busy.current) return;
    busy.current = true;
    let refusal: string | null;
    try {
      refusal = await syncEdge(edge.id);
    } finally {
      busy.current = false;
    }
    if (refusal === null) notifySuccess(t('edges:sync.done', { name: edge.name }));
    else notifyError(t('edges:sync.failed', { message: refusal }));
  };
  return <HeaderAction icon={mdiSync} label={t('edges:sync.action')} onClick={() => void sync()} />;
}
