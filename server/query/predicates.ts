import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { hasCustomer } from '../auth/permissions.js';
import { KV_SELECT, kvFromRow, type KvColumns } from '../telemetry/kv-row.js';
import { kvToPlain, type KvValue } from '../telemetry/values.js';
import { tableExists } from './entity-filter.js';
import type { KeyFilter, Predicate, PredicateValue } from './types.js';

/** What a predicate compares: the value as text, number and boolean, each null when the stored type differs. */
export interface Operand {
  str: string | null;
  num: number | null;
  bool: boolean | null;
}

/** An operand from an entity field's text. */
export function fieldOperand(text: string): Operand {
  const n = text.trim() === '' ? NaN : Number(text);
  return { str: text, num: Number.isFinite(n) ? n : null, bool: text === 'true' ? true : text === 'false' ? false : null };
}

/** An operand from a stored typed value (strings only match string predicates, numbers numeric ones). */
export function storedOperand(kv: KvValue): Operand {
  switch (kv.type) {
    case 'STRING': {
      const n = kv.value.trim() === '' ? NaN : Number(kv.value);
      return { str: kv.value, num: Number.isFinite(n) ? n : null, bool: null };
    }
    case 'LONG': return { str: null, num: Number(kv.value), bool: null };
    case 'DOUBLE': return { str: null, num: kv.value, bool: null };
    case 'BOOLEAN': return { str: null, num: null, bool: kv.value };
    case 'JSON': return { str: kv.value, num: null, bool: null };
  }
}

/** Resolved dynamic values by `sourceType|attribute|inherit`. */
export type DynamicValues = Map<string, unknown>;

const dynamicKey = (d: NonNullable<PredicateValue['dynamicValue']>): string =>
  `${d.sourceType}|${d.sourceAttribute}|${d.inherit === true}`;

function collectDynamic(p: Predicate | undefined, out: Array<NonNullable<PredicateValue['dynamicValue']>>): void {
  if (!p || typeof p !== 'object') return;
  if (p.type === 'COMPLEX') for (const inner of p.predicates ?? []) collectDynamic(inner, out);
  const d = p.value?.dynamicValue;
  if (d && d.sourceType && d.sourceAttribute && (p.value?.userValue === null || p.value?.userValue === undefined)) out.push(d);
}

async function serverAttribute(q: Queryable, entityId: string, key: string): Promise<unknown> {
  if (!(await tableExists(q, 'attribute_kv'))) return undefined;
  const row = await q.one<KvColumns>(
    `SELECT ${KV_SELECT} FROM attribute_kv WHERE entity_id = $1 AND attribute_type = 'SERVER_SCOPE' AND attribute_key = $2`, [entityId, key]);
  const kv = row ? kvFromRow(row) : undefined;
  return kv ? kvToPlain(kv) : undefined;
}

/** Reads the SERVER_SCOPE attributes dynamic values point at (current tenant, customer or user; inherit falls back upwards). */
export async function resolveDynamicValues(q: Queryable, user: SecurityUser, filters: KeyFilter[]): Promise<DynamicValues> {
  const wanted: Array<NonNullable<PredicateValue['dynamicValue']>> = [];
  for (const f of filters) collectDynamic(f?.predicate, wanted);
  const out: DynamicValues = new Map();
  for (const d of wanted) {
    const attr = d.sourceAttribute!;
    const chain: string[] = [];
    if (d.sourceType === 'CURRENT_USER') chain.push(user.id, ...(d.inherit ? [user.customerId, user.tenantId] : []));
    else if (d.sourceType === 'CURRENT_CUSTOMER') chain.push(user.customerId, ...(d.inherit ? [user.tenantId] : []));
    else if (d.sourceType === 'CURRENT_TENANT') chain.push(user.tenantId);
    else throw badRequest(`Dynamic value source type ${String(d.sourceType)} is not supported!`);
    for (const id of chain) {
      if (!hasCustomer(id)) continue;
      const value = await serverAttribute(q, id, attr);
      if (value !== undefined) {
        out.set(dynamicKey(d), value);
        break;
      }
    }
  }
  return out;
}

