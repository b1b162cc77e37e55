import type { Timewindow } from '../../../elements/dashboard/model/dashboard.types.js';

/** A whole time window as a dashboard stores it (last hour, realtime), with the given aggregation. */
export function storedTimewindow(aggregation: { type: string; limit: number }): Timewindow {
  return {
    displayValue: '', selectedTab: 0, hideInterval: false, hideAggregation: false, hideAggInterval: false, hideTimezone: false,
    realtime: { realtimeType: 0, interval: 1000, timewindowMs: 3_600_000, quickInterval: 'CURRENT_DAY' },
    history: { historyType: 0, interval: 1000, timewindowMs: 60000, fixedTimewindow: { startTimeMs: 0, endTimeMs: 60000 }, quickInterval: 'CURRENT_DAY' },
    aggregation, timezone: null,
  } as unknown as Timewindow;
}
