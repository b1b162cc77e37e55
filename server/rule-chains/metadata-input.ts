import { badRequest } from '../http/errors.js';
import { invalidUuid, objectBody } from '../http/validate.js';
import { isUuid } from '../db/ids.js';

/** A rule node as read from a RuleChainMetaData body. */
export interface NodeInput {
  /** Id sent by the client (kept when the node belongs to the chain). */
  id: string | null;
  type: string;
  name: string;
  debugMode: boolean;
  configuration: unknown;
  additionalInfo: unknown;
  externalId: string | null;
}

/** A connection between two nodes, by their indexes in `nodes`. */
export interface ConnectionInput {
  fromIndex: number;
  toIndex: number;
  type: string;
}

/** A connection from a node to another rule chain. */
export interface ChainConnectionInput {
  fromIndex: number;
  targetRuleChainId: string;
  type: string;
  additionalInfo: unknown;
}

/** A validated RuleChainMetaData body. */
export interface MetadataInput {
  ruleChainId: string;
  firstNodeIndex: number | null;
  nodes: NodeInput[];
  connections: ConnectionInput[];
  ruleChainConnections: ChainConnectionInput[];
}

const MAX_NAME = 255;

function idOf(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  const id = typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  if (id === undefined || id === null) return null;
  if (!isUuid(id)) throw invalidUuid(id, field);
  return id.toLowerCase();
}

function listOf(value: unknown, field: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${field} must be a list`);
  return value;
}

function requiredText(item: Record<string, unknown>, key: string, field: string): string {
  const value = item[key];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${field}.${key} should be specified!`);
  if (value.length > MAX_NAME) throw badRequest(`${field}.${key} length must be equal or less than ${MAX_NAME}`);
  return value;
}

function indexOf(item: Record<string, unknown>, key: string, field: string, count: number): number {
  const value = item[key];
  const name = field ? `${field}.${key}` : key;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(`${name} should be an integer index of nodes`);
  if (value < 0 || value >= count) throw badRequest(`${name} ${value} is out of range: the chain has ${count} nodes`);
  return value;
}

function itemOf(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${field} must be an object`);
  return value as Record<string, unknown>;
}

function parseNode(value: unknown, i: number): NodeInput {
  const field = `nodes[${i}]`;
  const item = itemOf(value, field);
  const configuration = item.configuration ?? null;
  if (configuration !== null && (typeof configuration !== 'object' || Array.isArray(configuration))) {
    throw badRequest(`${field}.configuration must be an object`);
  }
  if (item.debugMode !== undefined && item.debugMode !== null && typeof item.debugMode !== 'boolean') {
    throw badRequest(`${field}.debugMode must be a boolean`);
  }
  return {
    id: idOf(item.id, `${field}.id`),
    type: requiredText(item, 'type', field),
    name: requiredText(item, 'name', field),
    debugMode: item.debugMode === true,
    configuration,
    additionalInfo: item.additionalInfo ?? null,
    externalId: idOf(item.externalId, `${field}.externalId`),
  };
}

function parseConnection(value: unknown, i: number, count: number): ConnectionInput {
  const field = `connections[${i}]`;
  const item = itemOf(value, field);
  const fromIndex = indexOf(item, 'fromIndex', field, count);
  const toIndex = indexOf(item, 'toIndex', field, count);
  if (fromIndex === toIndex) throw badRequest(`${field} connects node ${fromIndex} to itself`);
  return { fromIndex, toIndex, type: requiredText(item, 'type', field) };
}

function parseChainConnection(value: unknown, i: number, count: number): ChainConnectionInput {
  const field = `ruleChainConnections[${i}]`;
  const item = itemOf(value, field);
  const target = idOf(item.targetRuleChainId, `${field}.targetRuleChainId`);
  if (!target) throw badRequest(`${field}.targetRuleChainId should be specified!`);
  return { fromIndex: indexOf(item, 'fromIndex', field, count), targetRuleChainId: target, type: requiredText(item, 'type', field), additionalInfo: item.additionalInfo ?? null };
}

/** Finds a cycle among the connections; answers the node indexes along it, or null. */
export function findCycle(count: number, connections: ConnectionInput[]): number[] | null {
  const next: number[][] = Array.from({ length: count }, () => []);
  for (const c of connections) next[c.fromIndex]!.push(c.toIndex);
  const state = new Array<number>(count).fill(0);
  const path: number[] = [];
  const visit = (n: number): number[] | null => {
    state[n] = 1;
    path.push(n);
    for (const m of next[n]!) {
      if (state[m] === 1) return [...path.slice(path.indexOf(m)), m];
      if (state[m] === 0) {
        const found = visit(m);
        if (found) return found;
      }
    }
    path.pop();
    state[n] = 2;
    return null;
  };
  for (let n = 0; n < count; n++) {
    if (state[n] !== 0) continue;
    const found = visit(n);
    if (found) return found;
  }
  return null;
}

/** Reads and validates a RuleChainMetaData body; 400 naming the field for every problem. */
export function parseMetadata(raw: unknown): MetadataInput {
  const body = objectBody(raw);
  const ruleChainId = idOf(body.ruleChainId, 'ruleChainId');
  if (!ruleChainId) throw badRequest('ruleChainId should be specified!');
  const nodes = listOf(body.nodes, 'nodes').map(parseNode);
  const seen = new Set<string>();
  nodes.forEach((n, i) => {
    if (!n.id) return;
    if (seen.has(n.id)) throw badRequest(`nodes[${i}].id repeats the id of another node`);
    seen.add(n.id);
  });
  let firstNodeIndex: number | null = null;
  if (body.firstNodeIndex !== undefined && body.firstNodeIndex !== null) firstNodeIndex = indexOf(body, 'firstNodeIndex', '', nodes.length);
  const connections = listOf(body.connections, 'connections').map((c, i) => parseConnection(c, i, nodes.length));
  const cycle = findCycle(nodes.length, connections);
  if (cycle) throw badRequest(`connections form a cycle through nodes ${cycle.join(' -> ')}; circular connections are not allowed in a rule chain`);
  const ruleChainConnections = listOf(body.ruleChainConnections, 'ruleChainConnections').map((c, i) => parseChainConnection(c, i, nodes.length));
  return { ruleChainId, firstNodeIndex, nodes, connections, ruleChainConnections };
}
