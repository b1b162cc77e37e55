import { jsonTextProblem, type JsonTextProblem } from '../entity-list/json-import.logic.js';
import type { RuleChainExport, RuleChainType } from './rule-chains.logic.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** What is wrong with a rule chain export: a message key of the `rulechains` namespace and the values it names. */
export type RuleChainImportProblem =
  | JsonTextProblem
  | { key: 'rulechains:import.not-rule-chain' }
  | { key: 'rulechains:import.wrong-type-CORE' | 'rulechains:import.wrong-type-EDGE' }
  | { key: 'rulechains:import.bad-node'; index: number }
  | { key: 'rulechains:import.bad-connection'; index: number; count: number }
  | { key: 'rulechains:import.bad-first-node'; count: number };

/** A rule chain export that passed the checks: the chain to save, its metadata, and what the preview says of it. */
export interface ParsedRuleChain {
  chain: RuleChainExport;
  name: string;
  nodes: number;
  connections: number;
}

/** The outcome of reading a rule chain export. */
export type RuleChainImport = { ok: true; value: ParsedRuleChain } | { ok: false; problem: RuleChainImportProblem };

const fail = (problem: RuleChainImportProblem): RuleChainImport => ({ ok: false, problem });

const isIndex = (value: unknown, count: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count;

function nodeProblem(nodes: readonly unknown[]): RuleChainImportProblem | null {
  const index = nodes.findIndex((node) => !isObject(node) || typeof node.type !== 'string' || !node.type.trim() || typeof node.name !== 'string' || !node.name.trim());
  return index < 0 ? null : { key: 'rulechains:import.bad-node', index: index + 1 };
}

function connectionProblem(connections: readonly unknown[], count: number): RuleChainImportProblem | null {
  const index = connections.findIndex((c) => !isObject(c) || !isIndex(c.fromIndex, count) || !isIndex(c.toIndex, count) || typeof c.type !== 'string');
  return index < 0 ? null : { key: 'rulechains:import.bad-connection', index: index + 1, count };
}

/**
 * Reads the text of a rule chain export (ThingsBoard 3.4.1's file, `{ruleChain, metadata}`) for a list of
 * `expected` chains: it must be JSON, hold a rule chain with a name and its metadata, be of the list's type (a
 * chain without a type is a core one), and have nodes with a type and a name, connections between nodes the file
 * has, and a first node among them. Nothing is saved here; the first problem found is answered.
 */
export function parseRuleChainImport(text: string, expected: RuleChainType): RuleChainImport {
  const parsed = jsonTextProblem(text);
  if (!parsed.ok) return fail(parsed.problem);
  const json = parsed.value;
  if (!isObject(json) || !isObject(json.ruleChain) || !isObject(json.metadata)) return fail({ key: 'rulechains:import.not-rule-chain' });
  const { ruleChain, metadata } = json;
  if (typeof ruleChain.name !== 'string' || !ruleChain.name.trim()) return fail({ key: 'rulechains:import.not-rule-chain' });
  const type = ruleChain.type ?? 'CORE';
  if (type !== expected) return fail({ key: type === 'EDGE' ? 'rulechains:import.wrong-type-EDGE' : 'rulechains:import.wrong-type-CORE' });
  const nodes = metadata.nodes ?? [];
  const connections = metadata.connections ?? [];
  if (!Array.isArray(nodes) || !Array.isArray(connections)) return fail({ key: 'rulechains:import.not-rule-chain' });
  const problem = nodeProblem(nodes) ?? connectionProblem(connections, nodes.length);
  if (problem) return fail(problem);
  const first = metadata.firstNodeIndex;
  if (first !== undefined && first !== null && !isIndex(first, nodes.length)) return fail({ key: 'rulechains:import.bad-first-node', count: nodes.length });
  return { ok: true, value: { chain: { ruleChain: { ...ruleChain, type }, metadata }, name: ruleChain.name.trim(), nodes: nodes.length, connections: connections.length } };
}

/**
 * The body that creates an imported chain (`POST /api/ruleChain`): the exported chain as a new one of the list's
 * type, not root and without a first node (the metadata sets it), its name trimmed.
 */
export function importedChainBody(chain: RuleChainExport): Json {
  const { id: _id, tenantId: _tenant, createdTime: _created, externalId: _external, ...rest } = chain.ruleChain;
  return { ...rest, name: String(rest.name).trim(), root: false, firstRuleNodeId: null };
}

/** The metadata body of the created chain (`POST /api/ruleChain/metadata`): the exported nodes and connections, pointed at the chain's id. */
export function importedMetadataBody(chain: RuleChainExport, ruleChainId: string): Json {
  const { metadata } = chain;
  const nodes = (Array.isArray(metadata.nodes) ? metadata.nodes : []) as Json[];
  return {
    ruleChainId: { entityType: 'RULE_CHAIN', id: ruleChainId },
    firstNodeIndex: metadata.firstNodeIndex ?? null,
    nodes: nodes.map(({ id: _id, createdTime: _created, ruleChainId: _chain, externalId: _external, ...node }) => node),
    connections: metadata.connections ?? null,
    ruleChainConnections: metadata.ruleChainConnections ?? null,
  };
}
