import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ALIAS_FILTER_TYPES } from '../../sdk/catalogues/entity-fields.js';
import { NULL_UUID } from '../../sdk/entity-id.js';
import {
  aliasPageLink, resolveAlias, resolveAliasEntityId, resolveAliasFilter, type AliasContext, type AliasUser,
} from '../../elements/dashboard/model/aliases.logic.js';
import { normaliseAliasFilter } from '../../elements/dashboard/model/aliases.normalise.js';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import { DEFAULT_ENTITY_FIELDS, datasourceQuery } from '../../elements/dashboard/model/query.logic.js';
import { Problems } from '../../elements/dashboard/model/problems.js';
import type { AliasFilter, AliasFilterTypesCovered } from '../../elements/dashboard/model/dashboard.types.js';

const tenantAdmin: AliasUser = { authority: 'TENANT_ADMIN', tenantId: 'tenant-1', customerId: NULL_UUID, userId: 'user-1' };
const customerUser: AliasUser = { authority: 'CUSTOMER_USER', tenantId: 'tenant-1', customerId: 'customer-a', userId: 'user-2' };
const thermostat = { entityType: 'DEVICE', id: 'device-1' };
const inState: AliasContext = { user: tenantAdmin, stateParams: { entityId: thermostat, entityName: 'T1', heater: { entityId: { entityType: 'DEVICE', id: 'heater-9' } } } };
const noState: AliasContext = { user: tenantAdmin };

function filter(raw: Record<string, unknown>): AliasFilter {
  const problems = new Problems();
  const result = normaliseAliasFilter({ resolveMultiple: true, ...raw }, 'filter', problems);
  assert.deepEqual(problems.list, []);
  return result!;
}
const entityFilterOf = (f: AliasFilter, ctx: AliasContext = noState) => {
  const r = resolveAliasFilter(f, ctx);
  assert.ok(r.resolved, 'resolves');
  return r.entityFilter;
};

describe('alias filters → entity filters (console-core §3, protocol §5.2)', () => {
  it('covers every alias filter type of the catalogue', () => {
    const covered: AliasFilterTypesCovered = true; // fails to compile when a type has no filter variant
    assert.equal(covered, true);
    assert.equal(ALIAS_FILTER_TYPES.length, 15);
  });

  it('singleEntity sends the entity', () => {
    assert.deepEqual(entityFilterOf(filter({ type: 'singleEntity', resolveMultiple: false, singleEntity: thermostat })), { type: 'singleEntity', singleEntity: thermostat });
  });

  it('entityList, entityName and entityType send their fields without the alias-only keys', () => {
    assert.deepEqual(entityFilterOf(filter({ type: 'entityList', entityType: 'DEVICE', entityList: ['a', 'b'] })), { type: 'entityList', entityType: 'DEVICE', entityList: ['a', 'b'] });
    assert.deepEqual(entityFilterOf(filter({ type: 'entityName', entityType: 'ASSET', entityNameFilter: 'Lobby' })), { type: 'entityName', entityType: 'ASSET', entityNameFilter: 'Lobby' });
    assert.deepEqual(entityFilterOf(filter({ type: 'entityType', entityType: 'CUSTOMER' })), { type: 'entityType', entityType: 'CUSTOMER' });
  });

  it('the four subtype filters send their type and name prefix', () => {
    for (const [type, typeField, nameField] of [
      ['assetType', 'assetType', 'assetNameFilter'], ['deviceType', 'deviceType', 'deviceNameFilter'],
      ['edgeType', 'edgeType', 'edgeNameFilter'], ['entityViewType', 'entityViewType', 'entityViewNameFilter'],
    ] as const) {
      assert.deepEqual(entityFilterOf(filter({ type, [typeField]: 'thermostat', [nameField]: 'Lob' })), { type, [typeField]: 'thermostat', [nameField]: 'Lob' });
    }
  });

  it('apiUsageState sends the customer only when one is set', () => {
    assert.deepEqual(entityFilterOf(filter({ type: 'apiUsageState' })), { type: 'apiUsageState' });
    assert.deepEqual(entityFilterOf(filter({ type: 'apiUsageState', customerId: { entityType: 'CURRENT_CUSTOMER', id: NULL_UUID } }), { user: customerUser }),
      { type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: 'customer-a' } });
  });

  it('relationsQuery sends root, direction, relation filters, depth and last-level flag', () => {
    const f = filter({ type: 'relationsQuery', rootEntity: { entityType: 'ASSET', id: 'building-1' }, direction: 'FROM', maxLevel: 2, fetchLastLevelOnly: true, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] });
    assert.deepEqual(entityFilterOf(f), {
      type: 'relationsQuery', rootEntity: { entityType: 'ASSET', id: 'building-1' }, direction: 'FROM', maxLevel: 2, fetchLastLevelOnly: true,
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
    });
  });

  it('the four search queries send root, relation type and their subtype list', () => {
    for (const [type, field] of [
      ['assetSearchQuery', 'assetTypes'], ['deviceSearchQuery', 'deviceTypes'], ['edgeSearchQuery', 'edgeTypes'], ['entityViewSearchQuery', 'entityViewTypes'],
    ] as const) {
      const f = filter({ type, rootEntity: { entityType: 'ASSET', id: 'b' }, direction: 'TO', maxLevel: 1, relationType: 'Contains', [field]: ['x'] });
      assert.deepEqual(entityFilterOf(f), { type, rootEntity: { entityType: 'ASSET', id: 'b' }, direction: 'TO', maxLevel: 1, fetchLastLevelOnly: false, relationType: 'Contains', [field]: ['x'] });
    }
  });
});

