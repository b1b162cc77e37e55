import { useEffect, useId, useRef, useState } from 'react';
import { mdiCodeBraces } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate, type translate } from '../core/i18n.js';
import { useKitRoot } from '../core/kit-root.js';
import { closeToast, showToast } from '../toast/toast.store.js';
import { registerEditorsLocales } from '../editors/i18n/index.js';
import { EDITOR_DEFAULTS } from '../../sdk/catalogues/ui.js';
import { FieldLabel, FieldMessage, SMALL_BUTTON } from './editor-field.js';
import { formatJsonText, jsonText, lineCount, readJsonObject, sameJson, type JsonEditorError, type JsonObject } from './json-object-editor.logic.js';

await registerEditorsLocales();

/** What a JSON object editor reports on every edit. */
export interface JsonObjectChange {
  /** The object typed; null when empty or not a valid JSON object. */
  value: JsonObject | null;
  valid: boolean;
  /** `required` or `jsonParseError` when not valid. */
  error: JsonEditorError['code'] | null;
}

/** Props of {@link JsonObjectEditor}. */
export interface JsonObjectEditorProps {
  /** The stored object, shown tidied with an indent of 2. */
  value?: JsonObject | null;
  /** Visible label; default 'JSON'. */
  label?: string;
  /** Refuses an empty editor with 'Json object is required.'. */
  required?: boolean;
  /** Disables the editor. */
  disabled?: boolean;
  /** Shows the text without letting it be edited. */
  readonly?: boolean;
  /** Checks the text on every edit too, not only when the field is left or its form submitted. */
  validateOnChange?: boolean;
  /** Called on every edit with the object, its validity and error code. */
  onChange?: (detail: JsonObjectChange) => void;
}

/** The submit error toast stays until the next edit closes it: the longest delay a timer takes. */
const UNTIL_NEXT_EDIT_MS = 2_147_483_647;

function errorText(t: typeof translate, error: JsonEditorError): string {
  if (error.code === 'required') return t('editors:json.required');
  return error.message ?? t('editors:json.not-valid');
}

/**
 * A monospace JSON object editor with line numbers and a format button (§5 JSON editor): empty is valid unless
 * required; otherwise the text must be a JSON object. It checks when left, on every edit with validateOnChange,
 * and when its form is submitted, where an invalid text also shows an error toast (bottom left) until the next edit.
 */
export function JsonObjectEditor({ value = null, label, required = false, disabled = false, readonly = false, validateOnChange = false, onChange }: JsonObjectEditorProps) {
  const t = useTranslate();
  const id = useId();
  const { host } = useKitRoot();
  const [text, setText] = useState(() => jsonText(value));
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<JsonEditorError | null>(null);
  const emitted = useRef<unknown>(value);
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const toast = useRef<number | null>(null);
  if (shown !== value) {
    setShown(value);
    if (!sameJson(value, emitted.current)) {
      emitted.current = value;
      setText(jsonText(value));
      setError(null);
    }
  }
  const check = (next = text) => {
    const state = readJsonObject(next, required);
    setError(state.error);
    return state;
  };
  const edit = (next: string) => {
    if (toast.current !== null) closeToast(toast.current);
    toast.current = null;
    setText(next);
    const state = validateOnChange ? check(next) : readJsonObject(next, required);
    emitted.current = state.value;
    onChange?.({ value: state.value, valid: state.error === null, error: state.error?.code ?? null });
  };
  const submitCheck = useRef<(event: Event) => void>(() => undefined);
  submitCheck.current = (event) => {
    const state = check();
    if (!state.error) return;
    event.preventDefault();
    toast.current = showToast({ message: errorText(t, state.error), type: 'error', position: 'bottom-left', durationMs: UNTIL_NEXT_EDIT_MS });
  };
  useEffect(() => {
    const form = host?.closest('form') ?? area.current?.closest('form');
    if (!form) return;
    const listener = (event: Event) => submitCheck.current(event);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, [host]);
  const formatted = disabled || readonly ? null : formatJsonText(text);
  const shownError = error ? errorText(t, error) : null;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <FieldLabel htmlFor={id} required={required}>
          {label ?? t('editors:json.label')}
        </FieldLabel>
        {!readonly && (
          <button type="button" part="format" className={SMALL_BUTTON} disabled={formatted === null || formatted === text} onClick={() => formatted !== null && edit(formatted)}>
            <Icon path={mdiCodeBraces} size={16} />
            {t('editors:json.format')}
          </button>
        )}
      </div>
      {/* JSON reads left to right in every language. */}
      <div
        part="field"
        dir="ltr"
        className={`flex overflow-hidden rounded-control border bg-surface transition-colors duration-fast focus-within:outline-2 focus-within:-outline-offset-1 focus-within:outline-focus ${shownError ? 'border-danger' : 'border-border hover:border-border-strong'} ${disabled ? 'bg-surface-sunken' : ''}`}
      >
        <div ref={gutter} aria-hidden="true" part="gutter" className="shrink-0 select-none overflow-hidden border-e border-border bg-surface-sunken py-2 ps-3 pe-2 text-end font-mono text-sm text-text-muted tabular-nums">
          {Array.from({ length: lineCount(text) }, (_, i) => (
            <div key={i}>{i + 1}</div>
          ))}
        </div>
        <textarea
          ref={area}
          id={id}
          part="input"
          value={text}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          required={required}
          disabled={disabled}
          readOnly={readonly}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          style={{ minHeight: EDITOR_DEFAULTS.minHeightPx }}
          onChange={(event) => edit(event.target.value)}
          onBlur={() => check()}
          onScroll={(event) => {
            if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
          }}
          className="min-w-0 flex-1 resize-y bg-transparent p-2 font-mono text-sm text-text outline-none disabled:cursor-not-allowed disabled:text-text-muted"
        />
      </div>
      {/* The error line keeps its room, so that a button below does not move away from a click that blurs the editor. */}
      <div className="min-h-5">
        <FieldMessage id={`${id}-error`} error={shownError} />
      </div>
    </div>
  );
}
