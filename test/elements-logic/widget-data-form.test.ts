import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NULL_UUID } from '../../sdk/entity-id.js';
import {
  aliasChoices, allowedDatasourceTypes, canAdd, changeDatasourceType, descriptorLimit, keyKindsFor, moveItem, newDatasource, removeItem,
  setDatasourceAlias, setDatasourceFilter, widgetDataKind, withDatasources, withTargetDeviceAlias,
} from '../../elements/dashboard/edit/data/datasources.logic.js';
import {
  DECIMALS_RANGE, editChangesKey, editDataKey, functionBody, hasLatestDataKeys, isKeyColor, KEY_PALETTE, keyNameProblem, latestKeyKindsFor, newDataKey, nextKeyColor,
  parseDecimals, usedKeyColors, withDataKeys, withLatestDataKeys,
} from '../../elements/dashboard/edit/data/data-keys.logic.js';
import { keysQuery, readFoundKeys, suggestedKeyNames, KEY_LOOKUP_PAGE_SIZE } from '../../elements/dashboard/edit/data/key-suggestions.logic.js';
import {
  displaysTimewindow, hasTimewindow, setDisplayTimewindow, setUseDashboardTimewindow, setWidgetTimewindow, usesDashboardTimewindow,
} from '../../elements/dashboard/edit/data/timewindow-form.logic.js';
import type { Datasource, EntityAlias, Timewindow, WidgetConfig } from '../../elements/dashboard/model/dashboard.types.js';

const aliases: Record<string, EntityAlias> = {
  a2: { id: 'a2', alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } },
  a1: { id: 'a1', alias: 'Boiler', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: 'd1' } } },
  a3: { id: 'a3', alias: 'Selected', filter: { type: 'stateEntity', resolveMultiple: false } },
};
const user = { authority: 'TENANT_ADMIN' as const, tenantId: 'tenant-1', customerId: NULL_UUID, userId: 'user-1' };

