import { defineWidget, type SettingsSpec, type WidgetsBundleSeed } from './define.js';
import { RPC_HELPERS, SCRIPT_HELPERS } from './scripts.js';

const REQUEST_SETTINGS: SettingsSpec = {
  requestTimeout: { title: 'RPC timeout (ms)', type: 'number', default: 5000, minimum: 0 },
  requestPersistent: { title: 'Persistent RPC', type: 'boolean', default: false },
};

const CONTROL_TYPE_PARAMETERS = `self.typeParameters = function () {
  return { dataKeysOptional: true, datasourcesOptional: true, maxDatasources: 1, singleEntity: true };
};
`;

const CONTROL_CSS = '.tbk-control { display: flex; flex-direction: column; align-items: center; justify-content: center; height: 100%; }';

const knob = defineWidget({
  alias: 'knob_control',
  name: 'Knob control',
  description: 'A knob that reads a value from the target device and sends the new value when turned (two-way RPC).',
  type: 'rpc', sizeX: 4, sizeY: 4,
  html: '<div class="tbk-control"><input class="tbk-knob" type="range"><div class="tbk-knob-value"></div></div>',
  css: CONTROL_CSS,
  script: `${SCRIPT_HELPERS}${RPC_HELPERS}${CONTROL_TYPE_PARAMETERS}
self.onInit = function () {
  var root = tbkRoot();
  var settings = self.ctx.settings || {};
  var input = root && root.querySelector('.tbk-knob');
  if (!input) return;
  input.min = settings.minValue;
  input.max = settings.maxValue;
  input.value = settings.initialValue;
  input.addEventListener('change', function () {
    tbkRpc(settings.setValueMethod, Number(input.value));
  });
  tbkRpc(settings.getValueMethod, null).subscribe(function (value) {
    input.value = value;
  });
};
`,
  settings: {
    title: { title: 'Title', type: 'string', default: '' },
    minValue: { title: 'Minimum', type: 'number', default: 0 },
    maxValue: { title: 'Maximum', type: 'number', default: 100 },
    initialValue: { title: 'Value before the device answers', type: 'number', default: 50 },
    getValueMethod: { title: 'RPC method reading the value', type: 'string', default: 'getValue' },
    setValueMethod: { title: 'RPC method setting the value', type: 'string', default: 'setValue' },
    ...REQUEST_SETTINGS,
  },
  config: { targetDeviceAliasIds: [], showTitle: false, backgroundColor: '#e6e7e8' },
});

const switchControl = defineWidget({
  alias: 'switch_control',
  name: 'Switch control',
  description: 'An on/off switch whose state is read from the device (RPC, attribute or time series) and set by RPC.',
  type: 'rpc', sizeX: 4, sizeY: 2,
  html: '<div class="tbk-control"><label><input class="tbk-switch" type="checkbox"><span class="tbk-switch-label"></span></label></div>',
  css: CONTROL_CSS,
  script: `${SCRIPT_HELPERS}${RPC_HELPERS}${CONTROL_TYPE_PARAMETERS}
self.onInit = function () {
  var root = tbkRoot();
  var settings = self.ctx.settings || {};
  var input = root && root.querySelector('.tbk-switch');
  if (!input) return;
  input.addEventListener('change', function () {
    tbkRpc(settings.setValueMethod, input.checked);
  });
  if (settings.retrieveValueMethod === 'rpc') {
    tbkRpc(settings.getValueMethod, null).subscribe(function (value) {
      input.checked = value === true || value === 'true';
    });
  }
};
`,
  settings: {
    title: { title: 'Title', type: 'string', default: '' },
    showOnOffLabels: { title: 'On and off labels', type: 'boolean', default: true },
    retrieveValueMethod: { title: 'Read the state by', type: 'string', default: 'rpc', enum: ['none', 'rpc', 'attribute', 'timeseries'] },
    valueKey: { title: 'Attribute or time-series key of the state', type: 'string', default: 'value' },
    getValueMethod: { title: 'RPC method reading the state', type: 'string', default: 'getValue' },
    setValueMethod: { title: 'RPC method setting the state', type: 'string', default: 'setValue' },
    ...REQUEST_SETTINGS,
  },
  config: { targetDeviceAliasIds: [], showTitle: false },
});

const rpcButton = defineWidget({
  alias: 'rpc_button',
  name: 'RPC button',
  description: 'A button that sends one RPC command with fixed parameters to the target device.',
  type: 'rpc', sizeX: 4, sizeY: 2,
  html: '<div class="tbk-control"><button class="tbk-button" type="button"></button><div class="tbk-answer"></div></div>',
  css: CONTROL_CSS,
  script: `${SCRIPT_HELPERS}${RPC_HELPERS}${CONTROL_TYPE_PARAMETERS}
self.onInit = function () {
  var root = tbkRoot();
  var settings = self.ctx.settings || {};
  var button = root && root.querySelector('.tbk-button');
  if (!button) return;
  button.textContent = settings.buttonText;
  button.addEventListener('click', function () {
    var params = settings.methodParams ? JSON.parse(settings.methodParams) : null;
    if (settings.oneWayElseTwoWay) {
      self.ctx.controlApi.sendOneWayCommand(settings.methodName, params, settings.requestTimeout, settings.requestPersistent);
    } else {
      tbkRpc(settings.methodName, params).subscribe(function (answer) {
        root.querySelector('.tbk-answer').textContent = JSON.stringify(answer);
      });
    }
  });
};
`,
  settings: {
    buttonText: { title: 'Button text', type: 'string', default: 'Send RPC' },
    methodName: { title: 'RPC method', type: 'string', default: 'rpcCommand' },
    methodParams: { title: 'RPC parameters (JSON)', type: 'string', default: '{}' },
    oneWayElseTwoWay: { title: 'One-way (no answer expected)', type: 'boolean', default: true },
    ...REQUEST_SETTINGS,
  },
  config: { targetDeviceAliasIds: [], showTitle: false },
});

/** The `control_widgets` bundle: knob, switch and button sending RPC commands. */
export const CONTROL_WIDGETS: WidgetsBundleSeed = {
  alias: 'control_widgets',
  title: 'Control widgets',
  description: 'Knobs, switches and buttons that send RPC commands to devices.',
  types: [knob, switchControl, rpcButton],
};
