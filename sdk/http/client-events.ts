import type { SessionExpiredEvent } from '../auth/session.js';
import type { ApiError } from '../errors/api-error.js';

/** A failed call the UI should show as an error popup. */
export interface ErrorNotice {
  /** The classified failure. */
  error: ApiError;
  /** Text for the popup. */
  message: string;
  /** How long to show it in ms; 0 means the display's default. */
  timeout: number;
}

/** A call answered 403: the UI offers to cancel or to sign in again. */
export interface ForbiddenNotice {
  error: ApiError;
}

/** Events a client raises for the UI. */
export interface ClientEvents {
  /** A call failed in a way a person should be told about. */
  error: ErrorNotice;
  /** A call was refused for lack of permission. */
  forbidden: ForbiddenNotice;
  /** The tokens could not be refreshed and were cleared. */
  'session-expired': SessionExpiredEvent;
}
