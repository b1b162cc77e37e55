import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jsonTextProblem, problemValues } from '../../console/pages/entity-list/json-import.logic.js';
import { importedChainBody, importedMetadataBody, parseRuleChainImport } from '../../console/pages/rule-chains/rule-chain-import.logic.js';
import { newRuleChainBody } from '../../console/pages/rule-chains/rule-chain-form.logic.js';
import {
  AUTO_ASSIGN_COLUMN, autoAssignPath, chainIds, edgeRuleChainColumns, edgeTemplateActions, ruleChainExport, setEdgeTemplateRootPath,
} from '../../console/pages/rule-chains/rule-chains.logic.js';

const CHAIN_ID = 'c0ffee00-0000-4000-8000-000000000001';
const NODE = (name: string, index: number) => ({
  id: { entityType: 'RULE_NODE', id: `node-${index}` },
  createdTime: 1700000000000 + index,
  ruleChainId: { entityType: 'RULE_CHAIN', id: CHAIN_ID },
  externalId: null,
  type: 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode',
  name,
  debugMode: false,
  configuration: { version: 0 },
  additionalInfo: { layoutX: 100 * index, layoutY: 150 },
});
const CHAIN = { id: { entityType: 'RULE_CHAIN', id: CHAIN_ID }, createdTime: 1700000000000, tenantId: { entityType: 'TENANT', id: 't' }, name: 'Thermostat', type: 'CORE', root: true, firstRuleNodeId: { entityType: 'RULE_NODE', id: 'node-0' }, debugMode: true, configuration: null, additionalInfo: { description: 'Alarms' }, externalId: null };
const METADATA = {
  ruleChainId: { entityType: 'RULE_CHAIN', id: CHAIN_ID },
  firstNodeIndex: 0,
  nodes: [NODE('Switch', 0), NODE('Save', 1), NODE('Alarm', 2)],
  connections: [{ fromIndex: 0, toIndex: 1, type: 'Post telemetry' }, { fromIndex: 0, toIndex: 2, type: 'Other' }],
  ruleChainConnections: null,
};

describe('rule chain export', () => {
  it('writes the chain without id, tenant and created time, not root and without a first node id, its nodes without ids, connections by index', () => {
    const exported = ruleChainExport(CHAIN, METADATA);
    assert.deepEqual(exported.ruleChain, { name: 'Thermostat', type: 'CORE', root: false, firstRuleNodeId: null, debugMode: true, configuration: null, additionalInfo: { description: 'Alarms' } });
    assert.equal(exported.metadata.ruleChainId, undefined);
    assert.deepEqual(exported.metadata.nodes, METADATA.nodes.map(({ name, type, debugMode, configuration, additionalInfo }) => ({ type, name, debugMode, configuration, additionalInfo })));
    assert.deepEqual(exported.metadata.connections, METADATA.connections);
    assert.equal(exported.metadata.firstNodeIndex, 0);
  });

  it('reads its own export back, and the saved chain exports to the same nodes and connections', () => {
    const text = JSON.stringify(ruleChainExport(CHAIN, METADATA));
    const read = parseRuleChainImport(text, 'CORE');
    assert.ok(read.ok);
    assert.deepEqual([read.value.name, read.value.nodes, read.value.connections], ['Thermostat', 3, 2]);
    const metadata = importedMetadataBody(read.value.chain, 'new-id');
    const reexported = ruleChainExport({ ...importedChainBody(read.value.chain), id: { id: 'new-id' } }, { ...metadata, nodes: (metadata.nodes as object[]).map((n, i) => ({ ...n, id: { id: `x${i}` } })) });
    assert.deepEqual(reexported, JSON.parse(text));
  });
});

