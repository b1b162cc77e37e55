/**
 * Pieces of controller scripts shared by the library widgets. A controller script runs inside a
 * constructor where `self` is the widget and `self.ctx` its context (absent when the type is only
 * being inspected), so top-level code here only declares functions.
 */

/** Helpers every library script starts with: the widget's root element, latest value of a data entry, value formatting. */
export const SCRIPT_HELPERS = `function tbkRoot() {
  var c = self.ctx.$container;
  return c && c[0] ? c[0] : c;
}
function tbkLatest(entry) {
  var points = entry && entry.data ? entry.data : [];
  return points.length ? points[points.length - 1][1] : undefined;
}
function tbkFormat(value, decimals) {
  var settings = self.ctx.settings || {};
  if (value === undefined || value === null || value === '') return settings.noValueText || '';
  var n = Number(value);
  var places = decimals !== undefined && decimals !== null ? decimals : settings.valueDecimals;
  return isNaN(n) ? String(value) : n.toFixed(places === undefined ? 1 : places);
}
function tbkEl(tag, className, text) {
  var el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}
`;

/** Renders one row per data entry: its label and its latest value (cards, gauges fall back to it). */
export const LABEL_VALUE_RENDER = `self.onInit = function () {
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  root.textContent = '';
  (self.ctx.data || []).forEach(function (entry) {
    var row = tbkEl('div', 'tbk-row');
    row.appendChild(tbkEl('span', 'tbk-label', entry.dataKey.label));
    row.appendChild(tbkEl('span', 'tbk-value', tbkFormat(tbkLatest(entry), entry.dataKey.decimals) + (entry.dataKey.units || '')));
    root.appendChild(row);
  });
};
`;

/** Draws every data entry as a polyline in one SVG, scaled to the time window (line, state and bar charts reuse it). */
export const SERIES_RENDER = `self.onInit = function () {
  self.onDataUpdated();
};
self.onResize = function () {
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  var width = self.ctx.width || 300;
  var height = self.ctx.height || 150;
  var tw = self.ctx.timeWindow || {};
  var values = [];
  (self.ctx.data || []).forEach(function (entry) {
    (entry.data || []).forEach(function (p) { values.push(Number(p[1])); });
  });
  var min = Math.min.apply(null, values.concat([0]));
  var max = Math.max.apply(null, values.concat([1]));
  var x = function (ts) { return ((ts - tw.minTime) / Math.max(1, tw.maxTime - tw.minTime)) * width; };
  var y = function (v) { return height - ((v - min) / Math.max(1e-9, max - min)) * height; };
  var ns = 'http://www.w3.org/2000/svg';
  var svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  (self.ctx.data || []).forEach(function (entry) {
    var line = document.createElementNS(ns, 'polyline');
    var points = (entry.data || []).map(function (p) { return x(p[0]).toFixed(1) + ',' + y(Number(p[1])).toFixed(1); });
    line.setAttribute('fill', 'none');
    line.setAttribute('stroke-width', '2');
    line.setAttribute('stroke', entry.dataKey.color);
    line.setAttribute('points', points.join(' '));
    svg.appendChild(line);
  });
  root.textContent = '';
  root.appendChild(svg);
};
`;

/** Sends a two-way RPC through the control API and keeps the answer (control widgets). */
export const RPC_HELPERS = `function tbkRpc(method, params) {
  var settings = self.ctx.settings || {};
  return self.ctx.controlApi.sendTwoWayCommand(method, params, settings.requestTimeout, settings.requestPersistent);
}
`;
