import { DEFAULT_TIME_INTERVAL_MS, SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE, SECOND_MS } from '../../sdk/catalogues/timewindow.js';
import { boundMaxInterval, boundMinInterval, isPresetInterval, presetIntervalsBetween, snapToPresetInterval } from '../../sdk/time/interval-math.js';

/** The advanced editor's fields; days have a minimum of 0. */
export interface IntervalFields {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Editing mode of a time interval editor: a predefined interval, or days, hours, minutes and seconds. */
export type IntervalEditorMode = 'simple' | 'advanced';

const UNITS = [
  ['seconds', 1, SECONDS_PER_MINUTE],
  ['minutes', SECONDS_PER_MINUTE, SECONDS_PER_HOUR / SECONDS_PER_MINUTE],
  ['hours', SECONDS_PER_HOUR, SECONDS_PER_DAY / SECONDS_PER_HOUR],
  ['days', SECONDS_PER_DAY, Infinity],
] as const;

/** An interval in whole days, hours, minutes and seconds (negative or NaN: all 0). */
export function splitInterval(ms: number): IntervalFields {
  let seconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND_MS) : 0;
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  seconds -= days * SECONDS_PER_DAY;
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  seconds -= hours * SECONDS_PER_HOUR;
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  return { days, hours, minutes, seconds: seconds - minutes * SECONDS_PER_MINUTE };
}

/** Milliseconds of the advanced editor's fields. */
export function joinInterval(fields: IntervalFields): number {
  const seconds = UNITS.reduce((sum, [unit, size]) => sum + (fields[unit] || 0) * size, 0);
  return seconds * SECOND_MS;
}

/**
 * The fields after an edit: 60 seconds or more roll into minutes (60 minutes into hours, 24 hours into
 * days); a negative value borrows from the larger units when they hold enough, otherwise becomes 0;
 * NaN becomes 0 and days stay at least 0.
 */
export function normalizeIntervalFields(fields: IntervalFields): IntervalFields {
  const out: IntervalFields = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  for (const [unit] of UNITS) out[unit] = Number.isFinite(fields[unit]) ? Math.trunc(fields[unit]) : 0;
  UNITS.forEach(([unit, size, base], i) => {
    const next = UNITS[i + 1];
    if (!next) {
      out[unit] = Math.max(out[unit], 0);
      return;
    }
    const [larger] = next;
    if (out[unit] >= base) {
      out[larger] += Math.floor(out[unit] / base);
      out[unit] %= base;
    } else if (out[unit] < 0) {
      const largerSeconds = UNITS.slice(i + 1).reduce((sum, [name, unitSize]) => sum + out[name] * unitSize, 0);
      const borrow = Math.ceil(-out[unit] / base);
      if (largerSeconds >= borrow * base * size) {
        out[larger] -= borrow;
        out[unit] += borrow * base;
      } else {
        out[unit] = 0;
      }
    }
  });
  return out;
}

/**
 * The value an interval editor reports: none (null) for 0 or NaN; otherwise clamped to the bounded
 * minimum and maximum and, in simple mode, snapped to the nearest predefined interval.
 */
export function editorInterval(ms: number | null | undefined, minMs: number, maxMs: number, mode: IntervalEditorMode): number | null {
  if (!ms || Number.isNaN(ms)) return null;
  const min = boundMinInterval(minMs);
  const max = Math.max(boundMaxInterval(maxMs), min);
  const value = Math.min(Math.max(ms, min), max);
  return mode === 'simple' ? snapToPresetInterval(min, max, value) : value;
}

/** The interval an editor opens with: its value when positive, otherwise the default 1 minute. */
export function editorStartInterval(ms: number | null | undefined): number {
  return ms && ms > 0 ? ms : DEFAULT_TIME_INTERVAL_MS;
}

/** The mode an editor opens in: simple when the interval is one of the predefined intervals within its bounds (or none), else advanced. */
export function editorModeFor(ms: number | null | undefined, minMs: number, maxMs: number): IntervalEditorMode {
  if (!ms) return 'simple';
  const min = boundMinInterval(minMs);
  return isPresetInterval(min, Math.max(boundMaxInterval(maxMs), min), ms) ? 'simple' : 'advanced';
}

/** The predefined intervals a simple-mode editor offers within its bounds, shortest first (the lower bound itself when none fits). */
export function editorPresets(minMs: number, maxMs: number): number[] {
  const min = boundMinInterval(minMs);
  const max = Math.max(boundMaxInterval(maxMs), min);
  const presets = presetIntervalsBetween(min, max);
  return presets.length ? presets : [min];
}
