import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  FAILURE_PHASES, FRAME_POLICY, MAX_FRAME_TEXT, customActionDescriptor, descriptorIssue, failureKey, frameData, framePage, frameShell, hasControllerScript, paramsEntity, rawText,
  readFrameMessage, scriptPosition, stateAction, widgetException,
} from '../../elements/dashboard/widgets/custom/sandbox.logic.js';
import type { DataKey, Widget } from '../../elements/dashboard/model/dashboard.types.js';
import type { WidgetData } from '../../elements/dashboard/widgets/widget-contract.js';

const look = { colorScheme: 'dark' as const, color: 'rgb(240, 240, 240)', fontFamily: 'Inter, sans-serif', direction: 'rtl' as const };
const key = (name: string, extra: Partial<DataKey> = {}): DataKey => ({ name, type: 'timeseries', label: name, settings: {}, ...extra });
const device = { entityType: 'DEVICE', id: 'd1', name: 'T1', label: 'Hall' };
const widget = (type: Widget['type'], actions: Widget['config']['actions'] = {}): Widget => (
  { id: 'w', bundleAlias: 'b', typeAlias: 't', type, title: '', config: { datasources: [], actions } }
);

describe('custom widget sandbox rules', () => {
  it('runs a descriptor only with a non-blank controller script', () => {
    assert.equal(hasControllerScript({ controllerScript: 'self.onInit = function () {};' }), true);
    assert.equal(hasControllerScript({ controllerScript: ' \n ' }), false);
    assert.equal(hasControllerScript({ controllerScript: null }), false);
    assert.equal(hasControllerScript({ templateHtml: '<p></p>' }), false);
    assert.equal(hasControllerScript(null), false);
    assert.equal(hasControllerScript('self.onInit'), false);
  });

  it('names a missing script, then external resources, as why a descriptor cannot run', () => {
    assert.deepEqual(descriptorIssue({ controllerScript: '' }), { key: 'no-script' });
    assert.deepEqual(descriptorIssue({ controllerScript: 'x', resources: [{ url: 'https://a/x.js' }, { url: ' ' }, { url: 'https://b/y.css' }] }), { key: 'resources', urls: 'https://a/x.js, https://b/y.css' });
    assert.equal(descriptorIssue({ controllerScript: 'x', resources: [] }), null);
    assert.equal(descriptorIssue({ controllerScript: 'x', resources: null }), null);
  });

  it('builds one frame document for every widget: its own policy, a transparent page, the bootstrap and an empty container', () => {
    const doc = frameShell('boot("</script>");');
    assert.match(doc, /^<!doctype html>/);
    assert.ok(doc.includes(`<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">`));
    assert.ok(doc.includes('background:transparent'));
    assert.ok(doc.includes('<script>boot("<\\/script>");</script>'));
    assert.ok(doc.endsWith('<body><div id="container"></div></body></html>'));
  });

  it('lets the frame reach no server, frame, form or plugin', () => {
    assert.equal(FRAME_POLICY, "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; worker-src blob:; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; form-action 'none'");
  });

  it('hands the frame the template and CSS as written, and the page look without characters that end a declaration', () => {
    assert.deepEqual(framePage({ templateHtml: '<b>x</b>', templateCss: '.v{color:red}' }, look), {
      html: '<b>x</b>', css: '.v{color:red}', colorScheme: 'dark', color: 'rgb(240, 240, 240)', fontFamily: 'Inter, sans-serif', direction: 'rtl',
    });
    assert.deepEqual(framePage({}, { ...look, fontFamily: 'x;}</style>', colorScheme: 'light', direction: 'ltr' }), {
      html: '', css: '', colorScheme: 'light', color: 'rgb(240, 240, 240)', fontFamily: 'x/style', direction: 'ltr',
    });
  });

  it('escapes closing tags in raw text whatever their case', () => {
    assert.equal(rawText('a</SCRIPT>b</script', 'script'), 'a<\\/SCRIPT>b<\\/script');
    assert.equal(rawText('</style>', 'script'), '</style>');
  });

  it('shapes latest values as ctx.data: one entry per datasource and key, datasources once each', () => {
    const data: WidgetData = {
      status: 'ready', series: [], alarms: [],
      latest: [
        { entity: device, datasourceName: 'T1', cells: [{ key: key('temperature', { units: '°C', decimals: 1, color: '#f00' }), ts: 10, value: '21.5' }, { key: key('mode', { label: '' }), ts: null, value: null }] },
        { datasourceName: 'Random', cells: [{ key: key('rnd', { type: 'function' }), ts: 20, value: '0.5' }] },
      ],
    };
    const out = frameData(widget('latest'), data);
    assert.deepEqual(out.datasources, [
      { type: 'entity', name: 'T1', entityType: 'DEVICE', entityId: 'd1', entityName: 'T1', entityLabel: 'Hall' },
      { type: 'function', name: 'Random' },
    ]);
    assert.deepEqual(out.data.map((d) => [d.datasource.name, d.dataKey, d.data]), [
      ['T1', { name: 'temperature', type: 'timeseries', label: 'temperature', color: '#f00', units: '°C', decimals: 1, settings: {} }, [[10, '21.5']]],
      ['T1', { name: 'mode', type: 'timeseries', label: 'mode', settings: {} }, []],
      ['Random', { name: 'rnd', type: 'function', label: 'rnd', settings: {} }, [[20, '0.5']]],
    ]);
    assert.equal(out.data[0]!.datasource, out.data[1]!.datasource);
    assert.deepEqual(out.latestData, []);
  });

  it('shapes series as ctx.data oldest first with gaps as null, and latest keys as ctx.latestData, for time-series widgets', () => {
    const data: WidgetData = {
      status: 'ready', alarms: [],
      series: [{ key: key('temperature'), entity: device, color: '#123456', ts: [1, 2, 3], values: [20, Number.NaN, 22] }],
      latest: [{ entity: device, datasourceName: 'T1', cells: [{ key: key('battery'), ts: 3, value: '90' }] }],
    };
    const out = frameData(widget('timeseries'), data);
    assert.deepEqual(out.data[0]!.data, [[1, 20], [2, null], [3, 22]]);
    assert.equal(out.data[0]!.dataKey.color, '#123456');
    assert.deepEqual(out.latestData.map((d) => d.data), [[[3, '90']]]);
    assert.equal(out.datasources.length, 1);
  });

  it('accepts only the frame messages the parent answers, with texts cut to 500 characters', () => {
    assert.equal(MAX_FRAME_TEXT, 500);
    assert.deepEqual(readFrameMessage({ type: 'ready', extra: 1 }), { type: 'ready' });
    assert.deepEqual(readFrameMessage({ type: 'rpc', id: 3, method: 'set', params: { a: 1 }, timeout: 500 }), { type: 'rpc', id: 3, oneWay: false, method: 'set', params: { a: 1 }, timeout: 500 });
    assert.deepEqual(readFrameMessage({ type: 'rpc', id: 4, oneWay: true, method: 'set', timeout: -1 }), { type: 'rpc', id: 4, oneWay: true, method: 'set', params: null });
    assert.deepEqual(readFrameMessage({ type: 'toast', kind: 'warn', message: 'x'.repeat(600) }), { type: 'toast', kind: 'warn', message: 'x'.repeat(500) });
    assert.deepEqual(readFrameMessage({ type: 'state', id: 1, op: 'open', stateId: 's', params: [1] }), { type: 'state', id: 1, op: 'open', stateId: 's', params: {}, openRightLayout: false });
    assert.deepEqual(readFrameMessage({ type: 'action', id: 2, sourceId: 'rowClick', entity: { entityType: 'DEVICE', id: 'd1' } }), { type: 'action', id: 2, sourceId: 'rowClick', entity: { entityType: 'DEVICE', id: 'd1', name: '', label: '' } });
    assert.deepEqual(readFrameMessage({ type: 'error', phase: 'init', message: 'boom' }), { type: 'error', phase: 'init', name: 'Error', message: 'boom', line: null, column: null });
    for (const bad of [null, 'ready', [], {}, { type: 'eval' }, { type: 'rpc', id: 0, method: 'm' }, { type: 'rpc', id: 1.5, method: 'm' }, { type: 'rpc', id: '1', method: 'm' },
      { type: 'rpc', id: 1, method: '' }, { type: 'state', id: 1, op: 'delete', stateId: 's' }, { type: 'toast', kind: 'alert', message: 'x' }, { type: 'error', phase: 'later' },
      { type: 'params' }, { type: 'action', id: 1 }]) {
      assert.equal(readFrameMessage(bad), null, JSON.stringify(bad));
    }
  });

  it('finds the configured action that opens or updates a state', () => {
    const w = widget('latest', {
      rowClick: [{ id: 'a1', name: 'Other', type: 'openDashboardState', targetDashboardStateId: 'other' }],
      headerButton: [{ id: 'a2', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'details' }, { id: 'a3', name: 'Update', type: 'updateDashboardState', targetDashboardStateId: 'details' }],
    });
    assert.deepEqual(stateAction(w, 'open', 'details'), { sourceId: 'headerButton', actionId: 'a2' });
    assert.deepEqual(stateAction(w, 'update', 'details'), { sourceId: 'headerButton', actionId: 'a3' });
    assert.equal(stateAction(w, 'update', 'other'), undefined);
    assert.equal(stateAction(widget('latest', undefined), 'open', 'details'), undefined);
  });

  it('reads the entity of state params', () => {
    assert.deepEqual(paramsEntity({ entityId: { entityType: 'ASSET', id: 'a1' }, entityName: 'Plant', entityLabel: 'P' }), { entityType: 'ASSET', id: 'a1', name: 'Plant', label: 'P' });
    assert.equal(paramsEntity({ entityName: 'Plant' }), undefined);
    assert.equal(paramsEntity({ entityId: 'a1' }), undefined);
  });

  it('names the failure card by phase and posts widgetException with the error', () => {
    assert.deepEqual([...FAILURE_PHASES], ['compile', 'init', 'data', 'resize', 'edit', 'destroy', 'runtime']);
    assert.deepEqual(FAILURE_PHASES.map(failureKey), ['custom:failed.compile', 'custom:failed.init', 'custom:failed.data', 'custom:failed.run', 'custom:failed.run', 'custom:failed.run', 'custom:failed.run']);
    assert.deepEqual(widgetException({ name: 'TypeError', message: 'x', line: 3, column: 7 }), { type: 'widgetException', data: { name: 'TypeError', message: 'x', lineNumber: 3, columnNumber: 7 } });
    assert.deepEqual(widgetException({ name: 'SyntaxError', message: 'Unexpected token', line: null, column: null }), { type: 'widgetException', data: { name: 'SyntaxError', message: 'Unexpected token' } });
  });

  it('finds the failing line and column of the script itself in a Chromium or Firefox stack, past the three wrapper lines', () => {
    assert.deepEqual(scriptPosition('TypeError: x\n    at self.onInit (eval at start (about:srcdoc:1:4711), <anonymous>:4:9)\n    at run (about:srcdoc:1:600)'), { line: 1, column: 9 });
    assert.deepEqual(scriptPosition('self.onInit@about:srcdoc line 1 > Function:12:3\nrun@about:srcdoc:1:600'), { line: 9, column: 3 });
    assert.deepEqual(scriptPosition('SyntaxError: Unexpected token\n    at new Function (<anonymous>)\n    at start (about:srcdoc:1:4711)'), { line: null, column: null });
    assert.deepEqual(scriptPosition('Error\n    at _tbkitWidget (eval at start (about:srcdoc:1:1), <anonymous>:3:40)'), { line: null, column: null });
  });

  it('reads the position of a reported failure from its stack, cut to 2000 characters', () => {
    const stack = 'Error: boom\n    at self.onDataUpdated (eval at start (about:srcdoc:1:9), <anonymous>:10:5)';
    assert.deepEqual(readFrameMessage({ type: 'error', phase: 'data', name: 'Error', message: 'boom', stack }), { type: 'error', phase: 'data', name: 'Error', message: 'boom', line: 7, column: 5 });
    const late = `Error: ${'x'.repeat(2000)}\n    at f (<anonymous>:10:5)`;
    assert.deepEqual(readFrameMessage({ type: 'error', phase: 'data', message: 'x', stack: late }), { type: 'error', phase: 'data', name: 'Error', message: 'x', line: null, column: null });
  });
});