describe('rule chain import', () => {
  const exported = ruleChainExport(CHAIN, METADATA);
  const parse = (json: unknown, type: 'CORE' | 'EDGE' = 'CORE') => parseRuleChainImport(typeof json === 'string' ? json : JSON.stringify(json), type);
  const problem = (json: unknown, type: 'CORE' | 'EDGE' = 'CORE') => {
    const result = parse(json, type);
    return result.ok ? null : result.problem;
  };

  it('refuses blank text and text that is not JSON, naming the parser’s complaint', () => {
    assert.deepEqual(problem('   '), { key: 'lists:json-import.empty' });
    const notJson = problem('{"ruleChain": ');
    assert.equal(notJson?.key, 'lists:json-import.not-json');
    assert.ok(typeof (notJson as { error: string }).error === 'string' && (notJson as { error: string }).error.length > 0);
    assert.deepEqual(jsonTextProblem('[1]'), { ok: true, value: [1] });
  });

  it('refuses JSON that is not a rule chain export: no ruleChain, no metadata, no name, nodes not a list', () => {
    for (const json of [[], { name: 'x' }, { ruleChain: { name: 'x' } }, { ruleChain: { name: '  ' }, metadata: {} }, { ruleChain: 'x', metadata: {} }, { ...exported, metadata: { nodes: {} } }]) {
      assert.deepEqual(problem(json), { key: 'rulechains:import.not-rule-chain' }, JSON.stringify(json));
    }
  });

  it('refuses a chain of the other list’s type; a chain without a type is a core one', () => {
    assert.deepEqual(problem(exported, 'EDGE'), { key: 'rulechains:import.wrong-type-CORE' });
    assert.deepEqual(problem({ ...exported, ruleChain: { ...exported.ruleChain, type: 'EDGE' } }), { key: 'rulechains:import.wrong-type-EDGE' });
    const untyped = parse({ ...exported, ruleChain: { name: 'Old' } });
    assert.ok(untyped.ok);
    assert.equal(untyped.value.chain.ruleChain.type, 'CORE');
    assert.ok(parse({ ...exported, ruleChain: { ...exported.ruleChain, type: 'EDGE' } }, 'EDGE').ok);
  });

  it('names the node without a type or name and the connection to a node the file lacks, counting from 1', () => {
    const nodes = exported.metadata.nodes as object[];
    assert.deepEqual(problem({ ...exported, metadata: { ...exported.metadata, nodes: [nodes[0], { name: 'No type' }] } }), { key: 'rulechains:import.bad-node', index: 2 });
    const connections = [{ fromIndex: 0, toIndex: 1, type: 'Success' }, { fromIndex: 0, toIndex: 3, type: 'Success' }];
    const bad = problem({ ...exported, metadata: { ...exported.metadata, connections } });
    assert.deepEqual(bad, { key: 'rulechains:import.bad-connection', index: 2, count: 3 });
    assert.deepEqual(problemValues(bad!), { index: 2, count: 3 });
    assert.deepEqual(problem({ ...exported, metadata: { ...exported.metadata, firstNodeIndex: 3 } }), { key: 'rulechains:import.bad-first-node', count: 3 });
  });

  it('creates the chain as a new, non-root one and points the metadata at the new chain', () => {
    const body = importedChainBody({ ruleChain: { ...CHAIN, name: '  Thermostat ' }, metadata: METADATA });
    assert.deepEqual(Object.keys(body).filter((key) => ['id', 'tenantId', 'createdTime'].includes(key)), []);
    assert.deepEqual([body.name, body.root, body.firstRuleNodeId], ['Thermostat', false, null]);
    const metadata = importedMetadataBody({ ruleChain: CHAIN, metadata: METADATA }, 'new-id');
    assert.deepEqual(metadata.ruleChainId, { entityType: 'RULE_CHAIN', id: 'new-id' });
    assert.equal((metadata.nodes as Record<string, unknown>[]).some((node) => 'id' in node || 'ruleChainId' in node), false);
    assert.deepEqual([metadata.firstNodeIndex, metadata.connections], [0, METADATA.connections]);
  });
});

describe('adding a rule chain', () => {
  it('sends the trimmed name, the list’s type, debug mode and the description in the additional info', () => {
    assert.deepEqual(newRuleChainBody({ name: ' Alarms ', debugMode: true, description: ' Raises alarms ' }, 'EDGE'), {
      name: 'Alarms', type: 'EDGE', root: false, debugMode: true, additionalInfo: { description: 'Raises alarms' },
    });
    assert.equal(newRuleChainBody({ name: 'A', debugMode: false, description: '  ' }, 'CORE').additionalInfo, null);
  });
});

describe('console-core §4: edge rule chain templates', () => {
  it('names the edge template root and auto-assign calls', () => {
    assert.equal(setEdgeTemplateRootPath('r/1'), '/api/ruleChain/r%2F1/edgeTemplateRoot');
    assert.equal(autoAssignPath('r1'), '/api/ruleChain/r1/autoAssignToEdge');
  });

  it('offers making a chain the template root and (un)assigning it to new edges, but not for the root itself', () => {
    assert.deepEqual(edgeTemplateActions(true, false), { canSetRoot: false, canAutoAssign: false, canStopAutoAssign: false });
    assert.deepEqual(edgeTemplateActions(false, false), { canSetRoot: true, canAutoAssign: true, canStopAutoAssign: false });
    assert.deepEqual(edgeTemplateActions(false, true), { canSetRoot: true, canAutoAssign: false, canStopAutoAssign: true });
  });

  it('marks the chains new edges get in their column, from the auto-assign list', () => {
    const ids = chainIds([{ id: { id: 'a' } }, { id: null }, {}]);
    assert.deepEqual([...ids], ['a']);
    const column = edgeRuleChainColumns((id) => ids.has(id)).find((c) => c.key === AUTO_ASSIGN_COLUMN)!;
    assert.equal(column.value?.({ id: { id: 'a' } } as never), true);
    assert.equal(column.value?.({ id: { id: 'b' } } as never), false);
  });
});
