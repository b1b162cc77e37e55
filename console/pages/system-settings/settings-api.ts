import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { client } from '../../session/session.js';
import { call } from '../entity-list/api.js';

/** A settings JSON as the server answers it. */
export type SettingsJson = Record<string, unknown>;

/** What loading a settings page gave: the stored JSON (undefined when nothing was saved yet), or why it failed. */
export type SettingsLoad = { ok: true; json: SettingsJson | undefined } | { ok: false; message: string };

type AnyGet = (path: never, init?: never) => Promise<{ data?: unknown; response: Response }>;

const isObject = (v: unknown): v is SettingsJson => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads a settings path without the client's error notice (the page shows the failure with Retry). With
 * `missingIsEmpty` a 404 means nothing was saved yet (the SMS provider before its first save).
 */
export async function loadSettings(path: string, missingIsEmpty = false): Promise<SettingsLoad> {
  const { data, response } = await (client.with({ ignoreErrors: true }).GET as AnyGet)(path as never);
  if (response.ok) return { ok: true, json: isObject(data) ? data : undefined };
  if (missingIsEmpty && response.status === 404) return { ok: true, json: undefined };
  return { ok: false, message: apiErrorOf(response)?.message ?? response.statusText };
}

/** The `jsonValue` of an AdminSettings answer. */
export const adminJsonOf = (json: SettingsJson | undefined): SettingsJson | undefined => (isObject(json?.jsonValue) ? json.jsonValue : undefined);

/** Loads `GET /api/admin/settings/{key}` and answers its `jsonValue`. */
export async function loadAdminSettings(key: 'general' | 'mail' | 'sms'): Promise<SettingsLoad> {
  const answer = await loadSettings(`/api/admin/settings/${key}`, key === 'sms');
  return answer.ok ? { ok: true, json: adminJsonOf(answer.json) } : answer;
}

/** Posts a settings body; resolves the answer, or undefined when the server refused (the client has shown its message). */
export async function postSettings(path: string, body: unknown): Promise<SettingsJson | undefined> {
  const { ok, data } = await call<SettingsJson>('POST', path, { body });
  if (!ok) return undefined;
  return isObject(data) ? data : {};
}

/** Saves `POST /api/admin/settings` and answers the saved `jsonValue`, or undefined when refused. */
export async function saveAdminSettings(body: { key: string; jsonValue: SettingsJson }): Promise<SettingsJson | undefined> {
  const saved = await postSettings('/api/admin/settings', body);
  return saved && (adminJsonOf(saved) ?? body.jsonValue);
}

/** Sends a test mail or SMS; answers whether the server took it (a refusal shows its message). */
export async function sendTest(path: '/api/admin/settings/testMail' | '/api/admin/settings/testSms', body: unknown): Promise<boolean> {
  return (await call('POST', path, { body })).ok;
}
