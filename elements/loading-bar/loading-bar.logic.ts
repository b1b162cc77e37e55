/** The loading bar shows while at least one request is in flight. */
export function isLoading(requestsInFlight: number): boolean {
  return requestsInFlight > 0;
}

/** Keyframes of the indeterminate sweep: a third of the bar crossing from the start edge to the end edge. */
export function sweepKeyframes(direction: 'ltr' | 'rtl'): Keyframe[] {
  const sign = direction === 'rtl' ? -1 : 1;
  return [{ transform: `translateX(${sign * -100}%)` }, { transform: `translateX(${sign * 300}%)` }];
}

/** Duration of one sweep. */
export const SWEEP_MS = 1400;
