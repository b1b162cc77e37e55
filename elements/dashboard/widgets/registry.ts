import { CHART_WIDGETS } from './charts/index.js';
import { VALUE_WIDGETS } from './values/index.js';
import type { WidgetModule } from './widget-contract.js';

const VIEWS: Readonly<Record<string, WidgetModule>> = { ...VALUE_WIDGETS, ...CHART_WIDGETS };

/** The view module of a widget type, or undefined when tbkit has no native view for it. */
export function widgetView(bundleAlias: string, typeAlias: string): WidgetModule | undefined {
  return VIEWS[`${bundleAlias}.${typeAlias}`];
}
