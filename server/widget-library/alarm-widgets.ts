import { alarmKeys, functionSource } from './config.js';
import { defineWidget, type WidgetsBundleSeed } from './define.js';
import { SCRIPT_HELPERS } from './scripts.js';

const alarmsTable = defineWidget({
  alias: 'alarms_table',
  name: 'Alarms table',
  description: 'Alarms of the entities of an alarm source, with search, filters, acknowledge and clear.',
  type: 'alarm', sizeX: 9.5, sizeY: 6.5,
  html: '<div class="tbk-alarms"></div>',
  css: `.tbk-alarms table { width: 100%; border-collapse: collapse; }
.tbk-alarms td { padding: 4px 8px; border-bottom: 1px solid rgba(0, 0, 0, 0.12); }`,
  script: `${SCRIPT_HELPERS}
self.typeParameters = function () {
  return { hasDataPageLink: true, warnOnPageDataOverflow: false };
};
self.actionSources = function () {
  return {
    rowClick: { name: 'On row click', multiple: false },
    actionCellButton: { name: 'Action cell button', multiple: true }
  };
};
function tbkSubscribeAlarms() {
  var sub = self.ctx.defaultSubscription;
  if (!sub || typeof sub.subscribeForAlarms !== 'function') return;
  var settings = self.ctx.settings || {};
  var config = self.ctx.widgetConfig || {};
  var order = settings.defaultSortOrder || '-createdTime';
  var descending = order.charAt(0) === '-';
  sub.subscribeForAlarms({
    page: 0, pageSize: settings.defaultPageSize || 10, textSearch: null,
    sortOrder: { key: { type: 'ALARM_FIELD', key: descending ? order.slice(1) : order }, direction: descending ? 'DESC' : 'ASC' },
    statusList: config.alarmStatusList || [], severityList: config.alarmSeverityList || [], typeList: config.alarmTypeList || [],
    searchPropagatedAlarms: !!config.searchPropagatedAlarms
  }, null);
}
self.onInit = function () {
  tbkSubscribeAlarms();
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  var alarms = (self.ctx.defaultSubscription && self.ctx.defaultSubscription.alarms && self.ctx.defaultSubscription.alarms.data) || [];
  var table = tbkEl('table');
  alarms.forEach(function (alarm) {
    var tr = tbkEl('tr');
    tr.appendChild(tbkEl('td', '', new Date(alarm.createdTime).toLocaleString()));
    tr.appendChild(tbkEl('td', '', alarm.originatorName || ''));
    tr.appendChild(tbkEl('td', '', alarm.type));
    tr.appendChild(tbkEl('td', '', alarm.severity));
    tr.appendChild(tbkEl('td', '', alarm.status));
    table.appendChild(tr);
  });
  root.textContent = '';
  root.appendChild(table);
};
`,
  settings: {
    alarmsTitle: { title: 'Table title', type: 'string', default: 'Alarms' },
    enableSearch: { title: 'Search box', type: 'boolean', default: true },
    enableSelectColumnDisplay: { title: 'Column chooser', type: 'boolean', default: true },
    enableFilter: { title: 'Status and severity filter', type: 'boolean', default: true },
    displayDetails: { title: 'Details button', type: 'boolean', default: true },
    allowAcknowledgment: { title: 'Acknowledge button', type: 'boolean', default: true },
    allowClear: { title: 'Clear button', type: 'boolean', default: true },
    displayPagination: { title: 'Pagination', type: 'boolean', default: true },
    defaultPageSize: { title: 'Rows per page', type: 'number', default: 10, minimum: 1 },
    defaultSortOrder: { title: 'Sort order (key, - for descending)', type: 'string', default: '-createdTime' },
  },
  dataKeySettings: {
    columnWidth: { title: 'Column width (px or %)', type: 'string', default: '0px' },
  },
  config: {
    alarmSource: functionSource(alarmKeys(), 'Alarms'),
    alarmStatusList: [],
    alarmSeverityList: [],
    alarmTypeList: [],
    searchPropagatedAlarms: false,
  },
});

/** The `alarm_widgets` bundle: the alarms table. */
export const ALARM_WIDGETS: WidgetsBundleSeed = {
  alias: 'alarm_widgets',
  title: 'Alarm widgets',
  description: 'Tables of alarms with acknowledge and clear.',
  types: [alarmsTable],
};