describe('state-entity aliases', () => {
  const stateEntity = (extra: Record<string, unknown> = {}) => filter({ type: 'stateEntity', resolveMultiple: false, ...extra });

  it('resolve to the entity the current state was opened for, as singleEntity', () => {
    const r = resolveAliasFilter(stateEntity(), inState);
    assert.deepEqual(r, { resolved: true, entityFilter: { type: 'singleEntity', singleEntity: thermostat }, stateEntity: true, entityParamName: null, resolveMultiple: false });
  });

  it('read a named state param when stateEntityParamName is set', () => {
    assert.deepEqual(entityFilterOf(stateEntity({ stateEntityParamName: 'heater' }), inState), { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'heater-9' } });
  });

  it('fall back to the default state entity, then resolve to nothing', () => {
    assert.deepEqual(entityFilterOf(stateEntity({ defaultStateEntity: { entityType: 'DEVICE', id: 'spare' } })), { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'spare' } });
    assert.deepEqual(entityFilterOf(stateEntity({ stateEntityParamName: 'pump', defaultStateEntity: { entityType: 'DEVICE', id: 'spare' } }), inState), { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'spare' } });
    assert.deepEqual(resolveAliasFilter(stateEntity(), noState), { resolved: false, stateEntity: true, entityParamName: null, reason: 'dashboard.model.no-state-entity' });
  });

  it('root relation and search queries at the state entity when rootStateEntity is on', () => {
    const rel = filter({ type: 'relationsQuery', rootStateEntity: true, direction: 'FROM', maxLevel: 1, filters: [] });
    assert.deepEqual(entityFilterOf(rel, inState).rootEntity, thermostat);
    assert.equal(resolveAliasFilter(rel, noState).resolved, false);
    const search = filter({ type: 'deviceSearchQuery', rootStateEntity: true, stateEntityParamName: 'heater', direction: 'FROM', deviceTypes: [] });
    assert.deepEqual(entityFilterOf(search, inState).rootEntity, { entityType: 'DEVICE', id: 'heater-9' });
  });
});

