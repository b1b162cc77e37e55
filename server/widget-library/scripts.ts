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

/**
 * The frame of the SVG charts: `tbkDraw(render)` redraws on init, resize and data; `render` gets
 * the size, the time window, the numeric points of each entry (booleans as 0 and 1) and the SVG.
 */
const CHART_FRAME = `function tbkSvg(tag, attributes) {
  var el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  Object.keys(attributes || {}).forEach(function (name) { el.setAttribute(name, String(attributes[name])); });
  return el;
}
function tbkDraw(render) {
  self.onInit = function () {
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
    var series = (self.ctx.data || []).map(function (entry) {
      var points = (entry.data || []).map(function (p) { return [p[0], tbkNumber(p[1])]; });
      return { color: entry.dataKey.color, points: points.filter(function (p) { return !isNaN(p[1]); }) };
    });
    var values = [].concat.apply([], series.map(function (s) { return s.points.map(function (p) { return p[1]; }); }));
    var svg = tbkSvg('svg', { width: width, height: height });
    render({ width: width, height: height, tw: self.ctx.timeWindow || {}, series: series, values: values, svg: svg });
    root.textContent = '';
    root.appendChild(svg);
  };
}
`;

/** Draws every data entry as a polyline scaled to the time window (line and state charts). */
export const SERIES_RENDER = `${CHART_FRAME}tbkDraw(function (f) {
  var min = Math.min.apply(null, f.values.concat([0]));
  var max = Math.max.apply(null, f.values.concat([1]));
  var x = function (ts) { return ((ts - f.tw.minTime) / Math.max(1, f.tw.maxTime - f.tw.minTime)) * f.width; };
  var y = function (v) { return f.height - ((v - min) / Math.max(1e-9, max - min)) * f.height; };
  f.series.forEach(function (s) {
    var points = s.points.map(function (p) { return x(p[0]).toFixed(1) + ',' + y(p[1]).toFixed(1); });
    f.svg.appendChild(tbkSvg('polyline', { fill: 'none', 'stroke-width': 2, stroke: s.color, points: points.join(' ') }));
  });
});
`;

/** Draws every point of every data entry as a bar, the entries side by side within each time slot. */
export const BARS_RENDER = `${CHART_FRAME}tbkDraw(function (f) {
  var min = Math.min.apply(null, f.values.concat([0]));
  var max = Math.max.apply(null, f.values.concat([min + 1]));
  var span = Math.max(1, f.tw.maxTime - f.tw.minTime);
  var slotWidth = Math.max(1, ((f.tw.interval || span / 50) / span) * f.width);
  var barWidth = Math.max(1, slotWidth / Math.max(1, f.series.length) - 1);
  var y = function (v) { return f.height - ((v - min) / Math.max(1e-9, max - min)) * f.height; };
  f.series.forEach(function (s, index) {
    s.points.forEach(function (p) {
      f.svg.appendChild(tbkSvg('rect', {
        x: (((p[0] - f.tw.minTime) / span) * f.width + index * (barWidth + 1)).toFixed(1),
        y: Math.min(y(p[1]), y(0)).toFixed(1),
        width: barWidth.toFixed(1),
        height: Math.abs(y(p[1]) - y(0)).toFixed(1),
        fill: s.color
      }));
    });
  });
});
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
