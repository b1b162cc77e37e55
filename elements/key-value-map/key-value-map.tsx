import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { mdiClose, mdiPlus } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { registerEditorsLocales } from '../editors/i18n/index.js';
import { FieldLabel, FieldMessage, ICON_BUTTON, SMALL_BUTTON } from '../json-object-editor/editor-field.js';
import { sameJson } from '../json-object-editor/json-object-editor.logic.js';
import { entriesOf, entryComplete, keyValueError, mapOf, overwrittenRows, type KeyValueEntry } from './key-value-map.logic.js';

await registerEditorsLocales();

/** What a key/value map editor reports on every edit. */
export interface KeyValueMapChange {
  /** The map of the rows with a key; a later row with the same key overwrites an earlier one. */
  value: Record<string, string>;
  valid: boolean;
  /** `keyVals` when a row lacks its key or value, `required` when required and empty. */
  error: 'keyVals' | 'required' | null;
}

/** Props of {@link KeyValueMap}. */
export interface KeyValueMapProps {
  /** The stored map, one row per key in its order. */
  value?: Record<string, unknown> | null;
  /** Visible label; default 'Key/value map'. */
  label?: string;
  /** Column title and name of the keys; default 'Key'. */
  keyLabel?: string;
  /** Column title and name of the values; default 'Value'. */
  valueLabel?: string;
  /** Refuses a map with no entries. */
  required?: boolean;
  /** Disables every row and button. */
  disabled?: boolean;
  /** Called on every edit with the map, its validity and error code. */
  onChange?: (detail: KeyValueMapChange) => void;
}

interface Row extends KeyValueEntry {
  id: number;
}

let nextRowId = 0;
const rowsOf = (map: Record<string, unknown> | null | undefined): Row[] => entriesOf(map).map((entry) => ({ ...entry, id: ++nextRowId }));

const BORDERS = { plain: 'border-border hover:border-border-strong', invalid: 'border-danger', overwritten: 'border-warning' } as const;

