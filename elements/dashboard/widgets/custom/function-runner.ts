// The part of the sandbox frame that runs user-written functions for the page: function data keys
// (`funcBody` called as `(time, prevValue)`, protocol.md §7.2) and the functions of mobile actions. The
// frame hands each job to a worker it starts from a blob URL (the frame policy allows `worker-src blob:`),
// a few workers at a time, and ends a worker whose job outlasts its time limit: a function that never
// returns neither freezes the page or the frame nor holds up the other keys' jobs. Where no worker can
// start (a host page's policy inherited by a `srcdoc` frame), jobs run in the frame itself, one at a time:
// a job that ends past its limit is reported as stopped, and the page's own guard ends a frame that stays
// silent. Such a frame may share the page's process (Chromium does so under load), and then a function
// that never returns blocks the page too: only the worker guards against that. Plain ES2017, as text: it
// runs inside the sandbox, never on the page.

/**
 * `fnRun(message, post)`: runs one `fn` job and posts its `fn-result` (and, for calls, the `fn-context`
 * requests the function's `widgetContext` makes). Shared by the worker and the frame's fallback.
 */
const FUNCTION_CORE = String.raw`
var fnCompiled = new Map();
function fnCompile(args, body) {
  var key = args.join(',') + '\n' + body, found = fnCompiled.get(key);
  if (!found) { found = Function.apply(null, args.concat([body])); fnCompiled.set(key, found); }
  return found;
}
function fnPlain(value) {
  if (value === undefined) return null;
  if (value === null || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  try { var text = JSON.stringify(value); return text === undefined ? String(value) : JSON.parse(text); } catch (e) { return String(value); }
}
function fnPoint(value) {
  var plain = fnPlain(value);
  return plain !== null && typeof plain === 'object' ? JSON.stringify(plain) : plain;
}
function fnFailure(id, kind, error, at) {
  var name = error && error.name ? String(error.name) : 'Error';
  var message = error && error.message !== undefined ? String(error.message) : String(error);
  var failure = { type: 'fn-result', id: id, ok: false, kind: kind, name: name, message: message };
  if (at !== undefined) failure.at = at;
  return failure;
}
function fnSeries(m, post) {
  var f;
  try { f = fnCompile(['time', 'prevValue'], m.body); } catch (e) { post(fnFailure(m.id, 'compile', e)); return; }
  var out = new Array(m.count), prev = m.prevValue, numeric = true;
  for (var i = 0; i < m.count; i++) {
    var time = m.start + i * m.step, value;
    try { value = f(time, prev); } catch (e) { post(fnFailure(m.id, 'run', e, time)); return; }
    prev = value;
    out[i] = fnPoint(value);
    if (typeof out[i] !== 'number') numeric = false;
  }
  var values = numeric ? new Float64Array(out) : out;
  post({ type: 'fn-result', id: m.id, ok: true, values: values, last: fnPlain(prev) }, numeric ? [values.buffer] : []);
}
function fnContext(id, data, post) {
  function ask(request) { request.type = 'fn-context'; request.id = id; post(request); }
  function toast(kind) { return function (message, durationMs) { ask({ method: 'toast', kind: kind, message: String(message), durationMs: durationMs }); }; }
  function state(op) {
    return function (stateId, params, openRightLayout) {
      ask({ method: 'state', op: op, stateId: String(stateId), params: fnPlain(params) || {}, openRightLayout: !!openRightLayout });
    };
  }
  return {
    widgetTitle: data.widgetTitle, settings: data.settings || {}, isMobile: true, isEdit: false,
    stateController: { openState: state('open'), updateState: state('update'), getStateParams: function () { return data.stateParams || {}; } },
    showSuccessToast: toast('success'), showInfoToast: toast('info'), showWarnToast: toast('warn'), showErrorToast: toast('error'),
    detectChanges: function () {}, updateWidgetParams: function () {}
  };
}
function fnCall(m, post) {
  var f;
  try { f = fnCompile(m.args, m.body); } catch (e) { post(fnFailure(m.id, 'compile', e)); return; }
  var values = m.values.slice();
  if (m.contextAt >= 0) values[m.contextAt] = fnContext(m.id, m.context || {}, post);
  var result;
  try { result = f.apply(null, values); } catch (e) { post(fnFailure(m.id, 'run', e)); return; }
  if (result && typeof result.then === 'function') {
    result.then(function (value) { post({ type: 'fn-result', id: m.id, ok: true, value: fnPlain(value) }); }, function (e) { post(fnFailure(m.id, 'run', e)); });
    return;
  }
  post({ type: 'fn-result', id: m.id, ok: true, value: fnPlain(result) });
}
function fnRun(m, post) {
  if (m.op === 'series') fnSeries(m, post);
  else fnCall(m, post);
}
`;