describe('CURRENT_* entity types', () => {
  it('become the signed-in user, tenant, customer and owner', () => {
    const id = (entityType: string) => ({ entityType, id: NULL_UUID });
    assert.deepEqual(resolveAliasEntityId(id('CURRENT_TENANT'), customerUser), { entityType: 'TENANT', id: 'tenant-1' });
    assert.deepEqual(resolveAliasEntityId(id('CURRENT_CUSTOMER'), customerUser), { entityType: 'CUSTOMER', id: 'customer-a' });
    assert.deepEqual(resolveAliasEntityId(id('CURRENT_CUSTOMER'), tenantAdmin), { entityType: 'CUSTOMER', id: NULL_UUID }, 'a tenant admin keeps the stored id');
    assert.deepEqual(resolveAliasEntityId(id('CURRENT_USER'), customerUser), { entityType: 'USER', id: 'user-2' });
    assert.deepEqual(resolveAliasEntityId(id('CURRENT_USER_OWNER'), tenantAdmin), { entityType: 'TENANT', id: 'tenant-1' });
    assert.deepEqual(resolveAliasEntityId(id('CURRENT_USER_OWNER'), customerUser), { entityType: 'CUSTOMER', id: 'customer-a' });
    assert.deepEqual(resolveAliasEntityId(thermostat, customerUser), thermostat);
  });

  it('are replaced in single entities and query roots', () => {
    const single = filter({ type: 'singleEntity', singleEntity: { entityType: 'CURRENT_USER', id: NULL_UUID } });
    assert.deepEqual(entityFilterOf(single, { user: customerUser }), { type: 'singleEntity', singleEntity: { entityType: 'USER', id: 'user-2' } });
    const search = filter({ type: 'assetSearchQuery', rootEntity: { entityType: 'CURRENT_CUSTOMER', id: NULL_UUID }, direction: 'FROM', assetTypes: ['building'] });
    assert.deepEqual(entityFilterOf(search, { user: customerUser }).rootEntity, { entityType: 'CUSTOMER', id: 'customer-a' });
  });
});

