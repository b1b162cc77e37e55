import { dataKey, functionSource, waveKey } from './config.js';
import { VALUE_SETTINGS, defineWidget, type SettingsSpec, type WidgetsBundleSeed } from './define.js';
import { BARS_RENDER, LABEL_VALUE_RENDER, SCRIPT_HELPERS, SERIES_RENDER } from './scripts.js';

const CHART_CSS = '.tbk-chart { width: 100%; height: 100%; }';

const AXIS_SETTINGS: SettingsSpec = {
  showTooltip: { title: 'Tooltip on hover', type: 'boolean', default: true },
  yAxisTitle: { title: 'Vertical axis title', type: 'string', default: '' },
  yAxisMin: { title: 'Vertical axis minimum (blank for automatic)', type: 'number', default: null },
  yAxisMax: { title: 'Vertical axis maximum (blank for automatic)', type: 'number', default: null },
};

const lineChart = defineWidget({
  alias: 'basic_timeseries',
  name: 'Time-series line chart',
  description: 'Lines of the readings of the time window, one per data key.',
  type: 'timeseries', sizeX: 8, sizeY: 5,
  html: '<div class="tbk-chart"></div>',
  css: CHART_CSS,
  script: SCRIPT_HELPERS + SERIES_RENDER,
  settings: {
    ...AXIS_SETTINGS,
    smoothLines: { title: 'Smooth lines', type: 'boolean', default: false },
    showPoints: { title: 'Points on the lines', type: 'boolean', default: false },
    stack: { title: 'Stack series', type: 'boolean', default: false },
  },
  dataKeySettings: {
    lineWidth: { title: 'Line width', type: 'number', default: 2, minimum: 0 },
    fillLines: { title: 'Fill below the line', type: 'boolean', default: false },
    axisPosition: { title: 'Axis side', type: 'string', default: 'left', enum: ['left', 'right'] },
  },
  config: { datasources: [functionSource([waveKey('Temperature', 18, 26), waveKey('Humidity', 30, 60, 90_000)])] },
});

const stateChart = defineWidget({
  alias: 'state_chart',
  name: 'State chart',
  description: 'Steps between discrete states (on/off, modes) over the time window; values are mapped to state names.',
  type: 'timeseries', sizeX: 8, sizeY: 4,
  html: '<div class="tbk-chart"></div>',
  css: CHART_CSS,
  script: SCRIPT_HELPERS + SERIES_RENDER,
  settings: {
    showTooltip: AXIS_SETTINGS.showTooltip!,
    states: {
      title: 'State names', type: 'array', default: [{ value: 0, name: 'Off' }, { value: 1, name: 'On' }],
      items: { type: 'object', properties: { value: { type: 'number' }, name: { type: 'string' } } },
    },
  },
  config: {
    datasources: [functionSource([dataKey('f(x)', 'function', { label: 'Running', funcBody: 'return Math.floor(time / 30000) % 2;' })])],
  },
});

const timeseriesBars = defineWidget({
  alias: 'timeseries_bars_flot',
  name: 'Time-series bar chart',
  description: 'Bars of the readings of the time window, one bar per key in each time slot (usage and counts per interval).',
  type: 'timeseries', sizeX: 8, sizeY: 5,
  html: '<div class="tbk-chart"></div>',
  css: CHART_CSS,
  script: SCRIPT_HELPERS + BARS_RENDER,
  settings: {
    ...AXIS_SETTINGS,
    stack: { title: 'Stack series', type: 'boolean', default: false },
    barAlignment: { title: 'Bar alignment in its slot', type: 'string', default: 'left', enum: ['left', 'center', 'right'] },
  },
  dataKeySettings: {
    axisPosition: { title: 'Axis side', type: 'string', default: 'left', enum: ['left', 'right'] },
  },
  config: { datasources: [functionSource([waveKey('Messages', 10, 90), waveKey('Errors', 0, 10, 90_000)])] },
});

const bars = defineWidget({
  alias: 'bars',
  name: 'Bar chart',
  description: 'One bar per data key and entity, from the latest values.',
  type: 'latest', sizeX: 7, sizeY: 5,
  html: '<div class="tbk-chart"></div>',
  css: CHART_CSS + '\n.tbk-row { display: flex; justify-content: space-between; }',
  script: SCRIPT_HELPERS + LABEL_VALUE_RENDER,
  settings: {
    showTooltip: AXIS_SETTINGS.showTooltip!,
    horizontal: { title: 'Horizontal bars', type: 'boolean', default: false },
    showValues: { title: 'Values on the bars', type: 'boolean', default: true },
    ...VALUE_SETTINGS,
  },
  config: { datasources: [functionSource([waveKey('Power', 0.5, 6), waveKey('Flow', 30, 60, 45_000)])] },
});

const pie = defineWidget({
  alias: 'pie',
  name: 'Pie chart',
  description: 'Shares of the latest values of the data keys; a hole in the middle makes it a doughnut.',
  type: 'latest', sizeX: 5, sizeY: 5,
  html: '<div class="tbk-chart"></div>',
  css: CHART_CSS + '\n.tbk-row { display: flex; justify-content: space-between; }',
  script: SCRIPT_HELPERS + LABEL_VALUE_RENDER,
  settings: {
    showTooltip: AXIS_SETTINGS.showTooltip!,
    showLabels: { title: 'Labels on the slices', type: 'boolean', default: true },
    innerRadius: { title: 'Hole size (0 to 90 % of the radius)', type: 'number', default: 0, minimum: 0, maximum: 90 },
    ...VALUE_SETTINGS,
  },
  config: { datasources: [functionSource([waveKey('First', 10, 30), waveKey('Second', 20, 40, 80_000), waveKey('Third', 5, 15, 70_000)])] },
});

/** The `charts` bundle: line, state, bar and pie charts. */
export const CHARTS: WidgetsBundleSeed = {
  alias: 'charts',
  title: 'Charts',
  description: 'Time-series line, bar and state charts, bar and pie charts of latest values.',
  types: [lineChart, stateChart, timeseriesBars, bars, pie],
};
