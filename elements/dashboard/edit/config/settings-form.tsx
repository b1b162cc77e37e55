import { useMemo, useRef, type FocusEvent } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import { JsonObjectEditor } from '../../../json-object-editor/json-object-editor.js';
import { sameJson } from '../../../json-object-editor/json-object-editor.logic.js';
import type { JsonObject } from '../../model/problems.js';
import { isObject } from '../../model/problems.js';
import type { WidgetFormProps } from '../form-context.js';
import { ListField, NumberField, SelectField, SwitchField, TextField } from './fields.js';
import { optionValue, settingsFormModel, shownValue, withDefaults, withValueAt, type FallbackReason, type SettingsField } from './settings-schema.logic.js';
import { registerWidgetConfigLocales } from './i18n/index.js';

await registerWidgetConfigLocales();

export { CardForm } from './card-form.js';

type SetValue = (field: SettingsField, value: unknown) => void;

/** One generated field of the settings form; a group is a fieldset of its own fields. */
function SettingsInput({ field, settings, set }: { field: SettingsField; settings: JsonObject; set: SetValue }) {
  const value = shownValue(settings, field);
  switch (field.kind) {
    case 'group':
      return (
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-control border border-border p-3">
          <legend className="px-1 text-sm font-semibold text-text">{field.title}</legend>
          {field.fields.map((inner) => (
            <SettingsInput key={inner.path.join('.')} field={inner} settings={settings} set={set} />
          ))}
        </fieldset>
      );
    case 'boolean':
      return <SwitchField label={field.title} checked={value === true} onChange={(checked) => set(field, checked)} />;
    case 'number':
      return <NumberField label={field.title} value={value} required={field.required} integer={field.integer} min={field.min} max={field.max} onCommit={(n) => set(field, n)} />;
    case 'select':
      return (
        <SelectField
          label={field.title}
          value={value === undefined || value === null ? '' : String(value)}
          required={field.required}
          options={field.options.map((o) => ({ value: String(o.value), label: o.label }))}
          onChange={(text) => set(field, text === '' ? null : (optionValue(field.options, text) ?? text))}
        />
      );
    case 'list':
      return <ListField label={field.title} value={value} item={field.item} onChange={(list) => set(field, list)} />;
    default: {
      const variant = field.kind === 'text' ? 'line' : field.kind === 'textarea' ? 'area' : field.kind;
      return <TextField label={field.title} value={value} required={field.required} variant={variant} onCommit={(text) => set(field, text)} />;
    }
  }
}

/** The note saying why the settings are edited as JSON. */
function fallbackNote(t: ReturnType<typeof useTranslate>, reason: FallbackReason): string {
  switch (reason.code) {
    case 'directive':
      return t('widgetconfig:settings.fallback-directive', { directive: reason.directive });
    case 'unsupported':
      return t('widgetconfig:settings.fallback-unsupported', { field: reason.field, type: reason.type });
    case 'invalid-schema':
      return t('widgetconfig:settings.fallback-invalid');
    case 'no-type':
      return t('widgetconfig:settings.fallback-no-type');
    default:
      return t('widgetconfig:settings.fallback-none');
  }
}

/**
 * The settings as one JSON object, with the note saying why. The last valid object typed replaces the settings
 * when the editor is left (one change, as the other fields report); an invalid text is not reported.
 */
function JsonSettings({ settings, reason, onSettings }: { settings: JsonObject; reason: FallbackReason; onSettings: (settings: JsonObject) => void }) {
  const t = useTranslate();
  const typed = useRef<JsonObject | null>(null);
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    const next = typed.current;
    typed.current = null;
    if (next && !sameJson(next, settings)) onSettings(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <p role="note" className="rounded-control border border-border bg-surface-sunken p-3 text-sm text-text-muted">
        {fallbackNote(t, reason)}
      </p>
      <div onBlur={leave}>
        <JsonObjectEditor label={t('widgetconfig:settings.json')} value={settings} validateOnChange onChange={(change) => (typed.current = change.valid ? (change.value ?? {}) : null)} />
      </div>
    </div>
  );
}

/**
 * The widget-specific settings (`config.settings`), as a form generated from the widget type's settings schema:
 * texts, text areas, colours, numbers with their bounds, switches, selects, nested groups and lists of texts or
 * numbers, defaults from the schema. A value the schema refuses shows why and is not reported. Settings the schema
 * cannot describe (no widget type or schema, a settings directive only, an unknown kind) are edited as JSON with a note saying why.
 * Keys the schema does not name are kept.
 */
export function SettingsForm({ config, onChange, context }: WidgetFormProps) {
  const model = useMemo(() => settingsFormModel(context.descriptor), [context.descriptor]);
  const settings = isObject(config.settings) ? config.settings : {};
  const onSettings = (next: JsonObject) => onChange({ ...config, settings: next });
  if (!model.ok) return <JsonSettings settings={settings} reason={model.reason} onSettings={onSettings} />;
  const set: SetValue = (field, value) => onSettings(withValueAt(withDefaults(settings, model.fields), field.path, value));
  return (
    <div className="flex flex-col gap-3">
      {model.fields.map((field) => (
        <SettingsInput key={field.path.join('.')} field={field} settings={settings} set={set} />
      ))}
    </div>
  );
}
