import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_RPC_TIMEOUT_MS, KNOB_PAGE_STEPS, KNOB_START_DEG, KNOB_STEPS, KNOB_SWEEP_DEG, answerText, errorText, hasTargetDevice, knobAngle, knobKeyValue,
  knobValue, knobValueAt, latestValueOf, persistentRpc, rpcParams, rpcTimeout, switchState,
} from '../../elements/dashboard/widgets/values/control.logic.js';
import type { Widget } from '../../elements/dashboard/model/dashboard.types.js';

const widget = (targetDeviceAliasIds?: string[]): Widget => ({ id: 'w', bundleAlias: 'control_widgets', typeAlias: 'rpc_button', type: 'rpc', title: '', config: { datasources: [], targetDeviceAliasIds } });

describe('control widget rules', () => {
  it('needs a target device alias', () => {
    assert.equal(hasTargetDevice(widget(['a1'])), true);
    assert.equal(hasTargetDevice(widget([])), false);
    assert.equal(hasTargetDevice(widget(['  '])), false);
    assert.equal(hasTargetDevice(widget()), false);
  });

  it('waits requestTimeout ms, 5000 by default', () => {
    assert.equal(DEFAULT_RPC_TIMEOUT_MS, 5000);
    assert.equal(rpcTimeout({}), 5000);
    assert.equal(rpcTimeout({ requestTimeout: 1500 }), 1500);
    assert.equal(rpcTimeout({ requestTimeout: '2000' }), 2000);
    assert.equal(rpcTimeout({ requestTimeout: -1 }), 5000);
  });

  it('sends persistent calls when requestPersistent is set, read back every persistentPollingInterval ms when positive', () => {
    assert.deepEqual(persistentRpc({}), { persistent: false });
    assert.deepEqual(persistentRpc({ requestPersistent: true }), { persistent: true });
    assert.deepEqual(persistentRpc({ requestPersistent: true, persistentPollingInterval: 2000 }), { persistent: true, pollMs: 2000 });
    assert.deepEqual(persistentRpc({ requestPersistent: true, persistentPollingInterval: 0 }), { persistent: true });
  });

  it('reads the button parameters as JSON, empty as null, and refuses text that is not JSON', () => {
    assert.deepEqual(rpcParams('{"pin": 7}'), { ok: true, params: { pin: 7 } });
    assert.deepEqual(rpcParams(''), { ok: true, params: null });
    assert.deepEqual(rpcParams(undefined), { ok: true, params: null });
    assert.deepEqual(rpcParams('{pin: 7'), { ok: false });
  });

  it('prints answers and failures as one line of text', () => {
    assert.equal(answerText({ ok: true }), '{"ok":true}');
    assert.equal(answerText('done'), 'done');
    assert.equal(answerText(null), '');
    assert.equal(errorText(new Error('Device is offline')), 'Device is offline');
    assert.equal(errorText('timeout'), 'timeout');
  });

  it('reads a switch state from true, numbers, "true", "on", "1" and an object value, without running any code', () => {
    for (const on of [true, 1, 'true', ' ON ', '1', '{"value":true}', { value: 'on' }]) assert.equal(switchState(on), true, String(on));
    for (const off of [false, 0, 'false', 'off', '', null, undefined, '{bad', NaN, 'return true;']) assert.equal(switchState(off), false, String(off));
  });

  it('takes a key value of the first row', () => {
    const rows = [{ datasourceName: 'd', cells: [{ key: { name: 'value', type: 'attribute' as const }, ts: 1, value: 'true' }] }];
    assert.equal(latestValueOf(rows, 'value'), 'true');
    assert.equal(latestValueOf(rows, 'other'), undefined);
    assert.equal(latestValueOf([], 'value'), undefined);
  });

  it('reads a knob answer as a number clamped between minimum and maximum', () => {
    assert.equal(knobValue('42', 0, 100), 42);
    assert.equal(knobValue(140, 0, 100), 100);
    assert.equal(knobValue({ value: -5 }, 0, 100), 0);
    assert.equal(knobValue('warm', 0, 100), null);
  });

  it('steps the knob by a hundredth of its range per arrow, ten per page key, Home and End to the ends', () => {
    assert.equal(KNOB_STEPS, 100);
    assert.equal(KNOB_PAGE_STEPS, 10);
    assert.equal(knobKeyValue('ArrowUp', 50, 0, 100), 51);
    assert.equal(knobKeyValue('ArrowRight', 0.3, 0, 1), 0.31);
    assert.equal(knobKeyValue('ArrowDown', 0, 0, 100), 0);
    assert.equal(knobKeyValue('ArrowLeft', 50, 0, 100), 49);
    assert.equal(knobKeyValue('PageUp', 95, 0, 100), 100);
    assert.equal(knobKeyValue('PageDown', 50, 0, 100), 40);
    assert.equal(knobKeyValue('Home', 50, 10, 90), 10);
    assert.equal(knobKeyValue('End', 50, 10, 90), 90);
    assert.equal(knobKeyValue('a', 50, 0, 100), null);
  });

  it('turns the knob over 270 degrees from -135, and reads a pointer position as a value', () => {
    assert.equal(KNOB_START_DEG, -135);
    assert.equal(KNOB_SWEEP_DEG, 270);
    assert.equal(knobAngle(0, 0, 100), -135);
    assert.equal(knobAngle(50, 0, 100), 0);
    assert.equal(knobAngle(100, 0, 100), 135);
    assert.equal(knobValueAt(0, -10, 0, 100), 50);
    assert.equal(knobValueAt(10, 0, 0, 100), 83);
    assert.equal(knobValueAt(-10, 0, 0, 100), 17);
    assert.equal(knobValueAt(1, 10, 0, 100), 100);
    assert.equal(knobValueAt(-1, 10, 0, 100), 0);
  });
});
