import type { SecurityUser } from './types.js';
import { forbidden } from '../http/errors.js';

/** The parts of a user account that decide who may see or change it. */
export interface UserTarget {
  /** Null for a user not created yet. */
  id: string | null;
  tenantId: string;
  authority: string;
}

/**
 * Whether `caller` may read or change the account `target`: the system administrator any account
 * but customer users; a tenant administrator any account of its tenant but system administrators;
 * a customer user only itself.
 */
export function canAccessUser(caller: SecurityUser, target: UserTarget): boolean {
  switch (caller.authority) {
    case 'SYS_ADMIN':
      return target.authority !== 'CUSTOMER_USER';
    case 'TENANT_ADMIN':
      return target.authority !== 'SYS_ADMIN' && target.tenantId === caller.tenantId;
    case 'CUSTOMER_USER':
      return !caller.isPublic && target.authority === 'CUSTOMER_USER' && target.id !== null && target.id === caller.id;
    default:
      return false;
  }
}

/** Throws 403 unless `canAccessUser`. */
export function assertUserAccess(caller: SecurityUser, target: UserTarget): void {
  if (!canAccessUser(caller, target)) throw forbidden();
}

/** Throws 403 unless the caller is the system administrator or an administrator of `tenantId`. */
export function assertTenantReadable(caller: SecurityUser, tenantId: string): void {
  if (caller.authority === 'SYS_ADMIN') return;
  if (caller.authority === 'TENANT_ADMIN' && caller.tenantId === tenantId) return;
  throw forbidden();
}

/**
 * Whom "login as" may target: the system administrator signs in as tenant administrators, a
 * tenant administrator as customer users of its tenant.
 */
export function assertImpersonable(caller: SecurityUser, target: UserTarget): void {
  if (caller.authority === 'SYS_ADMIN' && target.authority === 'TENANT_ADMIN') return;
  if (caller.authority === 'TENANT_ADMIN' && target.authority === 'CUSTOMER_USER' && target.tenantId === caller.tenantId) return;
  throw forbidden();
}
