import { useEffect, useState } from 'react';
import { kitClient } from '../../../core/runtime.js';
import type { EntityAlias } from '../../model/dashboard.types.js';
import { KEYS_CALL, keysQuery, readFoundKeys, type FoundKeys } from './key-suggestions.logic.js';

/**
 * Key names of the entities of an alias, read once per alias through the keys call; null while
 * loading, when the alias cannot be resolved here (it needs a state entity) or the call fails.
 */
export function useFoundKeys(aliases: Record<string, EntityAlias>, aliasId: string | null | undefined, baseUrl?: string): FoundKeys | null {
  const [found, setFound] = useState<{ key: string; keys: FoundKeys } | null>(null);
  const alias = aliasId ? aliases[aliasId] : undefined;
  const lookupKey = `${baseUrl ?? ''}|${aliasId ?? ''}|${JSON.stringify(alias?.filter ?? null)}`;
  useEffect(() => {
    const client = kitClient(baseUrl || undefined);
    const user = client.auth.$authUser.get();
    const query = keysQuery(aliases, aliasId, {
      authority: user?.authority ?? 'ANONYMOUS', tenantId: user?.tenantId, customerId: user?.customerId, userId: user?.userId,
    });
    if (!query) return;
    let live = true;
    void client
      .with({ ignoreErrors: true, ignoreLoading: true })
      .call<unknown>('POST', KEYS_CALL.path, { query: KEYS_CALL.query, body: query })
      .then((answer) => live && answer.ok && setFound({ key: lookupKey, keys: readFoundKeys(answer.data) }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- looked up again only when the alias or backend changes
  }, [lookupKey]);
  return found?.key === lookupKey ? found.keys : null;
}
