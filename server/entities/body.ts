import type { EntityId } from '../../sdk/entity-id.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { isUuid } from '../db/ids.js';
import { invalidUuid } from '../http/validate.js';

/** Longest text ThingsBoard accepts in name, type and label fields. */
export const MAX_TEXT = 255;

// ThingsBoard rejects markup in names and labels ("... is malformed"): anything that opens an HTML tag or comment.
const MARKUP = /<\s*[a-z!/?]/i;

/** Options of {@link textField}. */
export interface TextFieldOptions {
  /** Message of the 400 answered when the value is missing or blank; optional field when absent. */
  required?: string;
  /** Maximum length; default 255; 0 for no limit. */
  max?: number;
  /** Whether markup is rejected; default true. */
  noMarkup?: boolean;
}

/** Reads a string field; 400 on a wrong type, oversize or markup; null when absent and optional. */
export function textField(body: Record<string, unknown>, field: string, opts: TextFieldOptions = {}): string | null {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '' && opts.required)) {
    if (opts.required) throw badRequest(opts.required);
    return null;
  }
  if (typeof value !== 'string') throw badRequest(`Invalid request body: ${field} must be a string`);
  if (value.includes('\u0000')) throw badRequest(`Validation error: ${field} should not contain 0x00 symbol!`);
  const max = opts.max ?? MAX_TEXT;
  if (max > 0 && value.length > max) throw badRequest(`Validation error: length of ${field} must be equal or less than ${max}`);
  if (opts.noMarkup !== false && MARKUP.test(value)) throw badRequest(`Validation error: ${field} is malformed`);
  return value;
}

/** Reads a free JSON field (additionalInfo, deviceData, ...): null when absent. */
export function jsonField(body: Record<string, unknown>, field: string): unknown {
  const value = body[field];
  return value === undefined ? null : value;
}

/** Reads an optional JSON object field; 400 when present and not an object. */
export function objectField(body: Record<string, unknown>, field: string): Record<string, unknown> | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`Invalid request body: ${field} must be an object`);
  return value as Record<string, unknown>;
}

/** Reads an EntityId field `{entityType, id}`; null when absent, null or the null id; 400 when malformed. */
export function refField(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`Invalid request body: ${field} must be an entity id`);
  const id = (value as { id?: unknown }).id;
  if (id === undefined || id === null) return null;
  if (!isUuid(id)) throw invalidUuid(id);
  const lower = id.toLowerCase();
  return lower === NULL_UUID ? null : lower;
}

/** Reads an EntityId field keeping its entity type; null when absent. */
export function typedRefField(body: Record<string, unknown>, field: string): EntityId<string> | null {
  const id = refField(body, field);
  if (!id) return null;
  const entityType = (body[field] as { entityType?: unknown }).entityType;
  if (typeof entityType !== 'string' || entityType === '') throw badRequest(`Invalid request body: ${field}.entityType must be specified`);
  return { entityType, id };
}

/** Reads an optional integer field (epoch ms and the like); null when absent. */
export function integerField(body: Record<string, unknown>, field: string): number | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw badRequest(`Invalid request body: ${field} must be an integer`);
  return value;
}

/** Reads an optional boolean field; `fallback` when absent. */
export function booleanField(body: Record<string, unknown>, field: string, fallback = false): boolean {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw badRequest(`Invalid request body: ${field} must be a boolean`);
  return value;
}

/** Reads a list of strings; null when absent; 400 when not a list of strings. */
export function stringListField(body: Record<string, unknown>, field: string): string[] | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw badRequest(`Invalid request body: ${field} must be a list of strings`);
  }
  return value as string[];
}