describe('widget data form: datasources', () => {
  it('gives latest and timeseries widgets datasources, alarm widgets the alarm source, rpc widgets a target device and static ones nothing', () => {
    assert.equal(widgetDataKind('latest'), 'datasources');
    assert.equal(widgetDataKind('timeseries'), 'datasources');
    assert.equal(widgetDataKind('alarm'), 'alarmSource');
    assert.equal(widgetDataKind('rpc'), 'rpcTarget');
    assert.equal(widgetDataKind('static'), 'none');
  });

  it('offers entity and alarm counts only to latest widgets', () => {
    assert.deepEqual(allowedDatasourceTypes('latest'), ['entity', 'function', 'entityCount']);
    assert.deepEqual(allowedDatasourceTypes('timeseries'), ['entity', 'function']);
    assert.deepEqual(allowedDatasourceTypes('alarm'), ['entity', 'function']);
    assert.deepEqual(allowedDatasourceTypes('rpc'), []);
    assert.deepEqual(allowedDatasourceTypes('static'), []);
  });

  it('offers key kinds by datasource and widget type', () => {
    assert.deepEqual(keyKindsFor('entity', 'latest'), ['timeseries', 'attribute', 'entityField']);
    assert.deepEqual(keyKindsFor('entity', 'timeseries'), ['timeseries', 'attribute']);
    assert.deepEqual(keyKindsFor('entity', 'alarm'), ['alarm', 'entityField', 'attribute', 'timeseries']);
    assert.deepEqual(keyKindsFor('function', 'timeseries'), ['function']);
    assert.deepEqual(keyKindsFor('entityCount', 'latest'), []);
  });

  it('reads maxDatasources and maxDataKeys from the descriptor or its type parameters; absent, -1 or "-1" is unlimited', () => {
    assert.equal(descriptorLimit(null, 'maxDatasources'), null);
    assert.equal(descriptorLimit({}, 'maxDatasources'), null);
    assert.equal(descriptorLimit({ maxDatasources: -1 }, 'maxDatasources'), null);
    assert.equal(descriptorLimit({ maxDatasources: '-1' }, 'maxDatasources'), null);
    // Native single-value widgets take one key of one entity, as their 3.4 controller scripts state.
    assert.equal(descriptorLimit(null, 'maxDatasources', { bundleAlias: 'digital_gauges', typeAlias: 'digital_value' }), 1);
    assert.equal(descriptorLimit({}, 'maxDataKeys', { bundleAlias: 'cards', typeAlias: 'simple_card' }), 1);
    assert.equal(descriptorLimit({ maxDataKeys: 3 }, 'maxDataKeys', { bundleAlias: 'cards', typeAlias: 'simple_card' }), 3);
    assert.equal(descriptorLimit(null, 'maxDataKeys', { bundleAlias: 'charts', typeAlias: 'basic_timeseries' }), null);
    assert.equal(descriptorLimit({ maxDatasources: 2 }, 'maxDatasources'), 2);
    assert.equal(descriptorLimit({ maxDataKeys: '3' }, 'maxDataKeys'), 3);
    assert.equal(descriptorLimit({ typeParameters: { maxDataKeys: 1 } }, 'maxDataKeys'), 1);
    assert.equal(descriptorLimit({ maxDataKeys: 1.5 }, 'maxDataKeys'), null);
    assert.equal(canAdd(1, null), true);
    assert.equal(canAdd(1, 2), true);
    assert.equal(canAdd(2, 2), false);
  });

  it('lists the aliases by name', () => {
    assert.deepEqual(aliasChoices(aliases), [{ id: 'a1', name: 'Boiler' }, { id: 'a3', name: 'Selected' }, { id: 'a2', name: 'Thermostats' }]);
  });

  it('builds new datasources as 3.4 stores them: entity on an alias, function named function, counts with their count key', () => {
    assert.deepEqual(newDatasource('entity', 'a1'), { type: 'entity', name: null, entityAliasId: 'a1', filterId: null, dataKeys: [] });
    assert.deepEqual(newDatasource('function'), { type: 'function', name: 'function', dataKeys: [] });
    assert.deepEqual(newDatasource('entityCount', 'a2').dataKeys, [{ name: 'count', type: 'count', label: 'count', settings: {} }]);
  });

  it('changes a datasource type keeping unknown fields and the keys the new type takes', () => {
    const ds: Datasource = { type: 'entity', name: null, entityAliasId: 'a1', filterId: 'f1', vendor: 7, dataKeys: [{ name: 't', type: 'timeseries' }, { name: 'n', type: 'entityField' }] };
    const fn = changeDatasourceType(ds, 'function', 'latest');
    assert.deepEqual(fn, { type: 'function', name: 'function', vendor: 7, dataKeys: [] });
    const back = changeDatasourceType(fn, 'entity', 'latest');
    assert.deepEqual(back, { type: 'entity', name: null, vendor: 7, entityAliasId: null, filterId: null, dataKeys: [] });
    const count = changeDatasourceType(ds, 'entityCount', 'latest');
    assert.equal(count.filterId, 'f1');
    assert.equal(count.entityAliasId, 'a1');
    assert.deepEqual(count.dataKeys.map((k) => k.type), ['count']);
    assert.equal(changeDatasourceType(ds, 'entity', 'latest'), ds);
  });

  it('sets alias, filter and rpc target keeping the rest', () => {
    const ds: Datasource = { type: 'entity', entityAliasId: 'a1', dataKeys: [], extra: 'x' };
    assert.deepEqual(setDatasourceAlias(ds, 'a2'), { ...ds, entityAliasId: 'a2' });
    assert.deepEqual(setDatasourceFilter(ds, null), { ...ds, filterId: null });
    const config: WidgetConfig = { datasources: [], title: 'T', targetDeviceAliasIds: ['old'] };
    assert.deepEqual(withTargetDeviceAlias(config, 'a1'), { datasources: [], title: 'T', targetDeviceAliasIds: ['a1'] });
    assert.deepEqual(withTargetDeviceAlias(config, null).targetDeviceAliasIds, []);
    assert.deepEqual(withDatasources(config, [ds]), { ...config, datasources: [ds] });
  });

  it('moves and removes list items, ignoring moves out of range', () => {
    assert.deepEqual(moveItem(['a', 'b', 'c'], 0, 1), ['b', 'a', 'c']);
    assert.deepEqual(moveItem(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b']);
    assert.deepEqual(moveItem(['a', 'b'], 1, 2), ['a', 'b']);
    assert.deepEqual(removeItem(['a', 'b', 'c'], 1), ['a', 'c']);
  });
});

describe('widget data form: data keys', () => {
  it('gives a new key the next unused palette colour, ignoring case, and cycles once all are used', () => {
    assert.equal(KEY_PALETTE.length, 10);
    assert.equal(nextKeyColor([]), KEY_PALETTE[0]);
    assert.equal(nextKeyColor([KEY_PALETTE[0]!.toUpperCase(), KEY_PALETTE[2]!]), KEY_PALETTE[1]);
    assert.equal(nextKeyColor([...KEY_PALETTE, '#000000']), KEY_PALETTE[1]);
  });

  it('labels a new key with its trimmed name and gives function keys a body', () => {
    assert.deepEqual(newDataKey(' temperature ', 'timeseries', [KEY_PALETTE[0]!]), { name: 'temperature', type: 'timeseries', label: 'temperature', color: KEY_PALETTE[1], settings: {} });
    assert.equal(newDataKey('Random', 'function', []).funcBody, functionBody('Random'));
    assert.match(functionBody('Random'), /-1000/);
    assert.match(functionBody('Random'), /1000/);
    assert.equal(functionBody('mine'), 'return 0;');
  });

  it('collects the colours of every datasource and the alarm source', () => {
    const config: WidgetConfig = {
      datasources: [{ type: 'entity', dataKeys: [{ name: 'a', type: 'timeseries', color: '#111' }], latestDataKeys: [{ name: 'b', type: 'attribute', color: '#222' }] }],
      alarmSource: { type: 'entity', dataKeys: [{ name: 'type', type: 'alarm', color: '#333' }, { name: 'x', type: 'alarm' }] },
    };
    assert.deepEqual(usedKeyColors(config), ['#111', '#222', '#333']);
  });

  it('refuses an empty key name and a repeat of the same kind', () => {
    const keys = [{ name: 'temperature', type: 'timeseries' as const }];
    assert.equal(keyNameProblem('  ', 'timeseries', keys), 'required');
    assert.equal(keyNameProblem('temperature', 'timeseries', keys), 'duplicate');
    assert.equal(keyNameProblem('temperature', 'attribute', keys), null);
  });

  it('takes decimals as a whole number from 0 to 15, empty as none', () => {
    assert.deepEqual(DECIMALS_RANGE, { min: 0, max: 15 });
    assert.equal(parseDecimals(''), null);
    assert.equal(parseDecimals(' 0 '), 0);
    assert.equal(parseDecimals('15'), 15);
    for (const bad of ['16', '-1', '1.5', 'two', '1e1']) assert.equal(parseDecimals(bad), 'invalid', bad);
  });

  it('accepts hex, functional and named colours', () => {
    for (const good of ['#fff', '#ffcc00', '#ffcc0080', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'hsl(120 50% 50%)', 'teal']) assert.equal(isKeyColor(good), true, good);
    for (const bad of ['', '#ff', '#gggggg', 'url(x)', 'red;']) assert.equal(isKeyColor(bad), false, bad);
  });

  it('edits a key keeping the fields it does not name; empty units and null decimals are removed, an empty label is the name', () => {
    const key = { name: 't', type: 'timeseries' as const, label: 'T', color: '#111', settings: { x: 1 }, units: '°C', decimals: 1, _hash: 0.5 };
    assert.deepEqual(editDataKey(key, { label: 'Temp', units: 'K', decimals: 3 }), { ...key, label: 'Temp', units: 'K', decimals: 3 });
    const cleared = editDataKey(key, { units: ' ', decimals: null, label: '' });
    assert.deepEqual(cleared, { name: 't', type: 'timeseries', label: 't', color: '#111', settings: { x: 1 }, _hash: 0.5 });
    assert.equal(editChangesKey(key, { label: 'T' }), false);
    assert.equal(editChangesKey(key, { color: '#222' }), true);
  });
  it("replaces a key's own settings whole, keeping its other fields", () => {
    const key = { name: 't', type: 'timeseries' as const, label: 'T', settings: { showInLegend: true, vendor: { a: 1 } } };
    const next = editDataKey(key, { settings: { showInLegend: false, vendor: { a: 1 } } });
    assert.deepEqual(next, { name: 't', type: 'timeseries', label: 'T', settings: { showInLegend: false, vendor: { a: 1 } } });
    assert.equal(editChangesKey(key, { settings: { showInLegend: true, vendor: { a: 1 } } }), false);
    assert.equal(editChangesKey(key, { settings: {} }), true);
  });

  it('offers latest-value keys only to widget types with hasAdditionalLatestDataKeys, attributes and time series on entity datasources', () => {
    assert.equal(hasLatestDataKeys({ hasAdditionalLatestDataKeys: true }), true);
    assert.equal(hasLatestDataKeys({ typeParameters: { hasAdditionalLatestDataKeys: true } }), true, 'as a 3.4 controller script states it');
    assert.equal(hasLatestDataKeys({ hasAdditionalLatestDataKeys: false }), false);
    assert.equal(hasLatestDataKeys({ hasAdditionalLatestDataKeys: 'true' }), false);
    assert.equal(hasLatestDataKeys({}), false);
    assert.equal(hasLatestDataKeys(null), false);
    assert.deepEqual(latestKeyKindsFor('entity'), ['timeseries', 'attribute']);
    assert.deepEqual(latestKeyKindsFor('function'), []);
    assert.deepEqual(latestKeyKindsFor('entityCount'), []);
  });

  it('sets the latest keys and the data keys of a datasource each without touching the other list or unknown fields', () => {
    const ds: Datasource = { type: 'entity', entityAliasId: 'a1', dataKeys: [{ name: 'a', type: 'timeseries' }], latestDataKeys: [{ name: 'b', type: 'attribute' }], vendor: 1 };
    assert.deepEqual(withLatestDataKeys(ds, []), { ...ds, latestDataKeys: [] });
    assert.deepEqual(withDataKeys(ds, []), { ...ds, dataKeys: [] });
    assert.deepEqual(withDataKeys(ds, []).latestDataKeys, [{ name: 'b', type: 'attribute' }]);
  });
});

describe('widget data form: key suggestions', () => {
  it('asks the keys call for the entities of a resolvable alias, 100 at most', () => {
    assert.equal(KEY_LOOKUP_PAGE_SIZE, 100);
    assert.deepEqual(keysQuery(aliases, 'a1', user), { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'd1' } }, pageLink: { pageSize: 100, page: 0 } });
    assert.equal(keysQuery(aliases, 'a3', user), null);
    assert.equal(keysQuery(aliases, 'missing', user), null);
    assert.equal(keysQuery(aliases, null, user), null);
  });

  it('suggests found keys by kind, entity fields, alarm fields and test functions, without taken names', () => {
    const found = readFoundKeys({ timeseries: ['temperature', 'humidity', 3], attribute: ['active'] });
    assert.deepEqual(found, { timeseries: ['temperature', 'humidity'], attribute: ['active'] });
    assert.deepEqual(readFoundKeys(null), { timeseries: [], attribute: [] });
    assert.deepEqual(suggestedKeyNames('timeseries', found, ['humidity']), ['temperature']);
    assert.deepEqual(suggestedKeyNames('attribute', null, []), []);
    assert.ok(suggestedKeyNames('entityField', null, []).includes('name'));
    assert.deepEqual(suggestedKeyNames('alarm', null, ['type']), ['createdTime', 'originator', 'severity', 'status']);
    assert.deepEqual(suggestedKeyNames('function', null, []), ['Cos', 'Random', 'Sin']);
  });
});

