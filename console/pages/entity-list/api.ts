import { client } from '../../session/session.js';

type Method = 'GET' | 'POST' | 'DELETE';

/** What a call sends besides its path: query parameters and a JSON body. */
export interface CallInit {
  /** Query parameters. */
  query?: Record<string, string | number | boolean>;
  /** JSON body. */
  body?: unknown;
  /** Neither shows a refusal nor counts toward the loading bar (suggestions fetched while a person types); default false. */
  quiet?: boolean;
}

type AnyCall = (path: never, init: never) => Promise<{ data?: unknown; response: Response }>;

/** Calls a path of the server (already filled in); a refusal raises the client's error notice unless quiet. Answers whether it went through and the answer. */
export async function call<T = unknown>(method: Method, path: string, init: CallInit = {}): Promise<{ ok: boolean; data: T | undefined }> {
  const request = { ...(init.query ? { params: { query: init.query } } : {}), ...(init.body === undefined ? {} : { body: init.body }) };
  const api = init.quiet ? client.with({ ignoreErrors: true, ignoreLoading: true }) : client;
  const { data, response } = await (api[method] as AnyCall)(path as never, request as never);
  return { ok: response.ok, data: data as T | undefined };
}

/** Deletes `/api/{segment}/{id}`; answers whether the server agreed (a refusal shows its message). */
export async function deleteEntity(segment: string, id: string): Promise<boolean> {
  return (await call('DELETE', `/api/${segment}/${encodeURIComponent(id)}`)).ok;
}

/** The first `max` items of a paged list call, sorted by a property ascending (the customer and tenant pickers). */
export async function listFirst<T>(path: string, sortProperty: string, max = 100): Promise<T[]> {
  const { data } = await call<{ data: T[] }>('GET', path, { query: { pageSize: max, page: 0, sortProperty, sortOrder: 'ASC' } });
  return data?.data ?? [];
}
