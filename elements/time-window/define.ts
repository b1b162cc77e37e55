import { defineKitElement } from '../core/define-element.js';
import { TimeWindowElement } from './element.js';
import type { TimewindowJson } from './timewindow-json.logic.js';

defineKitElement('tb-timewindow', TimeWindowElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-timewindow': HTMLElement & {
      value: Partial<TimewindowJson> | null;
      maxDatapointsLimit: number | null;
      timezone: string | null;
      isEdit: boolean;
      historyOnly: boolean;
      quickIntervalOnly: boolean;
      hideInterval: boolean;
      hideAggregation: boolean;
      hideAggInterval: boolean;
      hideTimezone: boolean;
      disabled: boolean;
    };
  }
}
