import type { SecurityUser } from './types.js';
import { NULL_UUID } from './types.js';
import { forbidden } from '../http/errors.js';

/** Owner fields of a tenant-level entity. */
export interface Owned {
  tenantId: string;
  /** Customer the entity is assigned to (NULL_UUID or null when none). */
  customerId?: string | null;
}

/** True when `customerId` is a real customer (not null, not NULL_UUID). */
export const hasCustomer = (customerId: string | null | undefined): customerId is string =>
  !!customerId && customerId !== NULL_UUID;

/**
 * Whether `user` may read (or, with `write`, change) a tenant-level entity: tenant admins of its
 * tenant; customer users of its tenant and customer (read only unless `customerMayWrite`).
 * The system administrator has no access to tenant entities.
 */
export function canAccess(user: SecurityUser, owner: Owned, op: 'read' | 'write' = 'read', customerMayWrite = false): boolean {
  if (user.authority === 'TENANT_ADMIN') return user.tenantId === owner.tenantId;
  if (user.authority === 'CUSTOMER_USER') {
    if (user.tenantId !== owner.tenantId || !hasCustomer(owner.customerId) || owner.customerId !== user.customerId) return false;
    return op === 'read' || customerMayWrite;
  }
  return false;
}

/** Throws 403 unless `canAccess`. */
export function assertAccess(user: SecurityUser, owner: Owned, op: 'read' | 'write' = 'read', customerMayWrite = false): void {
  if (!canAccess(user, owner, op, customerMayWrite)) throw forbidden();
}

/** Throws 403 unless the user is a tenant admin of `tenantId`. */
export function assertTenantAdminOf(user: SecurityUser, tenantId: string): void {
  if (user.authority !== 'TENANT_ADMIN' || user.tenantId !== tenantId) throw forbidden();
}

/** Throws 403 when a customer user asks for another customer's data. */
export function assertCustomerScope(user: SecurityUser, tenantId: string, customerId: string): void {
  if (user.authority === 'TENANT_ADMIN' && user.tenantId === tenantId) return;
  if (user.authority === 'CUSTOMER_USER' && user.tenantId === tenantId && user.customerId === customerId) return;
  throw forbidden();
}
