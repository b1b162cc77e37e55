import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WIDGET_MOBILE_ACTION_TYPES } from '../../sdk/catalogues/widgets.js';
import {
  ACTION_ARGS, appOutcome, appRequest, argumentsFunction, functionArguments, MOBILE_FUNCTION_ARGS, mobileFunctionFields, outcomeCall, resultFunction,
} from '../../elements/dashboard/mobile/mobile-actions.logic.js';
import { stateParamAfter } from '../../elements/dashboard/mobile/state-param.logic.js';
import { runMobileAction, type MobileActionHost } from '../../elements/dashboard/mobile/mobile-actions.js';
import { FunctionFailure, type CallJob } from '../../elements/dashboard/runtime/function-sandbox.logic.js';
import { readStateStack } from '../../elements/dashboard/model/states.logic.js';

describe('mobile actions: functions and their arguments (ThingsBoard 3.4)', () => {
  it('calls every function with $event, widgetContext, entityId, entityName, additionalParams, entityLabel after its own', () => {
    assert.deepEqual(ACTION_ARGS, ['$event', 'widgetContext', 'entityId', 'entityName', 'additionalParams', 'entityLabel']);
    assert.deepEqual(MOBILE_FUNCTION_ARGS.getPhoneNumberFunction, ACTION_ARGS);
    assert.deepEqual(MOBILE_FUNCTION_ARGS.getLocationFunction, ACTION_ARGS);
    assert.deepEqual(MOBILE_FUNCTION_ARGS.processImageFunction, ['imageUrl', ...ACTION_ARGS]);
    assert.deepEqual(MOBILE_FUNCTION_ARGS.processQrCodeFunction, ['code', 'format', ...ACTION_ARGS]);
    assert.deepEqual(MOBILE_FUNCTION_ARGS.processLocationFunction, ['latitude', 'longitude', ...ACTION_ARGS]);
    assert.deepEqual(MOBILE_FUNCTION_ARGS.processLaunchResultFunction, ['launched', ...ACTION_ARGS]);
    assert.deepEqual(MOBILE_FUNCTION_ARGS.handleEmptyResultFunction, ACTION_ARGS);
    assert.deepEqual(MOBILE_FUNCTION_ARGS.handleErrorFunction, ['error', ...ACTION_ARGS]);
  });

  it('gives each type its functions: a get-function for map actions and calls, then its process, empty-result and error functions', () => {
    const fields = Object.fromEntries(WIDGET_MOBILE_ACTION_TYPES.map((t) => [t, mobileFunctionFields(t)]));
    const tail = ['handleEmptyResultFunction', 'handleErrorFunction'];
    assert.deepEqual(fields, {
      takePictureFromGallery: ['processImageFunction', ...tail],
      takePhoto: ['processImageFunction', ...tail],
      mapDirection: ['getLocationFunction', 'processLaunchResultFunction', ...tail],
      mapLocation: ['getLocationFunction', 'processLaunchResultFunction', ...tail],
      scanQrCode: ['processQrCodeFunction', ...tail],
      makePhoneCall: ['getPhoneNumberFunction', 'processLaunchResultFunction', ...tail],
      getLocation: ['processLocationFunction', ...tail],
      takeScreenshot: ['processImageFunction', ...tail],
    });
    assert.equal(argumentsFunction('takePhoto'), null);
    assert.equal(resultFunction('takeScreenshot'), 'processImageFunction');
  });

  it('places the entity and the widgetContext in the arguments; no $event or additionalParams cross into the sandbox', () => {
    assert.deepEqual(functionArguments(['data:x'], { entityType: 'DEVICE', id: 'd1', name: 'Pump', label: '' }), {
      values: ['data:x', null, null, { entityType: 'DEVICE', id: 'd1' }, 'Pump', null, null], contextAt: 2,
    });
    assert.deepEqual(functionArguments([], undefined), { values: [null, null, null, null, null, null], contextAt: 1 });
  });
});

