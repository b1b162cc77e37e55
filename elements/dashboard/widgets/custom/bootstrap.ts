// The script a custom widget's frame starts with, as text for the frame's document. It takes one
// MessagePort from its parent window (the first `tbkit:connect` message whose source is the parent),
// then talks only through that port: it shows the widget type's template and CSS, builds the `ctx` subset, compiles the controller script the way
// protocol.md §7.3 describes, runs the lifecycle, and reports any failure with the phase it happened in.
// The same frame runs the page's function jobs (`fn` messages, see function-runner.ts) without a widget.
import { FUNCTION_RUNNER } from './function-runner.js';

/** The frame's bootstrap script (plain ES2017, runs inside the sandboxed frame). */
export const SANDBOX_BOOTSTRAP = String.raw`(function () {
  'use strict';
  var port = null, widget = null, ctx = null, failed = false, nextId = 1, pending = {};
  var LIFECYCLE = ['onInit', 'onDataUpdated', 'onLatestDataUpdated', 'onResize', 'onEditModeChanged', 'onMobileModeChanged', 'onDestroy'];

  function send(message) { if (port) port.postMessage(message); }

  function fail(phase, error) {
    if (failed) return;
    failed = true;
    var name = error && error.name ? String(error.name) : 'Error';
    var message = error && error.message !== undefined ? String(error.message) : String(error);
    send({ type: 'error', phase: phase, name: name, message: message, stack: error && error.stack ? String(error.stack) : '' });
  }

  function run(phase, method, args) {
    if (failed || !widget) return;
    try { widget[method].apply(widget, args || []); } catch (e) { fail(phase, e); }
  }

  function request(body) {
    return new Promise(function (resolve, reject) {
      var id = nextId++;
      pending[id] = { resolve: resolve, reject: reject };
      body.id = id;
      send(body);
    });
  }

  function formatValue(value, decimals, units, showZeroDecimals) {
    if (value === null || value === undefined || value === '') return '';
    var n = Number(value), text = String(value);
    if (typeof value !== 'boolean' && isFinite(n)) {
      text = typeof decimals === 'number' && decimals >= 0 ? n.toFixed(decimals) : String(n);
      if (!showZeroDecimals && text.indexOf('.') >= 0) text = text.replace(/\.?0+$/, '');
    }
    return units ? text + ' ' + units : text;
  }

  function rpc(oneWay) {
    return function (method, params, timeout) {
      return request({ type: 'rpc', oneWay: oneWay, method: method, params: params === undefined ? null : params, timeout: timeout });
    };
  }

  function toast(kind) {
    return function (message, durationMs) { send({ type: 'toast', kind: kind, message: String(message), durationMs: durationMs }); };
  }

  function stateCall(op) {
    return function (stateId, params, openRightLayout) {
      return request({ type: 'state', op: op, stateId: stateId, params: params || {}, openRightLayout: !!openRightLayout });
    };
  }

  function buildContext(init) {
    var container = document.getElementById('container');
    var stateParams = init.stateParams || {};
    return {
      container: container, width: init.width, height: init.height,
      settings: init.settings, widgetConfig: init.widgetConfig, units: init.units, decimals: init.decimals,
      datasources: init.datasources, data: init.data, latestData: init.latestData,
      isEdit: init.isEdit, isMobile: init.isMobile, widgetTitle: init.widgetTitle,
      controlApi: { sendOneWayCommand: rpc(true), sendTwoWayCommand: rpc(false) },
      stateController: {
        openState: stateCall('open'), updateState: stateCall('update'),
        getStateParams: function () { return stateParams; },
        refreshStateParams: function () { return request({ type: 'params' }).then(function (p) { stateParams = p || {}; return stateParams; }); }
      },
      actionsApi: {
        handleWidgetAction: function (sourceId, actionId, entity) { return request({ type: 'action', sourceId: sourceId, actionId: actionId, entity: entity }); }
      },
      showSuccessToast: toast('success'), showInfoToast: toast('info'), showWarnToast: toast('warn'), showErrorToast: toast('error'),
      utils: { formatValue: formatValue },
      detectChanges: function () {}, updateWidgetParams: function () {}
    };
  }

  function showPage(page) {
    var root = document.documentElement, style = document.createElement('style');
    root.dir = page.direction;
    root.style.colorScheme = page.colorScheme;
    root.style.color = page.color;
    root.style.fontFamily = page.fontFamily;
    style.textContent = page.css;
    document.head.appendChild(style);
    document.getElementById('container').innerHTML = page.html;
  }

  function start(init) {
    showPage(init.page);
    ctx = buildContext(init);
    var Type;
    try {
      Type = new Function('return function _tbkitWidget (ctx) { var self = this; self.ctx = ctx;\n' + init.script + '\n};')();
    } catch (e) { fail('compile', e); return; }
    try { widget = new Type(ctx); } catch (e) { fail('init', e); return; }
    LIFECYCLE.forEach(function (name) { if (typeof widget[name] !== 'function') widget[name] = function () {}; });
    run('init', 'onInit');
    if (ctx.data.length || ctx.latestData.length) run('data', 'onDataUpdated');
  }

  function update(message) {
    if (!ctx) return;
    switch (message.type) {
      case 'data':
        ctx.data = message.data; ctx.latestData = message.latestData; ctx.datasources = message.datasources;
        run('data', 'onDataUpdated');
        if (message.latestData.length) run('data', 'onLatestDataUpdated');
        break;
      case 'resize': ctx.width = message.width; ctx.height = message.height; run('resize', 'onResize'); break;
      case 'edit': ctx.isEdit = message.isEdit; run('edit', 'onEditModeChanged'); break;
      case 'destroy': run('destroy', 'onDestroy'); widget = null; break;
      case 'reply':
        var waiting = pending[message.id];
        if (!waiting) return;
        delete pending[message.id];
        if (message.ok) { waiting.resolve(message.value); return; }
        var error = new Error(message.error);
        error.fromParent = true;
        waiting.reject(error);
        break;
    }
  }

  ${FUNCTION_RUNNER}

  function onPortMessage(event) {
    var message = event.data;
    if (!message || typeof message.type !== 'string') return;
    if (message.type === 'fn') { fnJob(message); return; }
    if (message.type === 'init' && !ctx) { start(message); return; }
    update(message);
  }

  window.addEventListener('error', function (event) { fail(widget || ctx ? 'runtime' : 'compile', event.error || { message: event.message }); });
  window.addEventListener('unhandledrejection', function (event) {
    if (!(event.reason && event.reason.fromParent)) fail('runtime', event.reason);
  });
  window.addEventListener('message', function (event) {
    if (port || event.source !== window.parent || !event.data || event.data.type !== 'tbkit:connect' || !event.ports || !event.ports[0]) return;
    port = event.ports[0];
    port.onmessage = onPortMessage;
    send({ type: 'ready' });
  });
})();`;
