import type { ApiSchema } from '../../../sdk/api-schema.js';
import { CONTACT_FIELD, DESCRIPTION_FIELD, TITLE_FIELD, type FieldSpec } from '../entity-details/entity-form.logic.js';

/** A customer as its page loads it. */
export type CustomerRecord = ApiSchema<'Customer'>;

/** The fields of a customer or tenant form: the title (required), the contact form's fields and a description. */
export const CONTACT_FORM_FIELDS: readonly FieldSpec[] = [TITLE_FIELD, CONTACT_FIELD, DESCRIPTION_FIELD];

/** The line under a customer's or tenant's title: its e-mail, city and country, as far as given. */
export function contactLine(record: { email?: string | null; city?: string | null; country?: string | null }): string {
  return [record.email, record.city, record.country].filter(Boolean).join(' · ');
}
