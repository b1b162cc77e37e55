import { useCallback, useEffect, useState } from 'react';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { client } from '../../session/session.js';
import type { DeviceCredentials } from './device-credentials.logic.js';

/** A device's credentials as loaded: still loading, loaded, or failed with the server's message. */
export type LoadedCredentials = { state: 'loading' } | { state: 'ready'; credentials: DeviceCredentials } | { state: 'error'; message: string };

/** Loads a device's credentials (`GET /api/device/{id}/credentials`, errors shown by the caller) and lets the caller replace them after a save. */
export function useDeviceCredentials(deviceId: string): { loaded: LoadedCredentials; replace: (credentials: DeviceCredentials) => void } {
  const [loaded, setLoaded] = useState<LoadedCredentials>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    void client
      .with({ ignoreErrors: true })
      .GET('/api/device/{deviceId}/credentials', { params: { path: { deviceId } } })
      .then(({ data, response }) => {
        if (!live) return;
        setLoaded(data ? { state: 'ready', credentials: data } : { state: 'error', message: apiErrorOf(response)?.message ?? response.statusText });
      });
    return () => {
      live = false;
    };
  }, [deviceId]);
  const replace = useCallback((credentials: DeviceCredentials) => setLoaded({ state: 'ready', credentials }), []);
  return { loaded, replace };
}
