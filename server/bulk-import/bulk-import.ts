import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { toApiError } from '../http/errors.js';
import { inChange, type EventSink } from '../entities/changes.js';
import { objectBody } from '../http/validate.js';
import { parseCsv } from './csv.js';
import { saveLineKvs, type BulkKv } from './kvs.js';

/** Column types of a 3.4.1 BulkImportRequest mapping. */
export const BULK_COLUMN_TYPES = [
  'NAME', 'TYPE', 'LABEL', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES', 'ACCESS_TOKEN', 'X509',
  'MQTT_CLIENT_ID', 'MQTT_USER_NAME', 'MQTT_PASSWORD', 'LWM2M_CLIENT_ENDPOINT', 'LWM2M_CLIENT_SECURITY_CONFIG_MODE',
  'LWM2M_CLIENT_IDENTITY', 'LWM2M_CLIENT_KEY', 'LWM2M_CLIENT_CERT', 'LWM2M_BOOTSTRAP_SERVER_SECURITY_MODE',
  'LWM2M_BOOTSTRAP_SERVER_PUBLIC_KEY_OR_ID', 'LWM2M_BOOTSTRAP_SERVER_SECRET_KEY', 'LWM2M_SERVER_SECURITY_MODE',
  'LWM2M_SERVER_CLIENT_PUBLIC_KEY_OR_ID', 'LWM2M_SERVER_CLIENT_SECRET_KEY', 'SNMP_HOST', 'SNMP_PORT', 'SNMP_VERSION',
  'SNMP_COMMUNITY_STRING', 'IS_GATEWAY', 'DESCRIPTION', 'ROUTING_KEY', 'SECRET',
] as const;

/** Column types whose values are attributes or time series rather than entity fields. */
const KV_TYPES = new Set(['SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES']);

/** One column of the mapping. */
export interface BulkColumn {
  type: string;
  key: string | null;
}

/** One parsed line: entity fields by column type, and key-value cells. */
export interface BulkLine {
  fields: Map<string, string>;
  kvs: BulkKv[];
}

/** Imports one line inside the batch's transaction; answers whether an existing entity was updated. */
export type LineImporter = (q: Queryable, events: EventSink, line: BulkLine, update: boolean) => Promise<{ updated: boolean }>;

/** The BulkImportResult of 3.4.1. */
export interface BulkImportResult {
  created: number;
  updated: number;
  errors: number;
  errorsList: string[];
}

function parseColumns(mapping: Record<string, unknown>): BulkColumn[] {
  const columns = mapping.columns;
  if (!Array.isArray(columns) || columns.length === 0) throw badRequest('Invalid request body: mapping.columns must be a non-empty list');
  return columns.map((c, i) => {
    const col = (c ?? {}) as Record<string, unknown>;
    if (typeof col.type !== 'string' || !(BULK_COLUMN_TYPES as readonly string[]).includes(col.type)) {
      throw badRequest(`Invalid request body: mapping.columns[${i}].type is not a known column type`);
    }
    const key = typeof col.key === 'string' && col.key.trim() !== '' ? col.key : null;
    if (KV_TYPES.has(col.type) && !key) throw badRequest(`Invalid request body: mapping.columns[${i}].key should be specified`);
    return { type: col.type, key };
  });
}

/** Reads a BulkImportRequest body into lines with their 1-based line numbers (the header counts as line 1). */
export function parseBulkRequest(body: unknown): { lines: Array<{ number: number; line: BulkLine }>; update: boolean } {
  const b = objectBody(body);
  if (typeof b.file !== 'string') throw badRequest('Invalid request body: file should be specified');
  const mapping = (b.mapping ?? null) as Record<string, unknown> | null;
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping)) throw badRequest('Invalid request body: mapping should be specified');
  const delimiter = mapping.delimiter ?? ',';
  if (typeof delimiter !== 'string' || delimiter.length !== 1) throw badRequest('Invalid request body: mapping.delimiter must be one character');
  for (const flag of ['update', 'header']) {
    if (mapping[flag] !== undefined && mapping[flag] !== null && typeof mapping[flag] !== 'boolean') {
      throw badRequest(`Invalid request body: mapping.${flag} must be a boolean`);
    }
  }
  const columns = parseColumns(mapping);
  const records = parseCsv(b.file, delimiter);
  const header = mapping.header === true;
  const offset = header ? 1 : 0;
  const lines = records.slice(offset).map((record, i) => {
    const line: BulkLine = { fields: new Map(), kvs: [] };
    record.forEach((value, col) => {
      const column = columns[col];
      if (!column || value === '') return;
      if (KV_TYPES.has(column.type)) line.kvs.push({ type: column.type, key: column.key!, value });
      else line.fields.set(column.type, value);
    });
    return { number: i + 1 + offset, line };
  });
  return { lines, update: mapping.update === true };
}

