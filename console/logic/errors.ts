import type { ApiError } from '../../sdk/errors/api-error.js';
import type { SessionExpiredMessageKey } from '../../sdk/auth/session.js';

/** What the console shows for a failed call. */
export type ErrorReaction =
  /** An error toast with this text. */
  | { kind: 'toast'; message: string }
  /** The toast saying the server cannot be reached. */
  | { kind: 'unable-to-connect' }
  /** The permission-forbidden dialog offering cancel or sign in. */
  | { kind: 'forbidden-dialog' }
  /** Sign out with the refresh-failure message (the address is remembered). */
  | { kind: 'logout'; messageKey: SessionExpiredMessageKey }
  /** Nothing: handled elsewhere (refresh and retry, the expired-password screen, a resend). */
  | { kind: 'none' };

/** Translation key of the toast shown for status 0 or -1. */
export const UNABLE_TO_CONNECT_KEY = 'access.unable-to-connect';

/**
 * The console's reaction to a failed call (console-core §8): an expired token is refreshed and the call
 * retried, an expired password has no popup, 403 opens the forbidden dialog, status 0 or -1 says 'Unable
 * to connect', 429 is resent when asked, 404 and every other failure show an error popup with the text
 * the SDK composed (method, URL, status and status text for 404; the server's message otherwise).
 */
export function reactionToError(error: Pick<ApiError, 'kind'>, message: string): ErrorReaction {
  switch (error.kind) {
    case 'jwt-expired':
    case 'credentials-expired':
    case 'too-many-requests':
      return { kind: 'none' };
    case 'forbidden':
      return { kind: 'forbidden-dialog' };
    case 'connection':
      return { kind: 'unable-to-connect' };
    default:
      return { kind: 'toast', message };
  }
}

/** The reaction to the end of a session whose tokens could not be refreshed. */
export function reactionToSessionExpired(messageKey: SessionExpiredMessageKey): ErrorReaction {
  return { kind: 'logout', messageKey };
}
