import type { WidgetModule } from '../widget-contract.js';

export { hasControllerScript, type CustomDescriptor } from './sandbox.logic.js';
export { $widgetTypes, loadWidgetType, provideWidgetType, useWidgetType, useWidgetTypeDescriptor, widgetTypeKey, type WidgetTypeEntry } from './widget-types.js';

/** The view of custom widgets (widget types with a controller script and no native view), loaded on first use. */
export const CUSTOM_WIDGET: WidgetModule = () => import('./custom-widget.js');
