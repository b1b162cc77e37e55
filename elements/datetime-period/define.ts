import { defineKitElement } from '../core/define-element.js';
import type { TimePeriod } from '../time-window/time-window.model.js';
import { DatetimePeriodElement } from './element.js';

defineKitElement('tb-datetime-period', DatetimePeriodElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-datetime-period': HTMLElement & { value: TimePeriod | null; timezone: string | null; disabled: boolean };
  }
}
