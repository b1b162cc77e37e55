// What a dashboard needs to know of custom widget code before it loads the sandbox: whether a widget type
// has a script to run, and a custom widget action as a descriptor the sandbox runs. Kept apart from the
// sandbox's rules so that a dashboard without custom widgets does not load them.
import type { WidgetEntity } from '../widget-contract.js';

/** The descriptor fields of a widget type the sandbox reads (protocol.md §6.6). */
export interface CustomDescriptor {
  templateHtml?: string | null;
  templateCss?: string | null;
  controllerScript?: string | null;
  resources?: Array<{ url: string }> | null;
}

/** True when a descriptor has a controller script to run (blank counts as none). */
export function hasControllerScript(descriptor: unknown): descriptor is CustomDescriptor {
  if (descriptor === null || typeof descriptor !== 'object') return false;
  const script = (descriptor as CustomDescriptor).controllerScript;
  return typeof script === 'string' && script.trim() !== '';
}

/** The fields of a `custom` or `customPretty` widget action the sandbox runs (protocol.md §7.2). */
export interface CustomActionFields {
  type: string;
  customFunction?: unknown;
  customHtml?: unknown;
  customCss?: unknown;
}

const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * A custom action as a custom widget the sandbox runs: its function is called from `onInit` with
 * ThingsBoard's arguments (`$event` null, `widgetContext` the frame's ctx, the entity's id object, name,
 * additional params and label); a `customPretty` action also shows its HTML and CSS. Null for other
 * action types, and when there is neither a function nor HTML.
 */
export function customActionDescriptor(action: CustomActionFields, entity?: WidgetEntity, additionalParams: Record<string, unknown> = {}): CustomDescriptor | null {
  if (action.type !== 'custom' && action.type !== 'customPretty') return null;
  const pretty = action.type === 'customPretty';
  const body = textOf(action.customFunction);
  const html = pretty ? textOf(action.customHtml) : '';
  if (!body.trim() && !html.trim()) return null;
  const entityId = entity ? { entityType: entity.entityType, id: entity.id } : null;
  const args = [entityId, entity?.name ?? null, additionalParams, entity?.label || null].map((v) => JSON.stringify(v)).join(', ');
  return {
    templateHtml: html,
    templateCss: pretty ? textOf(action.customCss) : '',
    controllerScript: `self.onInit = function () {\n(function ($event, widgetContext, entityId, entityName, additionalParams, entityLabel) {\n${body}\n}).call(self, null, self.ctx, ${args});\n};`,
  };
}
