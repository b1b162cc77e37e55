import { tooManyRequestsRetryDelayMs } from '../catalogues/limits.js';

/** Per-call behaviour switches, given through `client.with(...)` or to the auth calls. */
export interface CallOptions {
  /** Leave the call out of the in-flight counter (no loading bar). Default false. */
  ignoreLoading?: boolean;
  /** Raise no error popup and no forbidden event for this call. Default false. */
  ignoreErrors?: boolean;
  /** On 429, send the call again after a random 1–4 s delay, as often as it takes. Default false. */
  resendRequest?: boolean;
}

/** Delay before resending a call answered with 429 (1000 ms plus up to 3000 ms), for a random source in [0, 1). */
export function resendDelayMs(random: () => number): number {
  return tooManyRequestsRetryDelayMs(random());
}
