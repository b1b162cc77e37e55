// A settings object edited with the form its schema gives (protocol §6.6): shared by the widget's Settings tab
// (`settingsSchema`) and each data key's own settings (`dataKeySettingsSchema`).
import { useRef, type FocusEvent } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import { JsonObjectEditor } from '../../../json-object-editor/json-object-editor.js';
import { sameJson } from '../../../json-object-editor/json-object-editor.logic.js';
import type { JsonObject } from '../../model/problems.js';
import { JsonValueField, ListField, NumberField, SelectField, SwitchField, TextField } from './fields.js';
import { optionValue, shownValue, withDefaults, withoutValueAt, withValueAt, type FallbackReason, type SettingsField, type SettingsFormModel } from './settings-schema.logic.js';
import { registerWidgetConfigLocales } from './i18n/index.js';

await registerWidgetConfigLocales();

type SetValue = (field: SettingsField, value: unknown) => void;

/** One generated field of a settings form; a group is a fieldset of its own fields, a field of an unknown kind a JSON value. */
function SettingsInput({ field, settings, set }: { field: SettingsField; settings: JsonObject; set: SetValue }) {
  const t = useTranslate();
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
    case 'json':
      return (
        <JsonValueField
          label={t('widgetconfig:settings.json-field', { title: field.title })}
          value={value}
          required={field.required}
          note={t('widgetconfig:settings.json-field-note', { type: field.type })}
          onCommit={(next) => set(field, next)}
        />
      );
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
function JsonSettings({ settings, reason, label, onSettings }: { settings: JsonObject; reason: FallbackReason; label: string; onSettings: (settings: JsonObject) => void }) {
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
        <JsonObjectEditor label={label} value={settings} validateOnChange onChange={(change) => (typed.current = change.valid ? (change.value ?? {}) : null)} />
      </div>
    </div>
  );
}

/** Props of {@link SchemaSettings}. */
export interface SchemaSettingsProps {
  /** The form the schema gives, or why there is none. */
  model: SettingsFormModel;
  settings: JsonObject;
  /** Label of the JSON editor when there is no usable schema. */
  jsonLabel?: string;
  /** Called with the whole new settings object after each valid change. */
  onSettings: (settings: JsonObject) => void;
}

/**
 * A settings object as the fields its schema gives (texts, areas, colours, bounded numbers, switches, selects,
 * groups, lists; fields of a kind the form cannot show as a JSON value each), defaults from the schema filled in
 * on the first change, keys the schema does not name kept; the whole object as JSON when there is no usable schema.
 */
export function SchemaSettings({ model, settings, jsonLabel, onSettings }: SchemaSettingsProps) {
  const t = useTranslate();
  if (!model.ok) return <JsonSettings settings={settings} reason={model.reason} label={jsonLabel ?? t('widgetconfig:settings.json')} onSettings={onSettings} />;
  const set: SetValue = (field, value) => {
    const filled = withDefaults(settings, model.fields);
    onSettings(value === undefined ? withoutValueAt(filled, field.path) : withValueAt(filled, field.path, value));
  };
  return (
    <div className="flex flex-col gap-3">
      {model.fields.map((field) => (
        <SettingsInput key={field.path.join('.')} field={field} settings={settings} set={set} />
      ))}
    </div>
  );
}
