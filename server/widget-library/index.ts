import { ALARM_WIDGETS } from './alarm-widgets.js';
import { ANALOGUE_GAUGES } from './analogue-gauges.js';
import { CARDS } from './cards.js';
import { CHARTS } from './charts.js';
import { CONTROL_WIDGETS } from './control-widgets.js';
import type { WidgetTypeSeed, WidgetsBundleSeed } from './define.js';
import { DIGITAL_GAUGES } from './digital-gauges.js';
import { EDGE_WIDGETS } from './edge-widgets.js';
import { MAPS } from './maps.js';

export type { WidgetDescriptor, WidgetTypeSeed, WidgetsBundleSeed } from './define.js';

/** The system widget library seeded on first start, bundle by bundle. */
export const SYSTEM_WIDGET_LIBRARY: readonly WidgetsBundleSeed[] = [
  CARDS, CHARTS, ANALOGUE_GAUGES, DIGITAL_GAUGES, ALARM_WIDGETS, CONTROL_WIDGETS, MAPS, EDGE_WIDGETS,
];

/** The library widget type of a bundle alias and type alias; undefined when the library has none. */
export function libraryWidget(bundleAlias: string, typeAlias: string): WidgetTypeSeed | undefined {
  return SYSTEM_WIDGET_LIBRARY.find((b) => b.alias === bundleAlias)?.types.find((t) => t.alias === typeAlias);
}
