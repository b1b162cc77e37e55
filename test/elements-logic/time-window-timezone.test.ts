import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOUR_MS as HOUR, MINUTE_MS as MINUTE } from '../../sdk/catalogues/timewindow.js';
import {
  BROWSER_TIME_KEY,
  NO_TIMEZONES_MATCHING_KEY,
  TIMEZONE_REQUIRED_KEY,
  browserTimezone,
  filterTimezones,
  formatOffset,
  isValidTimezone,
  knownTimezones,
  timezoneAbbr,
  timezoneError,
  timezoneOffsetMs,
  timezoneOnClose,
  timezoneOptions,
  timezoneShiftMs,
  zonedParts,
  zonedTime,
} from '../../elements/time-window/timezone.logic.js';

const WINTER = Date.UTC(2026, 0, 15, 12);
const SUMMER = Date.UTC(2026, 6, 15, 12);

describe('zone offsets', () => {
  it('reads standard and daylight offsets', () => {
    assert.equal(timezoneOffsetMs(WINTER, 'Europe/Berlin'), HOUR);
    assert.equal(timezoneOffsetMs(SUMMER, 'Europe/Berlin'), 2 * HOUR);
    assert.equal(timezoneOffsetMs(WINTER, 'America/New_York'), -5 * HOUR);
    assert.equal(timezoneOffsetMs(SUMMER, 'America/New_York'), -4 * HOUR);
    assert.equal(timezoneOffsetMs(WINTER, 'Asia/Kolkata'), 5.5 * HOUR);
    assert.equal(timezoneOffsetMs(WINTER, 'Asia/Kathmandu'), 5 * HOUR + 45 * MINUTE);
    assert.equal(timezoneOffsetMs(WINTER, 'UTC'), 0);
  });

  it('changes offset at the instant of the DST change', () => {
    const change = Date.UTC(2026, 2, 29, 1);
    assert.equal(timezoneOffsetMs(change - 1, 'Europe/Berlin'), HOUR);
    assert.equal(timezoneOffsetMs(change, 'Europe/Berlin'), 2 * HOUR);
  });

  it('formats offsets as UTC±hh:mm', () => {
    assert.equal(formatOffset(0), 'UTC+00:00');
    assert.equal(formatOffset(2 * HOUR), 'UTC+02:00');
    assert.equal(formatOffset(-5 * HOUR), 'UTC-05:00');
    assert.equal(formatOffset(5 * HOUR + 45 * MINUTE), 'UTC+05:45');
    assert.equal(formatOffset(-(9 * HOUR + 30 * MINUTE)), 'UTC-09:30');
  });

  it('names zones by their short abbreviation', () => {
    assert.equal(timezoneAbbr(WINTER, 'America/New_York'), 'EST');
    assert.equal(timezoneAbbr(SUMMER, 'America/New_York'), 'EDT');
    assert.equal(timezoneAbbr(WINTER, 'UTC'), 'UTC');
  });

  it('knows valid zone ids', () => {
    assert.equal(isValidTimezone('Europe/Berlin'), true);
    assert.equal(isValidTimezone('Mars/Olympus_Mons'), false);
    assert.equal(isValidTimezone(browserTimezone()), true);
    const known = knownTimezones();
    assert.ok(known.includes('Europe/Berlin') && known.includes('America/New_York'));
    assert.ok(known.every(isValidTimezone));
  });
});

describe('wall clock and instants', () => {
  it('reads the wall clock of an instant with its weekday', () => {
    assert.deepEqual(zonedParts(Date.UTC(2026, 10, 24, 4, 30, 15, 250), 'Asia/Tokyo'), {
      year: 2026, month: 11, day: 24, hour: 13, minute: 30, second: 15, millisecond: 250, weekday: 2,
    });
  });

  it('turns a wall time back into its instant and carries overflowing fields', () => {
    assert.equal(zonedTime({ year: 2026, month: 11, day: 24, hour: 13, minute: 30 }, 'Asia/Tokyo'), Date.UTC(2026, 10, 24, 4, 30));
    assert.equal(zonedTime({ year: 2026, month: 13, day: 0 }, 'UTC'), Date.UTC(2026, 11, 31));
    assert.equal(zonedTime({ year: 2026 }, 'America/New_York'), Date.UTC(2026, 0, 1, 5));
  });

  it('moves a wall time skipped by spring-forward ahead by the gap', () => {
    assert.equal(zonedTime({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin'), Date.UTC(2026, 2, 29, 1, 30));
  });

  it('takes the first of a wall time repeated by fall-back', () => {
    assert.equal(zonedTime({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Berlin'), Date.UTC(2026, 9, 25, 0, 30));
  });
});

describe('timezone select', () => {
  const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];

  it('lists the browser-time placeholder with a null id first', () => {
    const options = timezoneOptions(zones, WINTER);
    assert.equal(options.length, 4);
    assert.equal(options[0]?.id, null);
    assert.equal(options[0]?.name, BROWSER_TIME_KEY);
    assert.equal(BROWSER_TIME_KEY, 'timezone.browser-time');
    assert.deepEqual(options[1], { id: 'Europe/Berlin', name: 'Europe/Berlin', offset: 'UTC+01:00', offsetMs: HOUR });
    assert.deepEqual(options[3], { id: 'Asia/Kolkata', name: 'Asia/Kolkata', offset: 'UTC+05:30', offsetMs: 5.5 * HOUR });
    assert.equal(timezoneOptions(zones, SUMMER)[2]?.offset, 'UTC-04:00');
  });

  it('filters names by case-insensitive substring', () => {
    const options = timezoneOptions(zones, WINTER);
    assert.deepEqual(filterTimezones(options, 'new').map((o) => o.id), ['America/New_York']);
    assert.deepEqual(filterTimezones(options, 'A').map((o) => o.id), ['America/New_York', 'Asia/Kolkata']);
    assert.equal(filterTimezones(options, '').length, 4);
    assert.deepEqual(filterTimezones(options, 'Atlantis'), []);
    assert.equal(NO_TIMEZONES_MATCHING_KEY, 'timezone.no-timezones-matching');
  });

  it('requires a value with timezone.timezone-required', () => {
    assert.equal(TIMEZONE_REQUIRED_KEY, 'timezone.timezone-required');
    assert.equal(timezoneError(undefined), 'timezone.timezone-required');
    assert.equal(timezoneError(''), 'timezone.timezone-required');
    assert.equal(timezoneError('Europe/Berlin'), null);
    assert.equal(timezoneError(null), null);
  });

  it('falls back on close to the default zone, then the user zone, then browser time', () => {
    assert.equal(timezoneOnClose('Asia/Kolkata', 'Europe/Berlin', 'UTC'), 'Asia/Kolkata');
    assert.equal(timezoneOnClose(undefined, 'Europe/Berlin', 'UTC'), 'Europe/Berlin');
    assert.equal(timezoneOnClose('', null, 'UTC'), 'UTC');
    assert.equal(timezoneOnClose(null, null, null), null);
  });

  it('shifts instants by the zone offset minus the local offset', () => {
    assert.equal(timezoneShiftMs(WINTER, null, 'Europe/Berlin'), 0);
    assert.equal(timezoneShiftMs(WINTER, 'Asia/Kolkata', 'Europe/Berlin'), 4.5 * HOUR);
    assert.equal(timezoneShiftMs(SUMMER, 'America/New_York', 'Europe/Berlin'), -6 * HOUR);
    assert.equal(timezoneShiftMs(SUMMER, 'UTC', 'UTC'), 0);
  });
});
