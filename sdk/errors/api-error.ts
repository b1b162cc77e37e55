import { errorDisplayText } from './display-text.js';
import { SERVER_ERROR_CODE, serverErrorKey, type ServerErrorKey } from './error-codes.js';

/** What went wrong with a call, in terms the UI can act on. */
export type ApiErrorKind =
  | 'unauthorized'
  | 'jwt-expired'
  | 'credentials-expired'
  | 'forbidden'
  | 'not-found'
  | 'too-many-requests'
  | 'connection'
  | 'bad-request'
  | 'server'
  | 'other';

/** Message shown when the server cannot be reached (status 0 or -1). */
export const CONNECTION_ERROR_MESSAGE = 'Unable to connect';

/** The facts of a failed call from which an {@link ApiError} is built. */
export interface ApiErrorInit {
  /** HTTP status; 0 or -1 when the server could not be reached. */
  status: number;
  /** HTTP status text, when known. */
  statusText?: string;
  /** The error body: parsed JSON, text, or undefined when empty. */
  body?: unknown;
  /** Request method, upper case. */
  method: string;
  /** Request path with its query, as the application wrote it (e.g. `/api/device/1`). */
  url: string;
  /** The underlying exception, for connection failures. */
  cause?: unknown;
}

/** A failed server call, classified by status and the server's `errorCode`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The classification the UI reacts to. */
  readonly kind: ApiErrorKind;
  /** HTTP status (0 or -1 for connection failures). */
  readonly status: number;
  /** HTTP status text ('' when unknown). */
  readonly statusText: string;
  /** The server's numeric error code, when the body carried one. */
  readonly errorCode: number | undefined;
  /** The `server-error.*` translation key of the error code, when it is a known one. */
  readonly messageKey: ServerErrorKey | undefined;
  /** Password-reset token of a credentials-expired answer. */
  readonly resetToken: string | undefined;
  /** Request method, upper case. */
  readonly method: string;
  /** Request path with its query. */
  readonly url: string;
  /** The error body as received (parsed JSON when it was JSON). */
  readonly body: unknown;

  /** Builds a classified error from the facts of a failed call. */
  constructor(init: ApiErrorInit) {
    const record = isRecord(init.body) ? init.body : {};
    const errorCode = typeof record.errorCode === 'number' ? record.errorCode : undefined;
    super(messageFor(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.errorCode = errorCode;
    this.messageKey = serverErrorKey(errorCode);
    this.resetToken = typeof record.resetToken === 'string' ? record.resetToken : undefined;
    this.kind = classifyError(init.status, errorCode, this.resetToken);
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }
}

/** Classifies a failed call by HTTP status, server error code and presence of a reset token. */
export function classifyError(status: number, errorCode?: number, resetToken?: string): ApiErrorKind {
  if (status <= 0) return 'connection';
  if (status === 401) {
    if (errorCode === SERVER_ERROR_CODE.jwtTokenExpired) return 'jwt-expired';
    if (errorCode === SERVER_ERROR_CODE.credentialsExpired || resetToken !== undefined) return 'credentials-expired';
    return 'unauthorized';
  }
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'too-many-requests';
  if (status === 400) return 'bad-request';
  if (status >= 500) return 'server';
  return 'other';
}

/** Whether a value is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function messageFor(init: ApiErrorInit): string {
  if (init.status <= 0) return CONNECTION_ERROR_MESSAGE;
  return errorDisplayText({ status: init.status, statusText: init.statusText, body: init.body }).message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
