import { useMemo } from 'react';
import { isObject, type JsonObject } from '../../model/problems.js';
import type { WidgetFormProps } from '../form-context.js';
import { settingsFormModel } from './settings-schema.logic.js';
import { SchemaSettings } from './settings-fields.js';

export { CardForm } from './card-form.js';

/**
 * The widget-specific settings (`config.settings`), as a form generated from the widget type's settings schema:
 * texts, text areas, colours, numbers with their bounds, switches, selects, nested groups and lists of texts or
 * numbers, defaults from the schema. A value the schema refuses shows why and is not reported. A setting of a
 * kind the form cannot show is edited alone as JSON, with a note saying why; the whole settings object is
 * edited as JSON only when there is no usable schema (no widget type or schema, a settings directive only).
 * Keys the schema does not name are kept.
 */
export function SettingsForm({ config, onChange, context }: WidgetFormProps) {
  const model = useMemo(() => settingsFormModel(context.descriptor), [context.descriptor]);
  const settings = isObject(config.settings) ? config.settings : {};
  return <SchemaSettings model={model} settings={settings} onSettings={(next: JsonObject) => onChange({ ...config, settings: next })} />;
}
