import type { Authority } from '../../../sdk/catalogues/authorities.js';

/** Maximum length of a name, title, label or type the server keeps (ThingsBoard's column width). */
export const NAME_MAX_LENGTH = 255;

/**
 * The list call of a role for an entity a tenant owns and assigns to customers (console-core §6): the
 * tenant's call for a tenant administrator, the customer-scoped call for a customer user, none otherwise.
 */
export function ownerListPath(
  authority: Authority | undefined,
  customerId: string | undefined,
  tenantPath: string,
  customerSegment: string,
): string | null {
  if (authority === 'TENANT_ADMIN') return tenantPath;
  if (authority === 'CUSTOMER_USER' && customerId) return `/api/customer/${encodeURIComponent(customerId)}/${customerSegment}`;
  return null;
}

/** Whether a role changes the entities a tenant owns (add, delete, assign): tenant administrators only; customer users only read. */
export function isTenantAdmin(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN';
}

/** Runs a call per entity (delete, assign, unassign) one after another, stopping at the first the server refuses; answers how many went. */
export async function inTurn(ids: readonly string[], callOne: (id: string) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (const id of ids) {
    if (!(await callOne(id))) break;
    done += 1;
  }
  return done;
}

/** Deletes entities one after another, stopping at the first the server refuses; answers how many went. */
export const deleteInTurn: (ids: readonly string[], deleteOne: (id: string) => Promise<boolean>) => Promise<number> = inTurn;

/** What a row is called in a confirmation: its name, else its title (customers, dashboards, packages), else its e-mail (users). */
export function rowName(row: Readonly<Record<string, unknown>>): string {
  for (const key of ['name', 'title', 'email']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

/** One field of an add dialog: its key in the body, whether it must be filled, and what it holds. */
export interface FieldRule {
  /** Dotted key of the value in the saved entity (`name`, `additionalInfo.description`). */
  key: string;
  /** Must not be blank. */
  required?: boolean;
  /** Longest value accepted; default {@link NAME_MAX_LENGTH}, none for descriptions. */
  maxLength?: number | null;
  /** An e-mail address (checked when filled). */
  email?: boolean;
}

/** What is wrong with one field: the message key of the `lists` namespace or `console:user.invalid-email-format`. */
export type FieldError = 'lists:form.required' | 'lists:form.max-length' | 'console:user.invalid-email-format';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem of a value under its rule, or null when it is fine. */
export function fieldError(rule: FieldRule, value: string): FieldError | null {
  const text = value.trim();
  if (!text) return rule.required ? 'lists:form.required' : null;
  const max = rule.maxLength === undefined ? NAME_MAX_LENGTH : rule.maxLength;
  if (max !== null && text.length > max) return 'lists:form.max-length';
  if (rule.email && !EMAIL.test(text)) return 'console:user.invalid-email-format';
  return null;
}

/** The problems of a form, by field key; empty when it may be saved. */
export function formErrors(rules: readonly FieldRule[], values: Readonly<Record<string, string>>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const rule of rules) {
    const error = fieldError(rule, values[rule.key] ?? '');
    if (error) errors[rule.key] = error;
  }
  return errors;
}

/** The body saved for a form: trimmed values at their dotted keys, blank optional ones left out, `base` kept. */
export function formBody(rules: readonly FieldRule[], values: Readonly<Record<string, string>>, base: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone(base);
  for (const rule of rules) {
    const text = (values[rule.key] ?? '').trim();
    if (!text) continue;
    const parts = rule.key.split('.');
    let target = body;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts.at(-1)!] = text;
  }
  return body;
}

/** Where an entity a tenant owns stands towards customers. */
export type Assignment = 'unassigned' | 'assigned' | 'public';

const NULL_CUSTOMER = '13814000-1dd2-11b2-8080-808080808080';

/** The assignment of an info row (`customerId`, `customerIsPublic`): public, assigned to a customer, or not assigned. */
export function assignmentOf(row: { customerId?: { id?: string } | null; customerIsPublic?: unknown }): Assignment {
  if (row.customerIsPublic === true) return 'public';
  const id = row.customerId?.id;
  return id && id !== NULL_CUSTOMER ? 'assigned' : 'unassigned';
}

/** The calls that assign an asset, device, entity view or edge (`segment`) to a customer, unassign it, and make it public or private. */
export function assignmentCalls(segment: string, id: string) {
  const entity = encodeURIComponent(id);
  return {
    assign: (customerId: string) => `/api/customer/${encodeURIComponent(customerId)}/${segment}/${entity}`,
    unassign: `/api/customer/${segment}/${entity}`,
    makePublic: `/api/customer/public/${segment}/${entity}`,
    makePrivate: `/api/customer/${segment}/${entity}`,
  };
}

const CUSTOMER_ONLY_KEYS = new Set(['customerTitle', 'customerIsPublic']);

/** Columns of a list for a role: a customer user sees only its own customer's entities, so the customer columns are left out. */
export function columnsForRole<C extends { key: string }>(columns: readonly C[], authority: Authority | undefined): readonly C[] {
  return authority === 'CUSTOMER_USER' ? columns.filter((c) => !CUSTOMER_ONLY_KEYS.has(c.key)) : columns;
}

/** The call making a profile the default one (`tenantProfile` or `deviceProfile`). */
export function setDefaultPath(segment: string, id: string): string {
  return `/api/${segment}/${encodeURIComponent(id)}/default`;
}
