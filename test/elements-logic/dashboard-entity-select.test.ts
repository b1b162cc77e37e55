import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENTITY_SUGGESTIONS_LIMIT } from '../../sdk/catalogues/limits.js';
import { NULL_UUID } from '../../sdk/entity-id.js';
import { resolveAlias, type AliasContext } from '../../elements/dashboard/model/aliases.logic.js';
import {
  aliasChoice, aliasEntitiesSearchQuery, aliasFirstEntitiesQuery, entitiesSelectText, entitySelectAliases, shownEntity,
} from '../../elements/dashboard/model/entity-select.logic.js';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import { datasourceQuery } from '../../elements/dashboard/model/query.logic.js';
import { widgetSourcesKey } from '../../elements/dashboard/view/widget-inputs.logic.js';

const tenant: AliasContext = { user: { authority: 'TENANT_ADMIN', tenantId: 'tenant-1', customerId: NULL_UUID, userId: 'user-1' } };
const T1 = { entityType: 'DEVICE', id: 't1', name: 'Thermostat T1' };
const T2 = { entityType: 'DEVICE', id: 't2', name: 'Thermostat T2' };
const row = (e: typeof T1) => ({ entityId: { entityType: e.entityType, id: e.id }, latest: { ENTITY_FIELD: { name: { ts: 0, value: e.name } } } });

const { dashboard } = normaliseDashboard({
  title: 'Plant',
  configuration: {
    entityAliases: {
      thermostat: { id: 'thermostat', alias: 'Thermostat', filter: { type: 'deviceType', resolveMultiple: false, deviceType: 'thermostat', deviceNameFilter: '' } },
      all: { id: 'all', alias: 'All devices', filter: { type: 'entityType', resolveMultiple: true, entityType: 'DEVICE' } },
      pump: { id: 'pump', alias: 'Pump', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: 'p1' } } },
      current: { id: 'current', alias: 'Current', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: { entityType: 'DEVICE', id: 't1' } } },
      building: { id: 'building', alias: 'Building', filter: { type: 'entityName', resolveMultiple: false, entityType: 'ASSET', entityNameFilter: 'Building' } },
      usage: { id: 'usage', alias: 'Usage', filter: { type: 'apiUsageState', resolveMultiple: false } },
    },
    filters: { warm: { id: 'warm', filter: 'Warm', editable: true, keyFilters: [] } },
    widgets: {
      value: { id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest', config: { datasources: [{ type: 'entity', entityAliasId: 'thermostat', filterId: 'warm', dataKeys: [] }] } },
      table: { id: 'table', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest', config: { datasources: [{ type: 'entity', entityAliasId: 'all', dataKeys: [] }] } },
    },
  },
});
const config = dashboard.configuration;

describe('the entities select of the dashboard toolbar', () => {
  it('offers the aliases of one entity whose filter can match several, leaving out lists, single entities, the API usage and state-bound aliases', () => {
    assert.deepEqual(entitySelectAliases(config, tenant), [
      { aliasId: 'thermostat', name: 'Thermostat', entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' } },
      { aliasId: 'building', name: 'Building', entityFilter: { type: 'entityName', entityType: 'ASSET', entityNameFilter: 'Building' } },
    ]);
  });

  it('asks for the first two entities in the order the widgets get their one, and searches by name, 50 at most, sorted by name', () => {
    const filter = { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' };
    const widget = datasourceQuery(config.widgets.value!.config.datasources[0]!, config, tenant, { widgetType: 'latest' });
    assert.ok(widget.kind === 'entity');
    assert.deepEqual(widget.query.pageLink, { pageSize: 1, page: 0 });
    assert.deepEqual(aliasFirstEntitiesQuery(filter).pageLink, { pageSize: 2, page: 0 });
    assert.equal(ENTITY_SUGGESTIONS_LIMIT, 50);
    assert.deepEqual(aliasEntitiesSearchQuery(filter, ' T2 '), {
      entityFilter: filter,
      pageLink: { pageSize: 50, page: 0, textSearch: 'T2', sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'label' }],
    });
    assert.equal(aliasEntitiesSearchQuery(filter, '  ').pageLink.textSearch, null);
  });

  it('offers an alias only when it matched two entities or more, showing the first', () => {
    const [thermostat] = entitySelectAliases(config, tenant);
    assert.equal(aliasChoice(thermostat!, { data: [row(T1)], totalElements: 1 }), null);
    assert.equal(aliasChoice(thermostat!, { data: [], totalElements: 0 }), null);
    assert.deepEqual(aliasChoice(thermostat!, { data: [row(T1), row(T2)], totalElements: 7 })?.current, T1);
  });

  it('names the shown entity on its button when one alias is offered, else says "Entities"', () => {
    const [thermostat, building] = entitySelectAliases(config, tenant);
    const one = aliasChoice(thermostat!, { data: [row(T1), row(T2)], totalElements: 2 })!;
    const two = aliasChoice(building!, { data: [row({ entityType: 'ASSET', id: 'b1', name: 'Building A' }), row({ entityType: 'ASSET', id: 'b2', name: 'Building B' })], totalElements: 2 })!;
    assert.equal(entitiesSelectText([one], {}), 'Thermostat T1');
    assert.equal(entitiesSelectText([one], { thermostat: T2 }), 'Thermostat T2');
    assert.equal(shownEntity(one, { thermostat: T2 }), T2);
    assert.equal(entitiesSelectText([one, two], {}), null);
    assert.equal(entitiesSelectText([], {}), null);
  });

  it('resolves an alias of one entity to the picked entity, and leaves aliases of many and state-bound ones alone', () => {
    const picked: AliasContext = { ...tenant, entitySelection: { thermostat: T2, all: T2, current: T2 } };
    const thermostat = resolveAlias(config.entityAliases, 'thermostat', picked);
    assert.ok(thermostat?.resolved);
    assert.deepEqual(thermostat.entityFilter, { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 't2' } });
    const all = resolveAlias(config.entityAliases, 'all', picked);
    assert.ok(all?.resolved);
    assert.deepEqual(all.entityFilter, { type: 'entityType', entityType: 'DEVICE' });
    const current = resolveAlias(config.entityAliases, 'current', picked);
    assert.ok(current?.resolved);
    assert.deepEqual(current.entityFilter, { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 't1' } });
  });

  it('changes the subscription key of exactly the widgets whose aliases or filters changed', () => {
    const value = config.widgets.value!;
    const table = config.widgets.table!;
    const before = [widgetSourcesKey(value, config, {}), widgetSourcesKey(table, config, {})];
    assert.notEqual(widgetSourcesKey(value, config, { thermostat: T2 }), before[0]);
    assert.equal(widgetSourcesKey(table, config, { thermostat: T2 }), before[1]);
    const edited = { ...config, filters: { warm: { ...config.filters.warm!, keyFilters: [{ key: { type: 'TIME_SERIES' as const, key: 'temperature' }, valueType: 'NUMERIC' as const, predicates: [] }] } } };
    assert.notEqual(widgetSourcesKey(value, edited, {}), before[0]);
    assert.equal(widgetSourcesKey(table, edited, {}), before[1]);
  });
});
