import { ApiError } from '../errors/api-error.js';

const errors = new WeakMap<Response, ApiError>();

/** Remembers the classified error of a failed answer. */
export function rememberApiError(response: Response, error: ApiError): void {
  errors.set(response, error);
}

/** The classified error of an answer the client received, or undefined when it succeeded. */
export function apiErrorOf(response: Response): ApiError | undefined {
  return errors.get(response);
}

/** The result shape of the typed calls: `data` on success, `error` otherwise. */
export interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The data of a typed call; throws its {@link ApiError} when the call failed. */
export async function unwrap<R extends CallResult>(call: Promise<R>): Promise<R extends { data: infer D } ? D : never> {
  const result = await call;
  if (result.response.ok) return result.data as R extends { data: infer D } ? D : never;
  throw (
    apiErrorOf(result.response) ??
    new ApiError({
      status: result.response.status,
      statusText: result.response.statusText,
      body: result.error,
      method: '',
      url: result.response.url,
    })
  );
}
