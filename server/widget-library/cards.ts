import { functionSource, waveKey } from './config.js';
import { VALUE_SETTINGS, defineWidget, type SettingsSpec, type WidgetsBundleSeed } from './define.js';
import { ENTITY_PAGE_SUBSCRIBE, HTML_FILL, LABEL_VALUE_RENDER, SCRIPT_HELPERS } from './scripts.js';

const COLUMN_SETTINGS: SettingsSpec = {
  columnWidth: { title: 'Column width (px or %)', type: 'string', default: '0px' },
  columnAlign: { title: 'Alignment', type: 'string', default: 'left', enum: ['left', 'center', 'right'] },
  defaultColumnVisibility: { title: 'Shown by default', type: 'string', default: 'visible', enum: ['visible', 'hidden'] },
};

const TABLE_SETTINGS: SettingsSpec = {
  enableSearch: { title: 'Search box', type: 'boolean', default: true },
  enableSelectColumnDisplay: { title: 'Column chooser', type: 'boolean', default: true },
  displayPagination: { title: 'Pagination', type: 'boolean', default: true },
  defaultPageSize: { title: 'Rows per page', type: 'number', default: 10, minimum: 1 },
};

const TABLE_SCRIPT = `${SCRIPT_HELPERS}${ENTITY_PAGE_SUBSCRIBE}
self.typeParameters = function () {
  return { hasDataPageLink: true, warnOnPageDataOverflow: false, dataKeysOptional: true };
};
self.actionSources = function () {
  return {
    rowClick: { name: 'On row click', multiple: false },
    actionCellButton: { name: 'Action cell button', multiple: true }
  };
};
self.onInit = function () {
  tbkSubscribeEntities((self.ctx.settings || {}).defaultPageSize || 10);
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  var rows = {};
  (self.ctx.data || []).forEach(function (entry) {
    var name = entry.datasource.entityName || entry.datasource.name;
    rows[name] = rows[name] || [];
    rows[name].push(tbkFormat(tbkLatest(entry), entry.dataKey.decimals));
  });
  var table = tbkEl('table', 'tbk-table');
  Object.keys(rows).forEach(function (name) {
    var tr = tbkEl('tr');
    tr.appendChild(tbkEl('td', 'tbk-entity', name));
    rows[name].forEach(function (text) { tr.appendChild(tbkEl('td', '', text)); });
    table.appendChild(tr);
  });
  root.textContent = '';
  root.appendChild(table);
};
`;

const TABLE_CSS = `.tbk-table { width: 100%; border-collapse: collapse; }
.tbk-table td { padding: 4px 8px; border-bottom: 1px solid rgba(0, 0, 0, 0.12); }
.tbk-entity { font-weight: 500; }`;

const ROWS_CSS = `.tbk-row { display: flex; justify-content: space-between; padding: 4px 0; }
.tbk-label { opacity: 0.7; }
.tbk-value { font-weight: 500; }`;

const entitiesTable = defineWidget({
  alias: 'entities_table',
  name: 'Entities table',
  description: 'Lists the entities of a datasource with one column per data key; rows can open a dashboard state.',
  type: 'latest', sizeX: 7.5, sizeY: 6.5,
  html: '<div class="tbk-entities-table"></div>',
  css: TABLE_CSS,
  script: TABLE_SCRIPT,
  settings: {
    entitiesTitle: { title: 'Table title', type: 'string', default: '' },
    ...TABLE_SETTINGS,
    displayEntityName: { title: 'Entity name column', type: 'boolean', default: true },
    entityNameColumnTitle: { title: 'Entity name column title', type: 'string', default: 'Name' },
    displayEntityLabel: { title: 'Entity label column', type: 'boolean', default: false },
    displayEntityType: { title: 'Entity type column', type: 'boolean', default: false },
    defaultSortOrder: { title: 'Sort order (key, - for descending)', type: 'string', default: 'entityName' },
  },
  dataKeySettings: COLUMN_SETTINGS,
  config: { datasources: [functionSource([waveKey('Temperature', 18, 26), waveKey('Humidity', 30, 60)])] },
});

