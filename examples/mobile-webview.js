/* global window, document, location */
// The webview side of the mobile bridge. The app (the page's parent frame, or a native webview that
// injects `window.ReactNativeWebView`) and the page exchange JSON messages with postMessage:
//
//   app → page   { type: 'tb-bridge', command: 'tokens', token, refreshToken }   sign in (kept in memory)
//                { type: 'tb-bridge', command: 'state', state }                   show a state (null: root)
//                { type: 'tb-bridge', command: 'result', id, ok, value?, error? } answer a mobile action
//   page → app   { type: 'tb-bridge', event: 'ready' }
//                { type: 'tb-bridge', event: 'mobile-action', id, action, params, entity? }
//                { type: 'tb-bridge', event: 'state', state, stateId }
//                { type: 'tb-bridge', event: 'error', message }
//
// A mobile action's functions run here, in a sandboxed frame: the page computes what the app needs and
// sends only that as `params` — mapDirection and mapLocation {latitude, longitude} from getLocationFunction,
// makePhoneCall {phoneNumber} from getPhoneNumberFunction, the others {} — never the functions. The app
// answers with `ok: false` and an `error` text when it failed, no `value` when nothing came of it (the user
// cancelled), else a `value` of the action's result: takePictureFromGallery, takePhoto and takeScreenshot
// {imageUrl}; scanQrCode {code, format}; getLocation {latitude, longitude}; mapDirection, mapLocation and
// makePhoneCall {launched}. The page then runs the action's error, empty-result or process function.
//
// Messages are taken only from the app — its origin (`?appOrigin=…`, default this page's own origin) and
// its window (the parent frame; a native webview's messages come from no window or this one) — and sent
// only to it; anything else is dropped. Credentials never travel in the address.
import { createMobileActions, stateParamAfter } from '/kit/elements/dashboard.js';

const RESULT_TIMEOUT_MS = 60_000;

const query = new URLSearchParams(location.search);
const appOrigin = (() => {
  try {
    return new URL(query.get('appOrigin') ?? location.origin).origin;
  } catch {
    return location.origin;
  }
})();
const framed = window.parent !== window;
const dashboard = document.querySelector('tb-dashboard');
const status = document.getElementById('bridge-status');
if (query.get('dashboardId')) dashboard.setAttribute('dashboard-id', query.get('dashboardId'));
if (query.get('publicId')) dashboard.setAttribute('public-id', query.get('publicId'));
if (query.get('state')) dashboard.setAttribute('state', query.get('state'));

/** Sends a message to the app: a native webview's channel, else the parent frame at the app's origin. */
function post(message) {
  const payload = { type: 'tb-bridge', ...message };
  if (window.ReactNativeWebView) window.ReactNativeWebView.postMessage(JSON.stringify(payload));
  else if (framed) window.parent.postMessage(payload, appOrigin);
}

/** Whether a message comes from the app: its origin, and the parent frame (or, in a native webview, no other window). */
function fromApp(event) {
  if (event.origin !== appOrigin) return false;
  return framed ? event.source === window.parent : event.source === null || event.source === window;
}

function say(text) {
  status.textContent = text;
  clearTimeout(say.timer);
  say.timer = setTimeout(() => (status.textContent = ''), 4000);
}

function showState(state) {
  if (typeof state === 'string' && state) dashboard.setAttribute('state', state);
  else dashboard.removeAttribute('state');
}

const pending = new Map();
let nextId = 0;

/** Asks the app to run a mobile action with its data; resolves with the app's answer. */
function askApp(action, params, entity) {
  const id = `a${++nextId}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the app did not answer'));
    }, RESULT_TIMEOUT_MS);
    pending.set(id, { resolve, timer });
    post({ event: 'mobile-action', id, action, params, ...(entity ? { entity } : {}) });
  });
}

const mobileActions = createMobileActions({
  askApp,
  // What the action's functions ask of the page through their widgetContext.
  onContext(request) {
    if (request.method === 'toast') say(request.message);
    else showState(stateParamAfter(dashboard.getAttribute('state'), request.op, request.stateId, request.params));
  },
  context: () => ({ widgetTitle: document.title }),
});

window.addEventListener('message', (event) => {
  // Only the app may drive the page: other origins and other windows (ads, other frames) are ignored.
  if (!fromApp(event)) return;
  const data = typeof event.data === 'string' ? safeParse(event.data) : event.data;
  if (!data || data.type !== 'tb-bridge') return;
  if (data.command === 'tokens' && typeof data.token === 'string') {
    dashboard.removeAttribute('public-id');
    dashboard.tokens = { token: data.token, refreshToken: typeof data.refreshToken === 'string' ? data.refreshToken : null };
  } else if (data.command === 'state') {
    showState(data.state);
  } else if (data.command === 'result' && pending.has(data.id)) {
    const { resolve, timer } = pending.get(data.id);
    clearTimeout(timer);
    pending.delete(data.id);
    resolve({ ok: data.ok === true, value: data.value, error: data.error });
  }
});

function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The status line after an action, unless one of its functions handled the outcome (and said what it wanted to). */
function report(name, result) {
  if (result.kind === 'unknown') say(`Unknown mobile action: ${result.type}`);
  else if (result.trouble) say(`${name}: ${result.trouble.field} failed: ${result.trouble.name}: ${result.trouble.message}`);
  else if (result.handledBy) return;
  else if (result.outcome === 'error') say(`${name}: ${result.error}`);
  else say(`${name}: ${result.outcome === 'empty' ? 'nothing came back' : 'done'}`);
}

dashboard.addEventListener('tb-widget-action', async (event) => {
  const { action, entity } = event.detail;
  if (action.type !== 'mobileAction') return;
  report(action.name || action.mobileAction?.type || 'Mobile action', await mobileActions.run({ action, entity }));
});
dashboard.addEventListener('tb-state-change', (event) => post({ event: 'state', state: event.detail.state, stateId: event.detail.stateId }));
dashboard.addEventListener('tb-error', (event) => post({ event: 'error', message: event.detail.message }));
post({ event: 'ready' });
