import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SANDBOX_START_MS, openBridge, type BridgeHost, type FrameStart, type ParentMessage, type ScriptFailure } from '../../elements/dashboard/widgets/custom/bridge.logic.js';
import type { WidgetActionRequest } from '../../elements/dashboard/widgets/widget-contract.js';

const START: FrameStart = {
  page: { html: '<div></div>', css: '', colorScheme: 'light', color: 'black', fontFamily: 'serif', direction: 'ltr' },
  script: 'self.onInit = function () {};', width: 300, height: 200, settings: {}, widgetConfig: {}, units: '', decimals: null, isEdit: false,
  isMobile: false, widgetTitle: 'W', stateParams: {}, data: [], latestData: [], datasources: [],
};

/** A bridge on a real MessageChannel: `frame` is the frame's end; what the host saw is recorded. */
function setUp(overrides: Partial<BridgeHost> = {}) {
  const channel = new MessageChannel();
  const seen = { rpc: [] as unknown[][], states: [] as unknown[][], actions: [] as WidgetActionRequest[], toasts: [] as unknown[][], failures: [] as ScriptFailure[], ready: 0 };
  const host: BridgeHost = {
    start: () => START,
    sendRpc: async (...args) => {
      seen.rpc.push(args);
      return { answered: args[0] };
    },
    changeState: async (...args) => void seen.states.push(args),
    stateParams: () => ({ entityName: 'T1' }),
    runAction: (request) => void seen.actions.push(request),
    toast: (...args) => void seen.toasts.push(args),
    ready: () => void seen.ready++,
    failed: (failure) => void seen.failures.push(failure),
    ...overrides,
  };
  const bridge = openBridge(channel.port1, host);
  const received: ParentMessage[] = [];
  const waiters: Array<() => void> = [];
  channel.port2.onmessage = (event: MessageEvent) => {
    received.push(event.data as ParentMessage);
    waiters.splice(0).forEach((w) => w());
  };
  const frame = {
    post: (message: unknown) => channel.port2.postMessage(message),
    /** Resolves once `count` messages reached the frame. */
    async received(count: number): Promise<ParentMessage[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    /** Lets queued messages arrive. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 20)),
  };
  return { bridge, frame, seen, received, close: () => { bridge.close(); channel.port2.close(); } };
}

describe('custom widget bridge', () => {
  it('gives a frame 5000 ms to say it is ready', () => {
    assert.equal(SANDBOX_START_MS, 5000);
  });

  it('posts init with the host start once the frame is ready, and only once', async () => {
    const t = setUp();
    t.frame.post({ type: 'ready' });
    t.frame.post({ type: 'ready' });
    const [init] = await t.frame.received(1);
    await t.frame.settle();
    assert.deepEqual(init, { type: 'init', ...START });
    assert.equal(t.received.length, 1);
    assert.equal(t.seen.ready, 1);
    assert.equal(t.bridge.state, 'running');
    t.close();
  });

  it('answers nothing and posts nothing before the frame is ready', async () => {
    const t = setUp();
    t.bridge.post({ type: 'resize', width: 1, height: 1 });
    t.frame.post({ type: 'rpc', id: 1, method: 'set', params: 1 });
    t.frame.post({ type: 'toast', kind: 'info', message: 'early' });
    await t.frame.settle();
    assert.deepEqual(t.received, []);
    assert.deepEqual(t.seen.rpc, []);
    assert.deepEqual(t.seen.toasts, []);
    t.close();
  });

  it('sends RPC through the host and replies with its answer or its refusal', async () => {
    let refuse = false;
    const t = setUp({
      sendRpc: async (method) => {
        if (refuse) throw new Error('Device is offline');
        return { answered: method };
      },
    });
    t.frame.post({ type: 'ready' });
    t.frame.post({ type: 'rpc', id: 1, method: 'getValue', params: null });
    const messages = await t.frame.received(2);
    assert.deepEqual(messages[1], { type: 'reply', id: 1, ok: true, value: { answered: 'getValue' } });
    refuse = true;
    t.frame.post({ type: 'rpc', id: 2, method: 'setValue', params: 1 });
    assert.deepEqual((await t.frame.received(3))[2], { type: 'reply', id: 2, ok: false, error: 'Device is offline' });
    t.close();
  });

  it('changes states, reads their params, runs actions and shows toasts for a running frame', async () => {
    const t = setUp();
    t.frame.post({ type: 'ready' });
    t.frame.post({ type: 'state', id: 1, op: 'open', stateId: 'details', params: { entityName: 'T1' }, openRightLayout: true });
    t.frame.post({ type: 'params', id: 2 });
    t.frame.post({ type: 'action', id: 3, sourceId: 'rowClick', actionId: 'a1' });
    t.frame.post({ type: 'toast', kind: 'success', message: 'Saved', durationMs: 2000 });
    const messages = await t.frame.received(4);
    await t.frame.settle();
    assert.deepEqual(t.seen.states, [['open', 'details', { entityName: 'T1' }, true]]);
    assert.deepEqual(messages.slice(1).map((m) => m.type === 'reply' && [m.id, m.ok]), [[1, true], [2, true], [3, true]]);
    assert.deepEqual(messages.find((m) => m.type === 'reply' && m.id === 2), { type: 'reply', id: 2, ok: true, value: { entityName: 'T1' } });
    assert.deepEqual(t.seen.actions, [{ sourceId: 'rowClick', actionId: 'a1', entity: undefined }]);
    assert.deepEqual(t.seen.toasts, [['success', 'Saved', 2000]]);
    t.close();
  });

  it('drops messages of unknown shape', async () => {
    const t = setUp();
    t.frame.post({ type: 'ready' });
    t.frame.post({ type: 'rpc', id: -1, method: 'x' });
    t.frame.post({ type: 'navigate', url: 'https://evil.example' });
    t.frame.post('rpc');
    await t.frame.received(1);
    await t.frame.settle();
    assert.deepEqual(t.seen.rpc, []);
    assert.equal(t.received.length, 1);
    t.close();
  });

  it('reports the first failure once and answers nothing after it', async () => {
    const t = setUp();
    t.frame.post({ type: 'ready' });
    t.frame.post({ type: 'error', phase: 'init', name: 'TypeError', message: 'x is null', stack: 'TypeError: x is null\n    at self.onInit (eval at start (about:srcdoc:1:9), <anonymous>:5:14)' });
    t.frame.post({ type: 'error', phase: 'runtime', name: 'Error', message: 'again' });
    t.frame.post({ type: 'rpc', id: 1, method: 'set', params: 1 });
    await t.frame.received(1);
    await t.frame.settle();
    assert.deepEqual(t.seen.failures, [{ phase: 'init', name: 'TypeError', message: 'x is null', line: 2, column: 14 }]);
    assert.deepEqual(t.seen.rpc, []);
    assert.equal(t.bridge.state, 'failed');
    t.bridge.post({ type: 'resize', width: 5, height: 5 });
    await t.frame.settle();
    assert.equal(t.received.length, 1);
    t.close();
  });

  it('posts updates to a running frame and destroy when closed', async () => {
    const t = setUp();
    t.frame.post({ type: 'ready' });
    await t.frame.received(1);
    t.bridge.post({ type: 'resize', width: 640, height: 480 });
    t.bridge.close();
    const messages = await t.frame.received(3);
    assert.deepEqual(messages.slice(1), [{ type: 'resize', width: 640, height: 480 }, { type: 'destroy' }]);
    assert.equal(t.bridge.state, 'closed');
    t.close();
  });
});
