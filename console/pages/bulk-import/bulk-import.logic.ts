// Rules of the bulk import from CSV (console-core §2 lists of devices, assets and edges): which column types
// each entity type takes, a first guess of each column's type from its header, the checks before importing,
// and the import split into parts so the person sees it advance.

/** Entity types the console imports from CSV, with the path segment of their `bulk_import` call. */
export const BULK_IMPORT_SEGMENTS = { DEVICE: 'device', ASSET: 'asset', EDGE: 'edge' } as const;

/** An entity type the console imports from CSV. */
export type BulkEntityType = keyof typeof BULK_IMPORT_SEGMENTS;

/** Column types that hold an attribute or a time series and so need a key. */
export const KEY_COLUMN_TYPES = ['SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES'] as const;

const COMMON = ['NAME', 'TYPE', 'LABEL', 'DESCRIPTION'] as const;
const DEVICE_ONLY = ['IS_GATEWAY', 'ACCESS_TOKEN', 'X509', 'MQTT_CLIENT_ID', 'MQTT_USER_NAME', 'MQTT_PASSWORD'] as const;

/** The column types offered for each entity type, in the order the mapping's select lists them. */
export const COLUMN_TYPES: Readonly<Record<BulkEntityType, readonly string[]>> = {
  DEVICE: [...COMMON, 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES', ...DEVICE_ONLY],
  ASSET: [...COMMON, 'SERVER_ATTRIBUTE', 'TIMESERIES'],
  EDGE: [...COMMON, 'SERVER_ATTRIBUTE', 'TIMESERIES', 'ROUTING_KEY', 'SECRET'],
};

/** Delimiters the person may choose, as ThingsBoard offers them. */
export const DELIMITERS = [',', ';', '|', '\t'] as const;

/**
 * Lines sent per call: the server commits a hundred lines at a time, so a part of this size is one commit,
 * and the progress bar moves once per part.
 */
export const BULK_IMPORT_PART_LINES = 100;

/** The largest file the dialog reads, in bytes (10 MB); a larger one is refused before it is read. */
export const BULK_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** One column of the mapping: its type and, for attributes and time series, the key. */
export interface ImportColumn {
  type: string;
  key: string;
}

/** What the server answers for an import (BulkImportResult of 3.4.1). */
export interface BulkImportResult {
  created: number;
  updated: number;
  errors: number;
  errorsList: string[];
}

const HEADER_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/^name$/, 'NAME'],
  [/^(type|profile|deviceprofile|assetprofile)$/, 'TYPE'],
  [/^label$/, 'LABEL'],
  [/^description$/, 'DESCRIPTION'],
  [/^(isgateway|gateway)$/, 'IS_GATEWAY'],
  [/^(accesstoken|token)$/, 'ACCESS_TOKEN'],
  [/^(x509|certificate)$/, 'X509'],
  [/^(mqttclientid|clientid)$/, 'MQTT_CLIENT_ID'],
  [/^(mqttusername|username)$/, 'MQTT_USER_NAME'],
  [/^(mqttpassword|password)$/, 'MQTT_PASSWORD'],
  [/^routingkey$/, 'ROUTING_KEY'],
  [/^secret$/, 'SECRET'],
];

/**
 * A first guess of each column's type: by its header when there is one (`name`, `type`, `label`, `access token` …,
 * each at most once), else the first column is the name and the second the type; every other column is a server
 * attribute keyed by its header (or `column N`).
 */
export function guessColumns(header: readonly string[] | null, count: number, entityType: BulkEntityType): ImportColumn[] {
  const allowed = COLUMN_TYPES[entityType];
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const title = header?.[i]?.trim() ?? '';
    const word = title.toLowerCase().replace(/[\s_-]+/g, '');
    let type = header ? HEADER_TYPES.find(([pattern]) => pattern.test(word))?.[1] : i === 0 ? 'NAME' : i === 1 ? 'TYPE' : undefined;
    if (!type || !allowed.includes(type) || taken.has(type)) type = 'SERVER_ATTRIBUTE';
    taken.add(type);
    return { type, key: isKeyType(type) ? title || `column ${i + 1}` : '' };
  });
}

/** Whether a column type names an attribute or time series key. */
export function isKeyType(type: string): boolean {
  return (KEY_COLUMN_TYPES as readonly string[]).includes(type);
}

/** A problem of the mapping: a message key of the `lists` namespace and its values. */
export interface MappingProblem {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What stops an import: no name column, an entity column chosen twice, an attribute or time series without a key,
 * or the same key twice for the same kind.
 */
export function mappingProblems(columns: readonly ImportColumn[]): MappingProblem[] {
  const problems: MappingProblem[] = [];
  if (!columns.some((c) => c.type === 'NAME')) problems.push({ key: 'lists:bulk-import.need-name' });
  const seen = new Set<string>();
  columns.forEach((column, i) => {
    const keyed = isKeyType(column.type);
    if (keyed && column.key.trim() === '') problems.push({ key: 'lists:bulk-import.need-key', values: { column: i + 1 } });
    const id = keyed ? `${column.type}:${column.key.trim()}` : column.type;
    if (keyed && column.key.trim() === '') return;
    if (seen.has(id)) problems.push({ key: 'lists:bulk-import.twice', values: { column: i + 1 } });
    seen.add(id);
  });
  return problems;
}

/** The records of a file split into parts of `size` lines, each with the number of lines before it. */
export function importParts<T>(records: readonly T[], size = BULK_IMPORT_PART_LINES): Array<{ before: number; records: T[] }> {
  const parts: Array<{ before: number; records: T[] }> = [];
  for (let start = 0; start < records.length; start += size) parts.push({ before: start, records: records.slice(start, start + size) });
  return parts;
}

/**
 * A part's error line (`Line: n; Error: message`, n counted within the part) renumbered as a line of the whole file:
 * the header line, when there is one, and the lines of earlier parts come before it.
 */
export function fileErrorLine(error: string, before: number, header: boolean): string {
  const match = /^Line: (\d+); (.*)$/s.exec(error);
  if (!match) return error;
  return `Line: ${Number(match[1]) + before + (header ? 1 : 0)}; ${match[2]}`;
}

/** Adds a part's result to the results so far, its error lines renumbered for the whole file. */
export function addPartResult(total: BulkImportResult, part: BulkImportResult, before: number, header: boolean): BulkImportResult {
  return {
    created: total.created + part.created,
    updated: total.updated + part.updated,
    errors: total.errors + part.errors,
    errorsList: [...total.errorsList, ...part.errorsList.map((e) => fileErrorLine(e, before, header))],
  };
}

/** The empty result an import starts from. */
export const NO_RESULT: BulkImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };

/** The request body of one part: its lines without a header, the mapping with keys only where they belong. */
export function partRequest(file: string, columns: readonly ImportColumn[], delimiter: string, update: boolean): Record<string, unknown> {
  return {
    file,
    mapping: {
      columns: columns.map((c) => (isKeyType(c.type) ? { type: c.type, key: c.key.trim() } : { type: c.type })),
      delimiter,
      update,
      header: false,
    },
  };
}

/** Whether a file may be read: a `.csv` name (or a CSV or plain-text type) and at most {@link BULK_IMPORT_MAX_BYTES}. */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv' || file.type === 'text/plain';
  if (!csv) return 'lists:bulk-import.not-csv';
  if (file.size > BULK_IMPORT_MAX_BYTES) return 'lists:bulk-import.too-large';
  return null;
}
