import type { ApiSchema } from '../../../sdk/api-schema.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import type { FieldSpec } from '../entity-details/entity-form.logic.js';
import { CONTACT_FORM_FIELDS } from '../customers/customer-details.logic.js';

/** A tenant as its page loads it (tenant info: with its profile's name). */
export type TenantRecord = ApiSchema<'TenantInfo'>;

/** The fields of the tenant form: the title, its profile (shown only), the contact fields and a description. */
export const TENANT_FIELDS: readonly FieldSpec[] = [CONTACT_FORM_FIELDS[0]!, { path: 'tenantProfileName', label: 'details:field.tenant-profile', kind: 'fixed' }, ...CONTACT_FORM_FIELDS.slice(1)];

/** Whether a role may change a tenant: the system administrator only. */
export function canEditTenant(authority: Authority | undefined): boolean {
  return authority === 'SYS_ADMIN';
}
