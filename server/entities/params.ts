import { isUuid } from '../db/ids.js';
import { invalidUuid, missingParameter } from '../http/validate.js';

/** Only tenant administrators. */
export const TENANT_ADMIN_ONLY: ['TENANT_ADMIN'] = ['TENANT_ADMIN'];
/** Tenant administrators and customer users. */
export const TENANT_OR_CUSTOMER: ['TENANT_ADMIN', 'CUSTOMER_USER'] = ['TENANT_ADMIN', 'CUSTOMER_USER'];

/** A request query object. */
export type Query = Record<string, unknown>;

/** Reads a required query text; 400 "Required request parameter ..." when absent. */
export function requiredQuery(query: Query, name: string): string {
  const value = query[name];
  if (value === undefined) throw missingParameter(name);
  return Array.isArray(value) ? String(value[0] ?? '') : String(value);
}

/** Reads an optional query text; undefined when absent or blank. */
export function optionalQuery(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === null) return undefined;
  const text = Array.isArray(value) ? String(value[0] ?? '') : String(value);
  return text.trim() === '' ? undefined : text;
}

/** Reads a comma-separated list of uuids (`deviceIds=a,b`); 400 when absent or malformed. */
export function uuidListQuery(query: Query, name: string): string[] {
  const raw = query[name];
  if (raw === undefined) throw missingParameter(name);
  const parts = (Array.isArray(raw) ? raw.map(String) : [String(raw)]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
  for (const part of parts) if (!isUuid(part)) throw invalidUuid(part);
  return parts.map((p) => p.toLowerCase());
}