describe('alias page links', () => {
  it('ask for 1024 entities newest first, or the widget page size, or 1 for single-entity aliases', () => {
    assert.deepEqual(aliasPageLink(true), { pageSize: 1024, page: 0, textSearch: null, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' }, dynamic: false });
    assert.equal(aliasPageLink(true, 50).pageSize, 50);
    assert.deepEqual(aliasPageLink(false, 50), { pageSize: 1, page: 0 });
  });
});

describe('datasource queries of the hand-written 3.4.1 dashboard', () => {
  const fixture = JSON.parse(readFileSync(new URL('../fixtures/dashboards/thermostats-3.4.1-export.json', import.meta.url), 'utf8'));
  const config = normaliseDashboard(fixture, { now: 0 }).dashboard.configuration;
  const widget = (id: string) => config.widgets[id]!;
  const TABLE = '5f0c2a31-7d4e-4a8b-9c61-2b3d4e5f6a01';
  const CHART = '7b2e4d61-9f0a-4c3b-8d2e-4f5a6b7c8d02';
  const GAUGE = 'c3d5e7f1-4a5b-4c6d-9e7f-8a9b0c1d2e05';

  it('a table of a device-type alias with a dashboard filter', () => {
    const w = widget(TABLE);
    const q = datasourceQuery(w.config.datasources[0]!, config, noState, { widgetType: w.type, pageSize: w.config.pageSize });
    assert.equal(q.kind, 'entity');
    assert.ok(q.kind === 'entity');
    assert.deepEqual(q.query.entityFilter, { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' });
    assert.equal(q.query.pageLink.pageSize, 50);
    assert.deepEqual(q.query.entityFields, ['label', ...DEFAULT_ENTITY_FIELDS.filter((f) => f !== 'label')].map((key) => ({ type: 'ENTITY_FIELD', key })));
    assert.deepEqual(q.query.latestValues, [{ type: 'TIME_SERIES', key: 'temperature' }, { type: 'ATTRIBUTE', key: 'mode' }]);
    assert.equal(q.query.keyFilters!.length, 2);
  });

  it('a time-series chart reads no time series as latest values', () => {
    const w = widget(CHART);
    const q = datasourceQuery(w.config.datasources[0]!, config, noState, { widgetType: w.type });
    assert.ok(q.kind === 'entity');
    assert.deepEqual(q.query.latestValues, []);
    assert.deepEqual(q.query.entityFilter, { type: 'entityList', entityType: 'DEVICE', entityList: ['4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', '5b2c3d4e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'] });
  });

  it('a state-entity gauge follows the state, then its default entity, one entity per page', () => {
    const w = widget(GAUGE);
    const opened = datasourceQuery(w.config.datasources[0]!, config, inState, { widgetType: w.type });
    assert.ok(opened.kind === 'entity');
    assert.deepEqual(opened.query.entityFilter, { type: 'singleEntity', singleEntity: thermostat });
    assert.deepEqual(opened.query.pageLink, { pageSize: 1, page: 0 });
    const fresh = datasourceQuery(w.config.datasources[0]!, config, noState, { widgetType: w.type });
    assert.ok(fresh.kind === 'entity');
    assert.deepEqual(fresh.query.entityFilter, { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' } });
  });

  it('function datasources ask nothing; unknown aliases and missing state entities say why', () => {
    assert.deepEqual(datasourceQuery({ type: 'function', dataKeys: [] }, config, noState, { widgetType: 'latest' }), { kind: 'function' });
    assert.deepEqual(datasourceQuery({ type: 'entity', entityAliasId: 'gone', dataKeys: [] }, config, noState, { widgetType: 'latest' }),
      { kind: 'none', reason: 'dashboard.model.unknown-alias', aliasId: 'gone' });
    assert.deepEqual(datasourceQuery({ type: 'entity', entityAliasId: '3e0f3b6b-4d3c-4c3b-9a0a-6f9b5f4c3d14', dataKeys: [] }, config, noState, { widgetType: 'latest' }),
      { kind: 'none', reason: 'dashboard.model.no-state-entity', aliasId: '3e0f3b6b-4d3c-4c3b-9a0a-6f9b5f4c3d14' });
  });

  it('an entity-count datasource asks for a count with the filter and key filters only', () => {
    const q = datasourceQuery({ type: 'entityCount', entityAliasId: '0b7c0e3e-1a0f-4f0e-8d8d-3c6e2c1f0a11', filterId: 'c5a1e9d2-6b0f-4b7e-a1c3-8d2f4e6a0b21', dataKeys: [{ name: 'count', type: 'count' }] }, config, noState, { widgetType: 'latest' });
    assert.ok(q.kind === 'count');
    assert.deepEqual(Object.keys(q.query), ['entityFilter', 'keyFilters']);
    assert.equal(q.query.keyFilters!.length, 2);
  });

  it('every alias of the dashboard resolves by id with the state set', () => {
    for (const id of Object.keys(config.entityAliases)) assert.equal(resolveAlias(config.entityAliases, id, inState)?.resolved, true, id);
    assert.equal(resolveAlias(config.entityAliases, 'gone', inState), undefined);
  });
});

describe('bad alias filters', () => {
  it('are reported with their path and dropped when unusable', () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ type: 'singleEntity', singleEntity: 'device-1' }, ['f.singleEntity']],
      [{ type: 'entityList', entityList: ['a', 3] }, ['f.entityList', 'f.entityType']],
      [{ type: 'relationsQuery', direction: 'UP', filters: [] }, ['f.direction', 'f.rootEntity']],
      [{ type: 'sometimes' }, ['f.type']],
    ];
    for (const [raw, paths] of cases) {
      const problems = new Problems();
      assert.equal(normaliseAliasFilter(raw, 'f', problems), undefined);
      assert.deepEqual(problems.list.map((p) => p.path), paths);
    }
  });
});
