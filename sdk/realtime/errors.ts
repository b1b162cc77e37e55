/** Where a realtime error comes from: a server answer, the socket, the token source, an unreadable frame, or a subscriber callback that threw. */
export type RealtimeErrorKind = 'message' | 'close' | 'token' | 'decode' | 'callback';

/** An error seen on the realtime channel. */
export class RealtimeError extends Error {
  /** Where the error comes from. */
  readonly kind: RealtimeErrorKind;
  /** The answer's `errorCode` for `message`, the close code for `close`, otherwise 0. */
  readonly code: number;
  /** The command id the error belongs to, when it belongs to one. */
  readonly cmdId: number | null;

  /** Creates an error of the given kind, code and command id. */
  constructor(kind: RealtimeErrorKind, message: string, code = 0, cmdId: number | null = null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'RealtimeError';
    this.kind = kind;
    this.code = code;
    this.cmdId = cmdId;
  }
}

/** Close codes not worth telling the user about, beyond the normal ones (≤ 1001). */
const QUIET_CLOSE_CODES = new Set([1006, 1011, 1012, 4500]);

/** Tells whether a close code should be reported: above 1001 except 1006, 1011, 1012 and 4500. */
export function isReportedCloseCode(code: number): boolean {
  return code > 1001 && !QUIET_CLOSE_CODES.has(code);
}