describe('mobile actions: what the app gets and what its answer means', () => {
  it('sends the app data only: a location pair, a phone number, else nothing', () => {
    assert.deepEqual(appRequest('mapDirection', [51.5, -0.125]), { ok: true, params: { latitude: 51.5, longitude: -0.125 } });
    assert.equal(appRequest('mapLocation', ['51.5', 0]).ok, false);
    assert.equal(appRequest('mapLocation', [51.5]).ok, false);
    assert.deepEqual(appRequest('makePhoneCall', 15550100), { ok: true, params: { phoneNumber: '15550100' } });
    assert.equal(appRequest('makePhoneCall', null).ok, false);
    assert.equal(appRequest('makePhoneCall', '  ').ok, false);
    assert.deepEqual(appRequest('scanQrCode', undefined), { ok: true, params: {} });
  });

  it('reads a failure, an empty answer and each type\'s result', () => {
    assert.deepEqual(appOutcome('takePhoto', { ok: false, error: 'denied' }), { kind: 'error', error: 'denied' });
    assert.deepEqual(appOutcome('takePhoto', { ok: false }), { kind: 'error', error: 'The app reported a failure.' });
    assert.deepEqual(appOutcome('takePhoto', { ok: true }), { kind: 'empty' });
    assert.deepEqual(appOutcome('takePhoto', { ok: true, value: { imageUrl: 'data:a' } }), { kind: 'result', values: ['data:a'] });
    assert.deepEqual(appOutcome('scanQrCode', { ok: true, value: { code: 'C1', format: 'QR_CODE' } }), { kind: 'result', values: ['C1', 'QR_CODE'] });
    assert.deepEqual(appOutcome('getLocation', { ok: true, value: { latitude: 1, longitude: 2 } }), { kind: 'result', values: [1, 2] });
    assert.deepEqual(appOutcome('makePhoneCall', { ok: true, value: { launched: true } }), { kind: 'result', values: [true] });
    assert.deepEqual(appOutcome('mapLocation', { ok: true, value: false }), { kind: 'result', values: [false] });
    assert.deepEqual(appOutcome('getLocation', { ok: true, value: { latitude: '1' } }), { kind: 'error', error: 'The app\'s answer has no latitude and longitude.' });
  });

  it('hands each outcome to its function with its first arguments', () => {
    assert.deepEqual(outcomeCall('scanQrCode', { kind: 'result', values: ['C1', 'QR'] }), { field: 'processQrCodeFunction', first: ['C1', 'QR'] });
    assert.deepEqual(outcomeCall('scanQrCode', { kind: 'empty' }), { field: 'handleEmptyResultFunction', first: [] });
    assert.deepEqual(outcomeCall('scanQrCode', { kind: 'error', error: 'x' }), { field: 'handleErrorFunction', first: ['x'] });
  });

  it('opens a state on top of the stack, or replaces its top', () => {
    const opened = stateParamAfter(null, 'open', 'site', { entityName: 'Pump' });
    assert.deepEqual(readStateStack(opened), [{ id: null, params: {} }, { id: 'site', params: { entityName: 'Pump' } }]);
    assert.deepEqual(readStateStack(stateParamAfter(opened, 'update', 'map', {})), [{ id: null, params: {} }, { id: 'map', params: {} }]);
    assert.deepEqual(readStateStack('not base64!'), []);
  });
});

/** A sandbox that runs calls with `new Function`, as the frame does, and records them. */
function fakeSandbox(calls: CallJob[]): MobileActionHost['sandbox'] {
  return {
    call: async (job) => {
      calls.push(job);
      try {
        return new Function(...job.args, job.body)(...job.values);
      } catch (e) {
        throw new FunctionFailure('run', (e as Error).name, (e as Error).message);
      }
    },
  };
}

const entity = { entityType: 'DEVICE', id: 'd1', name: 'Pump P1', label: 'P1' };

describe('mobile actions: a run', () => {
  it('computes the app\'s data, asks the app, and runs the process function on its result', async () => {
    const calls: CallJob[] = [];
    const asked: unknown[] = [];
    const report = await runMobileAction(
      { action: { id: 'a', name: 'Call', type: 'mobileAction', mobileAction: { type: 'makePhoneCall', getPhoneNumberFunction: 'return "+1" + entityName.length;', processLaunchResultFunction: 'return launched;' } }, entity },
      { sandbox: fakeSandbox(calls), askApp: async (type, params, e) => (asked.push([type, params, e]), { ok: true, value: { launched: true } }) },
    );
    assert.deepEqual(asked, [['makePhoneCall', { phoneNumber: '+17' }, entity]]);
    assert.deepEqual(calls.map((c) => [c.args[0], c.values.slice(0, 1), c.contextAt]), [['$event', [null], 1], ['launched', [true], 2]]);
    assert.deepEqual(report, { kind: 'done', type: 'makePhoneCall', outcome: 'result', handledBy: 'processLaunchResultFunction' });
  });

  it('asks the app nothing when the get-function is missing or fails, and runs the error function', async () => {
    const calls: CallJob[] = [];
    const askApp = async () => assert.fail('the app is not asked');
    const missing = await runMobileAction({ action: { id: 'a', name: 'Map', type: 'mobileAction', mobileAction: { type: 'mapLocation', handleErrorFunction: 'return error;' } } }, { sandbox: fakeSandbox(calls), askApp });
    assert.deepEqual(missing, { kind: 'done', type: 'mapLocation', outcome: 'error', error: 'The action has no getLocationFunction.', handledBy: 'handleErrorFunction' });
    assert.deepEqual(calls[0]!.values[0], 'The action has no getLocationFunction.');
    const thrown = await runMobileAction({ action: { id: 'a', name: 'Map', type: 'mobileAction', mobileAction: { type: 'mapDirection', getLocationFunction: 'throw new TypeError("no GPS");' } } }, { sandbox: fakeSandbox([]), askApp });
    assert.equal(thrown.kind === 'done' && thrown.error, 'The getLocationFunction failed: TypeError: no GPS');
    assert.equal(thrown.kind === 'done' && thrown.handledBy, null);
  });

  it('treats an app that never answers as an error, and names a handling function that failed', async () => {
    const report = await runMobileAction(
      { action: { id: 'a', name: 'Photo', type: 'mobileAction', mobileAction: { type: 'takePhoto', handleErrorFunction: 'return missing.value;' } } },
      { sandbox: fakeSandbox([]), askApp: async () => { throw new Error('the app did not answer'); } },
    );
    assert.deepEqual(report, {
      kind: 'done', type: 'takePhoto', outcome: 'error', error: 'the app did not answer', handledBy: 'handleErrorFunction',
      trouble: { field: 'handleErrorFunction', name: 'ReferenceError', message: 'missing is not defined' },
    });
  });

  it('says when an action names no mobile action type', async () => {
    const report = await runMobileAction({ action: { id: 'a', name: 'X', type: 'mobileAction', mobileAction: { type: 'teleport' } } }, { sandbox: fakeSandbox([]), askApp: async () => ({ ok: true }) });
    assert.deepEqual(report, { kind: 'unknown', type: 'teleport' });
  });
});
