/** Numeric `errorCode` values the server puts in its JSON error body. */
export const SERVER_ERROR_CODE = {
  general: 2,
  authentication: 10,
  jwtTokenExpired: 11,
  tenantTrialExpired: 12,
  credentialsExpired: 15,
  permissionDenied: 20,
  invalidArguments: 30,
  badRequestParams: 31,
  itemNotFound: 32,
  tooManyRequests: 33,
  tooManyUpdates: 34,
} as const;

/** One of the known server error codes. */
export type ServerErrorCode = (typeof SERVER_ERROR_CODE)[keyof typeof SERVER_ERROR_CODE];

/** Translation key for each known server error code. */
export const SERVER_ERROR_KEYS = {
  2: 'server-error.general',
  10: 'server-error.authentication',
  11: 'server-error.jwt-token-expired',
  12: 'server-error.tenant-trial-expired',
  15: 'server-error.credentials-expired',
  20: 'server-error.permission-denied',
  30: 'server-error.invalid-arguments',
  31: 'server-error.bad-request-params',
  32: 'server-error.item-not-found',
  33: 'server-error.too-many-requests',
  34: 'server-error.too-many-updates',
} as const satisfies Record<ServerErrorCode, string>;

/** A `server-error.*` translation key. */
export type ServerErrorKey = (typeof SERVER_ERROR_KEYS)[ServerErrorCode];

/** Whether a value is one of the known server error codes. */
export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  return typeof code === 'number' && Object.hasOwn(SERVER_ERROR_KEYS, code);
}

/** The `server-error.*` key for an error code, or undefined for codes the catalogue does not name. */
export function serverErrorKey(code: unknown): ServerErrorKey | undefined {
  return isServerErrorCode(code) ? SERVER_ERROR_KEYS[code] : undefined;
}
