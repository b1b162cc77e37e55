// The inputs of the widget config forms: each shows its label and its error, and reports a value only
// when it is valid — texts and numbers when they are left or on Enter, switches and selects at once.
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { mdiClose, mdiPlus } from '@mdi/js';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import { useDraft } from '../../../core/use-draft.js';
import { FieldLabel, FieldMessage, ICON_BUTTON, SMALL_BUTTON } from '../../../json-object-editor/editor-field.js';
import { sameJson } from '../../../json-object-editor/json-object-editor.logic.js';
import { inputText, jsonText, missingText, readJsonValue, readNumber, type NumberError } from './settings-schema.logic.js';
import { registerWidgetConfigLocales } from './i18n/index.js';

await registerWidgetConfigLocales();

/** Classes of a one-line input or select. */
export const INPUT =
  'h-control w-full min-w-0 rounded-control border border-border bg-surface px-2.5 text-base text-text placeholder:text-text-muted hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-focus aria-invalid:border-danger';

/** Classes of a text area; `font-mono` is added for code. */
export const AREA =
  'min-h-24 w-full rounded-control border border-border bg-surface px-2.5 py-2 text-base text-text hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-focus aria-invalid:border-danger';

/** The message of a refused number. */
export function useNumberMessage(): (error: NumberError | null) => string | null {
  const t = useTranslate();
  return (error) => {
    if (!error) return null;
    if (error.code === 'min') return t('widgetconfig:field.min', { min: error.limit });
    if (error.code === 'max') return t('widgetconfig:field.max', { max: error.limit });
    return t(`widgetconfig:field.${error.code}`);
  };
}

/** A label, a control and the line under it. */
function Field({ id, label, required, error, hint, children }: { id: string; label: string; required?: boolean; error?: string | null; hint?: string | null; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: string;
  value: unknown;
  required?: boolean;
  /** 'area' for a text area, 'code' for a monospace one, 'color' for a colour with its swatch; default one line. */
  variant?: 'line' | 'area' | 'code' | 'color';
  hint?: string | null;
  /** Takes focus when it appears. */
  autoFocus?: boolean;
  /** The error the form found (a duplicate name …), or null for none: given, it replaces the field's own required check. */
  error?: string | null;
  /** Called with the text when it is left changed and valid (and on Enter in a one-line input). */
  onCommit: (text: string) => void;
}

/** A text input (one line, area, code or colour) that refuses an empty required text with a message. */
export function TextField({ label, value, required = false, variant = 'line', hint, error: formError, autoFocus = false, onCommit }: TextFieldProps) {
  const t = useTranslate();
  const id = useId();
  const stored = inputText(value);
  const [text, setText] = useDraft(stored);
  const [touched, setTouched] = useState(false);
  // Focused once mounted, by hand: Preact ignores `autoFocus` on mount.
  const focused = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (autoFocus) focused.current?.focus();
    // Only when the field appears, as `autoFocus` would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const checked = formError !== undefined;
  const error = checked ? formError : touched && missingText(text, required) ? t('widgetconfig:field.required') : null;
  const commit = () => {
    setTouched(true);
    if (text !== stored && (checked || !missingText(text, required))) onCommit(text);
  };
  const common = {
    id,
    value: text,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-message` : undefined,
    ref: focused,
    onBlur: commit,
  };
  if (variant === 'area' || variant === 'code') {
    return (
      <Field id={id} label={label} required={required} error={error} hint={hint}>
        <textarea {...common} dir={variant === 'code' ? 'ltr' : 'auto'} spellCheck={variant !== 'code'} onChange={(e) => setText(e.target.value)} className={`${AREA} ${variant === 'code' ? 'font-mono text-sm' : ''}`} />
      </Field>
    );
  }
  const input = (
    <input
      {...common}
      type="text"
      dir={variant === 'color' ? 'ltr' : 'auto'}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      className={INPUT}
    />
  );
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {variant === 'color' ? (
        <div className="flex items-center gap-2">
          {/* The swatch shows the typed colour; as a background colour only, so a typed url() loads nothing. */}
          <span aria-hidden="true" className="size-6 shrink-0 rounded-control border border-border" style={{ backgroundColor: text || 'transparent' }} />
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  label: string;
  value: unknown;
  required?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
  /** Called with the number (null when emptied and allowed) when it is left changed and valid, and on Enter. */
  onCommit: (value: number | null) => void;
}

/** A number input with its bounds and integer check; a refused number shows why and is not reported. */
export function NumberField({ label, value, required = false, integer = false, min, max, onCommit }: NumberFieldProps) {
  const id = useId();
  const message = useNumberMessage();
  const stored = inputText(value);
  const [text, setText] = useDraft(stored);
  const [error, setError] = useState<NumberError | null>(null);
  const commit = () => {
    const read = readNumber(text, { required, integer, min, max });
    setError('error' in read ? read.error : null);
    if ('value' in read && text.trim() !== stored) onCommit(read.value);
  };
  const shown = message(error);
  return (
    <Field id={id} label={label} required={required} error={shown}>
      <input
        id={id}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        dir="ltr"
        value={text}
        required={required}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-message` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className={`${INPUT} tabular-nums`}
      />
    </Field>
  );
}

/** A switch (a checkbox with the switch role) reporting each toggle. */
export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-control items-center gap-2 text-base text-text">
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 shrink-0 accent-accent focus-visible:outline-2 focus-visible:outline-focus" />
      {label}
    </label>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  /** The chosen option's text; '' for none. */
  value: string;
  options: { value: string; label: string }[];
  required?: boolean;
  /** Text of the empty choice, offered while nothing is chosen or when the field is optional. */
  emptyLabel?: string;
  error?: string | null;
  onChange: (value: string) => void;
}