function effective(v: PredicateValue | undefined, dynamic: DynamicValues): unknown {
  if (!v) return undefined;
  if (v.userValue !== null && v.userValue !== undefined) return v.userValue;
  if (v.dynamicValue && dynamic.has(dynamicKey(v.dynamicValue))) return dynamic.get(dynamicKey(v.dynamicValue));
  return v.defaultValue;
}

/** Splits an IN list: comma separated, blanks trimmed, one pair of matching quotes stripped. */
export function splitInList(text: string): string[] {
  return text.split(',').map((s) => s.trim()).map((s) => (/^(["']).*\1$/.test(s) && s.length >= 2 ? s.slice(1, -1) : s));
}

function stringMatch(p: Predicate, operand: Operand, raw: unknown): boolean {
  const fold = (s: string) => (p.ignoreCase ? s.toLowerCase() : s);
  const value = fold(raw === null || raw === undefined ? '' : String(raw));
  const s = operand.str === null ? null : fold(operand.str);
  switch (p.operation) {
    case 'EQUAL': return s === value;
    case 'NOT_EQUAL': return s === null || s !== value;
    case 'STARTS_WITH': return s !== null && s.startsWith(value);
    case 'ENDS_WITH': return s !== null && s.endsWith(value);
    case 'CONTAINS': return s !== null && s.includes(value);
    case 'NOT_CONTAINS': return s === null || !s.includes(value);
    case 'IN': return s !== null && splitInList(value).includes(s);
    case 'NOT_IN': return s !== null && !splitInList(value).includes(s);
    default: throw badRequest(`Unsupported string operation: ${String(p.operation)}`);
  }
}

function numericMatch(p: Predicate, operand: Operand, raw: unknown): boolean {
  const value = typeof raw === 'number' ? raw : Number(raw);
  const n = operand.num;
  if (n === null || !Number.isFinite(value)) return false;
  switch (p.operation) {
    case 'EQUAL': return n === value;
    case 'NOT_EQUAL': return n !== value;
    case 'GREATER': return n > value;
    case 'LESS': return n < value;
    case 'GREATER_OR_EQUAL': return n >= value;
    case 'LESS_OR_EQUAL': return n <= value;
    default: throw badRequest(`Unsupported numeric operation: ${String(p.operation)}`);
  }
}

function booleanMatch(p: Predicate, operand: Operand, raw: unknown): boolean {
  const value = raw === true || raw === 'true';
  if (operand.bool === null) return false;
  switch (p.operation) {
    case 'EQUAL': return operand.bool === value;
    case 'NOT_EQUAL': return operand.bool !== value;
    default: throw badRequest(`Unsupported boolean operation: ${String(p.operation)}`);
  }
}

/** Evaluates a predicate (STRING, NUMERIC, BOOLEAN or nested COMPLEX) against an operand. */
export function evaluate(p: Predicate, operand: Operand, dynamic: DynamicValues): boolean {
  if (!p || typeof p !== 'object') throw badRequest('Key filter predicate should be specified!');
  switch (p.type) {
    case 'STRING': return stringMatch(p, operand, effective(p.value, dynamic));
    case 'NUMERIC': return numericMatch(p, operand, effective(p.value, dynamic));
    case 'BOOLEAN': return booleanMatch(p, operand, effective(p.value, dynamic));
    case 'COMPLEX': {
      const inner = Array.isArray(p.predicates) ? p.predicates : [];
      if (p.operation === 'OR') return inner.some((i) => evaluate(i, operand, dynamic));
      if (p.operation === 'AND') return inner.every((i) => evaluate(i, operand, dynamic));
      throw badRequest(`Unsupported complex operation: ${String(p.operation)}`);
    }
    default: throw badRequest(`Unsupported predicate type: ${String((p as { type?: unknown }).type)}`);
  }
}
