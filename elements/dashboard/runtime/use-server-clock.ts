import { useEffect, useState } from 'react';
import { loadServerClock, type ClockClient, type ServerClock } from './server-clock.js';

/** What is known of the server before its answers: no clock offset, no datapoints limit. */
export const NO_CLOCK: ServerClock = { offsetMs: 0, maxDatapointsLimit: null };

/** The server's clock offset and datapoints limit for a client (read once per client), {@link NO_CLOCK} until they arrive. */
export function useServerClock(client: ClockClient): ServerClock {
  const [clock, setClock] = useState<ServerClock>(NO_CLOCK);
  useEffect(() => {
    let live = true;
    void loadServerClock(client).then((c) => live && setClock(c));
    return () => {
      live = false;
    };
  }, [client]);
  return clock;
}
