import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  decodeStateParam, encodeStateParam, initialStateStack, isDefaultStateStack, navigatePrevState, openState, rootStateId,
  stateControllerOf, stateDisplayName, stateEntityOf, stateParamsForAction, updateState, type StateObject,
} from '../../elements/dashboard/model/states.logic.js';
import { Problems } from '../../elements/dashboard/model/problems.js';
import type { DashboardState } from '../../elements/dashboard/model/dashboard.types.js';

const state = (name: string, root = false): DashboardState => ({ name, root, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10 } } } });
const config = {
  states: { overview: state('Overview'), main: state('Main', true), details: state('${entityName}'), rooms: state('Rooms of ${entityLabel}') },
  settings: { stateControllerId: 'entity' },
};
const device = { entityId: { entityType: 'DEVICE', id: 'd1' }, entityName: 'Thermostat T1', entityLabel: 'Lobby' };
const utf8Base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('dashboard states', () => {
  it('finds the root state: the first marked root, else the first', () => {
    assert.equal(rootStateId(config), 'main');
    assert.equal(rootStateId({ states: { a: state('A'), b: state('B') } }), 'a');
  });

  it('starts on the root state without params, which the address leaves out', () => {
    const stack = initialStateStack(config);
    assert.deepEqual(stack, [{ id: 'main', params: {} }]);
    assert.equal(isDefaultStateStack(stack, config), true);
    assert.equal(encodeStateParam(stack, config), null);
    assert.deepEqual(decodeStateParam(null, config), stack);
    assert.deepEqual(decodeStateParam('', config), stack);
  });

  it('keeps the stack in the state parameter as base64 of the JSON array of {id, params}', () => {
    const stack: StateObject[] = [{ id: 'main', params: {} }, { id: 'details', params: device }];
    const param = encodeStateParam(stack, config)!;
    assert.equal(param, utf8Base64(stack));
    assert.deepEqual(decodeStateParam(param, config), stack);
    assert.deepEqual(decodeStateParam(encodeURIComponent(param), config), stack, 'also when still URI-encoded');
  });

  it('encodes names beyond Latin-1 as UTF-8', () => {
    const stack: StateObject[] = [{ id: 'details', params: { ...device, entityName: 'Термостат №1' } }];
    const param = encodeStateParam(stack, config)!;
    assert.equal(Buffer.from(param, 'base64').toString('utf8'), JSON.stringify(stack));
    assert.deepEqual(decodeStateParam(param, config), stack);
  });

  it('writes the root state with params into the address', () => {
    const stack = [{ id: 'main', params: device }];
    assert.equal(isDefaultStateStack(stack, config), false);
    assert.ok(encodeStateParam(stack, config));
  });

  it('drops entries of unknown states, puts the root for a null id and reports a bad parameter', () => {
    const problems = new Problems();
    const stack = decodeStateParam(utf8Base64([{ id: null, params: {} }, { id: 'gone', params: {} }, { id: 'details', params: device }]), config, problems);
    assert.deepEqual(stack, [{ id: 'main', params: {} }, { id: 'details', params: device }]);
    assert.deepEqual(problems.list.map((p) => [p.path, p.key]), [['state', 'dashboard.model.invalid-state-param']]);
    const junk = new Problems();
    assert.deepEqual(decodeStateParam('%%not base64', config, junk), initialStateStack(config));
    assert.deepEqual(decodeStateParam(utf8Base64([{ id: 'gone' }]), config), initialStateStack(config));
    assert.equal(junk.list.length, 1);
  });

  it('stacks opened states with the entity controller and replaces them with the default one', () => {
    const start = initialStateStack(config);
    const opened = openState(start, 'details', device, config);
    assert.deepEqual(opened, [{ id: 'main', params: {} }, { id: 'details', params: device }]);
    assert.deepEqual(openState(opened, 'unknown', {}, config), opened);
    const single = { ...config, settings: { stateControllerId: 'default' } };
    assert.equal(stateControllerOf(single), 'default');
    assert.equal(stateControllerOf(config), 'entity');
    assert.equal(stateControllerOf({ settings: { stateControllerId: 'custom' } }), 'entity');
    assert.deepEqual(openState(opened, 'rooms', device, single), [{ id: 'rooms', params: device }]);
  });

  it('updates the top state and goes back to an earlier entry', () => {
    const stack = openState(openState(initialStateStack(config), 'details', device, config), 'rooms', device, config);
    assert.deepEqual(updateState(stack, undefined, {}, config).at(-1), { id: 'rooms', params: {} });
    assert.deepEqual(updateState(stack, 'overview', device, config).map((s) => s.id), ['main', 'details', 'overview']);
    assert.deepEqual(navigatePrevState(stack, 0), [{ id: 'main', params: {} }]);
    assert.deepEqual(navigatePrevState(stack, 1).map((s) => s.id), ['main', 'details']);
    assert.deepEqual(navigatePrevState(stack, 5), stack);
  });

  it('shows state names with the entity name and label filled in', () => {
    assert.equal(stateDisplayName(config.states.details, device), 'Thermostat T1');
    assert.equal(stateDisplayName(config.states.rooms, device), 'Rooms of Lobby');
    assert.equal(stateDisplayName(config.states.rooms, { entityName: 'T2' }), 'Rooms of T2');
    assert.equal(stateDisplayName(config.states.overview), 'Overview');
  });

  it('reads the state entity from a named param or the state itself', () => {
    const params = { ...device, boiler: { entityId: { entityType: 'ASSET', id: 'b1' }, entityName: 'Boiler' } };
    assert.equal(stateEntityOf(params)?.entityName, 'Thermostat T1');
    assert.equal(stateEntityOf(params, 'boiler')?.entityName, 'Boiler');
    assert.equal(stateEntityOf(params, 'pump'), undefined);
    assert.equal(stateEntityOf({}), undefined);
  });
});

describe('state params of widget actions', () => {
  const row = { entityId: { entityType: 'DEVICE', id: 'd2' }, entityName: 'Thermostat T2', entityLabel: 'Hall' };

  it('set the clicked entity as the state entity when the action asks to', () => {
    const current = { entityId: { entityType: 'ASSET', id: 'a1' }, entityName: 'Building' };
    const params = stateParamsForAction(current, { setEntityId: true }, row);
    assert.deepEqual(params, row);
    assert.equal(current.entityName, 'Building', 'the current params stay as they were');
  });

  it('store the entity under the action\'s param name, keeping the state entity', () => {
    const current = { entityId: { entityType: 'ASSET', id: 'a1' }, entityName: 'Building' };
    assert.deepEqual(stateParamsForAction(current, { setEntityId: true, stateEntityParamName: 'heater' }, row), {
      ...current, heater: row, targetEntityParamName: 'heater',
    });
  });

  it('copy the params unchanged without setEntityId or without an entity', () => {
    const current = { entityId: { entityType: 'ASSET', id: 'a1' } };
    assert.deepEqual(stateParamsForAction(current, { setEntityId: false }, row), current);
    assert.deepEqual(stateParamsForAction(current, { setEntityId: true }), current);
  });

  it('open the target state with those params, which the alias of that state then reads', () => {
    const stack = openState(initialStateStack(config), 'details', stateParamsForAction({}, { setEntityId: true }, row), config);
    assert.equal(stateEntityOf(stack.at(-1)!.params)?.entityName, 'Thermostat T2');
    assert.equal(stateDisplayName(config.states.details, stack.at(-1)!.params), 'Thermostat T2');
  });
});
