import { emailError } from '../../auth-logic/email.js';

/** Longest text a details form field accepts unless its field says otherwise (name, label, type, title …). */
export const FIELD_MAX_LENGTH = 255;

/** How a field of a details form is edited. */
export type FieldKind = 'text' | 'email' | 'multiline' | 'checkbox' | 'fixed';

/**
 * One field of a details form: where its value lives in the record (`name`, or one level down as
 * `additionalInfo.description`), its label (message key) and its rules.
 */
export interface FieldSpec {
  path: string;
  label: string;
  /** text (default), e-mail, several lines, a checkbox, or a value shown but never saved. */
  kind?: FieldKind;
  required?: boolean;
  /** Longest accepted value; {@link FIELD_MAX_LENGTH} for text fields unless given. */
  maxLength?: number;
  /** Whether the field takes the whole row on wide screens. */
  wide?: boolean;
  /** Message key when required and empty; `details:form.required` unless given. */
  requiredKey?: string;
  /** Message key when too long (gets `max`); `details:form.max-length` unless given. */
  maxLengthKey?: string;
}

/** The values of a form by field path: text as typed, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

/** What is wrong with one field: a message key (console namespace) and the limit it names. */
export interface FieldError {
  key: string;
  max?: number;
}

/** Record keys the info calls add to an entity (names of related entities) and its save call does not take. */
export const INFO_ONLY_KEYS = ['customerTitle', 'customerIsPublic', 'deviceProfileName', 'assetProfileName', 'tenantProfileName'] as const;

type AnyRecord = Record<string, unknown>;

const isObject = (value: unknown): value is AnyRecord => !!value && typeof value === 'object' && !Array.isArray(value);

/** The value at a field path of a record (undefined when a level is missing). */
export function valueAt(record: object, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) value = isObject(value) ? value[part] : undefined;
  return value;
}

/** The form's values for a record: checkboxes true only for `true`, text the string or empty. */
export function formOf(record: object, fields: readonly FieldSpec[]): FormValues {
  const form: FormValues = {};
  for (const field of fields) {
    const value = valueAt(record, field.path);
    form[field.path] = field.kind === 'checkbox' ? value === true : typeof value === 'string' ? value : '';
  }
  return form;
}

/** The longest value a field accepts: none for checkboxes, several lines and fixed values. */
export function maxLengthOf(field: FieldSpec): number | undefined {
  if (field.kind === 'checkbox' || field.kind === 'multiline' || field.kind === 'fixed') return field.maxLength;
  return field.maxLength ?? FIELD_MAX_LENGTH;
}

/** What is wrong with one field's value, or null: required and empty, too long, or not an e-mail address. */
export function fieldError(field: FieldSpec, value: string | boolean): FieldError | null {
  if (typeof value !== 'string' || field.kind === 'fixed') return null;
  if (field.kind === 'email') {
    const key = emailError(value, field.required);
    if (key) return { key };
  } else if (field.required && value.trim() === '') return { key: field.requiredKey ?? 'details:form.required' };
  const max = maxLengthOf(field);
  return max !== undefined && value.length > max ? { key: field.maxLengthKey ?? 'details:form.max-length', max } : null;
}

/** What is wrong with a form, by field path (fields without a problem are left out). */
export function formErrors(form: FormValues, fields: readonly FieldSpec[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const error = fieldError(field, form[field.path] ?? '');
    if (error) errors[field.path] = error;
  }
  return errors;
}

/** Whether a form differs from the saved values. */
export function formChanged(form: FormValues, saved: FormValues): boolean {
  return Object.keys(saved).some((path) => form[path] !== saved[path]);
}

/**
 * The record to save: the loaded record with the form's values at their paths (required text trimmed,
 * other values of a nested object kept, fixed fields untouched) and without the info-only names.
 */
export function recordWithForm<R extends object>(record: R, form: FormValues, fields: readonly FieldSpec[]): R {
  const next: AnyRecord = { ...(record as AnyRecord) };
  for (const key of INFO_ONLY_KEYS) delete next[key];
  for (const field of fields) {
    if (field.kind === 'fixed') continue;
    const raw = form[field.path] ?? '';
    const value = typeof raw === 'string' && field.required ? raw.trim() : raw;
    const [head, leaf] = field.path.split('.') as [string, string | undefined];
    if (leaf === undefined) next[head] = value;
    else next[head] = { ...(isObject(next[head]) ? next[head] : {}), [leaf]: value };
  }
  return next as R;
}

/** The required name field (assets, devices, edges, entity views). */
export const NAME_FIELD: FieldSpec = { path: 'name', label: 'device.name', required: true };

/** The required type field (assets, edges, entity views). */
export const TYPE_FIELD: FieldSpec = { path: 'type', label: 'details:field.type', required: true };

/** The label field. */
export const LABEL_FIELD: FieldSpec = { path: 'label', label: 'device.label' };

/** The description, kept in the additional info. */
export const DESCRIPTION_FIELD: FieldSpec = { path: 'additionalInfo.description', label: 'device.description', kind: 'multiline' };

/** The required title of a tenant or customer. */
export const TITLE_FIELD: FieldSpec = { path: 'title', label: 'details:field.title', required: true };

/** The contact fields of a tenant or customer (console-core §3): e-mail, phone, country, state, city, address lines and postal code. */
export const CONTACT_FIELDS: readonly FieldSpec[] = [
  { path: 'email', label: 'user.email', kind: 'email' },
  { path: 'phone', label: 'user.phone' },
  { path: 'country', label: 'details:field.country' },
  { path: 'state', label: 'details:field.state' },
  { path: 'city', label: 'details:field.city' },
  { path: 'zip', label: 'details:field.zip' },
  { path: 'address', label: 'details:field.address', wide: true },
  { path: 'address2', label: 'details:field.address2', wide: true },
];
