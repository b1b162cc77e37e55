import { dataKey, functionSource } from './config.js';
import { defineWidget, type WidgetsBundleSeed } from './define.js';
import { ENTITY_PAGE_SUBSCRIBE, SCRIPT_HELPERS } from './scripts.js';

const openStreetMap = defineWidget({
  alias: 'openstreetmap',
  name: 'OpenStreetMap',
  description: 'Places a marker for each entity at the coordinates held in its latitude and longitude keys.',
  type: 'latest', sizeX: 8.5, sizeY: 6,
  html: '<div class="tbk-map"></div>',
  css: '.tbk-map { width: 100%; height: 100%; }\n.tbk-marker { padding: 2px 0; }',
  script: `${SCRIPT_HELPERS}${ENTITY_PAGE_SUBSCRIBE}
self.typeParameters = function () {
  return { hasDataPageLink: true, warnOnPageDataOverflow: false };
};
self.actionSources = function () {
  return {
    markerClick: { name: 'On marker click', multiple: false },
    tooltipAction: { name: 'Tooltip tag action', multiple: true }
  };
};
self.onInit = function () {
  tbkSubscribeEntities((self.ctx.settings || {}).mapPageSize || 16384);
  self.onDataUpdated();
};
self.onDataUpdated = function () {
  var root = tbkRoot();
  if (!root) return;
  var settings = self.ctx.settings || {};
  var places = {};
  (self.ctx.data || []).forEach(function (entry) {
    var name = entry.datasource.entityName || entry.datasource.name;
    places[name] = places[name] || {};
    places[name][entry.dataKey.name] = tbkLatest(entry);
  });
  root.textContent = '';
  Object.keys(places).forEach(function (name) {
    var lat = places[name][settings.latKeyName];
    var lng = places[name][settings.lngKeyName];
    if (lat === undefined || lng === undefined) return;
    root.appendChild(tbkEl('div', 'tbk-marker', name + ': ' + lat + ', ' + lng));
  });
};
`,
  settings: {
    mapProvider: { title: 'Map tiles', type: 'string', default: 'OpenStreetMap.Mapnik', enum: ['OpenStreetMap.Mapnik', 'OpenStreetMap.HOT'] },
    latKeyName: { title: 'Latitude key', type: 'string', default: 'latitude' },
    lngKeyName: { title: 'Longitude key', type: 'string', default: 'longitude' },
    fitMapBounds: { title: 'Fit the map to the markers', type: 'boolean', default: true },
    mapPageSize: { title: 'Most entities placed', type: 'number', default: 16384, minimum: 1 },
    defaultZoomLevel: { title: 'Zoom level (blank for automatic)', type: 'number', default: null, minimum: 0, maximum: 20 },
    showLabel: { title: 'Label above each marker', type: 'boolean', default: true },
    label: { title: 'Label pattern', type: 'string', default: '${entityName}' },
    showTooltip: { title: 'Tooltip on click', type: 'boolean', default: true },
    tooltipPattern: { title: 'Tooltip pattern', type: 'string', default: '<b>${entityName}</b><br/>Latitude: ${latitude:5}<br/>Longitude: ${longitude:5}' },
  },
  config: {
    datasources: [functionSource([
      dataKey('f(x)', 'function', { label: 'latitude', funcBody: 'return 51.5072 + 0.01 * Math.sin(time / 60000);' }),
      dataKey('f(x)', 'function', { label: 'longitude', funcBody: 'return -0.1276 + 0.01 * Math.cos(time / 60000);' }),
    ], 'Marker')],
  },
});

/** The `maps` bundle: the OpenStreetMap widget. */
export const MAPS: WidgetsBundleSeed = {
  alias: 'maps',
  title: 'Maps',
  description: 'Entities placed on a map by their coordinates.',
  types: [openStreetMap],
};