/** The worker's whole script: the core, a message handler, and an `up` message once it runs. */
export const FUNCTION_WORKER = `'use strict';${FUNCTION_CORE}
onmessage = function (event) { fnRun(event.data, function (message, transfer) { postMessage(message, transfer || []); }); };
postMessage({ type: 'up' });`;

/** Most workers a frame runs at once: a job that runs long holds one while the others go on. */
export const FUNCTION_WORKERS = 3;

/**
 * The frame's side, placed inside the bootstrap (which owns `port`): `fnJob(message)` queues an `fn` job
 * from the page; each job goes to a free worker (up to {@link FUNCTION_WORKERS}), under its own `timeoutMs`.
 */
export const FUNCTION_RUNNER = String.raw`
${FUNCTION_CORE}
var FN_WORKER_SOURCE = ${JSON.stringify(FUNCTION_WORKER)};
var FN_MAX_WORKERS = ${FUNCTION_WORKERS};
var fnSlots = [], fnQueue = [], fnInline = false, fnInlineJob = null, fnInlineTimer = 0, fnPumping = false;

function fnTimeout(id) { return { type: 'fn-result', id: id, ok: false, kind: 'timeout', name: 'TimeoutError', message: '' }; }

function fnDrop(slot) {
  slot.worker.terminate();
  var at = fnSlots.indexOf(slot);
  if (at >= 0) fnSlots.splice(at, 1);
}

// slot null: the job ran in the frame.
function fnReply(slot, message, transfer) {
  var job = slot ? slot.job : fnInlineJob;
  if (!job || message.id !== job.id) return;
  if (message.type === 'fn-context') { port.postMessage(message); return; }
  // A job run in the frame blocks the frame's timer: one that ended past its limit still counts as stopped.
  if (!slot && Date.now() - job.startedAt > job.timeoutMs) { message = fnTimeout(job.id); transfer = []; }
  if (slot) { clearTimeout(slot.timer); slot.job = null; } else { clearTimeout(fnInlineTimer); fnInlineJob = null; }
  port.postMessage(message, transfer || []);
  fnNext();
}

function fnNewSlot() {
  var slot = { worker: null, up: false, job: null, timer: 0 };
  try {
    slot.worker = new Worker(URL.createObjectURL(new Blob([FN_WORKER_SOURCE], { type: 'text/javascript' })));
  } catch (e) { fnInline = true; return null; }
  slot.worker.onmessage = function (event) {
    var m = event.data;
    if (m && m.type === 'up') slot.up = true;
    else if (m && (m.type === 'fn-result' || m.type === 'fn-context')) fnReply(slot, m, m.values && m.values.buffer ? [m.values.buffer] : []);
  };
  slot.worker.onerror = function (event) {
    event.preventDefault();
    if (slot.up) return;
    // The worker never ran (the policy forbids it): its job runs in the frame instead.
    fnDrop(slot);
    fnInline = true;
    if (slot.job) { clearTimeout(slot.timer); fnQueue.unshift(slot.job); slot.job = null; }
    fnNext();
  };
  fnSlots.push(slot);
  return slot;
}

function fnFreeSlot() {
  for (var i = 0; i < fnSlots.length; i++) if (!fnSlots[i].job) return fnSlots[i];
  return fnSlots.length < FN_MAX_WORKERS ? fnNewSlot() : null;
}

function fnToWorker(slot, job) {
  slot.job = job;
  slot.timer = setTimeout(function () {
    if (slot.job !== job) return;
    fnDrop(slot);
    slot.job = null;
    port.postMessage(fnTimeout(job.id));
    fnNext();
  }, job.timeoutMs);
  slot.worker.postMessage(job);
}

function fnInFrame(job) {
  fnInlineJob = job;
  job.startedAt = Date.now();
  fnInlineTimer = setTimeout(function () { if (fnInlineJob === job) fnReply(null, fnTimeout(job.id)); }, job.timeoutMs);
  fnRun(job, function (message, transfer) { fnReply(null, message, transfer); });
}

function fnNext() {
  if (fnPumping) return;
  fnPumping = true;
  try {
    while (fnQueue.length) {
      var slot = fnInline ? null : fnFreeSlot();
      if (slot) { fnToWorker(slot, fnQueue.shift()); continue; }
      if (!fnInline || fnInlineJob) break;
      fnInFrame(fnQueue.shift());
    }
  } finally { fnPumping = false; }
}

function fnJob(message) {
  fnQueue.push(message);
  fnNext();
}
`;
