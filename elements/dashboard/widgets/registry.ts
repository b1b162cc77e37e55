import { CHART_WIDGETS } from './charts/index.js';
import { CUSTOM_WIDGET } from './custom/view-module.js';
import { hasControllerScript } from './custom/descriptor.logic.js';
import { $widgetTypes, widgetTypeKey } from './custom/widget-types.js';
import { VALUE_WIDGETS } from './values/index.js';
import type { WidgetModule } from './widget-contract.js';

const VIEWS: Readonly<Record<string, WidgetModule>> = { ...VALUE_WIDGETS, ...CHART_WIDGETS };

/**
 * The view module of a widget type: its native view, else the custom widget sandbox when the type's
 * descriptor (given, or already loaded into `$widgetTypes`) has a controller script; undefined otherwise.
 */
export function widgetView(bundleAlias: string, typeAlias: string, descriptor?: unknown): WidgetModule | undefined {
  const native = VIEWS[`${bundleAlias}.${typeAlias}`];
  if (native) return native;
  const stored = $widgetTypes.get()[widgetTypeKey(bundleAlias, typeAlias)];
  const known = descriptor ?? (stored?.status === 'ready' ? stored.descriptor : undefined);
  return hasControllerScript(known) ? CUSTOM_WIDGET : undefined;
}