interface RowInputProps {
  text: string;
  label: string;
  placeholder: string;
  disabled: boolean;
  /** The border: plain, in error (empty once touched) or warning (a key a later row overwrites). */
  look: keyof typeof BORDERS;
  describedBy?: string;
  onText: (text: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The key or the value field of a row, named by its entry number. */
function RowInput({ text, label, placeholder, disabled, look, describedBy, onText, onKeyDown }: RowInputProps) {
  return (
    <input
      dir="auto"
      value={text}
      disabled={disabled}
      aria-label={label}
      aria-invalid={look === 'invalid' ? true : undefined}
      aria-describedby={describedBy}
      placeholder={placeholder}
      onChange={(event) => onText(event.target.value)}
      onKeyDown={onKeyDown}
      className={`${INPUT} ${BORDERS[look]}`}
    />
  );
}

const INPUT =
  'h-control w-full min-w-0 rounded-control border bg-surface px-3 text-start text-base text-text outline-none transition-colors duration-fast placeholder:text-text-muted focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted';

/**
 * A key/value map editor (§5 Editors): rows of a key and a value, added and removed; every row needs a non-empty
 * key and value, else keyVals is invalid; a later row with a key already used overwrites the earlier one.
 * Enter in the last row's value adds a row.
 */
export function KeyValueMap({ value = null, label, keyLabel, valueLabel, required = false, disabled = false, onChange }: KeyValueMapProps) {
  const t = useTranslate();
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(value));
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);
  const emitted = useRef<unknown>(mapOf(rows));
  const focusRow = useRef<number | 'add' | null>(null);
  const group = useRef<HTMLDivElement>(null);
  if (shown !== value) {
    setShown(value);
    if (!sameJson(value ?? {}, emitted.current)) {
      const next = rowsOf(value);
      emitted.current = mapOf(next);
      setRows(next);
      setTouched(false);
    }
  }
  // A layout effect, so focus has moved by the time the new rows show: Preact runs plain effects only after paint.
  useLayoutEffect(() => {
    const target = focusRow.current;
    focusRow.current = null;
    if (target === null) return;
    const selector = target === 'add' ? '[data-add]' : `[data-row="${target}"] input`;
    group.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [rows]);
  const update = (next: Row[]) => {
    setRows(next);
    const map = mapOf(next);
    emitted.current = map;
    const error = keyValueError(next, required);
    onChange?.({ value: map, valid: error === null, error });
  };
  const add = () => {
    const row = { key: '', value: '', id: ++nextRowId };
    focusRow.current = row.id;
    update([...rows, row]);
  };
  const remove = (index: number) => {
    const following = rows[index + 1] ?? rows[index - 1];
    focusRow.current = following ? following.id : 'add';
    update(rows.filter((_, i) => i !== index));
  };
  const edit = (index: number, part: 'key' | 'value', text: string) => update(rows.map((row, i) => (i === index ? { ...row, [part]: text } : row)));
  const enterAdds = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || index !== rows.length - 1) return;
    event.preventDefault();
    add();
  };
  const error = touched ? keyValueError(rows, required) : null;
  const overwritten = overwrittenRows(rows);
  const keyTitle = keyLabel ?? t('editors:key-value.key');
  const valueTitle = valueLabel ?? t('editors:key-value.value');
  const errorText = error === 'keyVals' ? t('editors:key-value.incomplete') : error === 'required' ? t('editors:key-value.required') : null;
  return (
    <div
      ref={group}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorText ? `${id}-error` : undefined}
      className="flex min-w-0 flex-col gap-1.5"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTouched(true);
      }}
    >
      <FieldLabel id={`${id}-label`} required={required}>
        {label ?? t('editors:key-value.label')}
      </FieldLabel>
      {rows.length > 0 ? (
        <div part="rows" className="flex flex-col gap-2">
          <div aria-hidden="true" className="grid grid-cols-[1fr_1fr_2rem] gap-2 text-xs font-medium text-text-muted">
            <span className="ps-3">{keyTitle}</span>
            <span className="ps-3">{valueTitle}</span>
          </div>
          {rows.map((row, index) => {
            const invalidKey = touched && row.key === '';
            const invalidValue = touched && row.value === '';
            return (
              <div key={row.id} data-row={row.id} part="row" className="grid grid-cols-[1fr_1fr_2rem] items-center gap-2">
                <RowInput
                  text={row.key}
                  label={t('editors:key-value.key-of', { n: index + 1 })}
                  placeholder={keyTitle}
                  disabled={disabled}
                  look={invalidKey ? 'invalid' : overwritten.has(index) ? 'overwritten' : 'plain'}
                  describedBy={overwritten.has(index) && !errorText ? `${id}-error` : undefined}
                  onText={(text) => edit(index, 'key', text)}
                />
                <RowInput
                  text={row.value}
                  label={t('editors:key-value.value-of', { n: index + 1 })}
                  placeholder={valueTitle}
                  disabled={disabled}
                  look={invalidValue ? 'invalid' : 'plain'}
                  onText={(text) => edit(index, 'value', text)}
                  onKeyDown={(event) => entryComplete(row) && enterAdds(event, index)}
                />
                <button type="button" className={ICON_BUTTON} disabled={disabled} aria-label={t('editors:key-value.remove', { n: index + 1 })} title={t('editors:key-value.remove', { n: index + 1 })} onClick={() => remove(index)}>
                  <Icon path={mdiClose} size={18} />
                </button>
              </div>
            );
          })}
        </div>
      ) : (
        <p part="empty" className="rounded-control border border-dashed border-border px-3 py-2 text-sm text-text-muted">
          {t('editors:key-value.no-entries')}
        </p>
      )}
      {/* Keyed, so Preact does not take it for the rows' wrapper when the first row appears and move its button,
          blurring it (which would show the errors of a map not left yet). */}
      <div key="add">
        <button type="button" data-add="" part="add" className={SMALL_BUTTON} disabled={disabled} onClick={add}>
          <Icon path={mdiPlus} size={16} />
          {t('editors:key-value.add')}
        </button>
      </div>
      <FieldMessage id={`${id}-error`} error={errorText} hint={overwritten.size > 0 ? t('editors:key-value.overwritten') : null} />
    </div>
  );
}
