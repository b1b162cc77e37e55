import type { EntityId } from '../../sdk/entity-id.js';
import { isUuid, newId } from '../db/ids.js';
import type { VersionableType } from './entity-types.js';
import { isChainInputNode } from './export-extras.js';
import type { EntityExportData, ImportContext, ImportOptions } from './shapes.js';
import { LoadError } from './refs.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const isRef = (v: unknown): v is EntityId<string> => isObject(v) && typeof v.entityType === 'string' && isUuid(v.id);

async function loadRelations(ic: ImportContext, type: string, id: string, raw: unknown, source: EntityId<string>): Promise<void> {
  await ic.q.query(`DELETE FROM relation WHERE relation_type_group = 'COMMON' AND ((from_id = $1 AND from_type = $2) OR (to_id = $1 AND to_type = $2))`,
    [id, type]);
  for (const r of Array.isArray(raw) ? raw.filter(isObject) : []) {
    if (!isRef(r.from) || !isRef(r.to) || typeof r.type !== 'string') continue;
    const end = async (e: EntityId<string>) => (e.entityType === type && e.id === source.id ? id : ic.mapper.require(source, e));
    await ic.q.query(
      `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info)
       VALUES ($1,$2,$3,$4,'COMMON',$5,$6) ON CONFLICT DO NOTHING`,
      [await end(r.from), r.from.entityType, await end(r.to), r.to.entityType, r.type,
        r.additionalInfo === undefined || r.additionalInfo === null ? null : JSON.stringify(r.additionalInfo)]);
  }
}

function typedColumns(a: Json): [boolean | null, number | null, number | null, string | null, string | null] {
  return [
    typeof a.booleanValue === 'boolean' ? a.booleanValue : null,
    typeof a.longValue === 'number' ? a.longValue : null,
    typeof a.doubleValue === 'number' ? a.doubleValue : null,
    typeof a.strValue === 'string' ? a.strValue : null,
    typeof a.jsonValue === 'string' ? a.jsonValue : a.jsonValue !== undefined && a.jsonValue !== null ? JSON.stringify(a.jsonValue) : null,
  ];
}

function plainOf(cols: ReturnType<typeof typedColumns>): unknown {
  const [b, l, d, s, j] = cols;
  if (j !== null) {
    try { return JSON.parse(j); } catch (_err) { return j; }
  }
  return b ?? l ?? d ?? s;
}

async function loadAttributes(ic: ImportContext, type: string, id: string, raw: unknown): Promise<void> {
  if (!isObject(raw)) return;
  for (const scope of ['SERVER_SCOPE', 'SHARED_SCOPE'] as const) {
    const list = Array.isArray(raw[scope]) ? (raw[scope] as unknown[]).filter(isObject) : [];
    const values: Record<string, [number, unknown]> = {};
    for (const a of list) {
      if (typeof a.key !== 'string' || a.key.trim() === '') continue;
      const cols = typedColumns(a);
      if (cols.every((c) => c === null)) continue;
      const ts = typeof a.lastUpdateTs === 'number' ? a.lastUpdateTs : ic.now;
      await ic.q.query(
        `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, long_v, dbl_v, str_v, json_v, last_update_ts)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9::json,$10)
         ON CONFLICT (entity_id, attribute_type, attribute_key) DO UPDATE SET bool_v = EXCLUDED.bool_v, long_v = EXCLUDED.long_v,
           dbl_v = EXCLUDED.dbl_v, str_v = EXCLUDED.str_v, json_v = EXCLUDED.json_v, last_update_ts = EXCLUDED.last_update_ts`,
        [type, id, scope, a.key, ...cols, ts]);
      values[a.key] = [ts, plainOf(cols)];
    }
    if (Object.keys(values).length > 0) ic.attributeEvents.push({ tenantId: ic.tenantId, entityId: { entityType: type, id }, scope, values });
  }
}

