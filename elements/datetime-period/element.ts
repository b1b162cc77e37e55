import { createKitElement } from '../core/define-element.js';
import { DatetimePeriod } from './datetime-period.js';

/**
 * `<tb-datetime-period value='{"startTimeMs":…,"endTimeMs":…}' timezone="Europe/Berlin" disabled>`; fires
 * `tb-change` with `{ startTimeMs, endTimeMs }` after a person changed the start or the end.
 */
export const DatetimePeriodElement = createKitElement(DatetimePeriod, {
  props: { value: 'json', timezone: 'string', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
