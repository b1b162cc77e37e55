import type { Authority } from './authorities.js';

/** Every entity type the platform stores. */
export const ENTITY_TYPES = [
  'TENANT',
  'TENANT_PROFILE',
  'CUSTOMER',
  'USER',
  'DASHBOARD',
  'ASSET',
  'DEVICE',
  'DEVICE_PROFILE',
  'ALARM',
  'RULE_CHAIN',
  'RULE_NODE',
  'EDGE',
  'ENTITY_VIEW',
  'WIDGETS_BUNDLE',
  'WIDGET_TYPE',
  'API_USAGE_STATE',
  'TB_RESOURCE',
  'OTA_PACKAGE',
  'RPC',
  'QUEUE',
] as const;

/** One entity type of {@link ENTITY_TYPES}. */
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Virtual entity types usable in aliases; the client resolves them from the signed-in user. */
export const ALIAS_ENTITY_TYPES = [
  'CURRENT_CUSTOMER',
  'CURRENT_TENANT',
  'CURRENT_USER',
  'CURRENT_USER_OWNER',
] as const;

/** One virtual type of {@link ALIAS_ENTITY_TYPES}. */
export type AliasEntityType = (typeof ALIAS_ENTITY_TYPES)[number];

/** Tells whether a value is one of the stored entity types. */
export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);
}

/** The owner type CURRENT_USER_OWNER stands for: the tenant for a tenant administrator, otherwise the customer. */
export function currentUserOwnerType(authority: Authority | undefined): 'TENANT' | 'CUSTOMER' {
  return authority === 'TENANT_ADMIN' ? 'TENANT' : 'CUSTOMER';
}

/** Entity types the global search offers, per authority (edges only when edge support is enabled). */
export const SEARCHABLE_ENTITY_TYPES = {
  SYS_ADMIN: ['TENANT'],
  TENANT_ADMIN: ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD'],
  CUSTOMER_USER: ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD'],
} as const satisfies Record<string, readonly EntityType[]>;

/** Entity types searchable by a given authority; EDGE is added for tenant and customer users when edges are enabled. */
export function searchableEntityTypes(authority: Authority, edgesEnabled: boolean): EntityType[] {
  if (authority !== 'SYS_ADMIN' && authority !== 'TENANT_ADMIN' && authority !== 'CUSTOMER_USER') return [];
  const types: EntityType[] = [...SEARCHABLE_ENTITY_TYPES[authority]];
  if (edgesEnabled && authority !== 'SYS_ADMIN') types.push('EDGE');
  return types;
}
