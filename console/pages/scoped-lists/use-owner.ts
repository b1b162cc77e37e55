import { useEffect, useState } from 'react';
import { client } from '../../session/session.js';
import { usePageName } from '../../shell/page-name.js';
import { ownerPagePath, type OwnerKind } from './scoped-lists.logic.js';

/** Reads a customer's title or an edge's name; undefined when the server refused (errors ignored: the list shows its own). */
async function readOwnerName(owner: OwnerKind, id: string): Promise<string | undefined> {
  const api = client.with({ ignoreErrors: true });
  if (owner === 'customer') return (await api.GET('/api/customer/{customerId}', { params: { path: { customerId: id } } })).data?.title;
  return (await api.GET('/api/edge/{edgeId}', { params: { path: { edgeId: id } } })).data?.name;
}

/**
 * The name of the customer or edge a list belongs to, read once per id (undefined until it answered, and after a
 * refusal, and without an id); it also names the owner's level of the breadcrumb (`/customers/{id}` under `/customers/{id}/devices`).
 */
export function useOwnerName(owner: OwnerKind, ownerId: string | undefined): string | undefined {
  const [named, setNamed] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (!ownerId) return undefined;
    let live = true;
    void readOwnerName(owner, ownerId)
      .then((name) => live && name !== undefined && setNamed({ id: ownerId, name }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [owner, ownerId]);
  const name = named && named.id === ownerId ? named.name : undefined;
  usePageName(ownerId ? ownerPagePath(owner, ownerId) : '', name);
  return name;
}
