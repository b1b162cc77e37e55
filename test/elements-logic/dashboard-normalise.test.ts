import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import { describeProblem } from '../../elements/dashboard/model/problems.js';
import { plantOverviewConfiguration, thermostatsConfiguration } from '../../server/dashboards/demo.js';

const NOW = Date.UTC(2022, 10, 23, 12);
const FIXTURE = new URL('../fixtures/dashboards/thermostats-3.4.1-export.json', import.meta.url);
const exported = (): Record<string, any> => JSON.parse(readFileSync(FIXTURE, 'utf8'));
const ids = () => {
  let n = 0;
  return () => `generated-${++n}`;
};
const read = (input: unknown) => normaliseDashboard(input, { now: NOW, newId: ids() });

/** Fails unless every value of `input` sits at the same path in `output`. */
function assertKept(input: unknown, output: unknown, path = ''): void {
  if (input === null || typeof input !== 'object') {
    assert.deepEqual(output, input, `changed at ${path}`);
    return;
  }
  assert.equal(typeof output, 'object', `lost object at ${path}`);
  assert.ok(output !== null, `lost object at ${path}`);
  if (Array.isArray(input)) {
    assert.ok(Array.isArray(output), `lost array at ${path}`);
    assert.equal(output.length, input.length, `lost items at ${path}`);
  }
  for (const [key, value] of Object.entries(input)) {
    assertKept(value, (output as Record<string, unknown>)[key], `${path}.${key}`);
  }
}

describe('a dashboard exported from ThingsBoard 3.4.1', () => {
  it('normalises without a problem and without losing a value', () => {
    const input = exported();
    const { dashboard, problems } = read(input);
    assert.deepEqual(problems.map(describeProblem), []);
    assertKept(input, dashboard);
  });

  it('keeps both layouts, eight widgets, eight aliases, the filter and the entity state controller', () => {
    const { configuration: c } = read(exported()).dashboard;
    assert.deepEqual(Object.keys(c.states), ['default', 'thermostat_details']);
    assert.deepEqual(Object.keys(c.states.default!.layouts), ['main', 'right']);
    assert.equal(c.states.default!.layouts.right!.gridSettings.columns, 8);
    assert.equal(c.states.default!.layouts.right!.widgets['9a1b3c51-2d3e-4f5a-8b6c-7d8e9f0a1b04']!.sizeX, 7.5);
    assert.equal(Object.keys(c.widgets).length, 8);
    assert.equal(Object.keys(c.entityAliases).length, 8);
    assert.equal(Object.keys(c.filters).length, 1);
    assert.equal(c.settings.stateControllerId, 'entity');
  });

  it('completes partial widget time windows by the shared-controls rules', () => {
    const { configuration: c } = read(exported()).dashboard;
    const table = c.widgets['5f0c2a31-7d4e-4a8b-9c61-2b3d4e5f6a01']!.config.timewindow!;
    assert.equal(table.selectedTab, 0);
    assert.equal(table.realtime.realtimeType, 1);
    assert.equal(table.aggregation.limit, 200);
    const alarms = c.widgets['2d4f6a81-0b1c-4d2e-9f3a-5b6c7d8e9f03']!.config.timewindow!;
    assert.equal(alarms.realtime.realtimeType, 0, 'no quick interval: last interval');
    assert.equal(alarms.realtime.timewindowMs, 604_800_000);
  });

  it('reads the same from JSON text', () => {
    const text = readFileSync(FIXTURE, 'utf8');
    assert.deepEqual(read(text), read(exported()));
  });
});

