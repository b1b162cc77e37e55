/** A token counts as valid only while more than this many milliseconds remain. */
export const TOKEN_VALIDITY_MARGIN_MS = 2000;

/** Local storage keys of the session tokens and their expiry times. */
export const TOKEN_STORAGE_KEYS = {
  token: 'jwt_token',
  tokenExpiration: 'jwt_token_expiration',
  refreshToken: 'refresh_token',
  refreshTokenExpiration: 'refresh_token_expiration',
} as const;

/** Interval between status polls of a version create or load request. */
export const VC_POLL_INTERVAL_MS = 2000;

/** Fixed part of the delay before resending a request answered 429. */
export const TOO_MANY_REQUESTS_RETRY_BASE_MS = 1000;

/** Largest random part added to the 429 resend delay. */
export const TOO_MANY_REQUESTS_RETRY_JITTER_MS = 3000;

/** Delay before resending a request answered 429, given a random number in [0, 1). */
export function tooManyRequestsRetryDelayMs(random: number = Math.random()): number {
  return TOO_MANY_REQUESTS_RETRY_BASE_MS + Math.floor(random * TOO_MANY_REQUESTS_RETRY_JITTER_MS);
}

/** Page size of the allowed-dashboards fetch. */
export const ALLOWED_DASHBOARDS_PAGE_SIZE = 100;

/** Page size of entity-name suggestions. */
export const ENTITY_NAME_SUGGESTIONS_PAGE_SIZE = 10;

/** Page size used to fetch every page when the requested size is -1. */
export const FETCH_ALL_PAGE_SIZE = 100;

/** Most suggestions an entity picker asks for (-1 asks for all). */
export const ENTITY_SUGGESTIONS_LIMIT = 50;

/** Page size of the dashboard picker. */
export const DASHBOARD_PICKER_PAGE_SIZE = 10;

/** Page size of the dashboard select. */
export const DASHBOARD_SELECT_PAGE_SIZE = 100;

/** Rows per page of an entity table until a person picks another size. */
export const ENTITY_TABLE_PAGE_SIZE = 10;

/** Page sizes an entity table offers: the default and its double and triple, then larger pages for big fleets. */
export const ENTITY_TABLE_PAGE_SIZES = [10, 20, 30, 100, 1000] as const;

/** Page size of the queue picker. */
export const QUEUE_PICKER_PAGE_SIZE = 10;

/** Page size of the OTA package picker. */
export const OTA_PICKER_PAGE_SIZE = 50;

/** Debounce of the console search box. */
export const SEARCH_DEBOUNCE_MS = 150;

/** Debounce of the entity, subtype, queue, OTA, branch and dashboard pickers. */
export const PICKER_DEBOUNCE_MS = 150;

/** Longest accepted entity subtype. */
export const SUBTYPE_MAX_LENGTH = 255;

/** Largest signed 32-bit integer, the upper bound of numeric inputs. */
export const MAX_INTEGER = 2147483647;

/** Prefix of local storage keys for help and page settings. */
export const STORAGE_PREFIX = 'TB-';

/** Characters of a searched text shown in a no-match message before an ellipsis. */
export const NO_MATCH_TEXT_TRUNCATE = 6;

/** Retries of a dynamic component compile. */
export const COMPONENT_COMPILE_RETRIES = 1;

/** Date display format. */
export const DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** Locale used for dates when none is chosen. */
export const DEFAULT_DATE_LOCALE = 'en-GB';

/** The shared controls' value constant (550). */
export const VALUE_CONSTANT = 550;

/** Prefix of custom translation keys. */
export const CUSTOM_TRANSLATION_PREFIX = 'custom.';

/** Prefix marking a text as a translation reference. */
export const I18N_PREFIX = 'i18n';
