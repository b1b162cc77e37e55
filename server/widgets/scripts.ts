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
function tbkNumber(value) {
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return Number(value);
}
`;

/**
 * Subscribes a widget whose type declares a data page link to its first page of entities, through
 * the widget context (the platform then fills `self.ctx.data` and calls `onDataUpdated`).
 */
export const ENTITY_PAGE_SUBSCRIBE = `function tbkSubscribeEntities(pageSize) {
  var sub = self.ctx.defaultSubscription;
  if (!sub || typeof sub.subscribeAllForPaginatedData !== 'function') return;
  sub.subscribeAllForPaginatedData({
    page: 0, pageSize: pageSize, textSearch: null, dynamic: true,
    sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' }
  }, null);
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
    (entry.data || []).forEach(function (p) { values.push(tbkNumber(p[1])); });
  });
  values = values.filter(function (v) { return !isNaN(v); });
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
    var points = (entry.data || []).filter(function (p) { return !isNaN(tbkNumber(p[1])); })
      .map(function (p) { return x(p[0]).toFixed(1) + ',' + y(tbkNumber(p[1])).toFixed(1); });
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

/** Draws every point of every data entry as a bar in one SVG, the entries side by side within each time slot. */
export const BARS_RENDER = `self.onInit = function () {
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
  var entries = self.ctx.data || [];
  var values = [0];
  entries.forEach(function (entry) {
    (entry.data || []).forEach(function (p) { if (!isNaN(tbkNumber(p[1]))) values.push(tbkNumber(p[1])); });
  });
  var min = Math.min.apply(null, values);
  var max = Math.max.apply(null, values.concat([min + 1]));
  var span = Math.max(1, tw.maxTime - tw.minTime);
  var slot = Math.max(1, (self.ctx.timeWindow && self.ctx.timeWindow.interval) || span / 50);
  var slotWidth = Math.max(1, (slot / span) * width);
  var barWidth = Math.max(1, slotWidth / Math.max(1, entries.length) - 1);
  var y = function (v) { return height - ((v - min) / Math.max(1e-9, max - min)) * height; };
  var ns = 'http://www.w3.org/2000/svg';
  var svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  entries.forEach(function (entry, index) {
    (entry.data || []).forEach(function (p) {
      var v = tbkNumber(p[1]);
      if (isNaN(v)) return;
      var top = Math.min(y(v), y(0));
      var bar = document.createElementNS(ns, 'rect');
      bar.setAttribute('x', (((p[0] - tw.minTime) / span) * width + index * (barWidth + 1)).toFixed(1));
      bar.setAttribute('y', top.toFixed(1));
      bar.setAttribute('width', barWidth.toFixed(1));
      bar.setAttribute('height', Math.abs(y(v) - y(0)).toFixed(1));
      bar.setAttribute('fill', entry.dataKey.color);
      svg.appendChild(bar);
    });
  });
  root.textContent = '';
  root.appendChild(svg);
};
`;

/**
 * Fills ${label} and ${label:decimals} placeholders of an HTML text with the escaped latest values
 * of the data keys, and shows HTML keeping only plain markup: other elements, event attributes and
 * script URLs are dropped.
 */
export const HTML_FILL = `var TBK_TAGS = /^(A|ABBR|B|BR|CAPTION|CODE|DIV|EM|H[1-6]|HR|I|IMG|LABEL|LI|OL|P|PRE|SECTION|SMALL|SPAN|STRONG|SUB|SUP|TABLE|TBODY|TD|TFOOT|TH|THEAD|TR|U|UL)$/;
var TBK_ATTRIBUTES = /^(class|title|alt|width|height|colspan|rowspan|align|href|src)$/;
function tbkEscape(text) {
  return String(text).replace(/[&<>"']/g, function (c) {
    return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
  });
}
function tbkFillHtml(html, data) {
  return html.replace(/\\$\\{([^}:]+)(?::(\\d+))?\\}/g, function (all, label, decimals) {
    var entry = data.filter(function (e) { return e.dataKey && e.dataKey.label === label; })[0];
    if (!entry) return all;
    return tbkEscape(tbkFormat(tbkLatest(entry), decimals !== undefined ? Number(decimals) : entry.dataKey.decimals));
  });
}
function tbkClean(el) {
  Array.prototype.slice.call(el.children).forEach(function (child) {
    if (!TBK_TAGS.test(child.tagName)) {
      child.remove();
      return;
    }
    Array.prototype.slice.call(child.attributes).forEach(function (a) {
      var name = a.name.toLowerCase();
      var url = (name === 'href' || name === 'src') && !/^(https?:|data:image\\/|\\/|#)/i.test(a.value.trim());
      if (!TBK_ATTRIBUTES.test(name) || url) child.removeAttribute(a.name);
    });
    tbkClean(child);
  });
}
function tbkShowHtml(root, html) {
  var body = new DOMParser().parseFromString(html, 'text/html').body;
  tbkClean(body);
  root.textContent = '';
  while (body.firstChild) root.appendChild(body.firstChild);
}
`;

/** Sends a two-way RPC through the control API and keeps the answer (control widgets). */
export const RPC_HELPERS = `function tbkRpc(method, params) {
  var settings = self.ctx.settings || {};
  return self.ctx.controlApi.sendTwoWayCommand(method, params, settings.requestTimeout, settings.requestPersistent);
}
`;
