// The parent's end of a custom widget frame's channel. Messages arrive only through the frame's own
// MessagePort (the page never listens to window messages for this), pass the shape check of
// readFrameMessage, and are answered only after the frame said it is ready and while it has not failed.
import type { WidgetActionRequest } from '../widget-contract.js';
import { readFrameMessage, type FailurePhase, type FrameData, type FrameMessage, type FramePage, type ScriptPosition, type ToastKind } from './sandbox.logic.js';

export { SANDBOX_START_MS } from './frame-limits.js';

/** What the frame's `ctx` starts with (besides the data). */
export interface FrameStart extends FrameData {
  /** The template, CSS and look the frame shows before the script runs. */
  page: FramePage;
  script: string;
  width: number;
  height: number;
  settings: Record<string, unknown>;
  widgetConfig: Record<string, unknown>;
  units: string;
  decimals: number | null;
  isEdit: boolean;
  isMobile: boolean;
  widgetTitle: string;
  stateParams: Record<string, unknown>;
}

/** A message the parent sends to a frame. */
export type ParentMessage =
  | ({ type: 'init' } & FrameStart)
  | ({ type: 'data' } & FrameData)
  | { type: 'resize'; width: number; height: number }
  | { type: 'edit'; isEdit: boolean }
  | { type: 'destroy' }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: string };

/** A failure of a widget script, as the frame reported it, with where in the script when known. */
export interface ScriptFailure extends ScriptPosition {
  phase: FailurePhase;
  name: string;
  message: string;
}

/** What the parent does for a frame: every request a widget script can make through `ctx`. */
export interface BridgeHost {
  /** The frame's starting `ctx`, asked for when the frame is ready. */
  start(): FrameStart;
  /** Sends an RPC command to the widget's target device; rejects with the reason shown to the script. */
  sendRpc(method: string, params: unknown, timeoutMs: number | undefined, oneWay: boolean): Promise<unknown>;
  /** Opens or updates a dashboard state; rejects with the reason shown to the script. */
  changeState(op: 'open' | 'update', stateId: string, params: Record<string, unknown>, openRightLayout: boolean): Promise<void>;
  /** The params of the current dashboard state. */
  stateParams(): Record<string, unknown>;
  /** Runs one of the widget's configured actions. */
  runAction(request: WidgetActionRequest): void;
  /** Shows a toast with the script's text. */
  toast(kind: ToastKind, message: string, durationMs?: number): void;
  /** The frame said it is ready (the bootstrap runs). */
  ready(): void;
  /** The script failed; the bridge answers nothing more. */
  failed(failure: ScriptFailure): void;
}

/** The part of a MessagePort the bridge uses. */
export type BridgePort = Pick<MessagePort, 'postMessage' | 'onmessage' | 'close'>;

/** An open bridge: post to the frame (dropped before it is ready or after it failed), close the channel. */
export interface Bridge {
  post(message: ParentMessage): void;
  readonly state: 'starting' | 'running' | 'failed' | 'closed';
  close(): void;
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Answers one request message, replying with its outcome when it has an id. */
function answer(message: FrameMessage, host: BridgeHost, reply: (m: ParentMessage) => void): void {
  const settle = (work: Promise<unknown>, id: number) => work.then(
    (value) => reply({ type: 'reply', id, ok: true, value: value ?? null }),
    (error: unknown) => reply({ type: 'reply', id, ok: false, error: reason(error) }),
  );
  switch (message.type) {
    case 'rpc': void settle(Promise.resolve().then(() => host.sendRpc(message.method, message.params, message.timeout, message.oneWay)), message.id); break;
    case 'state': void settle(Promise.resolve().then(() => host.changeState(message.op, message.stateId, message.params, message.openRightLayout)), message.id); break;
    case 'params': reply({ type: 'reply', id: message.id, ok: true, value: host.stateParams() }); break;
    case 'action':
      host.runAction({ sourceId: message.sourceId, actionId: message.actionId, entity: message.entity });
      reply({ type: 'reply', id: message.id, ok: true, value: null });
      break;
    case 'toast': host.toast(message.kind, message.message, message.durationMs); break;
    default: break;
  }
}

/**
 * Opens the parent's end of a frame's channel: on `ready` it posts `init` with the host's start, then
 * answers requests; an `error` ends it (the host hears the failure once). Messages of unknown shape, any
 * message before `ready` other than `ready` and `error`, and everything after a failure are ignored.
 */
export function openBridge(port: BridgePort, host: BridgeHost): Bridge {
  let state: Bridge['state'] = 'starting';
  const send = (message: ParentMessage) => {
    if (state === 'running') port.postMessage(message);
  };
  port.onmessage = (event: MessageEvent) => {
    const message = readFrameMessage(event.data);
    if (!message || state === 'failed' || state === 'closed') return;
    if (message.type === 'error') {
      state = 'failed';
      host.failed({ phase: message.phase, name: message.name, message: message.message, line: message.line, column: message.column });
    } else if (message.type === 'ready') {
      if (state !== 'starting') return;
      state = 'running';
      host.ready();
      send({ type: 'init', ...host.start() });
    } else if (state === 'running') {
      answer(message, host, send);
    }
  };
  return {
    post: send,
    get state() {
      return state;
    },
    close() {
      if (state === 'running') port.postMessage({ type: 'destroy' } satisfies ParentMessage);
      state = 'closed';
      port.onmessage = null;
      port.close();
    },
  };
}
