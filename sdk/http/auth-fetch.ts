import type { WritableAtom } from 'nanostores';
import type { TokenSession } from '../auth/session.js';
import { ApiError } from '../errors/api-error.js';
import { errorDisplayText, type Translate } from '../errors/display-text.js';
import { SERVER_ERROR_CODE } from '../errors/error-codes.js';
import { resendDelayMs, type CallOptions } from './call-options.js';
import type { ClientEvents } from './client-events.js';
import { rememberApiError } from './error-registry.js';
import type { Emitter } from './events.js';
import { apiPathOf, isRpcPath, needsAuthHeader } from './url-rules.js';

/** A fetch that takes a prepared request. */
export type RequestFetch = (request: Request) => Promise<Response>;

/** A fetch that adds the token, refreshes it, retries and reports errors, per the call's options. */
export type AuthFetch = (request: Request, options?: CallOptions) => Promise<Response>;

/** What the auth-aware fetch is built from. */
export interface AuthFetchDeps {
  fetch: RequestFetch;
  session: TokenSession;
  baseUrl: string;
  $requestsInFlight: WritableAtom<number>;
  events: Pick<Emitter<ClientEvents>, 'emit'>;
  /** Random number in [0, 1) for the 429 resend delay. */
  random: () => number;
  /** Waits the given milliseconds. */
  sleep: (ms: number) => Promise<void>;
  /** Translates `server-error.*` keys in popup texts. */
  translate?: Translate;
}

/** Message of the answer given locally when a protected call has no token to send. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized!';

interface Call {
  method: string;
  url: string;
  needsAuth: boolean;
  rpc: boolean;
  options: CallOptions;
}

interface Attempt {
  response: Response;
  token: string | null;
  /** The answer was made up locally because the session just ended: nothing more to report. */
  quiet?: boolean;
}

/** Builds the fetch every call of a client goes through. */
export function createAuthFetch(deps: AuthFetchDeps): AuthFetch {
  const { session, events } = deps;
  const counter = deps.$requestsInFlight;

  const attempt = async (request: Request, call: Call): Promise<Attempt> => {
    const outgoing = request.clone();
    let token: string | null = null;
    if (call.needsAuth) {
      const acquired = await session.acquireAccessToken();
      if (acquired.token === null) return { response: unauthorizedResponse(), token, quiet: acquired.reason === 'expired' };
      token = acquired.token;
      outgoing.headers.set('X-Authorization', `Bearer ${token}`);
    }
    try {
      return { response: await deps.fetch(outgoing), token };
    } catch (cause) {
      if (request.signal.aborted || (cause as { name?: unknown } | null)?.name === 'AbortError') throw cause;
      const error = new ApiError({ status: 0, method: call.method, url: call.url, cause });
      notify(error, call);
      throw error;
    }
  };

  const notify = (error: ApiError, call: Call) => {
    const { ignoreErrors } = call.options;
    if (error.kind === 'credentials-expired' || error.kind === 'too-many-requests') return;
    if (error.kind === 'forbidden') {
      if (!ignoreErrors) events.emit('forbidden', { error });
      return;
    }
    if (call.rpc || ignoreErrors) return;
    if (error.kind === 'connection') {
      events.emit('error', { error, message: error.message, timeout: 0 });
      return;
    }
    if (error.kind === 'not-found') {
      const message = `${error.method}: ${error.url}\n${error.status}: ${error.statusText}`;
      events.emit('error', { error, message, timeout: 0 });
      return;
    }
    const display = errorDisplayText({ status: error.status, statusText: error.statusText, body: error.body }, deps.translate);
    events.emit('error', { error, ...display });
  };

  const report = async (response: Response, call: Call, quiet = false) => {
    if (response.status < 400) return response;
    const error = new ApiError({
      status: response.status,
      statusText: response.statusText,
      body: await readBody(response),
      method: call.method,
      url: call.url,
    });
    rememberApiError(response, error);
    if (!quiet) notify(error, call);
    return response;
  };

  const deliver = async (request: Request, call: Call): Promise<Response> => {
    let renewed = false;
    for (;;) {
      const { response, token, quiet } = await attempt(request, call);
      if (token && !renewed && response.status === 401 && (await errorCodeOf(response)) === SERVER_ERROR_CODE.jwtTokenExpired) {
        renewed = true;
        if (await session.renewAfterRejection(token)) continue;
        return report(response, call, true);
      }
      if (response.status === 429 && call.options.resendRequest) {
        await deps.sleep(resendDelayMs(deps.random));
        continue;
      }
      return report(response, call, quiet);
    }
  };

  return async (request, options = {}) => {
    const url = apiPathOf(request.url, deps.baseUrl);
    const call: Call = { method: request.method, url, needsAuth: needsAuthHeader(url), rpc: isRpcPath(url), options };
    const counted = !options.ignoreLoading;
    if (counted) counter.set(counter.get() + 1);
    try {
      return await deliver(request, call);
    } finally {
      if (counted) counter.set(counter.get() - 1);
    }
  };
}

function unauthorizedResponse(): Response {
  return new Response(JSON.stringify({ status: 401, message: UNAUTHORIZED_MESSAGE }), {
    status: 401,
    statusText: 'Unauthorized',
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The error body: parsed JSON when it is JSON, else the text, else undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function errorCodeOf(response: Response): Promise<unknown> {
  const body = await readBody(response);
  return typeof body === 'object' && body !== null ? (body as { errorCode?: unknown }).errorCode : undefined;
}
