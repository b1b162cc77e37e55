import type { ApiSchema } from '../../../sdk/api-schema.js';
import { ENTITY_SUGGESTIONS_LIMIT } from '../../../sdk/catalogues/limits.js';

/** A rule chain as the edge's list and the picker get it. */
export type RuleChainRecord = ApiSchema<'RuleChain'>;

/** Assigned rule chains fetched per page ("load more" asks for the next). */
export const EDGE_CHAINS_PAGE_SIZE = 20;

/** Edge rule chains the assign dialog offers per search: the 50 of entity suggestions (shared-controls). */
export const CHAIN_PICKER_PAGE_SIZE = ENTITY_SUGGESTIONS_LIMIT;

/** The query of one page of the rule chains assigned to an edge, by name. */
export function edgeChainsQuery(page: number, pageSize = EDGE_CHAINS_PAGE_SIZE) {
  return { pageSize, page, sortProperty: 'name', sortOrder: 'ASC' as const };
}

/** The query of the edge rule chains the assign dialog offers: type EDGE, by name, filtered by the typed text. */
export function edgeChainPickerQuery(search: string, pageSize = CHAIN_PICKER_PAGE_SIZE) {
  const textSearch = search.trim();
  return { pageSize, page: 0, type: 'EDGE' as const, sortProperty: 'name', sortOrder: 'ASC' as const, ...(textSearch ? { textSearch } : {}) };
}

/** What a row of the edge's rule chains allows: the root is marked and can be neither unassigned nor made root again. */
export interface ChainRowActions {
  isRoot: boolean;
  canSetRoot: boolean;
  canUnassign: boolean;
}

/** The actions of a rule chain's row, given the edge's root rule chain id. */
export function chainRowActions(chainId: string | undefined, rootChainId: string | null | undefined): ChainRowActions {
  const isRoot = !!chainId && chainId === rootChainId;
  return { isRoot, canSetRoot: !!chainId && !isRoot, canUnassign: !!chainId && !isRoot };
}

/** The picker's choices: the found edge rule chains not assigned to the edge yet. */
export function assignableChains(found: readonly RuleChainRecord[], assignedIds: ReadonlySet<string>): RuleChainRecord[] {
  return found.filter((chain) => chain.id?.id && !assignedIds.has(chain.id.id));
}

/** One assigned rule chain forwarding to rule chains the edge lacks. */
export interface MissingChains {
  chain: string;
  missing: string[];
}

/**
 * The warning of GET /api/edge/missingToRelatedRuleChains/{edgeId}: an object naming, per assigned rule chain,
 * the rule chains it forwards to that are not assigned (ThingsBoard sends it as a JSON text, this server as
 * an object); chains missing nothing and malformed entries are left out, the rest sorted by name.
 */
export function missingChainsOf(answer: unknown): MissingChains[] {
  let value = answer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .map(([chain, names]) => ({ chain, missing: Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string' && name !== '') : [] }))
    .filter((entry) => entry.missing.length > 0)
    .sort((a, b) => a.chain.localeCompare(b.chain));
}
