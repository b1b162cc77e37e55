export { customActionDescriptor, hasControllerScript, type CustomActionFields, type CustomDescriptor } from './sandbox.logic.js';
export { $sandboxUrl, FRAME_POLICY, SANDBOX_PAGE } from './sandbox-source.js';
export { $widgetTypes, loadWidgetType, provideWidgetType, useWidgetType, useWidgetTypeDescriptor, widgetTypeKey, type WidgetTypeEntry } from './widget-types.js';
export { CUSTOM_WIDGET } from './view-module.js';
