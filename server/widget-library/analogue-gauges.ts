import { functionSource, waveKey } from './config.js';
import { VALUE_SETTINGS, defineWidget, type WidgetsBundleSeed } from './define.js';
import { SCRIPT_HELPERS } from './scripts.js';

/** Gauge script: turns the needle to the latest value between the configured minimum and maximum. */
const GAUGE_SCRIPT = `${SCRIPT_HELPERS}
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
  var min = Number(settings.minValue || 0);
  var max = Number(settings.maxValue || 100);
  var share = isNaN(value) ? 0 : Math.min(1, Math.max(0, (value - min) / Math.max(1e-9, max - min)));
  var needle = root.querySelector('.tbk-needle');
  if (needle) needle.style.transform = 'rotate(' + (settings.startAngle + share * settings.ticksAngle) + 'deg)';
  var label = root.querySelector('.tbk-gauge-value');
  if (label) label.textContent = tbkFormat(tbkLatest(entry)) + ' ' + (settings.unitTitle || '');
};
`;

const radialGauge = defineWidget({
  alias: 'radial_gauge',
  name: 'Radial gauge',
  description: 'A dial with a needle showing one latest value between a minimum and a maximum, with coloured ranges.',
  type: 'latest', sizeX: 6, sizeY: 5,
  html: '<div class="tbk-gauge"><div class="tbk-dial"><div class="tbk-needle"></div></div><div class="tbk-gauge-value"></div></div>',
  css: `.tbk-gauge { display: flex; flex-direction: column; align-items: center; height: 100%; }
.tbk-dial { position: relative; width: 80%; aspect-ratio: 1; border-radius: 50%; border: 2px solid #ccc; }
.tbk-needle { position: absolute; left: 50%; top: 10%; width: 2px; height: 40%; background: #f44336; transform-origin: bottom center; }
.tbk-gauge-value { font-size: 1.5em; }`,
  script: GAUGE_SCRIPT,
  settings: {
    minValue: { title: 'Minimum', type: 'number', default: 0 },
    maxValue: { title: 'Maximum', type: 'number', default: 100 },
    startAngle: { title: 'Start angle (degrees)', type: 'number', default: -135 },
    ticksAngle: { title: 'Sweep (degrees)', type: 'number', default: 270 },
    majorTicksCount: { title: 'Major ticks', type: 'number', default: 10, minimum: 1 },
    unitTitle: { title: 'Unit shown on the dial', type: 'string', default: '' },
    needleColor: { title: 'Needle colour', type: 'string', default: '#f44336' },
    highlights: {
      title: 'Coloured ranges', type: 'array', default: [{ from: 80, to: 100, color: '#f44336' }],
      items: { type: 'object', properties: { from: { type: 'number' }, to: { type: 'number' }, color: { type: 'string' } } },
    },
    ...VALUE_SETTINGS,
  },
  config: { datasources: [functionSource([waveKey('Humidity', 30, 60)])] },
});

/** The `analogue_gauges` bundle: dials with needles. */
export const ANALOGUE_GAUGES: WidgetsBundleSeed = {
  alias: 'analogue_gauges',
  title: 'Analogue gauges',
  description: 'Dials with a needle for one latest value.',
  types: [radialGauge],
};
