// The page's end of the frame that runs user-written functions: one hidden sandboxed frame (opaque
// origin, the custom-widget sandbox page) for every function job of a dashboard, started on the first
// job and connected through a MessagePort the way custom widget frames are. The frame ends a job that
// outlasts its limit; when the frame itself stays silent past the limit and a grace, the page ends the
// frame, reports the job it was running and starts a fresh frame for the next.
import { $sandboxUrl } from '../widgets/custom/sandbox-url.js';
import { SANDBOX_START_MS } from '../widgets/custom/frame-limits.js';
import {
  failureOf, FRAME_GRACE_MS, FUNCTION_TIMEOUT_MS, FunctionFailure, readFunctionMessage,
  type CallJob, type ContextRequest, type FunctionJobMessage, type FunctionRunner, type SeriesJob, type SeriesResult,
} from './function-sandbox.logic.js';

/** Options of {@link createFunctionSandbox}. */
export interface FunctionSandboxOptions {
  /** The element the hidden frame goes in (inside the shadow root of the element that runs the functions); null: the page's body. */
  container: () => HTMLElement | null;
  /** Limit of one job in ms; {@link FUNCTION_TIMEOUT_MS} by default. */
  timeoutMs?: number;
}

/** Runs function jobs in one sandboxed frame. */
export interface FunctionSandbox extends FunctionRunner {
  /** Calls a function once; resolves its return value (JSON-like), rejects with a {@link FunctionFailure}. */
  call(job: CallJob, onContext?: (request: ContextRequest) => void): Promise<unknown>;
  /** Ends the frame; jobs still waiting reject as `lost`. The next job starts a new frame. */
  reset(): void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: FunctionFailure) => void;
  onContext?: (request: ContextRequest) => void;
}

interface Frame {
  iframe: HTMLIFrameElement;
  port: MessagePort | null;
  ready: boolean;
  waiting: FunctionJobMessage[];
  startTimer: ReturnType<typeof setTimeout>;
}

let pageContainer: HTMLElement | null = null;

/** A hidden element at the end of the page's body, for frames of code that has no element of its own. */
export function pageFrameContainer(): HTMLElement {
  if (!pageContainer?.isConnected) {
    pageContainer = document.createElement('div');
    pageContainer.style.setProperty('display', 'none', 'important');
    document.body.append(pageContainer);
  }
  return pageContainer;
}

/** The frame's document source, loaded only when a frame without a sandbox URL starts. */
const sandboxPage = () => import('../widgets/custom/sandbox-source.js').then((m) => m.SANDBOX_PAGE);

/** A function sandbox whose frame goes into `container` (the page's body when it has none yet). */
export function createFunctionSandbox(options: FunctionSandboxOptions): FunctionSandbox {
  const timeoutMs = options.timeoutMs ?? FUNCTION_TIMEOUT_MS;
  const pending = new Map<number, Pending>();
  let frame: Frame | null = null;
  let nextId = 1;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const end = (reasonFor: (id: number, index: number) => FunctionFailure) => {
    clearTimeout(watchdog);
    watchdog = undefined;
    if (frame) {
      clearTimeout(frame.startTimer);
      frame.port?.close();
      frame.iframe.remove();
      frame = null;
    }
    [...pending.entries()].forEach(([id, job], index) => job.reject(reasonFor(id, index)));
    pending.clear();
  };

  const lost = () => new FunctionFailure('lost', 'Error', 'the sandbox was restarted');
  // The frame runs jobs in order: the oldest one pending is the one it is stuck in.
  const stuck = () => end((_id, index) => (index === 0 ? new FunctionFailure('timeout', 'TimeoutError', '') : lost()));
  const arm = (restart: boolean) => {
    if (restart) clearTimeout(watchdog);
    else if (watchdog !== undefined) return;
    watchdog = pending.size ? setTimeout(stuck, timeoutMs + FRAME_GRACE_MS) : undefined;
  };

  const onMessage = (event: MessageEvent) => {
    const message = readFunctionMessage(event.data);
    if (!message || !frame) return;
    if (message.type === 'ready') {
      frame.ready = true;
      clearTimeout(frame.startTimer);
      for (const job of frame.waiting.splice(0)) frame.port?.postMessage(job);
      arm(true);
      return;
    }
    const job = pending.get(message.id);
    if (!job) return;
    if (message.type === 'fn-context') {
      const { type: _type, id: _id, ...request } = message;
      job.onContext?.(request);
      return;
    }
    pending.delete(message.id);
    if (message.ok) job.resolve(message.values ? { values: message.values, last: message.last } : message.value);
    else job.reject(failureOf(message));
    arm(true);
  };

  const connect = (iframe: HTMLIFrameElement) => {
    if (!frame || frame.iframe !== iframe) return;
    frame.port?.close();
    const channel = new MessageChannel();
    frame.port = channel.port1;
    frame.port.onmessage = onMessage;
    iframe.contentWindow?.postMessage({ type: 'tbkit:connect' }, '*', [channel.port2]);
  };

  const start = (): void => {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('sandbox', 'allow-scripts');
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
    iframe.referrerPolicy = 'no-referrer';
    iframe.addEventListener('load', () => connect(iframe));
    const startTimer = setTimeout(() => end(() => new FunctionFailure('no-start', 'Error', '')), SANDBOX_START_MS);
    const created: Frame = { iframe, port: null, ready: false, waiting: [], startTimer };
    frame = created;
    const url = $sandboxUrl.get();
    const place = (html?: string) => {
      if (frame !== created) return;
      if (html === undefined) iframe.src = url!;
      else iframe.srcdoc = html;
      (options.container() ?? pageFrameContainer()).append(iframe);
    };
    if (url) place();
    else void sandboxPage().then(place);
  };

  const submit = (job: SeriesJob | CallJob, op: 'series' | 'call', onContext?: (request: ContextRequest) => void) => new Promise<unknown>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, onContext });
    if (!frame) start();
    const message = { ...job, type: 'fn', op, id, timeoutMs } as FunctionJobMessage;
    if (frame!.ready) {
      frame!.port?.postMessage(message);
      arm(false);
    } else {
      frame!.waiting.push(message);
    }
  });

  return {
    series: (job) => submit(job, 'series') as Promise<SeriesResult>,
    call: (job, onContext) => submit({ ...job, values: [...job.values] }, 'call', onContext),
    reset: () => end(lost),
  };
}
