import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { ApiError, badRequest, toApiError } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import type { EventSink } from '../entities/changes.js';
import { ref } from '../entities/wire.js';
import { RULE_CHAIN_INPUT_NODE } from '../rule-nodes/catalogue.js';
import { isUuid } from '../db/ids.js';
import { insertRuleChain, recordChainChange, ruleChainToJson, ruleChainTypeOf, type RuleChainRow } from './service.js';
import { loadMetadata, saveMetadata } from './metadata.js';
import { parseMetadata } from './metadata-input.js';

/** The RuleChainData export of a tenant: its rule chains (at most `limit`) and their metadata, in the same order. */
export async function exportChains(q: Queryable, tenantId: string, limit: number): Promise<ApiSchema<'RuleChainData'>> {
  const rows = await q.query<RuleChainRow>('SELECT * FROM rule_chain WHERE tenant_id = $1 ORDER BY created_time, id LIMIT $2', [tenantId, limit]);
  const metadata = [];
  for (const row of rows) metadata.push(await loadMetadata(q, row));
  return { ruleChains: rows.map(ruleChainToJson), metadata };
}

/** A RuleChainImportResult; the chain id is null when the chain could not be created. */
type ImportResultJson = Omit<ApiSchema<'RuleChainImportResult'>, 'ruleChainId'> & { ruleChainId: ApiSchema<'RuleChainId'> | null };

interface ImportedChain {
  oldId: string | null;
  name: string;
  row?: RuleChainRow;
  updated: boolean;
  error?: string;
}

function remapNodeTargets(metadata: Record<string, unknown>, ids: Map<string, string>): Record<string, unknown> {
  const nodes = Array.isArray(metadata.nodes) ? metadata.nodes : [];
  const remap = (id: unknown) => (typeof id === 'string' && ids.has(id.toLowerCase()) ? ids.get(id.toLowerCase()) : id);
  return {
    ...metadata,
    nodes: nodes.map((n: Record<string, unknown>) => {
      const config = n?.configuration as Record<string, unknown> | null | undefined;
      const { id: _id, ...rest } = n ?? {};
      if (n?.type !== RULE_CHAIN_INPUT_NODE || !config) return rest;
      return { ...rest, configuration: { ...config, ruleChainId: remap(config.ruleChainId) } };
    }),
    ruleChainConnections: (Array.isArray(metadata.ruleChainConnections) ? metadata.ruleChainConnections : []).map((c: Record<string, unknown>) => {
      const target = (c?.targetRuleChainId as { id?: unknown } | undefined)?.id;
      return { ...c, targetRuleChainId: { entityType: 'RULE_CHAIN', id: remap(target) } };
    }),
  };
}

async function importChain(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, raw: unknown, overwrite: boolean,
): Promise<ImportedChain> {
  const body = objectBody(raw);
  const oldId = (body.id as { id?: unknown } | undefined)?.id;
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const result: ImportedChain = { oldId: isUuid(oldId) ? oldId.toLowerCase() : null, name, updated: false };
  if (!name) return { ...result, error: 'Rule chain name should be specified!' };
  const type = ruleChainTypeOf(body.type);
  const same = overwrite
    ? await q.one<RuleChainRow>('SELECT * FROM rule_chain WHERE tenant_id = $1 AND name = $2 AND type = $3 ORDER BY created_time LIMIT 1', [user.tenantId, name, type])
    : undefined;
  const row = same ?? await insertRuleChain(q, user.tenantId, { name, type, additionalInfo: body.additionalInfo }, ctx.now());
  await recordChainChange(ctx, q, events, user, row, same ? 'UPDATED' : 'ADDED', { entity: ruleChainToJson(row) });
  return { ...result, row, updated: !!same };
}

/**
 * Imports a RuleChainData body: each chain is created (or, with `overwrite`, replaces the tenant's
 * chain of the same name and type), then its metadata is saved with references between the imported
 * chains pointed at their new ids. Answers one RuleChainImportResult per chain.
 */
export async function importChains(
  ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, raw: unknown, overwrite: boolean,
): Promise<ImportResultJson[]> {
  const data = objectBody(raw);
  const chains = Array.isArray(data.ruleChains) ? data.ruleChains : null;
  const metadata = Array.isArray(data.metadata) ? data.metadata : [];
  if (!chains) throw badRequest('ruleChains should be specified!');
  const imported: ImportedChain[] = [];
  for (const chain of chains) imported.push(await importChain(ctx, q, events, user, chain, overwrite));
  const ids = new Map(imported.filter((c) => c.oldId && c.row).map((c) => [c.oldId!, c.row!.id]));
  for (const [i, chain] of imported.entries()) {
    const meta = metadata[i] as Record<string, unknown> | undefined;
    if (!chain.row || !meta) continue;
    await q.query('SAVEPOINT chain_import');
    try {
      const input = parseMetadata({ ...remapNodeTargets(meta, ids), ruleChainId: ref('RULE_CHAIN', chain.row.id) });
      await saveMetadata(ctx, q, events, user, chain.row, input);
      await q.query('RELEASE SAVEPOINT chain_import');
    } catch (err) {
      await q.query('ROLLBACK TO SAVEPOINT chain_import');
      const apiError = toApiError(err);
      chain.error = apiError instanceof ApiError && apiError.status < 500 ? apiError.message : 'Rule chain metadata could not be saved';
    }
  }
  return imported.map((c) => ({
    ruleChainId: c.row ? ref('RULE_CHAIN', c.row.id) : null, ruleChainName: c.name, updated: c.updated, error: c.error ?? null,
  }));
}
