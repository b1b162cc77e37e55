/** Message keys of the problems found while reading a dashboard. */
export type ProblemKey =
  | 'dashboard.model.invalid-json'
  | 'dashboard.model.not-an-object'
  | 'dashboard.model.invalid-field'
  | 'dashboard.model.unknown-reference'
  | 'dashboard.model.id-mismatch'
  | 'dashboard.model.invalid-state-param';

/** One bad field of a dashboard: where it is, a message key and its params; the rest of the dashboard is kept. */
export interface DashboardProblem {
  /** Path of the bad field, e.g. `configuration.widgets.<id>.config.datasources[0].type`. */
  path: string;
  /** Message key for the translated text. */
  key: ProblemKey;
  /** Values for the message: `expected` (what the field may hold) and `found` (a short rendering of what it held). */
  params: Record<string, string>;
}

/** A plain JSON object. */
export type JsonObject = Record<string, unknown>;

/** Collects problems while a dashboard is read. */
export class Problems {
  /** Problems in the order they were found. */
  readonly list: DashboardProblem[] = [];

  /** Records a problem at `path`. */
  add(path: string, key: ProblemKey, params: Record<string, string> = {}): void {
    this.list.push({ path, key, params });
  }

  /** Records that the field at `path` holds `found` where `expected` was wanted. */
  invalid(path: string, expected: string, found: unknown): void {
    this.add(path, 'dashboard.model.invalid-field', { expected, found: shortJson(found) });
  }
}

/** A short rendering of a JSON value for messages (at most 60 characters). */
export function shortJson(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The path of a child: `parent.key`, or `parent[index]` for numbers. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/** Tells whether a value is a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Tells whether a value is a plain JSON object, recording a problem at `path` when it is not. */
export function isObjectAt(value: unknown, path: string, problems: Problems): value is JsonObject {
  if (isObject(value)) return true;
  problems.add(path, 'dashboard.model.not-an-object', { found: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value });
  return false;
}

/**
 * Reads an optional field: a missing or null value gives `fallback` silently; a value failing `accept`
 * is recorded as a problem and also gives `fallback`.
 */
export function readField<T>(
  obj: JsonObject, key: string, path: string, problems: Problems,
  accept: (value: unknown) => value is T, expected: string, fallback: T,
): T {
  const value = obj[key];
  if (value === undefined || value === null) return fallback;
  if (accept(value)) return value;
  problems.invalid(childPath(path, key), expected, value);
  return fallback;
}

/**
 * The items of a list read one by one: a missing list is empty, a value that is not a list is
 * recorded and empty, items `each` gives undefined for are dropped (`each` records why).
 */
export function readList<T>(
  raw: unknown, path: string, problems: Problems, expected: string, each: (item: unknown, path: string) => T | undefined,
): T[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.invalid(path, expected, raw);
    return [];
  }
  return raw.flatMap((item, i) => each(item, childPath(path, i)) ?? []);
}

/** Accepts strings. */
export const isString = (value: unknown): value is string => typeof value === 'string';

/** Accepts booleans. */
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Accepts finite numbers. */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Accepts arrays. */
export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** An acceptor of one of the listed string values. */
export function oneOf<T extends string>(values: readonly T[]): (value: unknown) => value is T {
  return (value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A fresh random uuid (v4), from the platform's random source. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A one-line English description of a problem, for logs and developer tools. */
export function describeProblem(problem: DashboardProblem): string {
  const params = Object.entries(problem.params).map(([k, v]) => `${k}=${v}`).join(', ');
  return `${problem.path || '(dashboard)'}: ${problem.key}${params ? ` (${params})` : ''}`;
}
