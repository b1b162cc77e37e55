import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';

/** The rule chains list call of a tenant administrator, with the chains' type (`type=CORE` or `type=EDGE`). */
export const RULE_CHAINS_PATH = '/api/ruleChains';

/** The two kinds of rule chain (shared-controls §3): the tenant's own, and the templates edges get. */
export type RuleChainType = 'CORE' | 'EDGE';

/** Type of the rule chains the Rule chains page shows (the edge ones have their own list). */
export const RULE_CHAIN_TYPE: RuleChainType = 'CORE';

/** Type of the rule chains of Edge management's Rule chain templates page. */
export const EDGE_RULE_CHAIN_TYPE: RuleChainType = 'EDGE';

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

/** The call making an edge rule chain the edge template root (the root chain every new edge gets). */
export function setEdgeTemplateRootPath(id: string): string {
  return `/api/ruleChain/${encodeURIComponent(id)}/edgeTemplateRoot`;
}

/** The call marking (POST) or unmarking (DELETE) an edge rule chain as assigned to every new edge. */
export function autoAssignPath(id: string): string {
  return `/api/ruleChain/${encodeURIComponent(id)}/autoAssignToEdge`;
}

/** The call listing the edge rule chains marked for assignment to new edges. */
export const AUTO_ASSIGN_CHAINS_PATH = '/api/ruleChain/autoAssignToEdgeRuleChains';

/** Key of the edge templates list's column saying whether new edges get the chain. */
export const AUTO_ASSIGN_COLUMN = 'autoAssignToEdge';

/**
 * Columns of the Rule chain templates list: created time, name, whether it is the edge template root, and
 * whether new edges get it (`autoAssigned` answers that for a row's id).
 */
export function edgeRuleChainColumns(autoAssigned: (id: string) => boolean): EntityColumn[] {
  return [
    RULE_CHAIN_COLUMNS[0]!,
    RULE_CHAIN_COLUMNS[1]!,
    { key: 'root', title: 'rulechains:column.edge-root', kind: 'boolean', size: 'sm' },
    { key: AUTO_ASSIGN_COLUMN, title: 'rulechains:column.auto-assign', kind: 'boolean', size: 'sm', value: (row) => autoAssigned(String((row.id as { id?: string } | undefined)?.id ?? '')) },
  ];
}

/** What a row of the Rule chain templates list offers: the root is made neither root again nor (un)marked for new edges (it always goes to them). */
export interface EdgeTemplateActions {
  canSetRoot: boolean;
  canAutoAssign: boolean;
  canStopAutoAssign: boolean;
}

/** The actions of an edge rule chain's row (console-core §4: set edge template root, auto-assign to edges). */
export function edgeTemplateActions(root: boolean, autoAssigned: boolean): EdgeTemplateActions {
  return { canSetRoot: !root, canAutoAssign: !root && !autoAssigned, canStopAutoAssign: !root && autoAssigned };
}

/** The ids of the chains a list of rule chains holds. */
export function chainIds(chains: readonly { id?: { id?: string } | null }[] | null | undefined): Set<string> {
  return new Set((chains ?? []).map((chain) => chain.id?.id).filter((id): id is string => !!id));
}

type Json = Record<string, unknown>;

/** A rule chain export (ThingsBoard 3.4.1's file): the chain and its metadata. */
export interface RuleChainExport {
  ruleChain: Json;
  metadata: Json;
}

/**
 * The JSON a rule chain exports to, as ThingsBoard 3.4.1 writes it: the chain without its id, created time and
 * tenant, not root and without a first node id; its metadata without the chain id; each node without its id,
 * created time, chain id and external id. Connections keep pointing at nodes by their index.
 */
export function ruleChainExport(ruleChain: Json, metadata: Json): RuleChainExport {
  const { id: _id, tenantId: _tenant, createdTime: _created, externalId: _external, ...chain } = ruleChain;
  const { ruleChainId: _chainId, ...meta } = metadata;
  const nodes = Array.isArray(meta.nodes) ? meta.nodes.map(exportedNode) : meta.nodes;
  return { ruleChain: { ...chain, root: false, firstRuleNodeId: null }, metadata: nodes === undefined ? meta : { ...meta, nodes } };
}

function exportedNode(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const { id: _id, createdTime: _created, ruleChainId: _chain, externalId: _external, ...rest } = node as Json;
  return rest;
}

/** File name of a rule chain export: the name in lower case with every other character than letters, digits and _ made _, plus `.json`. */
export function ruleChainExportFileName(name: string): string {
  return `${name.toLowerCase().replace(/\W/g, '_')}.json`;
}
