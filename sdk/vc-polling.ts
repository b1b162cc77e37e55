import type { Client } from 'openapi-fetch';
import { VC_POLL_INTERVAL_MS } from './catalogues/limits.js';
import type { components, paths } from './generated/schema.js';
import { requireData } from './require-data.js';

/** Status of a version create request; `done` turns true once the commit is finished or failed. */
export type VersionCreationResult = components['schemas']['VersionCreationResult'];

/** Status of a version load request; `error` describes a failed load. */
export type VersionLoadResult = components['schemas']['VersionLoadResult'];

/** Body of `POST /api/entities/vc/version`. */
export type VersionCreateRequest = components['schemas']['VersionCreateRequest'];

/** Body of `POST /api/entities/vc/entity`. */
export type VersionLoadRequest = components['schemas']['VersionLoadRequest'];

/** The calls of the typed client the version-control helpers use. */
export type VcClient = Pick<Client<paths>, 'GET' | 'POST'>;

/** Timer functions used between polls; default the global ones. */
export interface PollTimers {
  /** Schedules a callback. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a scheduled callback. */
  clearTimeout(handle: unknown): void;
}

/** Options of the status polls. */
export interface VcPollOptions {
  /** Stops polling; the returned promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Pause between two status requests; default 2000 ms. */
  intervalMs?: number;
  /** Timers to wait with; default the global `setTimeout` and `clearTimeout`. */
  timers?: PollTimers;
  /** Receives every status answer, including the last. */
  onStatus?: (status: VersionCreationResult | VersionLoadResult) => void;
}

const globalTimers: PollTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function wait(ms: number, timers: PollTimers, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Asks for a status at once, then again after every interval, until an answer says `done`. */
async function pollUntilDone<T extends VersionCreationResult | VersionLoadResult>(
  fetchStatus: (signal: AbortSignal | undefined) => Promise<T>,
  options: VcPollOptions,
): Promise<T> {
  const { signal, intervalMs = VC_POLL_INTERVAL_MS, timers = globalTimers } = options;
  for (;;) {
    signal?.throwIfAborted();
    const status = await fetchStatus(signal);
    options.onStatus?.(status);
    if (status.done) return status;
    await wait(intervalMs, timers, signal);
  }
}

/** Polls `GET /api/entities/vc/version/{requestId}/status` until the version is created. */
export function pollVersionCreateStatus(
  client: VcClient,
  requestId: string,
  options: VcPollOptions = {},
): Promise<VersionCreationResult> {
  const url = `/api/entities/vc/version/${requestId}/status`;
  return pollUntilDone(async (signal) => {
    const answer = await client.GET('/api/entities/vc/version/{requestId}/status', {
      params: { path: { requestId } },
      signal,
    });
    return requireData(answer, 'GET', url);
  }, options);
}

/** Polls `GET /api/entities/vc/entity/{requestId}/status` until the version is loaded. */
export function pollVersionLoadStatus(
  client: VcClient,
  requestId: string,
  options: VcPollOptions = {},
): Promise<VersionLoadResult> {
  const url = `/api/entities/vc/entity/${requestId}/status`;
  return pollUntilDone(async (signal) => {
    const answer = await client.GET('/api/entities/vc/entity/{requestId}/status', {
      params: { path: { requestId } },
      signal,
    });
    return requireData(answer, 'GET', url);
  }, options);
}

/** The request id of a create or load answer: a JSON string (quoted) from the server, tolerated bare. */
function requestIdOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('"') ? (JSON.parse(trimmed) as string) : trimmed;
}

/** Saves a version (`POST /api/entities/vc/version`) and polls its status until done. */
export async function saveVersion(
  client: VcClient,
  request: VersionCreateRequest,
  options: VcPollOptions = {},
): Promise<VersionCreationResult> {
  const answer = await client.POST('/api/entities/vc/version', { body: request, signal: options.signal, parseAs: 'text' });
  const requestId = requestIdOf(requireData(answer, 'POST', '/api/entities/vc/version'));
  return pollVersionCreateStatus(client, requestId, options);
}

/** Loads a version (`POST /api/entities/vc/entity`) and polls its status until done. */
export async function loadVersion(
  client: VcClient,
  request: VersionLoadRequest,
  options: VcPollOptions = {},
): Promise<VersionLoadResult> {
  const answer = await client.POST('/api/entities/vc/entity', { body: request, signal: options.signal, parseAs: 'text' });
  const requestId = requestIdOf(requireData(answer, 'POST', '/api/entities/vc/entity'));
  return pollVersionLoadStatus(client, requestId, options);
}
