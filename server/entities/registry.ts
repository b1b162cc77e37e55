import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';

/** Where an entity type is stored: table, display-name expression, owner columns. */
export interface EntityTable {
  table: string;
  /** SQL expression of the entity's name (`name`, `title`, `email`, ...). */
  name: string;
  /** Column holding the tenant id; `id` for tenants; null for system-only types. */
  tenantColumn: string | null;
  /** Column holding the assigned customer id, when the type can be assigned. */
  customerColumn?: string;
}

/**
 * Storage of every entity type. Every table has `id uuid PRIMARY KEY` and `created_time bigint`;
 * the modules that own each table create it with these names.
 */
export const ENTITY_TABLES: Record<string, EntityTable> = {
  TENANT: { table: 'tenant', name: 'title', tenantColumn: 'id' },
  TENANT_PROFILE: { table: 'tenant_profile', name: 'name', tenantColumn: null },
  CUSTOMER: { table: 'customer', name: 'title', tenantColumn: 'tenant_id', customerColumn: 'id' },
  USER: { table: 'tb_user', name: 'email', tenantColumn: 'tenant_id', customerColumn: 'customer_id' },
  DASHBOARD: { table: 'dashboard', name: 'title', tenantColumn: 'tenant_id' },
  ASSET: { table: 'asset', name: 'name', tenantColumn: 'tenant_id', customerColumn: 'customer_id' },
  DEVICE: { table: 'device', name: 'name', tenantColumn: 'tenant_id', customerColumn: 'customer_id' },
  DEVICE_PROFILE: { table: 'device_profile', name: 'name', tenantColumn: 'tenant_id' },
  ENTITY_VIEW: { table: 'entity_view', name: 'name', tenantColumn: 'tenant_id', customerColumn: 'customer_id' },
  EDGE: { table: 'edge', name: 'name', tenantColumn: 'tenant_id', customerColumn: 'customer_id' },
  ALARM: { table: 'alarm', name: 'type', tenantColumn: 'tenant_id', customerColumn: 'customer_id' },
  RULE_CHAIN: { table: 'rule_chain', name: 'name', tenantColumn: 'tenant_id' },
  RULE_NODE: { table: 'rule_node', name: 'name', tenantColumn: 'tenant_id' },
  WIDGETS_BUNDLE: { table: 'widgets_bundle', name: 'title', tenantColumn: 'tenant_id' },
  WIDGET_TYPE: { table: 'widget_type', name: 'name', tenantColumn: 'tenant_id' },
  OTA_PACKAGE: { table: 'ota_package', name: 'title', tenantColumn: 'tenant_id' },
  TB_RESOURCE: { table: 'resource', name: 'title', tenantColumn: 'tenant_id' },
  QUEUE: { table: 'queue', name: 'name', tenantColumn: 'tenant_id' },
  RPC: { table: 'rpc', name: 'id::text', tenantColumn: 'tenant_id' },
  API_USAGE_STATE: { table: 'api_usage_state', name: 'id::text', tenantColumn: 'tenant_id', customerColumn: 'customer_id' },
};

/** Owner and name of any entity. */
export interface EntityInfo {
  tenantId: string;
  customerId: string;
  name: string;
}

/** Loads the owner and name of an entity; undefined when the type is unknown or the entity missing. */
export async function loadEntityInfo(q: Queryable, entityType: string, id: string): Promise<EntityInfo | undefined> {
  const t = ENTITY_TABLES[entityType];
  if (!t) return undefined;
  const tenant = t.tenantColumn ?? `'${NULL_UUID}'::uuid`;
  const customer = t.customerColumn ?? `'${NULL_UUID}'::uuid`;
  const row = await q.one<{ tenant_id: string; customer_id: string; name: string }>(
    `SELECT ${tenant} AS tenant_id, ${customer} AS customer_id, ${t.name} AS name FROM ${t.table} WHERE id = $1`,
    [id],
  );
  if (!row) return undefined;
  return { tenantId: row.tenant_id ?? NULL_UUID, customerId: row.customer_id ?? NULL_UUID, name: row.name };
}
