import { useId, useState } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import { useDraft } from '../../../core/use-draft.js';
import type { DataKey } from '../../model/dashboard.types.js';
import { isObject } from '../../model/problems.js';
import type { SettingsFormModel } from '../config/settings-schema.logic.js';
import { SchemaSettings } from '../config/settings-fields.js';
import { DECIMALS_RANGE, editChangesKey, isKeyColor, KEY_PALETTE, parseDecimals, type DataKeyEdit } from './data-keys.logic.js';
import { BUTTON, FIELD, FieldError } from './fields.js';

/** A text field that commits on blur or Enter; `check` answers the edit, or an error message that keeps the key as it is. */
function CommitField({ label, value, inputMode, hint, check, onCommit }: {
  label: string;
  value: string;
  inputMode?: 'numeric' | 'text';
  hint?: string;
  check: (text: string) => DataKeyEdit | string;
  onCommit: (edit: DataKeyEdit) => void;
}) {
  const id = useId();
  // Undo, redo and the swatches change the value under the field: the text follows, and an error raised
  // against the earlier value no longer shows.
  const [text, setText] = useDraft(value);
  const [refused, setRefused] = useState<{ value: string; message: string } | null>(null);
  const error = refused?.value === value ? refused.message : null;
  const commit = () => {
    const result = check(text);
    setRefused(typeof result === 'string' ? { value, message: result } : null);
    if (typeof result !== 'string') onCommit(result);
  };
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <input
        id={id}
        type="text"
        dir="auto"
        inputMode={inputMode}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className={FIELD}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-text-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** Props of {@link DataKeyEditor}. */
export interface DataKeyEditorProps {
  dataKey: DataKey;
  /** The form of a key's own settings from the widget type's `dataKeySettingsSchema`; null when keys have none. */
  settingsModel?: SettingsFormModel | null;
  /** Called once per committed change that alters the key. */
  onEdit: (edit: DataKeyEdit) => void;
  /** Closes the editor. */
  onDone: () => void;
}

/**
 * The inline editor of a data key: label, colour (typed or one of the palette's swatches), units, decimals 0–15,
 * and the key's own settings as the widget type's key settings schema gives them (keys it does not name kept).
 */
export function DataKeyEditor({ dataKey, settingsModel = null, onEdit, onDone }: DataKeyEditorProps) {
  const t = useTranslate();
  const edit = (change: DataKeyEdit) => editChangesKey(dataKey, change) && onEdit(change);
  const color = dataKey.color ?? '';
  return (
    <div className="flex flex-col gap-3 rounded-control border border-border bg-surface-sunken p-3">
      <CommitField label={t('widgetdata:keys.label')} value={dataKey.label ?? dataKey.name} check={(label) => ({ label })} onCommit={edit} />
      <CommitField
        label={t('widgetdata:keys.color')}
        value={color}
        check={(text) => (isKeyColor(text) ? { color: text } : t('widgetdata:keys.color-invalid'))}
        onCommit={edit}
      />
      <div role="group" aria-label={t('widgetdata:keys.palette')} className="flex flex-wrap gap-1.5">
        {KEY_PALETTE.map((swatch) => (
          <button
            key={swatch}
            type="button"
            aria-label={t('widgetdata:keys.use-color', { color: swatch })}
            title={swatch}
            aria-pressed={swatch.toLowerCase() === color.toLowerCase()}
            onClick={() => edit({ color: swatch })}
            style={{ backgroundColor: swatch }}
            className="size-6 rounded-full border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-pressed:outline-2 aria-pressed:outline-offset-2 aria-pressed:outline-text"
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <CommitField label={t('widgetdata:keys.units')} value={dataKey.units ?? ''} check={(units) => ({ units })} onCommit={edit} />
        <CommitField
          label={t('widgetdata:keys.decimals')}
          value={typeof dataKey.decimals === 'number' ? String(dataKey.decimals) : ''}
          inputMode="numeric"
          hint={t('widgetdata:keys.decimals-hint')}
          check={(text) => {
            const decimals = parseDecimals(text);
            return decimals === 'invalid' ? t('widgetdata:keys.decimals-invalid', DECIMALS_RANGE) : { decimals };
          }}
          onCommit={edit}
        />
      </div>
      {settingsModel && (
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-text">{t('widgetdata:keys.settings')}</legend>
          <SchemaSettings model={settingsModel} settings={isObject(dataKey.settings) ? dataKey.settings : {}} jsonLabel={t('widgetdata:keys.settings')} onSettings={(settings) => edit({ settings })} />
        </fieldset>
      )}
      <button type="button" onClick={onDone} className={BUTTON}>
        {t('widgetdata:keys.done')}
      </button>
    </div>
  );
}
