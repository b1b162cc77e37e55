import { ENTITY_COLUMNS, type EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { entityPath } from '../../logic/entity-search.js';

/** Whose users a list shows: a tenant's administrators (system administrator), one customer's users, or the own tenant's. */
export type UsersScope = { kind: 'tenant'; tenantId: string } | { kind: 'customer'; customerId: string } | { kind: 'own' };

/**
 * The scope of the users list for a role and the address's `tenantId` or `customerId` (console-core §2): a system
 * administrator sees the administrators of one tenant (none until a tenant is chosen), a tenant administrator the
 * users of one customer when one is named, otherwise every user of the tenant.
 */
export function usersScope(authority: Authority | undefined, search: { tenantId?: string; customerId?: string }): UsersScope | null {
  if (authority === 'SYS_ADMIN') return search.tenantId ? { kind: 'tenant', tenantId: search.tenantId } : null;
  if (authority !== 'TENANT_ADMIN') return null;
  return search.customerId ? { kind: 'customer', customerId: search.customerId } : { kind: 'own' };
}

/** The list call of a scope: `/api/tenant/{id}/users`, `/api/customer/{id}/users` or `/api/users`. */
export function usersListPath(scope: UsersScope | null): string | null {
  if (!scope) return null;
  if (scope.kind === 'tenant') return `/api/tenant/${encodeURIComponent(scope.tenantId)}/users`;
  if (scope.kind === 'customer') return `/api/customer/${encodeURIComponent(scope.customerId)}/users`;
  return '/api/users';
}

/** What a new user of a scope is: a tenant administrator of the tenant, or a customer user of the customer (`customerId` picked in the dialog when the scope names none). */
export function newUserBase(scope: UsersScope, customerId?: string): Record<string, unknown> {
  if (scope.kind === 'tenant') return { authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: scope.tenantId } };
  const id = scope.kind === 'customer' ? scope.customerId : customerId;
  return { authority: 'CUSTOMER_USER', ...(id ? { customerId: { entityType: 'CUSTOMER', id } } : {}) };
}

/** Columns of the users list: created time, first and last name, e-mail, then the role. */
export const USER_COLUMNS: readonly EntityColumn[] = [...(ENTITY_COLUMNS.USER ?? []), { key: 'authority', title: 'lists:users.authority', sortable: false, size: 'md' }];

/** The translation key of a role's name, shown in the role column. */
export function authorityLabel(authority: unknown): string {
  if (authority === 'SYS_ADMIN') return 'console:user.sys-admin';
  if (authority === 'TENANT_ADMIN') return 'console:user.tenant-admin';
  if (authority === 'CUSTOMER_USER') return 'console:user.customer';
  return '';
}

/** Address of one user's page. */
export function userPath(id: string): string {
  return entityPath('USER', id);
}
