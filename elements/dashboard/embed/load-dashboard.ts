// Loads the dashboard an embedded element shows, through its client, and says why when it cannot.
import type { TbClient } from '../../../sdk/index.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import type { Dashboard } from '../model/dashboard.types.js';
import { normaliseDashboard } from '../model/normalise.logic.js';
import { loadServerClock } from '../runtime/server-clock.js';
import { EmbedSignInError } from './embed-session.js';

/** Why an embedded dashboard is not shown, as a message key of the `dashboard` namespace and its values. */
export interface EmbedFailure {
  key: string;
  values?: Record<string, string>;
  /** The server's or browser's own words, for the `tb-error` event. */
  message: string;
}

/** A loaded dashboard or why it did not load. */
export type EmbedLoad = { state: 'loading' } | { state: 'ready'; dashboard: Dashboard } | { state: 'failed'; failure: EmbedFailure };

/** The failure an HTTP status of `GET /api/dashboard/{id}` stands for, with the server's message. */
export function failureOfStatus(status: number, message: string): EmbedFailure {
  if (status === 404) return { key: 'dashboard:page.not-found-text', message };
  if (status === 403) return { key: 'dashboard:page.forbidden-text', message };
  if (status === 401) return { key: 'dashboard:embed.signed-out', message };
  return { key: 'dashboard:embed.load-failed', values: { message }, message };
}

/** The failure of an exception thrown while signing in or loading. */
export function failureOfError(err: unknown): EmbedFailure {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof EmbedSignInError) return { key: 'dashboard:embed.sign-in-failed', values: { message }, message };
  return { key: 'dashboard:embed.load-failed', values: { message }, message };
}

/** `GET /api/dashboard/{id}` (quiet: the element shows failures itself), normalised against the server's datapoints limit. */
export async function loadDashboard(client: TbClient, dashboardId: string): Promise<EmbedLoad> {
  const quiet = client.with({ ignoreErrors: true });
  const [{ data, response }, clock] = await Promise.all([
    quiet.GET('/api/dashboard/{dashboardId}', { params: { path: { dashboardId } } }),
    loadServerClock(client),
  ]);
  if (!data) return { state: 'failed', failure: failureOfStatus(response.status, apiErrorOf(response)?.message ?? response.statusText) };
  const options = clock.maxDatapointsLimit === null ? {} : { maxDatapointsLimit: clock.maxDatapointsLimit };
  return { state: 'ready', dashboard: normaliseDashboard(data, options).dashboard };
}
