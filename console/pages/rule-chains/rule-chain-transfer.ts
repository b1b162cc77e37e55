import { downloadJson } from '../dashboards/dashboards-transfer.js';
import { call } from '../entity-list/api.js';
import { importedChainBody, importedMetadataBody } from './rule-chain-import.logic.js';
import { ruleChainExport, ruleChainExportFileName, type RuleChainExport } from './rule-chains.logic.js';

type Json = Record<string, unknown>;

/** Downloads a rule chain with its metadata as ThingsBoard 3.4.1's export JSON, named after the chain. */
export async function exportRuleChain(id: string): Promise<void> {
  const path = `/api/ruleChain/${encodeURIComponent(id)}`;
  const [chain, metadata] = await Promise.all([call<Json>('GET', path), call<Json>('GET', `${path}/metadata`)]);
  if (!chain.data || !metadata.data) return;
  downloadJson(ruleChainExport(chain.data, metadata.data), ruleChainExportFileName(String(chain.data.name ?? 'rule_chain')));
}

/** How an import ended: saved with its new id, refused when creating the chain, or the nodes refused and the new chain deleted again (`kept` when that failed too). */
export type ImportOutcome = { kind: 'saved'; id: string } | { kind: 'refused' } | { kind: 'nodes-refused'; kept: boolean };

/**
 * Saves an imported rule chain the way ThingsBoard 3.4's console does: the chain (`POST /api/ruleChain`), then its
 * nodes and connections (`POST /api/ruleChain/metadata`). When the server refuses the metadata (it shows why), the
 * chain just created is deleted again, so that a failed import leaves nothing behind.
 */
export async function importRuleChain(chain: RuleChainExport): Promise<ImportOutcome> {
  const created = await call<{ id?: { id?: string } }>('POST', '/api/ruleChain', { body: importedChainBody(chain) });
  const id = created.data?.id?.id;
  if (!created.ok || !id) return { kind: 'refused' };
  const saved = await call('POST', '/api/ruleChain/metadata', { body: importedMetadataBody(chain, id) });
  if (saved.ok) return { kind: 'saved', id };
  const removed = await call('DELETE', `/api/ruleChain/${encodeURIComponent(id)}`);
  return { kind: 'nodes-refused', kept: !removed.ok };
}
