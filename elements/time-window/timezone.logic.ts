import { DAY_MS, MINUTE_MS } from '../../sdk/catalogues/timewindow.js';

/** Wall-clock fields of an instant in a zone (month 1–12, weekday 0 Sunday … 6 Saturday). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

/** An entry of the timezone select; the browser-time placeholder has a null id. */
export interface TimezoneOption {
  id: string | null;
  /** Zone id, or the message key of the placeholder. */
  name: string;
  /** Offset from UTC as `UTC+hh:mm`. */
  offset: string;
  offsetMs: number;
}

/** Error key of an empty timezone select. */
export const TIMEZONE_REQUIRED_KEY = 'timezone.timezone-required';

/** Message key shown when no zone matches the typed text. */
export const NO_TIMEZONES_MATCHING_KEY = 'timezone.no-timezones-matching';

/** Message key naming the browser-time placeholder. */
export const BROWSER_TIME_KEY = 'timezone.browser-time';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string | null): Intl.DateTimeFormat {
  const key = zone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone ?? undefined,
      hourCycle: 'h23',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether a text names a zone this runtime knows. */
export function isValidTimezone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** Every zone id this runtime knows, for the timezone select. */
export function knownTimezones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

/** The zone the browser (or Node process) runs in. */
export function browserTimezone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Wall-clock fields of an instant in a zone; a null zone is the browser's time. */
export function zonedParts(ts: number, zone: string | null): ZonedParts {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(ts)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = fields.year ?? 1970;
  const month = fields.month ?? 1;
  const day = fields.day ?? 1;
  return {
    year, month, day,
    hour: fields.hour ?? 0, minute: fields.minute ?? 0, second: fields.second ?? 0,
    millisecond: ((ts % 1000) + 1000) % 1000,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

function wallAsUtc(parts: Omit<ZonedParts, 'weekday'>): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.millisecond);
}

/** Offset of a zone from UTC at an instant, in milliseconds (east positive). */
export function timezoneOffsetMs(ts: number, zone: string | null): number {
  return wallAsUtc(zonedParts(ts, zone)) - ts;
}

/**
 * The instant a zone's clock shows the given wall time; fields may overflow (day 0, hour 24) and are
 * carried. A time skipped by a DST change moves forward by the gap; a repeated time takes the first.
 */
export function zonedTime(wall: Partial<Omit<ZonedParts, 'weekday'>> & { year: number }, zone: string | null): number {
  const local = wallAsUtc({ month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0, ...wall });
  const before = local - timezoneOffsetMs(local - DAY_MS, zone);
  const after = local - timezoneOffsetMs(local + DAY_MS, zone);
  const fits = (ts: number) => ts + timezoneOffsetMs(ts, zone) === local;
  const candidates = [before, after].filter(fits).sort((a, b) => a - b);
  return candidates[0] ?? before;
}

/** An offset as `UTC+hh:mm` / `UTC-hh:mm`. */
export function formatOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Short name of a zone at an instant (EST, GMT+1 …), shown beside a timewindow. */
export function timezoneAbbr(ts: number, zone: string | null): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone ?? undefined, timeZoneName: 'short' }).formatToParts(ts);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** Options of the timezone select at an instant: the browser-time placeholder first, then each zone. */
export function timezoneOptions(zones: readonly string[], nowMs: number): TimezoneOption[] {
  const option = (id: string | null, name: string): TimezoneOption => {
    const offsetMs = timezoneOffsetMs(nowMs, id);
    return { id, name, offset: formatOffset(offsetMs), offsetMs };
  };
  return [option(null, BROWSER_TIME_KEY), ...zones.map((zone) => option(zone, zone))];
}

/** Zones whose name holds the typed text, ignoring case; the placeholder only while nothing is typed. */
export function filterTimezones(options: readonly TimezoneOption[], text: string): TimezoneOption[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.id !== null && option.name.toLowerCase().includes(needle));
}

/** Error key of the timezone select: required unless a zone or the placeholder is chosen. */
export function timezoneError(value: TimezoneOption | string | null | undefined): string | null {
  return value === undefined || value === '' ? TIMEZONE_REQUIRED_KEY : null;
}

/** The zone kept when the select closes: its value, else the default zone, else the user's, else browser time (null). */
export function timezoneOnClose(value: string | null | undefined, defaultZone?: string | null, userZone?: string | null): string | null {
  return value || defaultZone || userZone || null;
}

/** Milliseconds to add to an instant so the browser's clock shows the zone's wall time (0 for browser time). */
export function timezoneShiftMs(ts: number, zone: string | null, localZone: string | null = null): number {
  if (!zone) return 0;
  return timezoneOffsetMs(ts, zone) - timezoneOffsetMs(ts, localZone);
}
