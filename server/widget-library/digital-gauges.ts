import { functionSource, waveKey } from './config.js';
import { VALUE_SETTINGS, defineWidget, type WidgetsBundleSeed } from './define.js';
import { SCRIPT_HELPERS } from './scripts.js';

const digitalValue = defineWidget({
  alias: 'digital_value',
  name: 'Digital value',
  description: 'One latest value in large digits on an arc, donut or bar that fills between a minimum and a maximum.',
  type: 'latest', sizeX: 5, sizeY: 3.5,
  html: '<div class="tbk-digital"><div class="tbk-digits"></div><div class="tbk-level"><div class="tbk-fill"></div></div></div>',
  css: `.tbk-digital { display: flex; flex-direction: column; align-items: center; justify-content: center; height: 100%; }
.tbk-digits { font-size: 2.5em; font-variant-numeric: tabular-nums; }
.tbk-level { width: 80%; height: 8px; background: #eee; }
.tbk-fill { height: 100%; background: #2196f3; }`,
  script: `${SCRIPT_HELPERS}
self.typeParameters = function () {
  return { maxDatasources: 1, maxDataKeys: 1, singleEntity: true };
};
self.onInit = function () {
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  var settings = self.ctx.settings || {};
  var entry = (self.ctx.data || [])[0];
  var value = Number(tbkLatest(entry));
  var share = isNaN(value) ? 0 : (value - settings.minValue) / Math.max(1e-9, settings.maxValue - settings.minValue);
  var digits = root.querySelector('.tbk-digits');
  if (digits) digits.textContent = tbkFormat(tbkLatest(entry)) + (self.ctx.units || '');
  var fill = root.querySelector('.tbk-fill');
  if (fill) fill.style.width = Math.round(Math.min(1, Math.max(0, share)) * 100) + '%';
};
`,
  settings: {
    gaugeType: { title: 'Shape', type: 'string', default: 'arc', enum: ['arc', 'donut', 'horizontalBar', 'verticalBar'] },
    minValue: { title: 'Minimum', type: 'number', default: 0 },
    maxValue: { title: 'Maximum', type: 'number', default: 100 },
    showMinMax: { title: 'Minimum and maximum labels', type: 'boolean', default: true },
    showTimestamp: { title: 'Time of the value', type: 'boolean', default: false },
    levelColors: { title: 'Level colours, low to high', type: 'array', default: ['#4caf50', '#ffc107', '#f44336'], items: { type: 'string' } },
    ...VALUE_SETTINGS,
  },
  config: { datasources: [functionSource([waveKey('Temperature', 18, 26)])], units: '°C', decimals: 1 },
});

/** The `digital_gauges` bundle: values in digits. */
export const DIGITAL_GAUGES: WidgetsBundleSeed = {
  alias: 'digital_gauges',
  title: 'Digital gauges',
  description: 'Latest values in large digits with a level indicator.',
  types: [digitalValue],
};
