import { dataKey } from './config.js';
import { defineWidget, type WidgetsBundleSeed } from './define.js';
import { LABEL_VALUE_RENDER, SCRIPT_HELPERS } from './scripts.js';

const edgesOverview = defineWidget({
  alias: 'edges_overview',
  name: 'Edges overview',
  description: 'The edges of a datasource with the number of entities of each kind assigned to them.',
  type: 'latest', sizeX: 7.5, sizeY: 6,
  html: '<div class="tbk-edges"></div>',
  css: '.tbk-row { display: flex; justify-content: space-between; padding: 4px 0; }',
  script: `${SCRIPT_HELPERS}
self.typeParameters = function () {
  return { dataKeysOptional: true };
};
${LABEL_VALUE_RENDER}`,
  settings: {
    enableDefaultTitle: { title: 'Edge name as title', type: 'boolean', default: true },
    displayEntityGroups: { title: 'Entity kinds assigned to the edge', type: 'array', default: ['ASSET', 'DEVICE', 'ENTITY_VIEW', 'DASHBOARD', 'RULE_CHAIN'], items: { type: 'string' } },
  },
  config: { datasources: [{ type: 'entity', name: null, entityAliasId: null, filterId: null, dataKeys: [dataKey('name', 'entityField', { label: 'Name' })], latestDataKeys: [] }] },
});

/** The `edge_widgets` bundle (listed only when edge support is enabled). */
export const EDGE_WIDGETS: WidgetsBundleSeed = {
  alias: 'edge_widgets',
  title: 'Edge widgets',
  description: 'Overviews of edges and what is assigned to them.',
  types: [edgesOverview],
};
