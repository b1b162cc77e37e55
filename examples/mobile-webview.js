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
// Messages are taken only from the app's origin (`?appOrigin=…`, default this page's own origin) and sent
// only to it; anything else is dropped. Credentials never travel in the address.

/** The mobile actions a dashboard can ask for (protocol.md §7.2) and what the app is asked to send back. */
const MOBILE_ACTIONS = new Set(['takePictureFromGallery', 'takePhoto', 'mapDirection', 'mapLocation', 'scanQrCode', 'makePhoneCall', 'getLocation', 'takeScreenshot']);
const RESULT_TIMEOUT_MS = 60_000;

const query = new URLSearchParams(location.search);
const appOrigin = (() => {
  try {
    return new URL(query.get('appOrigin') ?? location.origin).origin;
  } catch {
    return location.origin;
  }
})();
const dashboard = document.querySelector('tb-dashboard');
const status = document.getElementById('bridge-status');
if (query.get('dashboardId')) dashboard.setAttribute('dashboard-id', query.get('dashboardId'));
if (query.get('publicId')) dashboard.setAttribute('public-id', query.get('publicId'));
if (query.get('state')) dashboard.setAttribute('state', query.get('state'));

/** Sends a message to the app: a native webview's channel, else the parent frame at the app's origin. */
function post(message) {
  const payload = { type: 'tb-bridge', ...message };
  if (window.ReactNativeWebView) window.ReactNativeWebView.postMessage(JSON.stringify(payload));
  else if (window.parent !== window) window.parent.postMessage(payload, appOrigin);
}

function say(text) {
  status.textContent = text;
  clearTimeout(say.timer);
  say.timer = setTimeout(() => (status.textContent = ''), 4000);
}

const pending = new Map();
let nextId = 0;

/** Asks the app to run a mobile action; resolves with its answer. */
function askApp(action, params, entity) {
  const id = `a${++nextId}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the app did not answer'));
    }, RESULT_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    post({ event: 'mobile-action', id, action, params, ...(entity ? { entity } : {}) });
  });
}

window.addEventListener('message', (event) => {
  // Only the app may drive the page: other origins (ads, other frames) are ignored.
  if (event.origin !== appOrigin) return;
  const data = typeof event.data === 'string' ? safeParse(event.data) : event.data;
  if (!data || data.type !== 'tb-bridge') return;
  if (data.command === 'tokens' && typeof data.token === 'string') {
    dashboard.removeAttribute('public-id');
    dashboard.tokens = { token: data.token, refreshToken: typeof data.refreshToken === 'string' ? data.refreshToken : null };
  } else if (data.command === 'state') {
    if (typeof data.state === 'string' && data.state) dashboard.setAttribute('state', data.state);
    else dashboard.removeAttribute('state');
  } else if (data.command === 'result' && pending.has(data.id)) {
    const { resolve, reject, timer } = pending.get(data.id);
    clearTimeout(timer);
    pending.delete(data.id);
    if (data.ok) resolve(data.value);
    else reject(new Error(typeof data.error === 'string' ? data.error : 'the action failed'));
  }
});

function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

dashboard.addEventListener('tb-widget-action', async (event) => {
  const { action, entity } = event.detail;
  if (action.type !== 'mobileAction') return;
  const { type, ...params } = action.mobileAction ?? {};
  if (!MOBILE_ACTIONS.has(type)) {
    say(`Unknown mobile action: ${String(type)}`);
    return;
  }
  try {
    const value = await askApp(type, params, entity);
    say(`${action.name || type}: ${typeof value === 'string' ? value : 'done'}`);
  } catch (err) {
    say(`${action.name || type}: ${err.message}`);
  }
});
dashboard.addEventListener('tb-state-change', (event) => post({ event: 'state', state: event.detail.state, stateId: event.detail.stateId }));
dashboard.addEventListener('tb-error', (event) => post({ event: 'error', message: event.detail.message }));
post({ event: 'ready' });
