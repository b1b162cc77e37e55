import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';

/** The rule chains list call of a tenant administrator, with the core rule chains type. */
export const RULE_CHAINS_PATH = '/api/ruleChains';

/** Type of the rule chains the list shows (the edge ones have their own list). */
export const RULE_CHAIN_TYPE = 'CORE';

/** Columns of the rule chains list: created time, name and the root flag. */
export const RULE_CHAIN_COLUMNS: readonly EntityColumn[] = [
  { key: 'createdTime', title: 'entity-table.column.created-time', sortable: true, kind: 'time' },
  { key: 'name', title: 'entity-table.column.name', sortable: true, size: 'lg' },
  { key: 'root', title: 'lists:column.root', kind: 'boolean', size: 'sm' },
];

/** The call making a rule chain the root one. */
export function setRootPath(id: string): string {
  return `/api/ruleChain/${encodeURIComponent(id)}/root`;
}

/** The JSON a rule chain exports to: the chain without its id, tenant and root flag, and its metadata without the chain id. */
export function ruleChainExport(ruleChain: Record<string, unknown>, metadata: Record<string, unknown>): { ruleChain: Record<string, unknown>; metadata: Record<string, unknown> } {
  const { id: _id, tenantId: _tenant, createdTime: _created, root: _root, ...chain } = ruleChain;
  const { ruleChainId: _chainId, ...meta } = metadata;
  return { ruleChain: { ...chain, root: false }, metadata: meta };
}

/** File name of a rule chain export: the name in lower case with every other character than letters, digits and _ made _, plus `.json`. */
export function ruleChainExportFileName(name: string): string {
  return `${name.toLowerCase().replace(/\W/g, '_')}.json`;
}