const attributesCard = defineWidget({
  alias: 'attributes_card',
  name: 'Attributes card',
  description: 'Shows the attributes and latest values of one entity as label and value pairs.',
  type: 'latest', sizeX: 5, sizeY: 4,
  html: '<div class="tbk-attributes"></div>',
  css: ROWS_CSS,
  script: SCRIPT_HELPERS + LABEL_VALUE_RENDER,
  settings: {
    showEntityName: { title: 'Entity name as heading', type: 'boolean', default: true },
    labelColor: { title: 'Label colour', type: 'string', default: 'rgba(0, 0, 0, 0.54)' },
    valueColor: { title: 'Value colour', type: 'string', default: 'rgba(0, 0, 0, 0.87)' },
    ...VALUE_SETTINGS,
  },
  config: { datasources: [functionSource([waveKey('Temperature', 18, 26), waveKey('Humidity', 30, 60)])] },
});

const timeseriesTable = defineWidget({
  alias: 'timeseries_table',
  name: 'Time-series table',
  description: 'Lists the readings of the time window, newest first, one row per timestamp and one column per key.',
  type: 'timeseries', sizeX: 8, sizeY: 6.5,
  html: '<div class="tbk-timeseries-table"></div>',
  css: TABLE_CSS,
  script: `${SCRIPT_HELPERS}
self.onInit = function () {
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  var byTs = {};
  (self.ctx.data || []).forEach(function (entry, column) {
    (entry.data || []).forEach(function (p) {
      byTs[p[0]] = byTs[p[0]] || [];
      byTs[p[0]][column] = tbkFormat(p[1], entry.dataKey.decimals);
    });
  });
  var table = tbkEl('table', 'tbk-table');
  Object.keys(byTs).map(Number).sort(function (a, b) { return b - a; }).forEach(function (ts) {
    var tr = tbkEl('tr');
    tr.appendChild(tbkEl('td', 'tbk-entity', new Date(ts).toLocaleString()));
    byTs[ts].forEach(function (text) { tr.appendChild(tbkEl('td', '', text)); });
    table.appendChild(tr);
  });
  root.textContent = '';
  root.appendChild(table);
};
`,
  settings: {
    ...TABLE_SETTINGS,
    showTimestamp: { title: 'Timestamp column', type: 'boolean', default: true },
    dateFormat: { title: 'Timestamp format', type: 'string', default: 'yyyy-MM-dd HH:mm:ss' },
    hideEmptyLines: { title: 'Hide rows without values', type: 'boolean', default: false },
    ...VALUE_SETTINGS,
  },
  dataKeySettings: { columnWidth: COLUMN_SETTINGS.columnWidth! },
  config: { datasources: [functionSource([waveKey('Temperature', 18, 26)])] },
});

const simpleCard = defineWidget({
  alias: 'simple_card',
  name: 'Simple card',
  description: 'One value in large type with its label.',
  type: 'latest', sizeX: 2.5, sizeY: 2,
  html: '<div class="tbk-simple-card"></div>',
  css: `.tbk-simple-card { height: 100%; } .tbk-value { font-size: 2em; }`,
  script: `${SCRIPT_HELPERS}
self.typeParameters = function () {
  return { maxDatasources: 1, maxDataKeys: 1, singleEntity: true };
};
${LABEL_VALUE_RENDER}`,
  settings: {
    labelPosition: { title: 'Label position', type: 'string', default: 'top', enum: ['top', 'left'] },
    ...VALUE_SETTINGS,
  },
  config: { datasources: [functionSource([waveKey('Temperature', 18, 26)])], units: '°C', decimals: 1 },
});

