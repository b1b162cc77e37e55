import type { Queryable } from '../db/db.js';
import { isUuid } from '../db/ids.js';
import type { IdMapper } from './refs.js';
import type { VersionableType } from './entity-types.js';
import type { ExportOptions, Row } from './shapes.js';

/** Fields a type adds to its entity JSON, and parts it adds beside the entity in the file. */
export interface TypeExtras {
  entity: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** Node types whose configuration names another rule chain in `ruleChainId`. */
export const isChainInputNode = (type: unknown) => typeof type === 'string' && type.endsWith('TbRuleChainInputNode');

async function dashboardExtras(q: Queryable, mapper: IdMapper, row: Row): Promise<TypeExtras> {
  const customers = await q.query<{ id: string; title: string; is_public: boolean }>(
    `SELECT c.id, c.title, c.is_public FROM relation r JOIN customer c ON c.id = r.from_id
     WHERE r.to_id = $1 AND r.to_type = 'DASHBOARD' AND r.from_type = 'CUSTOMER' AND r.relation_type_group = 'DASHBOARD'
       AND r.relation_type = 'Contains' ORDER BY c.title, c.id`, [row.id]);
  const assignedCustomers = [];
  for (const c of customers) assignedCustomers.push({ customerId: await mapper.ref('CUSTOMER', c.id), title: c.title, public: c.is_public });
  return { entity: { name: row.title, assignedCustomers }, data: {} };
}

async function ruleChainMetadata(q: Queryable, mapper: IdMapper, row: Row): Promise<Record<string, unknown>> {
  const nodes = await q.query<{ id: string; type: string; name: string; debug_mode: boolean; configuration: Record<string, unknown> | null;
    additional_info: unknown; external_id: string | null }>(
    'SELECT * FROM rule_node WHERE rule_chain_id = $1 ORDER BY node_index, created_time, id', [row.id]);
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const links = await q.query<{ from_id: string; to_id: string; type: string }>(
    'SELECT * FROM rule_node_connection WHERE rule_chain_id = $1 ORDER BY position, type', [row.id]);
  const chainLinks = await q.query<{ from_id: string; target_rule_chain_id: string; type: string; additional_info: unknown }>(
    'SELECT * FROM rule_chain_connection WHERE rule_chain_id = $1 ORDER BY position, type', [row.id]);
  const nodeJson = [];
  for (const n of nodes) {
    let configuration = n.configuration ?? null;
    if (configuration && isChainInputNode(n.type) && isUuid(configuration.ruleChainId)) {
      configuration = { ...configuration, ruleChainId: await mapper.externalOf('RULE_CHAIN', configuration.ruleChainId) };
    }
    nodeJson.push({ type: n.type, name: n.name, debugMode: n.debug_mode, configuration, additionalInfo: n.additional_info ?? null,
      externalId: { entityType: 'RULE_NODE', id: n.external_id ?? n.id } });
  }
  const ruleChainConnections = [];
  for (const c of chainLinks) {
    ruleChainConnections.push({ fromIndex: index.get(c.from_id) ?? -1, targetRuleChainId: await mapper.ref('RULE_CHAIN', c.target_rule_chain_id),
      additionalInfo: c.additional_info ?? null, type: c.type });
  }
  const first = row.first_rule_node_id as string | null;
  return {
    ruleChainId: { entityType: 'RULE_CHAIN', id: await mapper.externalOf('RULE_CHAIN', row.id) },
    firstNodeIndex: first && index.has(first) ? index.get(first) : null,
    nodes: nodeJson,
    connections: links.map((l) => ({ fromIndex: index.get(l.from_id) ?? -1, toIndex: index.get(l.to_id) ?? -1, type: l.type })),
    ruleChainConnections,
  };
}

async function widgetsOf(q: Queryable, row: Row): Promise<Array<Record<string, unknown>>> {
  const rows = await q.query<{ alias: string; name: string; image: string | null; description: string | null; descriptor: unknown; bundle_alias: string }>(
    'SELECT * FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2 ORDER BY alias', [row.tenant_id, row.alias]);
  return rows.map((w) => ({ bundleAlias: w.bundle_alias, alias: w.alias, name: w.name, image: w.image ?? null,
    description: w.description ?? null, descriptor: w.descriptor }));
}

async function credentialsOf(q: Queryable, row: Row): Promise<Record<string, unknown> | null> {
  const c = await q.one<{ credentials_type: string; credentials_id: string; credentials_value: string | null }>(
    'SELECT credentials_type, credentials_id, credentials_value FROM device_credentials WHERE device_id = $1', [row.id]);
  return c ? { credentialsType: c.credentials_type, credentialsId: c.credentials_id, credentialsValue: c.credentials_value ?? null } : null;
}

/** The type-specific parts of an export: names, assignments, flags, credentials, rule chain metadata, widgets. */
export async function exportTypeExtras(q: Queryable, mapper: IdMapper, type: VersionableType, row: Row, opts: ExportOptions): Promise<TypeExtras> {
  switch (type) {
    case 'CUSTOMER': return { entity: { name: row.title }, data: {} };
    case 'DASHBOARD': return dashboardExtras(q, mapper, row);
    case 'DEVICE_PROFILE': return { entity: { default: row.is_default === true }, data: {} };
    case 'ENTITY_VIEW': return { entity: { entityId: await mapper.ref(row.entity_type as string, row.entity_id as string) }, data: {} };
    case 'DEVICE': return { entity: {}, data: opts.saveCredentials ? { credentials: await credentialsOf(q, row) } : {} };
    case 'RULE_CHAIN': return { entity: { root: row.root === true }, data: { metaData: await ruleChainMetadata(q, mapper, row) } };
    case 'WIDGETS_BUNDLE': return { entity: { name: row.title }, data: { widgets: await widgetsOf(q, row) } };
    default: return { entity: {}, data: {} };
  }
}
