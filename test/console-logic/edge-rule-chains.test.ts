import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  assignableChains, CHAIN_PICKER_PAGE_SIZE, chainRowActions, EDGE_CHAINS_PAGE_SIZE, edgeChainPickerQuery, edgeChainsQuery, missingChainsOf, type RuleChainRecord,
} from '../../console/pages/edges/edge-rule-chains.logic.js';

const chain = (id: string, name: string): RuleChainRecord => ({ id: { entityType: 'RULE_CHAIN', id }, name, type: 'EDGE' });

describe('edge rule chains', () => {
  it('lists the assigned rule chains 20 per page by name', () => {
    assert.equal(EDGE_CHAINS_PAGE_SIZE, 20);
    assert.deepEqual(edgeChainsQuery(1), { pageSize: 20, page: 1, sortProperty: 'name', sortOrder: 'ASC' });
  });

  it('searches the first 50 edge rule chains by name, the text trimmed and left out when blank', () => {
    assert.equal(CHAIN_PICKER_PAGE_SIZE, 50);
    assert.deepEqual(edgeChainPickerQuery('  relay '), { pageSize: 50, page: 0, type: 'EDGE', sortProperty: 'name', sortOrder: 'ASC', textSearch: 'relay' });
    assert.deepEqual(edgeChainPickerQuery('   '), { pageSize: 50, page: 0, type: 'EDGE', sortProperty: 'name', sortOrder: 'ASC' });
  });

  it('marks the root, which can be neither unassigned nor made root; any other can be both', () => {
    assert.deepEqual(chainRowActions('r1', 'r1'), { isRoot: true, canSetRoot: false, canUnassign: false });
    assert.deepEqual(chainRowActions('c2', 'r1'), { isRoot: false, canSetRoot: true, canUnassign: true });
    assert.deepEqual(chainRowActions('c2', null), { isRoot: false, canSetRoot: true, canUnassign: true });
    assert.deepEqual(chainRowActions(undefined, undefined), { isRoot: false, canSetRoot: false, canUnassign: false });
  });

  it('offers only the edge rule chains the edge does not have yet', () => {
    const found = [chain('a', 'Alpha'), chain('b', 'Beta'), { name: 'No id' }];
    assert.deepEqual(assignableChains(found, new Set(['a'])).map((c) => c.name), ['Beta']);
  });

  it('names the rule chains assigned ones forward to but the edge lacks, from an object or a JSON text', () => {
    const answer = { Zeta: ['Relay'], Alpha: ['Filter', 'Store'], Empty: [] };
    const expected = [{ chain: 'Alpha', missing: ['Filter', 'Store'] }, { chain: 'Zeta', missing: ['Relay'] }];
    assert.deepEqual(missingChainsOf(answer), expected);
    assert.deepEqual(missingChainsOf(JSON.stringify(answer)), expected);
    assert.deepEqual(missingChainsOf({}), []);
    assert.deepEqual(missingChainsOf('{}'), []);
    assert.deepEqual(missingChainsOf('nonsense'), []);
    assert.deepEqual(missingChainsOf(null), []);
    assert.deepEqual(missingChainsOf(['Alpha']), []);
    assert.deepEqual(missingChainsOf({ Odd: 'Relay', Mixed: ['Relay', 3, ''] }), [{ chain: 'Mixed', missing: ['Relay'] }]);
  });
});