/**
 * Lines written per transaction. Each line still succeeds or fails on its own (a savepoint each), but
 * a thousand-line file commits, and so waits for the disk, ten times instead of a thousand.
 */
export const BULK_LINES_PER_COMMIT = 100;

/** Outcome of one line within a batch: created, updated, or the refusal to report. */
type LineOutcome = { number: number; updated: boolean; events: EventSink } | { number: number; error: string };

/** Imports a batch of lines in one transaction, each line behind its own savepoint. */
async function importBatch(q: Queryable, batch: ReadonlyArray<{ number: number; line: BulkLine }>, update: boolean, importLine: LineImporter): Promise<LineOutcome[]> {
  const outcomes: LineOutcome[] = [];
  for (const { number, line } of batch) {
    const events: EventSink = [];
    await q.query('SAVEPOINT bulk_line');
    try {
      const { updated } = await importLine(q, events, line, update);
      await q.query('RELEASE SAVEPOINT bulk_line');
      outcomes.push({ number, updated, events });
    } catch (err) {
      await q.query('ROLLBACK TO SAVEPOINT bulk_line');
      await q.query('RELEASE SAVEPOINT bulk_line');
      outcomes.push({ number, error: toApiError(err).message });
    }
  }
  return outcomes;
}

/** Runs a bulk import: each line succeeds or fails on its own; failures are counted and reported as "Line: n; Error: message". */
export async function runBulkImport(ctx: ServerContext, body: unknown, importLine: LineImporter): Promise<BulkImportResult> {
  const { lines, update } = parseBulkRequest(body);
  const result: BulkImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };
  for (let start = 0; start < lines.length; start += BULK_LINES_PER_COMMIT) {
    const batch = lines.slice(start, start + BULK_LINES_PER_COMMIT);
    let outcomes: LineOutcome[];
    try {
      outcomes = await inChange(ctx, async (q, events) => {
        const done = await importBatch(q, batch, update, importLine);
        for (const outcome of done) if ('events' in outcome) events.push(...outcome.events);
        return done;
      });
    } catch (err) {
      // The batch did not commit: none of its lines was imported.
      const message = toApiError(err).message;
      outcomes = batch.map(({ number }) => ({ number, error: message }));
    }
    for (const outcome of outcomes) {
      if ('error' in outcome) {
        result.errors++;
        result.errorsList.push(`Line: ${outcome.number}; Error: ${outcome.error}`);
      } else if (outcome.updated) result.updated++;
      else result.created++;
    }
  }
  return result;
}

/** Applies the common columns (NAME, TYPE, LABEL, DESCRIPTION) of a line to an entity body. */
export function applyCommonColumns(body: Record<string, unknown>, line: BulkLine): Record<string, unknown> {
  const out = { ...body };
  const set = (column: string, field: string) => {
    const value = line.fields.get(column);
    if (value !== undefined) out[field] = value;
  };
  set('NAME', 'name');
  set('TYPE', 'type');
  set('LABEL', 'label');
  const description = line.fields.get('DESCRIPTION');
  if (description !== undefined) {
    const info = out.additionalInfo && typeof out.additionalInfo === 'object' ? out.additionalInfo as Record<string, unknown> : {};
    out.additionalInfo = { ...info, description };
  }
  return out;
}

/** What a family needs to import lines: its by-name lookup, its save and how a line changes an entity body. */
export interface FamilyImport<R> {
  entityType: string;
  findByName(q: Queryable, name: string): Promise<R | undefined>;
  toJson(row: R): Record<string, unknown>;
  save(q: Queryable, events: EventSink, body: Record<string, unknown>, line: BulkLine): Promise<{ id: string; tenant_id: string }>;
  /** Builds the body to save from the current entity JSON (empty for a new one) and the line. */
  toBody(current: Record<string, unknown>, line: BulkLine): Record<string, unknown>;
  /** Message when the name is taken and updates are not allowed. */
  duplicateMessage: string;
}

/**
 * A line importer that creates the named entity, or updates the existing one when `update` is set,
 * then stores the line's attribute and time-series cells on it.
 */
export function familyLineImporter<R>(ctx: ServerContext, f: FamilyImport<R>): LineImporter {
  return async (q, events, line, update) => {
    const name = line.fields.get('NAME');
    const existing = name !== undefined ? await f.findByName(q, name) : undefined;
    if (existing && !update) throw badRequest(f.duplicateMessage);
    const saved = await f.save(q, events, f.toBody(existing ? f.toJson(existing) : {}, line), line);
    await saveLineKvs(ctx, q, saved.tenant_id, { entityType: f.entityType, id: saved.id }, line.kvs);
    return { updated: !!existing };
  };
}
