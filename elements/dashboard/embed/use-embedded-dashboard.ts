import { useCallback, useEffect, useRef, useState } from 'react';
import type { TbClient } from '../../../sdk/index.js';
import { embedClient, type EmbedCredentials } from './embed-session.js';
import { failureOfError, loadDashboard, type EmbedFailure, type EmbedLoad } from './load-dashboard.js';

/** A dashboard an element shows: its client once signed in, the load state, and a retry. */
export interface EmbeddedDashboard {
  client: TbClient | null;
  loaded: EmbedLoad;
  reload: () => void;
}

/**
 * Signs in with the element's credentials and loads its dashboard, again whenever the id or the
 * credentials change; `onError` hears each failure once (the element fires `tb-error` with it).
 */
export function useEmbeddedDashboard(dashboardId: string | null | undefined, credentials: EmbedCredentials, onError: (failure: EmbedFailure) => void): EmbeddedDashboard {
  const [client, setClient] = useState<TbClient | null>(null);
  const [loaded, setLoaded] = useState<EmbedLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const report = useRef(onError);
  report.current = onError;
  const { baseUrl, publicId, tokens, tokenProvider } = credentials;
  useEffect(() => {
    let live = true;
    const settle = (next: EmbedLoad) => {
      if (!live) return;
      setLoaded(next);
      if (next.state === 'failed') report.current(next.failure);
    };
    setLoaded({ state: 'loading' });
    if (!dashboardId) {
      settle({ state: 'failed', failure: { key: 'dashboard:embed.no-dashboard-id', message: 'dashboard-id is not set' } });
      return;
    }
    void (async () => {
      try {
        const signedIn = await embedClient({ baseUrl, publicId, tokens, tokenProvider });
        if (live) setClient(signedIn);
        settle(await loadDashboard(signedIn, dashboardId));
      } catch (err) {
        settle({ state: 'failed', failure: failureOfError(err) });
      }
    })();
    return () => {
      live = false;
    };
  }, [dashboardId, baseUrl, publicId, tokens, tokenProvider, attempt]);
  return { client, loaded, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