async function nodeConfiguration(ic: ImportContext, node: Json, source: EntityId<string>): Promise<unknown> {
  const config = node.configuration;
  if (isObject(config) && isChainInputNode(node.type) && isUuid(config.ruleChainId)) {
    return { ...config, ruleChainId: await ic.mapper.require(source, { entityType: 'RULE_CHAIN', id: config.ruleChainId }) };
  }
  return config ?? null;
}

async function loadMetadata(ic: ImportContext, chainId: string, raw: unknown, source: EntityId<string>): Promise<void> {
  const meta = isObject(raw) ? raw : {};
  await ic.q.query('DELETE FROM rule_node WHERE rule_chain_id = $1', [chainId]);
  const nodes = Array.isArray(meta.nodes) ? meta.nodes.filter(isObject) : [];
  const ids: string[] = [];
  for (const [i, n] of nodes.entries()) {
    const id = newId();
    ids.push(id);
    const ext = isRef(n.externalId) ? n.externalId.id : null;
    await ic.q.query(
      `INSERT INTO rule_node (id, created_time, tenant_id, rule_chain_id, node_index, type, name, debug_mode, configuration, additional_info, external_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [id, ic.now, ic.tenantId, chainId, i, String(n.type ?? ''), String(n.name ?? ''), n.debugMode === true,
        JSON.stringify(await nodeConfiguration(ic, n, source)), n.additionalInfo === undefined ? null : JSON.stringify(n.additionalInfo), ext]);
  }
  const links = Array.isArray(meta.connections) ? meta.connections.filter(isObject) : [];
  for (const [i, c] of links.entries()) {
    const from = ids[Number(c.fromIndex)];
    const to = ids[Number(c.toIndex)];
    if (!from || !to || typeof c.type !== 'string') continue;
    await ic.q.query(`INSERT INTO rule_node_connection (rule_chain_id, from_id, to_id, type, position) VALUES ($1,$2,$3,$4,$5)
      ON CONFLICT DO NOTHING`, [chainId, from, to, c.type, i]);
  }
  const chainLinks = Array.isArray(meta.ruleChainConnections) ? meta.ruleChainConnections.filter(isObject) : [];
  for (const [i, c] of chainLinks.entries()) {
    const from = ids[Number(c.fromIndex)];
    if (!from || !isRef(c.targetRuleChainId) || typeof c.type !== 'string') continue;
    const target = await ic.mapper.require(source, { entityType: 'RULE_CHAIN', id: c.targetRuleChainId.id });
    await ic.q.query(`INSERT INTO rule_chain_connection (rule_chain_id, from_id, target_rule_chain_id, type, additional_info, position)
      VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT DO NOTHING`,
    [chainId, from, target, c.type, c.additionalInfo === undefined ? null : JSON.stringify(c.additionalInfo), i]);
  }
  const first = typeof meta.firstNodeIndex === 'number' ? ids[meta.firstNodeIndex] ?? null : null;
  await ic.q.query('UPDATE rule_chain SET first_rule_node_id = $2 WHERE id = $1', [chainId, first]);
}

/** Second pass of a load, once every entity exists: relations, attributes and rule chain metadata. */
export async function importReferences(ic: ImportContext, data: EntityExportData, id: string, source: EntityId<string>, opts: ImportOptions): Promise<void> {
  const type = data.entityType as VersionableType;
  if (type === 'RULE_CHAIN' && data.metaData !== undefined) await loadMetadata(ic, id, data.metaData, source);
  if (opts.loadRelations && data.relations !== undefined) await loadRelations(ic, type, id, data.relations, source);
  if (opts.loadAttributes && data.attributes !== undefined) await loadAttributes(ic, type, id, data.attributes);
}

/** Guards a load against a type whose table is missing on this server. */
export function missingTable(type: string): LoadError {
  return new LoadError('RUNTIME', `${type} entities cannot be loaded: this server does not store them yet`);
}