describe('the demo dashboards the server seeds', () => {
  const devices = new Map(['Thermostat T1', 'Thermostat T2', 'Water Pump P1', 'Energy Meter E1', 'Gateway G1']
    .map((name, i) => [name, `00000000-0000-4000-8000-00000000000${i}`]));
  for (const [title, configuration] of [
    ['Thermostats', thermostatsConfiguration(devices, NOW)],
    ['Plant overview', plantOverviewConfiguration(devices, NOW)],
  ] as const) {
    it(`${title} normalises without a problem and without loss`, () => {
      const input = JSON.parse(JSON.stringify({ title, configuration }));
      const { dashboard, problems } = read(input);
      assert.deepEqual(problems.map(describeProblem), []);
      assertKept(input, dashboard);
    });
  }
});

describe('legacy shapes', () => {
  it('turns a widget list into a map, generating missing ids, and builds the default state from widget places', () => {
    const { dashboard, problems } = read({
      title: 'Old',
      configuration: {
        widgets: [
          { bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 4, sizeY: 3, row: 1, col: 2, config: { mobileHeight: 5, mobileOrder: 3 } },
          { id: 'w2', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 6, sizeY: 2, row: 0, col: 0, config: {} },
        ],
      },
    });
    assert.deepEqual(problems, []);
    const c = dashboard.configuration;
    assert.deepEqual(Object.keys(c.widgets), ['generated-1', 'w2']);
    assert.equal(c.widgets['generated-1']!.id, 'generated-1');
    assert.deepEqual(Object.keys(c.states), ['default']);
    assert.equal(c.states.default!.name, 'Old');
    assert.equal(c.states.default!.root, true);
    assert.deepEqual(c.states.default!.layouts.main.widgets, {
      'generated-1': { sizeX: 4, sizeY: 3, row: 1, col: 2, mobileHeight: 5, mobileOrder: 3 },
      w2: { sizeX: 6, sizeY: 2, row: 0, col: 0 },
    });
    assert.deepEqual(c.states.default!.layouts.main.gridSettings, { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' });
  });

  it('places widgets without a size at 8×6 in the origin', () => {
    const c = read({ title: 'x', configuration: { widgets: [{ id: 'w', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest' }] } }).dashboard.configuration;
    assert.deepEqual(c.states.default!.layouts.main.widgets.w, { sizeX: 8, sizeY: 6, row: 0, col: 0 });
    const bad = read({ title: 'x', configuration: { widgets: { w: { bundleAlias: 'a', typeAlias: 'b', type: 'latest' } }, states: { s: { name: 'S', root: true, layouts: { main: { widgets: { w: { sizeX: 0, sizeY: null, row: -1, col: 'c' } } } } } } } });
    assert.deepEqual(bad.dashboard.configuration.states.s!.layouts.main.widgets.w, { sizeX: 8, sizeY: 6, row: 0, col: 0 });
    assert.deepEqual(bad.problems.map((p) => p.path.split('.').pop()), ['sizeX', 'row', 'col']);
  });

  it('fills missing filters, time window and settings with the defaults', () => {
    const c = read({ title: 'Bare', configuration: {} }).dashboard.configuration;
    assert.deepEqual(c.filters, {});
    assert.deepEqual(c.entityAliases, {});
    assert.deepEqual(c.settings, {
      stateControllerId: 'entity', showTitle: false, showDashboardsSelect: true, showEntitiesSelect: true,
      showDashboardTimewindow: true, showDashboardExport: true, toolbarAlwaysOpen: true,
    });
    assert.equal(c.timewindow.selectedTab, 0);
    assert.equal(c.timewindow.realtime.timewindowMs, 60_000);
    assert.equal(c.timewindow.aggregation.limit, 25_000);
  });

  it('gives settings without a state controller the entity one', () => {
    const c = read({ title: 'x', configuration: { settings: { showTitle: true } } }).dashboard.configuration;
    assert.deepEqual(c.settings, { showTitle: true, stateControllerId: 'entity' });
  });

  it('makes the first state root when none is', () => {
    const layouts = { main: { widgets: {} } };
    const c = read({ title: 'x', configuration: { states: { a: { name: 'A', layouts }, b: { name: 'B', root: false, layouts } } } }).dashboard.configuration;
    assert.equal(c.states.a!.root, true);
    assert.equal(c.states.b!.root, false);
  });

  it('moves a top-level gridSettings into the settings and the default layout', () => {
    const c = read({
      title: 'x',
      configuration: {
        widgets: [],
        gridSettings: { showTitle: true, titleColor: 'red', showDevicesSelect: false, showDashboardTimewindow: false, showDashboardExport: false, columns: 20, margins: [5, 5], backgroundColor: '#fff' },
      },
    }).dashboard.configuration;
    assert.equal(c.gridSettings, undefined);
    assert.equal(c.settings.showTitle, true);
    assert.equal(c.settings.titleColor, 'red');
    assert.equal(c.settings.showEntitiesSelect, false);
    assert.equal(c.settings.showDashboardTimewindow, false);
    assert.equal(c.settings.showDashboardExport, false);
    assert.deepEqual(c.states.default!.layouts.main.gridSettings, { columns: 20, margin: 5, backgroundColor: '#fff' });
  });

  it('turns layout margins [x, y] into margin x', () => {
    const c = read({ title: 'x', configuration: { states: { s: { name: 'S', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margins: [7, 3] } } } } } } }).dashboard.configuration;
    assert.deepEqual(c.states.s!.layouts.main.gridSettings, { columns: 24, margin: 7 });
  });

  it('turns device datasources and deviceAliases into entity datasources and DEVICE entity aliases', () => {
    const { dashboard, problems } = read({
      title: 'x',
      configuration: {
        widgets: { w: { bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', config: { datasources: [
          { type: 'device', deviceAliasId: '1', dataKeys: [{ name: 't', type: 'timeseries' }] },
          { type: 'device', deviceAliasId: '2', dataKeys: [] },
        ] } } },
        deviceAliases: {
          1: { alias: 'Listed', deviceFilter: { useFilter: false, deviceList: ['d1', 'd2'] } },
          2: { alias: 'By name', deviceFilter: { useFilter: true, deviceNameFilter: 'Therm' } },
        },
      },
    });
    assert.deepEqual(problems, []);
    const c = dashboard.configuration;
    assert.equal(c.deviceAliases, undefined);
    assert.deepEqual(c.entityAliases, {
      'generated-1': { id: 'generated-1', alias: 'Listed', filter: { type: 'entityList', entityType: 'DEVICE', resolveMultiple: false, entityList: ['d1', 'd2'] } },
      'generated-2': { id: 'generated-2', alias: 'By name', filter: { type: 'entityName', entityType: 'DEVICE', resolveMultiple: false, entityNameFilter: 'Therm' } },
    });
    const [a, b] = c.widgets.w!.config.datasources;
    assert.equal(a!.type, 'entity');
    assert.equal(a!.entityAliasId, 'generated-1');
    assert.equal(a!.deviceAliasId, undefined);
    assert.equal(b!.entityAliasId, 'generated-2');
  });

  it('gives aliases stored with entityType and entityFilter a filter', () => {
    const c = read({ title: 'x', configuration: { entityAliases: {
      a: { id: 'a', alias: 'Assets', entityType: 'ASSET', entityFilter: { useFilter: false, entityList: ['x'] } },
      b: { id: 'b', alias: 'Named', entityType: 'ASSET', entityFilter: { useFilter: true, entityNameFilter: 'Bui' } },
    } } }).dashboard.configuration;
    assert.deepEqual(c.entityAliases.a, { id: 'a', alias: 'Assets', filter: { type: 'entityList', entityType: 'ASSET', resolveMultiple: false, entityList: ['x'] } });
    assert.deepEqual(c.entityAliases.b, { id: 'b', alias: 'Named', filter: { type: 'entityName', entityType: 'ASSET', resolveMultiple: false, entityNameFilter: 'Bui' } });
  });

  it('renames charts/timeseries to charts/basic_timeseries', () => {
    const c = read({ title: 'x', configuration: { widgets: { w: { isSystemType: true, bundleAlias: 'charts', typeAlias: 'timeseries', type: 'timeseries', config: {} } } } }).dashboard.configuration;
    assert.equal(c.widgets.w!.typeAlias, 'basic_timeseries');
  });

  it('reads time-window enums written as names as their numbers', () => {
    const c = read({ title: 'x', configuration: { timewindow: { selectedTab: 'HISTORY', history: { historyType: 'FIXED', fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 } } } } }).dashboard.configuration;
    assert.equal(c.timewindow.selectedTab, 1);
    assert.equal(c.timewindow.history.historyType, 1);
  });
});

describe('malformed input', () => {
  it('names the path of a bad datasource type and keeps the other datasources', () => {
    const input = exported();
    const table = input.configuration.widgets['5f0c2a31-7d4e-4a8b-9c61-2b3d4e5f6a01'];
    table.config.datasources.push({ type: 12, dataKeys: [] });
    const { dashboard, problems } = read(input);
    assert.deepEqual(problems, [{
      path: 'configuration.widgets.5f0c2a31-7d4e-4a8b-9c61-2b3d4e5f6a01.config.datasources[1].type',
      key: 'dashboard.model.invalid-field',
      params: { expected: 'function, entity, entityCount', found: '12' },
    }]);
    assert.equal(dashboard.configuration.widgets['5f0c2a31-7d4e-4a8b-9c61-2b3d4e5f6a01']!.config.datasources.length, 1);
    assert.equal(Object.keys(dashboard.configuration.widgets).length, 8);
  });

  it('names each bad field and keeps the rest', () => {
    const input = exported();
    const c = input.configuration;
    c.widgets['7b2e4d61-9f0a-4c3b-8d2e-4f5a6b7c8d02'].config.datasources[0].dataKeys[1].type = 'sometimes';
    c.widgets['7b2e4d61-9f0a-4c3b-8d2e-4f5a6b7c8d02'].config.timewindow.history.historyType = 7;
    c.states.default.layouts.main.widgets['2d4f6a81-0b1c-4d2e-9f3a-5b6c7d8e9f03'].sizeX = 'wide';
    c.states.default.layouts.main.widgets.ghost = { sizeX: 1, sizeY: 1, row: 0, col: 0 };
    c.states.default.layouts.left = { widgets: {} };
    c.entityAliases['0b7c0e3e-1a0f-4f0e-8d8d-3c6e2c1f0a11'].filter.type = 'deviceTypes';
    c.filters['c5a1e9d2-6b0f-4b7e-a1c3-8d2f4e6a0b21'].keyFilters[0].predicates[0].keyFilterPredicate.operation = 'ABOVE';
    c.settings.stateControllerId = 3;
    const { dashboard, problems } = read(input);
    const W = 'configuration.widgets.7b2e4d61-9f0a-4c3b-8d2e-4f5a6b7c8d02.config';
    assert.deepEqual(problems.map((p) => p.path).sort(), [
      'configuration.entityAliases.0b7c0e3e-1a0f-4f0e-8d8d-3c6e2c1f0a11.filter.type',
      'configuration.filters.c5a1e9d2-6b0f-4b7e-a1c3-8d2f4e6a0b21.keyFilters[0].predicates[0].keyFilterPredicate.operation',
      'configuration.settings.stateControllerId',
      'configuration.states.default.layouts.left',
      'configuration.states.default.layouts.main.widgets.2d4f6a81-0b1c-4d2e-9f3a-5b6c7d8e9f03.sizeX',
      'configuration.states.default.layouts.main.widgets.ghost',
      // the alias is gone, so the two datasources that used it point nowhere
      'configuration.widgets.2d4f6a81-0b1c-4d2e-9f3a-5b6c7d8e9f03.config.alarmSource.entityAliasId',
      'configuration.widgets.5f0c2a31-7d4e-4a8b-9c61-2b3d4e5f6a01.config.datasources[0].entityAliasId',
      `${W}.datasources[0].dataKeys[1].type`,
      `${W}.timewindow.history.historyType`,
    ].sort());
    const out = dashboard.configuration;
    assert.equal(out.widgets['7b2e4d61-9f0a-4c3b-8d2e-4f5a6b7c8d02']!.config.datasources[0]!.dataKeys.length, 1);
    assert.equal(out.widgets['7b2e4d61-9f0a-4c3b-8d2e-4f5a6b7c8d02']!.config.timewindow!.history.historyType, 0, 'timewindowMs present: last interval');
    assert.equal(out.states.default!.layouts.main.widgets['2d4f6a81-0b1c-4d2e-9f3a-5b6c7d8e9f03']!.sizeX, 24, 'falls back to the widget size');
    assert.equal(out.states.default!.layouts.main.widgets.ghost, undefined);
    assert.equal(out.filters['c5a1e9d2-6b0f-4b7e-a1c3-8d2f4e6a0b21']!.keyFilters[0]!.predicates.length, 0);
    assert.equal(out.filters['c5a1e9d2-6b0f-4b7e-a1c3-8d2f4e6a0b21']!.keyFilters[1]!.predicates.length, 1);
    assert.equal(out.settings.stateControllerId, 'entity');
    assert.equal(Object.keys(out.entityAliases).length, 7);
  });

  it('drops unknown alarm statuses and severities of alarm widgets, naming each', () => {
    const { dashboard, problems } = read({ title: 'x', configuration: { widgets: { w: { bundleAlias: 'alarm_widgets', typeAlias: 'alarms_table', type: 'alarm', config: {
      alarmStatusList: ['ACTIVE', 'ACTIVE_UNACK'], alarmSeverityList: ['MAJOR', 'HUGE'], alarmTypeList: ['Overheat', 4],
    } } } } });
    const c = dashboard.configuration.widgets.w!.config;
    assert.deepEqual([c.alarmStatusList, c.alarmSeverityList, c.alarmTypeList], [['ACTIVE'], ['MAJOR'], ['Overheat']]);
    assert.deepEqual(problems.map((p) => p.path), [
      'configuration.widgets.w.config.alarmStatusList[1]',
      'configuration.widgets.w.config.alarmSeverityList[1]',
      'configuration.widgets.w.config.alarmTypeList[1]',
    ]);
  });

  it('reports bad JSON text and a dashboard that is not an object', () => {
    assert.deepEqual(read('{"title":').problems.map((p) => [p.path, p.key]), [['', 'dashboard.model.invalid-json']]);
    assert.deepEqual(read([1, 2]).problems, [{ path: '', key: 'dashboard.model.not-an-object', params: { found: 'array' } }]);
  });

  it('never throws on junk and always gives a usable dashboard', () => {
    const junk: unknown[] = [
      null, undefined, 0, 'x', true, [], {},
      { configuration: 5 }, { configuration: { widgets: 'a', states: [], entityAliases: 3, filters: [1], timewindow: 'now', settings: [] } },
      { configuration: { widgets: { a: null, b: { config: 'x' }, c: { config: { datasources: [null, { type: 'entity', dataKeys: 'k' }], actions: { x: [5, { type: 'nope' }] } } } } } },
      { configuration: { states: { s: null, t: { layouts: 'x' }, u: { layouts: { main: { widgets: { a: 1 }, gridSettings: 'g' } } } } } },
      { configuration: { entityAliases: { a: null, b: { filter: null }, c: { filter: { type: 'singleEntity', singleEntity: 'd' } }, d: { filter: { type: 'relationsQuery', filters: 'f' } } } } },
      { configuration: { filters: { f: { keyFilters: [null, { key: 1 }, { key: { type: 'ATTRIBUTE', key: 'a' }, valueType: 'NUMERIC', predicates: [{ keyFilterPredicate: { type: 'COMPLEX', operation: 'AND', predicates: 'x' } }] }] } } } },
      { configuration: { timewindow: { realtime: 1, history: { fixedTimewindow: 3 }, aggregation: { type: 'MEDIAN', limit: -1 }, selectedTab: 9 } } },
    ];
    for (const input of junk) {
      const { dashboard } = read(input);
      assert.ok(Object.keys(dashboard.configuration.states).length >= 1);
      const root = Object.values(dashboard.configuration.states).find((s) => s.root);
      assert.ok(root?.layouts.main.gridSettings.columns);
      assert.equal(typeof dashboard.configuration.timewindow.aggregation.limit, 'number');
    }
  });
});

describe('alias ids', () => {
  it('are the map keys; a differing stored id is reported', () => {
    const { dashboard, problems } = read({ title: 'x', configuration: { entityAliases: {
      k: { id: 'other', alias: 'All', filter: { type: 'entityType', resolveMultiple: true, entityType: 'DEVICE' } },
    } } });
    assert.deepEqual(Object.keys(dashboard.configuration.entityAliases), ['k']);
    assert.equal(dashboard.configuration.entityAliases.k!.id, 'k');
    assert.deepEqual(problems, [{ path: 'configuration.entityAliases.k.id', key: 'dashboard.model.id-mismatch', params: { expected: 'k', found: 'other' } }]);
  });

  it('get fresh ones when numbered, and datasources, alarm sources and RPC targets follow', () => {
    const { dashboard, problems } = read({ title: 'x', configuration: {
      widgets: { w: { bundleAlias: 'a', typeAlias: 'b', type: 'alarm', config: {
        datasources: [{ type: 'entity', entityAliasId: 1, dataKeys: [] }],
        alarmSource: { type: 'entity', entityAliasId: '1', dataKeys: [] },
        targetDeviceAliasIds: ['1'],
      } } },
      entityAliases: { 1: { id: 1, alias: 'One', filter: { type: 'entityType', resolveMultiple: true, entityType: 'DEVICE' } } },
    } });
    assert.deepEqual(problems, []);
    const c = dashboard.configuration;
    assert.deepEqual(Object.keys(c.entityAliases), ['generated-1']);
    assert.equal(c.widgets.w!.config.datasources[0]!.entityAliasId, 'generated-1');
    assert.equal(c.widgets.w!.config.alarmSource!.entityAliasId, 'generated-1');
    assert.deepEqual(c.widgets.w!.config.targetDeviceAliasIds, ['generated-1']);
  });
});

describe('junk anywhere in a real dashboard', () => {
  const JUNK: unknown[] = [null, 0, -1, 1.5, '', 'x', true, [], [null], {}, { a: 1 }, '13814000-1dd2-11b2-8080-808080808080'];

  /** A seeded generator so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
  }

  it('never throws, keeps a root state and reports problems with paths, for 400 random replacements', () => {
    const pick = random(9);
    for (let round = 0; round < 400; round++) {
      const input = exported();
      let node: any = input;
      let path = '';
      for (let depth = 0; depth < 12; depth++) {
        const keys = Object.keys(node);
        if (keys.length === 0) break;
        const key = keys[pick(keys.length)]!;
        const child = node[key];
        if (child === null || typeof child !== 'object' || pick(4) === 0) {
          node[key] = JUNK[pick(JUNK.length)];
          path = `${path}.${key}`;
          break;
        }
        node = child;
        path = `${path}.${key}`;
      }
      let result: ReturnType<typeof read> | undefined;
      assert.doesNotThrow(() => { result = read(input); }, path);
      const { dashboard, problems } = result!;
      assert.ok(Object.values(dashboard.configuration.states).some((s) => s.root), path);
      for (const p of problems) assert.equal(typeof p.path, 'string', path);
    }
  });
});