/** A native select reporting each choice. */
export function SelectField({ label, value, options, required = false, emptyLabel, error, onChange }: SelectFieldProps) {
  const t = useTranslate();
  const id = useId();
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <Field id={id} label={label} required={required} error={error}>
      <select
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
      >
        {(value === '' || !required) && <option value="">{emptyLabel ?? t('widgetconfig:field.none')}</option>}
        {!known && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Props of {@link ListField}. */
export interface ListFieldProps {
  label: string;
  value: unknown;
  item: 'string' | 'number' | 'integer';
  /** Called with the whole new list after an add, a remove or a valid edit of an item. */
  onChange: (list: (string | number)[]) => void;
}

/** A list of texts or numbers: each item editable and removable, and an add button. */
export function ListField({ label, value, item, onChange }: ListFieldProps) {
  const t = useTranslate();
  const id = useId();
  const list = Array.isArray(value) ? (value as (string | number)[]) : [];
  const replace = (at: number, next: string | number) => onChange(list.map((v, i) => (i === at ? next : v)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={list.length === 0 ? `${id}-empty` : undefined}>
      <legend className="mb-1 text-sm font-medium text-text">{label}</legend>
      {list.length === 0 && (
        <p id={`${id}-empty`} className="text-sm text-text-muted">
          {t('widgetconfig:list.empty')}
        </p>
      )}
      {list.map((entry, at) => (
        <div key={at} className="flex items-end gap-1">
          <div className="min-w-0 flex-1">
            {item === 'string' ? (
              <TextField label={t('widgetconfig:list.item', { n: at + 1 })} value={entry} onCommit={(text) => replace(at, text)} />
            ) : (
              <NumberField label={t('widgetconfig:list.item', { n: at + 1 })} value={entry} required integer={item === 'integer'} onCommit={(n) => n !== null && replace(at, n)} />
            )}
          </div>
          <button type="button" className={`${ICON_BUTTON} mb-0.5`} aria-label={t('widgetconfig:list.remove', { n: at + 1 })} onClick={() => onChange(list.filter((_, i) => i !== at))}>
            <Icon path={mdiClose} size={18} />
          </button>
        </div>
      ))}
      <button type="button" className={`${SMALL_BUTTON} self-start`} onClick={() => onChange([...list, item === 'string' ? '' : 0])}>
        <Icon path={mdiPlus} size={16} />
        {t('widgetconfig:list.add')}
      </button>
    </fieldset>
  );
}

/** Props of {@link JsonValueField}. */
export interface JsonValueFieldProps {
  label: string;
  value: unknown;
  required?: boolean;
  /** Why the value is edited as JSON, shown under it while there is no error. */
  note: string;
  /** Called with the parsed value when the text is left changed and valid; `undefined` when it was emptied and may be. */
  onCommit: (value: unknown) => void;
}

/** One value edited as JSON text in a small monospace area: text that does not parse shows why and changes nothing. */
export function JsonValueField({ label, value, required = false, note, onCommit }: JsonValueFieldProps) {
  const t = useTranslate();
  const id = useId();
  const stored = jsonText(value);
  const [text, setText] = useDraft(stored);
  // The refusal holds for the stored value it was found against; a new stored value clears it (while rendering, as useDraft).
  const [refusal, setRefusal] = useState<{ message: string; stored: string } | null>(null);
  const stale = refusal !== null && refusal.stored !== stored;
  if (stale) setRefusal(null);
  const error = refusal && !stale ? refusal.message : null;
  const setError = (message: string | null) => setRefusal(message === null ? null : { message, stored });
  const commit = () => {
    if (text === stored) return setError(null);
    const read = readJsonValue(text, required);
    if ('error' in read) return setError(read.error === 'required' ? t('widgetconfig:field.required') : t('widgetconfig:settings.json-invalid'));
    setError(null);
    const next = 'remove' in read ? undefined : read.value;
    const unchanged = next === undefined || value === undefined ? next === value : sameJson(next, value);
    if (!unchanged) onCommit(next);
  };
  return (
    <Field id={id} label={label} required={required} error={error} hint={note}>
      <textarea
        id={id}
        value={text}
        required={required}
        dir="ltr"
        spellCheck={false}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        className={`${AREA} font-mono text-sm`}
      />
    </Field>
  );
}