const markdownCard = defineWidget({
  alias: 'markdown_card',
  name: 'Markdown card',
  description: 'Markdown text in which ${key} placeholders are replaced by the latest values of the datasource.',
  type: 'latest', sizeX: 7.5, sizeY: 3,
  html: '<div class="tbk-markdown"></div>',
  css: '.tbk-markdown { overflow: auto; }',
  script: `${SCRIPT_HELPERS}
self.typeParameters = function () {
  return { datasourcesOptional: true, dataKeysOptional: true, singleEntity: true };
};
self.onInit = function () {
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  var text = (self.ctx.settings || {}).markdownTextPattern || '';
  (self.ctx.data || []).forEach(function (entry) {
    text = text.split('\${' + entry.dataKey.label + '}').join(tbkFormat(tbkLatest(entry), entry.dataKey.decimals));
  });
  root.textContent = text;
};
`,
  settings: {
    markdownTextPattern: { title: 'Markdown text', type: 'string', default: '### Markdown card\n\nTemperature: **${Temperature}** °C' },
    applyDefaultMarkdownStyle: { title: 'Default markdown style', type: 'boolean', default: true },
    markdownCss: { title: 'Extra CSS', type: 'string', default: '' },
    ...VALUE_SETTINGS,
  },
  config: { datasources: [functionSource([waveKey('Temperature', 18, 26)])] },
});

const htmlCard = defineWidget({
  alias: 'html_card',
  name: 'HTML card',
  description: 'Static HTML with its own CSS; the content is sanitised before it is shown.',
  type: 'static', sizeX: 7.5, sizeY: 3,
  html: '<div class="tbk-html-card"></div>',
  css: '.tbk-html-card { overflow: auto; height: 100%; }',
  script: `${SCRIPT_HELPERS}
self.typeParameters = function () {
  return { datasourcesOptional: true, dataKeysOptional: true };
};
self.onInit = function () {
  var root = tbkRoot();
  if (root) root.textContent = (self.ctx.settings || {}).cardHtml || '';
};
`,
  settings: {
    cardHtml: { title: 'HTML', type: 'string', default: '<div class="card">HTML code here</div>' },
    cardCss: { title: 'CSS', type: 'string', default: '.card { font-weight: bold; font-size: 32px; color: #999; width: 100%; height: 100%; display: flex; align-items: center; justify-content: center; }' },
  },
  config: { datasources: [] },
});

const htmlValueCard = defineWidget({
  alias: 'html_value_card',
  name: 'HTML value card',
  description: 'HTML with its own CSS in which ${label} and ${label:decimals} placeholders show the latest values of the data keys.',
  type: 'latest', sizeX: 7.5, sizeY: 3,
  html: '<div class="tbk-html-value-card"></div>',
  css: '.tbk-html-value-card { overflow: auto; height: 100%; }',
  script: `${SCRIPT_HELPERS}${HTML_FILL}
self.typeParameters = function () {
  return { singleEntity: true };
};
self.onInit = function () {
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  var settings = self.ctx.settings || {};
  tbkShowHtml(root, tbkFillHtml(settings.cardHtml || '', self.ctx.data || []));
};
`,
  settings: {
    cardHtml: { title: 'HTML', type: 'string', default: '<div class="card"><div class="title">Temperature</div><div class="value">${Temperature:1} °C</div></div>' },
    cardCss: { title: 'CSS', type: 'string', default: '.card { height: 100%; display: flex; flex-direction: column; align-items: center; justify-content: center; } .value { font-size: 32px; }' },
    ...VALUE_SETTINGS,
  },
  config: { datasources: [functionSource([waveKey('Temperature', 18, 26)])] },
});

/** The `cards` bundle: tables, cards of values, markdown and HTML. */
export const CARDS: WidgetsBundleSeed = {
  alias: 'cards',
  title: 'Cards',
  description: 'Tables of entities and readings, value cards, markdown and HTML cards.',
  types: [entitiesTable, attributesCard, timeseriesTable, simpleCard, markdownCard, htmlCard, htmlValueCard],
};

