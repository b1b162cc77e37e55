import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  EDGE_GROUP_PAGE_SIZE, EDGE_GROUP_TYPES, edgeGroupList, edgeGroupPath, edgeGroupTitle, edgeGroupsOf, edgesOf,
} from '../../elements/dashboard/widgets/values/edges-overview.logic.js';

const edge = (id: string, name = id) => ({ entity: { entityType: 'EDGE', id, name, label: '' }, datasourceName: name, cells: [] });

describe('edges overview rules', () => {
  it('takes each edge of the rows once, in order, and nothing else', () => {
    const device = { entity: { entityType: 'DEVICE', id: 'd', name: 'd', label: '' }, datasourceName: 'd', cells: [] };
    assert.deepEqual(edgesOf([edge('e2'), device, edge('e1'), edge('e2'), { datasourceName: 'f', cells: [] }]).map((e) => e.id), ['e2', 'e1']);
  });

  it('lists the kinds of displayEntityGroups in its order, all five by default', () => {
    assert.deepEqual(EDGE_GROUP_TYPES, ['ASSET', 'DEVICE', 'ENTITY_VIEW', 'DASHBOARD', 'RULE_CHAIN']);
    assert.deepEqual(edgeGroupsOf(['RULE_CHAIN', 'DEVICE', 'DEVICE', 'CUSTOMER']), ['RULE_CHAIN', 'DEVICE']);
    assert.deepEqual(edgeGroupsOf([]), [...EDGE_GROUP_TYPES]);
    assert.deepEqual(edgeGroupsOf(undefined), [...EDGE_GROUP_TYPES]);
    assert.equal(edgeGroupTitle('ENTITY_VIEW'), 'widgets:edges.entity-views');
  });

  it('calls the server edge lists, first page of 20 sorted by name (dashboards by title)', () => {
    assert.equal(EDGE_GROUP_PAGE_SIZE, 20);
    assert.equal(edgeGroupPath('e 1', 'DEVICE'), '/api/edge/e%201/devices?pageSize=20&page=0&sortProperty=name&sortOrder=ASC');
    assert.equal(edgeGroupPath('e1', 'ENTITY_VIEW'), '/api/edge/e1/entityViews?pageSize=20&page=0&sortProperty=name&sortOrder=ASC');
    assert.equal(edgeGroupPath('e1', 'DASHBOARD'), '/api/edge/e1/dashboards?pageSize=20&page=0&sortProperty=title&sortOrder=ASC');
    assert.equal(edgeGroupPath('e1', 'RULE_CHAIN'), '/api/edge/e1/ruleChains?pageSize=20&page=0&sortProperty=name&sortOrder=ASC');
    assert.equal(edgeGroupPath('e1', 'ASSET'), '/api/edge/e1/assets?pageSize=20&page=0&sortProperty=name&sortOrder=ASC');
  });

  it('reads a page of entities: names, dashboard titles, and the total', () => {
    assert.deepEqual(edgeGroupList({ data: [{ id: { id: 'a' }, name: 'Pump' }, { id: { id: 'b' }, title: 'Overview' }], totalElements: 45 }), {
      names: [{ id: 'a', name: 'Pump' }, { id: 'b', name: 'Overview' }], total: 45,
    });
    assert.deepEqual(edgeGroupList({ data: [] }), { names: [], total: 0 });
    assert.deepEqual(edgeGroupList(null), { names: [], total: 0 });
  });
});
