import { ApiError } from './errors/api-error.js';

/** The parts of an openapi-fetch answer the helpers read. */
export interface FetchAnswer<T> {
  /** Parsed body of a successful answer. */
  data?: T;
  /** Parsed body of a failed answer. */
  error?: unknown;
  /** The raw response. */
  response: Response;
}

/** Returns the data of a successful answer, or throws an {@link ApiError} built from a failed one. */
export function requireData<T>(answer: FetchAnswer<T>, method: string, url: string): T {
  if (answer.error === undefined && answer.response.ok) return answer.data as T;
  const { status, statusText } = answer.response;
  throw new ApiError({ status, statusText, body: answer.error, method, url });
}
