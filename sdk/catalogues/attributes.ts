/** Attribute and telemetry scopes as the telemetry endpoints name them. */
export const ATTRIBUTE_SCOPES = ['LATEST_TELEMETRY', 'CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'] as const;

/** One scope of {@link ATTRIBUTE_SCOPES}. */
export type AttributeScope = (typeof ATTRIBUTE_SCOPES)[number];

/** The scopes a console user writes to directly (server and shared attributes). */
export const EDITABLE_ATTRIBUTE_SCOPES = ['SERVER_SCOPE', 'SHARED_SCOPE'] as const;

/** Per scope, whether its values come from the device side (latest telemetry and client attributes). */
export const CLIENT_SIDE_SCOPES: Readonly<Record<AttributeScope, boolean>> = {
  LATEST_TELEMETRY: true,
  CLIENT_SCOPE: true,
  SERVER_SCOPE: false,
  SHARED_SCOPE: false,
};

/** Timeseries read default: at most this many points per key. */
export const TIMESERIES_DEFAULT_LIMIT = 100;

/** Timeseries read default order. */
export const TIMESERIES_DEFAULT_ORDER = 'DESC';