describe('custom widget actions in the sandbox', () => {
  const entity = { entityType: 'DEVICE', id: 'd1', name: 'T1', label: '' };

  it('runs a custom action\'s function from onInit with ThingsBoard\'s arguments', () => {
    const desc = customActionDescriptor({ type: 'custom', customFunction: 'widgetContext.showInfoToast(entityName);', customHtml: '<p>ignored</p>' }, entity, { row: 2 })!;
    assert.equal(desc.templateHtml, '');
    assert.equal(desc.templateCss, '');
    assert.equal(desc.controllerScript, 'self.onInit = function () {\n(function ($event, widgetContext, entityId, entityName, additionalParams, entityLabel) {\n'
      + 'widgetContext.showInfoToast(entityName);\n}).call(self, null, self.ctx, {"entityType":"DEVICE","id":"d1"}, "T1", {"row":2}, null);\n};');
    assert.equal(hasControllerScript(desc), true);
  });

  it('shows a custom pretty action\'s HTML and CSS, and runs without an entity', () => {
    const desc = customActionDescriptor({ type: 'customPretty', customFunction: '', customHtml: '<form></form>', customCss: 'form{}' })!;
    assert.equal(desc.templateHtml, '<form></form>');
    assert.equal(desc.templateCss, 'form{}');
    assert.ok(desc.controllerScript!.endsWith('}).call(self, null, self.ctx, null, null, {}, null);\n};'));
  });

  it('has nothing to run for other actions or an empty custom action', () => {
    assert.equal(customActionDescriptor({ type: 'openDashboardState', customFunction: 'x' }), null);
    assert.equal(customActionDescriptor({ type: 'custom', customFunction: '  ' }), null);
    assert.equal(customActionDescriptor({ type: 'customPretty', customFunction: 42, customHtml: ' ' }), null);
  });
});
