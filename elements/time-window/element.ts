import { createKitElement } from '../core/define-element.js';
import { TimeWindow } from './time-window.js';

/**
 * `<tb-timewindow value='{…}' max-datapoints-limit="50000" timezone="Europe/Berlin" is-edit history-only
 * quick-interval-only hide-interval hide-aggregation hide-agg-interval hide-timezone disabled>`; fires
 * `tb-change` with the new time window (dashboard JSON) when a person presses Update.
 */
export const TimeWindowElement = createKitElement(TimeWindow, {
  props: {
    value: 'json',
    maxDatapointsLimit: 'number',
    timezone: 'string',
    isEdit: 'boolean',
    historyOnly: 'boolean',
    quickIntervalOnly: 'boolean',
    hideInterval: 'boolean',
    hideAggregation: 'boolean',
    hideAggInterval: 'boolean',
    hideTimezone: 'boolean',
    disabled: 'boolean',
  },
  events: { 'tb-change': 'onChange' },
});
