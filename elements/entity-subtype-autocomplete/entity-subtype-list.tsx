import { useCallback, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerChip } from '../entity-autocomplete/chip.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { useDebouncedOptions } from '../entity-autocomplete/use-debounced-options.js';
import { addEntries, matchingSubtypes, splitEntries } from './entity-subtype.logic.js';
import { loadSubtypes } from './subtype-fetch.js';

await registerPickersLocales();

/** Props of {@link EntitySubtypeList}. */
export interface EntitySubtypeListProps {
  /** Whose subtypes: DEVICE, ASSET, EDGE or ENTITY_VIEW. */
  entityType?: string;
  /** The chosen subtypes, in order. */
  value?: readonly string[] | null;
  /** Refuses an empty list with 'At least one type is required.'. */
  required?: boolean;
  disabled?: boolean;
  /** Visible label; default the type's plural subtype name ('Device types' …). */
  label?: string;
  baseUrl?: string;
  /** Called with the whole list after each addition or removal. */
  onChange?: (detail: { value: string[] }) => void;
}

/**
 * Subtypes as chips: picked from the known ones (searched 150 ms after typing stops) or typed and ended
 * with Enter, a comma or a semicolon; entries are trimmed and a repeat is ignored.
 */
export function EntitySubtypeList({ entityType = 'DEVICE', value, required = false, disabled = false, label, baseUrl, onChange }: EntitySubtypeListProps) {
  const t = useTranslate();
  const [list, setList] = useState<string[]>(() => addEntries([], value ?? []));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setList(addEntries([], value ?? []));
  }
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const load = useCallback((search: string) => loadSubtypes(entityType, baseUrl).then((types) => matchingSubtypes(types, search, list)), [entityType, baseUrl, list]);
  const { options, answered } = useDebouncedOptions(open ? text : null, load, `${baseUrl}|${entityType}|${list.join('\n')}`);

  const update = (next: string[]) => {
    if (next.length === list.length && next.every((entry, i) => entry === list[i])) return;
    setList(next);
    onChange?.({ value: next });
  };
  const take = (typed: string, all: boolean) => {
    const { entries, rest } = splitEntries(typed, all);
    setText(rest);
    update(addEntries(list, entries));
  };
  const error = required && list.length === 0 && touched;
  return (
    <PickerCombobox
      label={label ?? t(`pickers:subtype.list-${entityType}`, { defaultValue: t('pickers:subtype.types') })}
      text={text}
      onTextChange={(typed) => take(typed, false)}
      open={open}
      onOpenChange={setOpen}
      options={options?.map((type) => ({ key: type, label: type })) ?? null}
      emptyText={answered.trim() ? t('pickers:subtype.no-match', { text: quotedSearch(answered) }) : t('pickers:subtype.none')}
      loadingText={t('pickers:common.searching')}
      onPick={(option) => {
        setText('');
        update(addEntries(list, [option.key]));
      }}
      onCommit={() => take(text, true)}
      onRemoveLast={() => list.length > 0 && update(list.slice(0, -1))}
      clearLabel={t('pickers:common.clear')}
      onLeave={() => {
        setTouched(true);
        take(text, true);
      }}
      required={required}
      disabled={disabled}
      hint={t('pickers:subtype.separators')}
      error={error ? t('pickers:subtype.list-empty') : null}
      chips={list.map((entry) => (
        <PickerChip key={entry} label={entry} removeLabel={t('pickers:common.remove', { name: entry })} disabled={disabled} onRemove={() => update(list.filter((x) => x !== entry))} />
      ))}
    />
  );
}
