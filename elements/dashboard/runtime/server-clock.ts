// The server facts a dashboard's windows depend on: the client-server clock offset (from
// `GET /api/dashboard/serverTime`) and the maximum datapoints limit (`GET /api/dashboard/maxDatapointsLimit`).
import type { CallScope } from '../../../sdk/client.js';
import { serverClockOffset } from '../../time-window/realtime-window.logic.js';

/** What the dashboard knows of the server's clock and limit. */
export interface ServerClock {
  /** Server clock minus browser clock in ms; 0 when the call failed. */
  offsetMs: number;
  /** The server's maximum datapoints limit; null when the call failed. */
  maxDatapointsLimit: number | null;
}

/** The calls the clock needs. */
export type ClockClient = Pick<CallScope, 'GET'>;

const cache = new WeakMap<object, Promise<ServerClock>>();

/** Reads the server's clock offset and datapoints limit once per client (both calls quiet; failures give 0 and null). */
export function loadServerClock(client: ClockClient, now: () => number = Date.now): Promise<ServerClock> {
  let found = cache.get(client);
  if (!found) {
    found = readServerClock(client, now);
    cache.set(client, found);
  }
  return found;
}

async function readServerClock(client: ClockClient, now: () => number): Promise<ServerClock> {
  const sent = now();
  const [time, limit] = await Promise.all([
    client.GET('/api/dashboard/serverTime').catch(() => null),
    client.GET('/api/dashboard/maxDatapointsLimit').catch(() => null),
  ]);
  const serverTs = typeof time?.data === 'number' ? time.data : null;
  return {
    offsetMs: serverTs === null ? 0 : serverClockOffset(sent, now(), serverTs),
    maxDatapointsLimit: typeof limit?.data === 'number' ? limit.data : null,
  };
}
