import { badRequest, type ApiError } from './errors.js';
import { isUuid } from '../db/ids.js';

/** The 400 message naming a refused value of `name`, with the values allowed when given. */
export function invalidValueMessage(name: string, value: unknown, allowed?: readonly string[]): string {
  return `Invalid value of '${name}': ${String(value)}` + (allowed ? `. Allowed: ${allowed.join(', ')}` : '');
}

/** ThingsBoard's words for a value that is not a UUID ("Invalid UUID string: x"). */
export function invalidUuidMessage(value: unknown): string {
  return `Invalid UUID string: ${String(value ?? '')}`.trim();
}

/** The 400 for a value that is not a UUID; `field` names where it came from when the value alone would not. */
export function invalidUuid(value: unknown, field?: string): ApiError {
  return badRequest(invalidUuidMessage(value) + (field ? ` (${field})` : ''));
}

/** Parameters whose refusal ThingsBoard words in its own way; the contract check and the routes share them. */
export const PARAMETER_MESSAGES = {
  sortOrder: (v: string) => `Unsupported sort order '${v}'! Only 'ASC' or 'DESC' types are allowed.`,
  entityType: (v: string) => `Unsupported entity type: ${v}`,
  scope: (v: string) => `Invalid scope: ${v}`,
  agg: (v: string) => `Invalid aggregation: ${v}`,
  orderBy: (v: string) => `Invalid orderBy: ${v}. Allowed: ASC, DESC`,
} as const;

/** ThingsBoard's words for an absent required request parameter. */
export function missingParameterMessage(name: string): string {
  return `Required request parameter '${name}' is not present`;
}

/** The 400 for an absent required request parameter. */
export function missingParameter(name: string): ApiError {
  return badRequest(missingParameterMessage(name));
}

/** Reads a uuid path or query value, answering 400 "Invalid UUID string: x" like ThingsBoard. */
export function uuidParam(value: unknown, name = 'id'): string {
  if (!isUuid(value)) throw invalidUuid(value, value === undefined ? name : undefined);
  return value.toLowerCase();
}

/** Checks a value is one of `allowed`, answering 400 naming the field otherwise. */
export function enumParam<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(invalidValueMessage(name, value, allowed));
  }
  return value as T;
}

/** Reads an optional boolean query value ("true"/"false"); 400 on anything else. */
export function boolParam(value: unknown, name: string, fallback = false): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw badRequest(invalidValueMessage(name, value));
}

/** Requires a non-blank string field of at most `max` characters; 400 naming the field otherwise. */
export function requireText(body: Record<string, unknown>, field: string, max = 255): string {
  const v = body[field];
  if (typeof v !== 'string' || v.trim() === '') throw badRequest(`${field} should be specified!`);
  if (v.length > max) throw badRequest(`${field} length must be equal or less than ${max}`);
  return v;
}

/** Reads an optional string field of at most `max` characters; null when absent. */
export function optionalText(body: Record<string, unknown>, field: string, max = 255): string | null {
  const v = body[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
  if (v.length > max) throw badRequest(`${field} length must be equal or less than ${max}`);
  return v;
}

/** Reads an optional EntityId field `{entityType, id}`; null when absent or the null id. */
export function optionalEntityId(body: Record<string, unknown>, field: string, entityType?: string): string | null {
  const v = body[field] as { entityType?: unknown; id?: unknown } | null | undefined;
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object' || !isUuid(v.id)) throw badRequest(`${field} must be an entity id`);
  if (entityType && v.entityType !== undefined && v.entityType !== entityType) throw badRequest(`${field} must be a ${entityType} id`);
  return v.id.toLowerCase();
}

/** Requires the body to be a JSON object. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  return body as Record<string, unknown>;
}
