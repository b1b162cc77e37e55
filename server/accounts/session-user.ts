import type { UserRow } from './json.js';
import { NULL_UUID, type SecurityUser } from '../auth/types.js';

/** A signed-in user before a token is issued (no `iat` yet). */
export type SessionUser = Omit<SecurityUser, 'iat'>;

/** The token subject of a stored user; `enabled` is the state of its credentials. */
export function sessionUserOf(row: UserRow, enabled: boolean): SessionUser {
  return {
    id: row.id,
    email: row.email,
    authority: row.authority,
    tenantId: row.tenant_id ?? NULL_UUID,
    customerId: row.customer_id ?? NULL_UUID,
    isPublic: false,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    enabled,
  };
}

/** The synthetic user of a public customer: null id, customer user of that customer, named "Public". */
export function publicSessionUser(customer: { id: string; tenant_id: string }): SessionUser {
  return {
    id: NULL_UUID,
    email: customer.id,
    authority: 'CUSTOMER_USER',
    tenantId: customer.tenant_id,
    customerId: customer.id,
    isPublic: true,
    firstName: 'Public',
    lastName: 'Public',
    enabled: true,
  };
}

/** The fields an audit record needs to name its author. */
export const auditUserOf = (u: Pick<SessionUser, 'id' | 'email' | 'tenantId' | 'customerId'>) =>
  ({ id: u.id, email: u.email, tenantId: u.tenantId, customerId: u.customerId });
