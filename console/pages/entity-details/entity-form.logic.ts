import { emailError } from '../../auth-logic/email.js';
import { contactCountries, contactErrors, findCountry, normalizeContact, type ContactValue } from '../../../elements/contact-form/contact-form.logic.js';

/** Longest text a details form field accepts unless its field says otherwise (name, label, type, title …). */
export const FIELD_MAX_LENGTH = 255;

/** How a field of a details form is edited. */
export type FieldKind = 'text' | 'email' | 'multiline' | 'checkbox' | 'fixed' | 'subtype' | 'custom';

/** What is wrong with one field: a message key (console namespace) and the limit it names. */
export interface FieldError {
  key: string;
  max?: number;
}

/**
 * A part of a details form holding one value made of several record fields (the contact fields, an entity
 * view's target, keys and time): how it is read from the record, written back and checked.
 */
export interface CustomPart {
  /** The part's value for a record. */
  read: (record: object) => unknown;
  /** The record properties the value sets when saved. */
  write: (value: unknown) => Record<string, unknown>;
  /** What is wrong with the value, or null (the part shows its own messages). */
  check: (value: unknown) => FieldError | null;
}

/**
 * One field of a details form: where its value lives in the record (`name`, or one level down as
 * `additionalInfo.description`), its label (message key) and its rules.
 */
export interface FieldSpec {
  path: string;
  label: string;
  /** text (default), e-mail, several lines, a checkbox, a value shown but never saved, a type with suggestions, or a custom part. */
  kind?: FieldKind;
  /** Entity type whose existing types a subtype field suggests (ASSET, EDGE, ENTITY_VIEW). */
  entityType?: string;
  /** How a custom part reads, writes and checks its value; drawn by the page's editor of the same path. */
  custom?: CustomPart;
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

/** The values of a form by field path: text as typed, checkboxes as booleans, custom parts as their values. */
export type FormValues = Record<string, unknown>;

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
    if (field.custom) {
      form[field.path] = field.custom.read(record);
      continue;
    }
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
export function fieldError(field: FieldSpec, value: unknown): FieldError | null {
  if (field.custom) return field.custom.check(value);
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

/** Whether two values of a field are the same (custom parts compared by content). */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

/** Whether a form differs from the saved values. */
export function formChanged(form: FormValues, saved: FormValues): boolean {
  return Object.keys(saved).some((path) => !sameValue(form[path], saved[path]));
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
    if (field.custom) {
      Object.assign(next, field.custom.write(form[field.path]));
      continue;
    }
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

/** The required type field of an asset, edge or entity view, suggesting the types of that kind already in use. */
export function typeField(entityType: 'ASSET' | 'EDGE' | 'ENTITY_VIEW'): FieldSpec {
  return { path: 'type', label: 'details:field.type', required: true, kind: 'subtype', entityType };
}

/** The label field. */
export const LABEL_FIELD: FieldSpec = { path: 'label', label: 'device.label' };

/** The description, kept in the additional info. */
export const DESCRIPTION_FIELD: FieldSpec = { path: 'additionalInfo.description', label: 'device.description', kind: 'multiline' };

/** The required title of a tenant or customer. */
export const TITLE_FIELD: FieldSpec = { path: 'title', label: 'details:field.title', required: true };

/** A contact part's value: the eight contact fields and whether the contact form found them all valid. */
export interface ContactDraft {
  value: ContactValue;
  valid: boolean;
}

/** The countries stored names are looked up in (English names, as stored). */
let englishCountries: ReturnType<typeof contactCountries> | null = null;

/**
 * A stored record's contact fields as a contact part's value, valid unless a stored value breaks a rule of the
 * contact form (shared-controls §5: city or state too long, a postal code not of its country's format, no e-mail).
 */
export function contactOf(record: object): ContactDraft {
  const value = normalizeContact(record);
  englishCountries ??= contactCountries('en');
  const country = findCountry(englishCountries, value.country);
  return { value, valid: Object.keys(contactErrors(value, country?.iso2 ?? null)).length === 0 };
}

/** The record properties a contact part sets: each contact field trimmed (empty when cleared). */
export function contactRecord(draft: unknown): Record<string, string> {
  const value = normalizeContact((draft as ContactDraft | undefined)?.value);
  return Object.fromEntries(Object.entries(value).map(([key, text]) => [key, text.trim()]));
}

/** The contact part's problem: 'details:form.contact-invalid' while the contact form reports a field it refuses. */
export function contactProblem(draft: unknown): FieldError | null {
  return (draft as ContactDraft | undefined)?.valid === false ? { key: 'details:form.contact-invalid' } : null;
}

/**
 * The contact fields of a tenant or customer (console-core §3), edited with the kit's contact form: country,
 * city, state, postal code (checked against the country's format), two address lines, phone and e-mail.
 */
export const CONTACT_FIELD: FieldSpec = { path: 'contact', label: '', kind: 'custom', wide: true, custom: { read: contactOf, write: contactRecord, check: contactProblem } };
