import { NULL_UUID } from '../auth/types.js';
import { writeAudit } from '../entities/audit.js';
import { TYPE_SPECS, type VersionableType } from './entity-types.js';
import type { ImportContext } from './shapes.js';
import { LoadError } from './refs.js';

interface Doomed {
  id: string;
  name: string;
  tenant_id: string;
}

async function beforeDelete(ic: ImportContext, type: VersionableType, row: Doomed & Record<string, unknown>): Promise<void> {
  const source = { entityType: type, id: row.id };
  const q = ic.q;
  switch (type) {
    case 'DEVICE':
    case 'ASSET': {
      const view = await q.one('SELECT id FROM entity_view WHERE entity_id = $1 LIMIT 1', [row.id]);
      if (view) throw new LoadError('RUNTIME', `${type} '${row.name}' cannot be removed: entity views refer to it`, source);
      return;
    }
    case 'CUSTOMER':
      for (const table of ['device', 'asset', 'entity_view', 'edge']) {
        await q.query(`UPDATE ${table} SET customer_id = $2 WHERE customer_id = $1`, [row.id, NULL_UUID]);
      }
      await q.query('DELETE FROM tb_user WHERE customer_id = $1 AND tenant_id = $2', [row.id, row.tenant_id]);
      return;
    case 'DEVICE_PROFILE': {
      if (row.is_default === true) throw new LoadError('RUNTIME', `The default device profile '${row.name}' cannot be removed`, source);
      const device = await q.one('SELECT id FROM device WHERE device_profile_id = $1 LIMIT 1', [row.id]);
      if (device) throw new LoadError('RUNTIME', `Device profile '${row.name}' cannot be removed: devices use it`, source);
      return;
    }
    case 'DASHBOARD':
      await q.query('UPDATE device_profile SET default_dashboard_id = NULL WHERE default_dashboard_id = $1', [row.id]);
      return;
    case 'RULE_CHAIN':
      if (row.root === true) throw new LoadError('RUNTIME', `The root rule chain '${row.name}' cannot be removed`, source);
      await q.query('UPDATE device_profile SET default_rule_chain_id = NULL WHERE default_rule_chain_id = $1', [row.id]);
      return;
    case 'WIDGETS_BUNDLE':
      await q.query('DELETE FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2', [row.tenant_id, row.alias]);
      return;
    default:
  }
}

/** Deletes the tenant's entities of a type that the loaded version does not hold; answers how many. */
export async function removeOthers(ic: ImportContext, type: VersionableType, keep: Set<string>): Promise<number> {
  const spec = TYPE_SPECS[type];
  const rows = await ic.q.query<Doomed & Record<string, unknown>>(
    `SELECT *, ${spec.nameColumn} AS name FROM ${spec.table} WHERE tenant_id = $1 ORDER BY created_time, id`, [ic.tenantId]);
  let removed = 0;
  for (const row of rows) {
    if (keep.has(row.id)) continue;
    await beforeDelete(ic, type, row);
    await ic.q.query('DELETE FROM relation WHERE (from_id = $1 AND from_type = $2) OR (to_id = $1 AND to_type = $2)', [row.id, type]);
    await ic.q.query('DELETE FROM attribute_kv WHERE entity_id = $1', [row.id]);
    await ic.q.query('DELETE FROM ts_kv_latest WHERE entity_id = $1', [row.id]);
    await ic.q.query(`DELETE FROM ${spec.table} WHERE id = $1`, [row.id]);
    await writeAudit(ic.q, {
      user: ic.user, entityId: { entityType: type, id: row.id }, entityName: row.name, actionType: 'DELETED',
      actionData: { entityId: row.id, source: 'version control' },
    }, ic.now);
    ic.events.push({ tenantId: ic.tenantId, entityId: { entityType: type, id: row.id }, action: 'DELETED' });
    removed++;
  }
  return removed;
}
