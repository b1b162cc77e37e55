import type { TelemetryData } from '../../../sdk/realtime/messages.js';

/** One key's latest value: the value as the server wrote it and its timestamp in ms. */
export interface LatestValue {
  key: string;
  ts: number;
  value: string;
}

/**
 * The latest values after a realtime update: each key of the update takes its newest point, a key
 * announced as deleted (`[[0, ""]]`) leaves the list, keys stay sorted by name.
 */
export function mergeLatest(current: readonly LatestValue[], update: TelemetryData): LatestValue[] {
  const byKey = new Map(current.map((entry) => [entry.key, entry]));
  for (const [key, points] of Object.entries(update)) {
    const newest = points.reduce<(typeof points)[number] | undefined>((best, point) => (!best || point[0] > best[0] ? point : best), undefined);
    if (!newest) continue;
    const [ts, value] = newest;
    if (ts === 0 && value === '') byKey.delete(key);
    else if (ts >= (byKey.get(key)?.ts ?? -1)) byKey.set(key, { key, ts, value: String(value) });
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The latest values without one key (after its values were deleted). */
export function withoutKey(current: readonly LatestValue[], key: string): LatestValue[] {
  return current.filter((entry) => entry.key !== key);
}
