/** Reconnect backoff settings. */
export interface BackoffOptions {
  /** Delay before the first reconnect attempt; default 1000 ms. */
  initialMs: number;
  /** Upper bound of any delay; default 30000 ms. */
  maxMs: number;
  /** Growth per attempt; default 2. */
  factor: number;
  /** Spread around the nominal delay as a fraction of it (0.2 = ±20 %); default 0.2. */
  jitter: number;
}

/** The default backoff: 1 s, doubling, at most 30 s, ±20 % jitter. */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30000, factor: 2, jitter: 0.2 };

/**
 * Delay before reconnect attempt `attempt` (1 for the first): the nominal delay
 * `initialMs · factor^(attempt-1)` spread by the jitter (`random` 0.5 gives the nominal value), never above `maxMs`.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number): number {
  const nominal = Math.min(options.maxMs, options.initialMs * options.factor ** Math.max(0, attempt - 1));
  const spread = 1 + options.jitter * (2 * random() - 1);
  return Math.max(0, Math.min(options.maxMs, Math.round(nominal * spread)));
}