describe('widget data form: time window', () => {
  const dashboardWindow = { selectedTab: 0, realtime: { realtimeType: 0, interval: 1000, timewindowMs: 60000, quickInterval: 'CURRENT_DAY' } } as unknown as Timewindow;

  it('belongs to timeseries and alarm widgets only', () => {
    assert.deepEqual((['timeseries', 'latest', 'rpc', 'alarm', 'static'] as const).filter(hasTimewindow), ['timeseries', 'alarm']);
  });

  it('follows the dashboard window unless useDashboardTimewindow is false, and displays it unless displayTimewindow is false', () => {
    assert.equal(usesDashboardTimewindow({ datasources: [] }), true);
    assert.equal(usesDashboardTimewindow({ datasources: [], useDashboardTimewindow: false }), false);
    assert.equal(displaysTimewindow({ datasources: [] }), true);
    assert.equal(displaysTimewindow(setDisplayTimewindow({ datasources: [] }, false)), false);
  });

  it('switched off without a window of its own, starts from a copy of the dashboard window; keeps an own window', () => {
    const off = setUseDashboardTimewindow({ datasources: [], title: 'x' }, false, dashboardWindow);
    assert.deepEqual(off, { datasources: [], title: 'x', useDashboardTimewindow: false, timewindow: dashboardWindow });
    assert.notEqual(off.timewindow, dashboardWindow);
    const own = { ...dashboardWindow, selectedTab: 1 } as Timewindow;
    assert.equal(setUseDashboardTimewindow({ datasources: [], timewindow: own }, false, dashboardWindow).timewindow, own);
    assert.deepEqual(setUseDashboardTimewindow({ datasources: [], timewindow: own }, true, dashboardWindow), { datasources: [], timewindow: own, useDashboardTimewindow: true });
    assert.equal(setWidgetTimewindow({ datasources: [] }, own).timewindow, own);
  });
});
