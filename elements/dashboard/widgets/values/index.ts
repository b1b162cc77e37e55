import type { WidgetViewTable } from '../widget-contract.js';

/** Latest-value, card, table, gauge, alarm, control, edge and map widget views, by `bundleAlias.typeAlias`. */
export const VALUE_WIDGETS: WidgetViewTable = {
  'digital_gauges.digital_value': () => import('./digital-value.js'),
  'cards.simple_card': () => import('./simple-card.js'),
  'cards.attributes_card': () => import('./attributes-card.js'),
  'cards.entities_table': () => import('./entities-table.js'),
  'alarm_widgets.alarms_table': () => import('./alarms-table.js'),
  'analogue_gauges.radial_gauge': () => import('./radial-gauge.js'),
  'cards.markdown_card': () => import('./markdown-card.js'),
  'cards.html_card': () => import('./html-card.js'),
  'cards.html_value_card': () => import('./html-card.js'),
  'cards.timeseries_table': () => import('./timeseries-table.js'),
  'control_widgets.rpc_button': () => import('./rpc-button.js'),
  'control_widgets.switch_control': () => import('./switch-control.js'),
  'control_widgets.knob_control': () => import('./knob-control.js'),
  'edge_widgets.edges_overview': () => import('./edges-overview.js'),
  'maps.openstreetmap': () => import('./openstreetmap.js'),
};
