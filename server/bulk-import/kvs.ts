import type { EntityId } from '../../sdk/entity-id.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { saveAttributes, saveTimeseries } from '../telemetry/service.js';
import { numberValue, type KvValue } from '../telemetry/values.js';

/** A key-value cell of a line (attribute or time series). */
export interface BulkKv {
  type: string;
  key: string;
  value: string;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** Types a cell of a bulk-import file: boolean, integer, decimal, JSON object or list, else text. */
export function parseCellValue(text: string): KvValue {
  const lower = text.trim().toLowerCase();
  if (lower === 'true' || lower === 'false') return { type: 'BOOLEAN', value: lower === 'true' };
  if (NUMBER.test(text.trim())) {
    try {
      return numberValue(text.trim().replace(/^\+/, ''));
    } catch (_err) {
      return { type: 'STRING', value: text };
    }
  }
  if (/^\s*[[{]/.test(text)) {
    try {
      JSON.parse(text);
      return { type: 'JSON', value: text.trim() };
    } catch (_err) {}
  }
  return { type: 'STRING', value: text };
}

/** Stores the attribute and time-series cells of an imported line on the entity it created or updated. */
export async function saveLineKvs(ctx: ServerContext, q: Queryable, tenantId: string, entityId: EntityId<string>, kvs: BulkKv[]): Promise<void> {
  const target = { tenantId, entityId };
  const now = ctx.now();
  const timeseries = kvs.filter((kv) => kv.type === 'TIMESERIES').map((kv) => ({ ts: now, key: kv.key, value: parseCellValue(kv.value) }));
  await saveTimeseries(ctx, target, timeseries, q);
  for (const [type, scope] of [['SHARED_ATTRIBUTE', 'SHARED_SCOPE'], ['SERVER_ATTRIBUTE', 'SERVER_SCOPE']] as const) {
    const values = new Map(kvs.filter((kv) => kv.type === type).map((kv) => [kv.key, parseCellValue(kv.value)]));
    if (values.size > 0) await saveAttributes(ctx, target, scope, { values, deletes: [] }, q);
  }
}
