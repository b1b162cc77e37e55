import { ApiError } from '../errors/api-error.js';
import type { AuthFetch } from './auth-fetch.js';
import type { CallOptions } from './call-options.js';
import { apiErrorOf } from './error-registry.js';

/** Outcome of a call made outside the typed methods: the parsed answer or the classified failure. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Parts of an untyped call. */
export interface RawCallInit {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  options?: CallOptions;
}

/** Sends a JSON call through the client's fetch; connection failures come back as results too. */
export type RawCall = <T>(method: string, path: string, init?: RawCallInit) => Promise<ApiResult<T>>;

/** Creates the untyped caller the auth calls use (their paths need not be in the generated schema). */
export function createRawCall(authFetch: AuthFetch, baseUrl: string): RawCall {
  return async <T>(method: string, path: string, init: RawCallInit = {}): Promise<ApiResult<T>> => {
    const request = new Request(baseUrl.replace(/\/+$/, '') + path + queryString(init.query), {
      method,
      headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    let response: Response;
    try {
      response = await authFetch(request, init.options);
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, error };
      throw error;
    }
    if (!response.ok) {
      const error = apiErrorOf(response) ?? new ApiError({ status: response.status, statusText: response.statusText, method, url: path });
      return { ok: false, error };
    }
    return { ok: true, data: parseAnswer(await response.text()) as T };
  };
}

function parseAnswer(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function queryString(query: RawCallInit['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
