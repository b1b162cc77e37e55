import { expect, waitUntil } from '@open-wc/testing';
import KnobControl from '../../elements/dashboard/widgets/values/knob-control.js';
import RpcButton from '../../elements/dashboard/widgets/values/rpc-button.js';
import SwitchControl from '../../elements/dashboard/widgets/values/switch-control.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import { sendMouse } from '@web/test-runner-commands';
import { axeViolations, click, press } from './support/kit-test.js';
import { cell, cleanUpViews, key, mountView, ready, row, textOf, widgetOf } from './widget-harness.js';
import type { RpcOptions } from '../../elements/dashboard/runtime/send-rpc.js';

interface Call { method: string; params: unknown; timeoutMs?: number; options?: RpcOptions }

/** A fake device: records calls and answers each method from a table (an Error rejects). */
function fakeDevice(answers: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const sendRpc = async (method: string, params: unknown, timeoutMs?: number, options?: RpcOptions) => {
    calls.push({ method, params, timeoutMs, options });
    const answer = answers[method];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { calls, sendRpc };
}

const targeted = (typeAlias: string) => widgetOf('control_widgets', typeAlias, { targetDeviceAliasIds: ['alias-1'] });
const untargeted = (typeAlias: string) => widgetOf('control_widgets', typeAlias, { targetDeviceAliasIds: [] });
/** Visible text without the Unicode isolates set around the device's and server's words. */
const plain = (element: Element) => textOf(element).replace(/[\u2068\u2069]/g, '');
const status = (host: Element) => plain(host.querySelector('[part=status]')!);

describe('control widgets', () => {
  afterEach(cleanUpViews);

  it('are registered under control_widgets', async () => {
    expect((await VALUE_WIDGETS['control_widgets.rpc_button']!()).default).to.equal(RpcButton);
    expect((await VALUE_WIDGETS['control_widgets.switch_control']!()).default).to.equal(SwitchControl);
    expect((await VALUE_WIDGETS['control_widgets.knob_control']!()).default).to.equal(KnobControl);
  });
});

describe('RPC button widget', () => {
  afterEach(cleanUpViews);

  it('sends the method with its JSON parameters and timeout, and shows a two-way answer', async () => {
    const device = fakeDevice({ reboot: { accepted: true } });
    const settings = { buttonText: 'Reboot', methodName: 'reboot', methodParams: '{"delay": 5}', oneWayElseTwoWay: false, requestTimeout: 3000 };
    const view = await mountView(RpcButton, { widget: targeted('rpc_button'), data: ready([]), settings, sendRpc: device.sendRpc });
    const button = view.host.querySelector('button')!;
    expect(textOf(button)).to.equal('Reboot');
    await click(button);
    await waitUntil(() => status(view.host).includes('Answer'), 'the answer');
    expect(device.calls).to.deep.equal([{ method: 'reboot', params: { delay: 5 }, timeoutMs: 3000, options: { persistent: false, oneWay: false } }]);
    expect(status(view.host)).to.equal('Answer: {"accepted":true}');
    expect(textOf(view.host.querySelector('[part=status]')!)).to.equal('Answer: \u2068{"accepted":true}\u2069');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('says a one-way command was sent, by keyboard', async () => {
    const device = fakeDevice({ rpcCommand: { ignored: 1 } });
    const view = await mountView(RpcButton, { widget: targeted('rpc_button'), data: ready([]), settings: { methodName: 'rpcCommand', methodParams: '{}' }, sendRpc: device.sendRpc });
    view.host.querySelector('button')!.focus();
    await press('Enter');
    await waitUntil(() => status(view.host) === 'Sent', 'sent');
    expect(textOf(view.host.querySelector('button')!)).to.equal('Send command');
    expect(device.calls[0]!.timeoutMs).to.equal(5000);
    expect(device.calls[0]!.options).to.deep.equal({ persistent: false, oneWay: true });
  });

  it('sends a persistent command read back at the widget\'s polling interval', async () => {
    const device = fakeDevice({ reboot: 'done' });
    const settings = { methodName: 'reboot', oneWayElseTwoWay: false, requestPersistent: true, persistentPollingInterval: 2000 };
    const view = await mountView(RpcButton, { widget: targeted('rpc_button'), data: ready([]), settings, sendRpc: device.sendRpc });
    await click(view.host.querySelector('button')!);
    await waitUntil(() => status(view.host).includes('done'), 'the answer');
    expect(device.calls[0]!.options).to.deep.equal({ persistent: true, pollMs: 2000, oneWay: false });
  });

  it('shows the server error text as an alert', async () => {
    const device = fakeDevice({ reboot: new Error('Device is offline <b>now</b>') });
    const view = await mountView(RpcButton, { widget: targeted('rpc_button'), data: ready([]), settings: { methodName: 'reboot' }, sendRpc: device.sendRpc });
    await click(view.host.querySelector('button')!);
    await waitUntil(() => view.host.querySelector('[role=alert]'), 'the failure');
    expect(plain(view.host.querySelector('[role=alert]')!)).to.equal('The command failed: Device is offline <b>now</b>');
    expect(view.host.querySelector('[role=alert] b')).to.equal(null);
  });

  it('refuses parameters that are not JSON without sending', async () => {
    const device = fakeDevice();
    const view = await mountView(RpcButton, { widget: targeted('rpc_button'), data: ready([]), settings: { methodName: 'x', methodParams: '{oops' }, sendRpc: device.sendRpc });
    await click(view.host.querySelector('button')!);
    await waitUntil(() => view.host.querySelector('[role=alert]'), 'the refusal');
    expect(plain(view.host.querySelector('[role=alert]')!)).to.equal('The RPC parameters are not valid JSON.');
    expect(device.calls).to.deep.equal([]);
  });

  it('is disabled, saying why, without a target device', async () => {
    const device = fakeDevice();
    const view = await mountView(RpcButton, { widget: untargeted('rpc_button'), data: ready([]), settings: { methodName: 'x' }, sendRpc: device.sendRpc });
    const button = view.host.querySelector('button')!;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(status(view.host)).to.equal('No target device. Pick one in the widget settings.');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)).to.equal(view.host.querySelector('[part=status]'));
    await click(button);
    expect(device.calls).to.deep.equal([]);
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });
});

describe('switch control widget', () => {
  afterEach(cleanUpViews);

  it('reads its state by RPC and sets it with the setValue method, by click and by Space', async () => {
    const device = fakeDevice({ getState: 'true', setState: { ok: true } });
    const settings = { getValueMethod: 'getState', setValueMethod: 'setState', title: 'Pump power', requestTimeout: 1000 };
    const view = await mountView(SwitchControl, { widget: targeted('switch_control'), data: ready([]), settings, sendRpc: device.sendRpc });
    const sw = view.host.querySelector<HTMLElement>('[role=switch]')!;
    await waitUntil(() => sw.getAttribute('aria-checked') === 'true', 'read as on');
    expect(device.calls[0]).to.deep.equal({ method: 'getState', params: null, timeoutMs: 1000, options: { persistent: false, oneWay: false } });
    expect(sw.getAttribute('aria-label')).to.equal('Pump power');
    await click(sw);
    await waitUntil(() => device.calls.length === 2, 'set sent');
    expect(device.calls[1]).to.deep.equal({ method: 'setState', params: false, timeoutMs: 1000, options: { persistent: false, oneWay: false } });
    expect(sw.getAttribute('aria-checked')).to.equal('false');
    sw.focus();
    await press(' ');
    await waitUntil(() => device.calls.length === 3, 'set by space');
    expect(device.calls[2]!.params).to.equal(true);
    await waitUntil(() => status(view.host) === 'Sent', 'sent');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('goes back and shows the server error when the device refuses', async () => {
    const device = fakeDevice({ getValue: false, setValue: new Error('RPC timeout') });
    const view = await mountView(SwitchControl, { widget: targeted('switch_control'), data: ready([]), sendRpc: device.sendRpc });
    const sw = view.host.querySelector<HTMLElement>('[role=switch]')!;
    await click(sw);
    await waitUntil(() => view.host.querySelector('[role=alert]'), 'the failure');
    expect(plain(view.host.querySelector('[role=alert]')!)).to.equal('The command failed: RPC timeout');
    expect(sw.getAttribute('aria-checked')).to.equal('false');
  });

  it("keeps showing the command's failure when the state read answers after it", async () => {
    let answerRead!: (state: unknown) => void;
    const device = fakeDevice({ getValue: new Promise((resolve) => (answerRead = resolve)), setValue: new Error('RPC timeout') });
    const view = await mountView(SwitchControl, { widget: targeted('switch_control'), data: ready([]), sendRpc: device.sendRpc });
    const sw = view.host.querySelector<HTMLElement>('[role=switch]')!;
    await waitUntil(() => device.calls.length === 1, 'state read sent');
    await click(sw);
    await waitUntil(() => view.host.querySelector('[role=alert]'), 'the failure');
    answerRead(true);
    await waitUntil(() => sw.getAttribute('aria-checked') === 'true', 'the state read shown');
    expect(plain(view.host.querySelector('[role=alert]')!)).to.equal('The command failed: RPC timeout');
  });

  it('says when the state could not be read', async () => {
    const device = fakeDevice({ getValue: new Error('Device is offline') });
    const view = await mountView(SwitchControl, { widget: targeted('switch_control'), data: ready([]), sendRpc: device.sendRpc });
    await waitUntil(() => view.host.querySelector('[role=alert]'), 'the failure');
    expect(plain(view.host.querySelector('[role=alert]')!)).to.equal('The device state could not be read: Device is offline');
  });

  it('follows an attribute key when the state is read from one, without an RPC read', async () => {
    const device = fakeDevice();
    const state = key('power', { type: 'attribute' });
    const data = ready([row(undefined, [cell(state, 'on')])]);
    const view = await mountView(SwitchControl, { widget: targeted('switch_control'), data, settings: { retrieveValueMethod: 'attribute', valueKey: 'power' }, sendRpc: device.sendRpc });
    const sw = view.host.querySelector<HTMLElement>('[role=switch]')!;
    await waitUntil(() => sw.getAttribute('aria-checked') === 'true', 'on from the key');
    await view.update({ data: ready([row(undefined, [cell(state, 'off')])]) });
    await waitUntil(() => sw.getAttribute('aria-checked') === 'false', 'off from the key');
    expect(device.calls).to.deep.equal([]);
    expect(textOf(view.host)).to.contain('Off').and.contain('On');
  });

  it('is disabled, saying why, without a target device', async () => {
    const device = fakeDevice();
    const view = await mountView(SwitchControl, { widget: untargeted('switch_control'), data: ready([]), sendRpc: device.sendRpc });
    const sw = view.host.querySelector<HTMLElement>('[role=switch]')!;
    expect(sw.getAttribute('aria-disabled')).to.equal('true');
    await click(sw);
    expect(sw.getAttribute('aria-checked')).to.equal('false');
    expect(device.calls).to.deep.equal([]);
    expect(status(view.host)).to.equal('No target device. Pick one in the widget settings.');
  });
});

describe('knob control widget', () => {
  afterEach(cleanUpViews);

  it('reads the value, moves with arrows, Home and End, and sends it when the key is released', async () => {
    const device = fakeDevice({ getValue: 40, setValue: 'ok' });
    const view = await mountView(KnobControl, { widget: targeted('knob_control'), data: ready([]), settings: { minValue: 0, maxValue: 200, title: 'Fan speed' }, sendRpc: device.sendRpc, height: 260 });
    const knob = view.host.querySelector<HTMLElement>('[role=slider]')!;
    await waitUntil(() => knob.getAttribute('aria-valuenow') === '40', 'read value');
    expect(knob.getAttribute('aria-valuemin')).to.equal('0');
    expect(knob.getAttribute('aria-valuemax')).to.equal('200');
    expect(knob.getAttribute('aria-label')).to.equal('Fan speed');
    knob.focus();
    await press('ArrowUp');
    await waitUntil(() => device.calls.length === 2, 'sent after the arrow');
    expect(device.calls[1]).to.deep.equal({ method: 'setValue', params: 42, timeoutMs: 5000, options: { persistent: false, oneWay: false } });
    await press('End');
    await waitUntil(() => device.calls.length === 3, 'sent after End');
    expect(device.calls[2]!.params).to.equal(200);
    expect(textOf(view.host.querySelector('svg')!)).to.equal('200');
    await press('Home');
    await waitUntil(() => device.calls.length === 4, 'sent after Home');
    expect(device.calls[3]!.params).to.equal(0);
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('turns with the mouse: pressing to the right of the centre sends the value at a quarter turn past the middle', async () => {
    const device = fakeDevice({ getValue: 0, setValue: 'ok' });
    const view = await mountView(KnobControl, { widget: targeted('knob_control'), data: ready([]), sendRpc: device.sendRpc, height: 260 });
    const svg = view.host.querySelector('svg')!.getBoundingClientRect();
    const [cx, cy] = [Math.round(svg.x + svg.width / 2), Math.round(svg.y + svg.height / 2)];
    await sendMouse({ type: 'move', position: [cx + 60, cy] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    // 90° clockwise from up is 225° of the 270° sweep from -135°: 83 of 0…100.
    await waitUntil(() => device.calls.length === 2, 'sent after the turn');
    expect(device.calls[1]!.params).to.equal(83);
    expect(view.host.querySelector('[role=slider]')!.getAttribute('aria-valuenow')).to.equal('83');
  });

  it('goes back to the last value the device took and shows the server error', async () => {
    const device = fakeDevice({ getValue: 10, setValue: new Error('Value out of range') });
    const view = await mountView(KnobControl, { widget: targeted('knob_control'), data: ready([]), sendRpc: device.sendRpc, height: 260 });
    const knob = view.host.querySelector<HTMLElement>('[role=slider]')!;
    await waitUntil(() => knob.getAttribute('aria-valuenow') === '10', 'read value');
    knob.focus();
    await press('PageUp');
    await waitUntil(() => view.host.querySelector('[role=alert]'), 'the failure');
    expect(plain(view.host.querySelector('[role=alert]')!)).to.equal('The command failed: Value out of range');
    expect(knob.getAttribute('aria-valuenow')).to.equal('10');
  });

  it('is disabled, saying why, without a target device, and starts at the initial value', async () => {
    const device = fakeDevice();
    const view = await mountView(KnobControl, { widget: untargeted('knob_control'), data: ready([]), settings: { initialValue: 30 }, sendRpc: device.sendRpc, height: 260 });
    const knob = view.host.querySelector<HTMLElement>('[role=slider]')!;
    expect(knob.getAttribute('aria-valuenow')).to.equal('30');
    knob.focus();
    await press('ArrowUp');
    expect(knob.getAttribute('aria-valuenow')).to.equal('30');
    expect(device.calls).to.deep.equal([]);
    expect(status(view.host)).to.equal('No target device. Pick one in the widget settings.');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });
});
