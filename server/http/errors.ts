import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionError } from '../db/db.js';

/** ThingsBoard's error codes as they appear in error bodies. */
export const ERROR_CODE = {
  GENERAL: 2,
  AUTHENTICATION: 10,
  JWT_TOKEN_EXPIRED: 11,
  CREDENTIALS_EXPIRED: 15,
  PERMISSION_DENIED: 20,
  INVALID_ARGUMENTS: 30,
  BAD_REQUEST_PARAMS: 31,
  ITEM_NOT_FOUND: 32,
  TOO_MANY_REQUESTS: 33,
  TOO_MANY_UPDATES: 34,
} as const;

/** Message ThingsBoard answers with a 403. */
export const PERMISSION_DENIED_MESSAGE = "You don't have permission to perform this operation!";
/** Message ThingsBoard answers with a plain 404. */
export const NOT_FOUND_MESSAGE = "Requested item wasn't found!";

/** An error that becomes `{status, message, errorCode, timestamp}` (or plain text on telemetry routes). */
export class ApiError extends Error {
  /** Set when the security layer rejected the request before its route ran: always answered as JSON. */
  beforeRoute = false;

  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: number,
    /** Extra fields merged into the body, e.g. `resetToken`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** 400, errorCode 31: invalid input; the message should name the field. */
export const badRequest = (message: string) => new ApiError(400, message, ERROR_CODE.BAD_REQUEST_PARAMS);
/** 400, errorCode 30: invalid arguments. */
export const invalidArguments = (message: string) => new ApiError(400, message, ERROR_CODE.INVALID_ARGUMENTS);
/** 401, errorCode 10 by default. */
export const unauthorized = (message = 'Authentication failed', code: number = ERROR_CODE.AUTHENTICATION) =>
  new ApiError(401, message, code);
/** 403, errorCode 20. */
export const forbidden = (message = PERMISSION_DENIED_MESSAGE) => new ApiError(403, message, ERROR_CODE.PERMISSION_DENIED);
/** 404, errorCode 32. */
export const notFound = (message = NOT_FOUND_MESSAGE) => new ApiError(404, message, ERROR_CODE.ITEM_NOT_FOUND);
/** 429, errorCode 33. */
export const tooManyRequests = (message = 'Too many requests') => new ApiError(429, message, ERROR_CODE.TOO_MANY_REQUESTS);

/** The standard JSON error body. */
export function errorBody(status: number, message: string, errorCode: number, extra: Record<string, unknown> = {}) {
  return { status, message, errorCode, timestamp: new Date().toISOString(), ...extra };
}

interface PgError { code?: string; detail?: string; constraint?: string }

function fromPostgres(err: PgError): ApiError | undefined {
  switch (err.code) {
    case '22P02': return badRequest('Invalid value: ' + (err.detail ?? 'malformed input'));
    case '23505': return badRequest('Entity with such unique value already exists!' + (err.detail ? ` ${err.detail}` : ''));
    case '23503': return badRequest('The entity is referenced by other entities or refers to a missing one.');
    case '22001': return badRequest('Value is too long.');
    case '22003': return badRequest('Number is out of range.');
    default: return undefined;
  }
}

function fromFastify(err: FastifyError): ApiError | undefined {
  if (err.validation) {
    const first = err.validation[0];
    const params = (first?.params ?? {}) as Record<string, unknown>;
    const where = [err.validationContext, first?.instancePath?.replace(/^\//, '').replace(/\//g, '.'), params.missingProperty]
      .filter(Boolean).join('.');
    return badRequest(`Validation error: ${where ? where + ' ' : ''}${first?.message ?? 'is invalid'}`);
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('Invalid request body: malformed JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('Invalid request body: empty JSON body');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'Request body is too large', ERROR_CODE.BAD_REQUEST_PARAMS);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'Unsupported content type', ERROR_CODE.BAD_REQUEST_PARAMS);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(err.message);
  }
  if (err instanceof SyntaxError) return badRequest('Invalid request body: malformed JSON');
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return new ApiError(err.statusCode, err.message, err.statusCode === 404 ? ERROR_CODE.ITEM_NOT_FOUND : ERROR_CODE.BAD_REQUEST_PARAMS);
  }
  return undefined;
}

/** Message of the 503 answered while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly';

/**
 * Turns anything thrown by a route into an ApiError; a lost database becomes a 503, unknown failures
 * a 500 without internals.
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isConnectionError(err)) return new ApiError(503, DATABASE_UNAVAILABLE_MESSAGE, ERROR_CODE.GENERAL);
  const mapped = fromFastify(err as FastifyError) ?? fromPostgres(err as PgError);
  return mapped ?? new ApiError(500, 'Internal server error', ERROR_CODE.GENERAL);
}

/** Longest error message answered or logged; longer ones (a message repeating a huge input) are cut. */
export const MAX_MESSAGE_LENGTH = 300;

/** Cuts a text to `max` characters, marking the cut with an ellipsis. */
export function clip(text: string, max = MAX_MESSAGE_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The cause of a failure for the server log: its stack (or value), database code and detail, and nested causes. */
export function describeCause(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current !== undefined; depth++) {
    if (current instanceof Error) {
      const pg = current as Error & PgError;
      const extra = [pg.code && `code ${pg.code}`, pg.detail].filter(Boolean).join(', ');
      parts.push((current.stack ?? `${current.name}: ${current.message}`) + (extra ? ` (${extra})` : ''));
      current = (current as { cause?: unknown }).cause;
    } else {
      parts.push(typeof current === 'string' ? current : JSON.stringify(current) ?? String(current));
      current = undefined;
    }
  }
  return parts.join('\ncaused by: ');
}

/** The log line of a request answered with a server error: method, path, status and cause. */
export function failureLine(request: Pick<FastifyRequest, 'method' | 'url'>, status: number, err: unknown): string {
  return `${request.method} ${clip(request.url, 200)} answered ${status}: ${describeCause(err)}`;
}

/**
 * Builds the Fastify error handler: answers the standard body, or plain text where the route asks
 * for it (`config.plainErrors`); messages are clipped and every 5xx is written to `log` with its cause.
 */
export function errorHandler(log: (line: string) => void) {
  return (err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(err);
    if (apiError.status >= 500) log(failureLine(request, apiError.status, err));
    const message = clip(apiError.message);
    const config = request.routeOptions?.config as { plainErrors?: boolean } | undefined;
    reply.status(apiError.status);
    if (config?.plainErrors && !apiError.beforeRoute) {
      return reply.type('text/plain; charset=utf-8').send(apiError.status >= 500 ? '' : message);
    }
    return reply.send(errorBody(apiError.status, message, apiError.errorCode, apiError.extra));
  };
}
