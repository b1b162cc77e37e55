import { useCallback, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { PickerChip } from './chip.js';
import { PickerCombobox } from './combobox.js';
import { quotedSearch } from './entity-autocomplete.logic.js';
import { addEntries, splitEntries } from './text-entries.logic.js';
import { useDebouncedOptions } from './use-debounced-options.js';

/** Props of {@link TextChipList}. */
export interface TextChipListProps {
  label: string;
  /** The entries, in order. */
  value?: readonly string[] | null;
  /** Known entries holding the typed text, the chosen ones left out. */
  load: (text: string, chosen: readonly string[]) => Promise<string[]>;
  /** Everything else the suggestions depend on. */
  loadKey: string;
  /** The popup's line when nothing matches a typed text ({{text}} is given) and when there is nothing at all. */
  noMatchKey: string;
  noneKey: string;
  /** The line under the field saying how entries end (translated), or null for none. */
  hint: string | null;
  /** The error shown (translated) when required and empty, once left. */
  emptyError: string;
  required?: boolean;
  disabled?: boolean;
  onChange?: (detail: { value: string[] }) => void;
}

/**
 * Text entries as chips (§5 key and subtype lists): picked from suggestions searched 150 ms after typing
 * stops, or typed and ended with Enter, a comma or a semicolon; trimmed, a repeat ignored; Backspace in
 * the empty input removes the last chip.
 */
export function TextChipList({ label, value, load, loadKey, noMatchKey, noneKey, hint, emptyError, required = false, disabled = false, onChange }: TextChipListProps) {
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
  const search = useCallback((typed: string) => load(typed, list), [load, list]);
  const { options, answered } = useDebouncedOptions(open ? text : null, search, `${loadKey}|${list.join('\n')}`);

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
  return (
    <PickerCombobox
      label={label}
      text={text}
      onTextChange={(typed) => take(typed, false)}
      open={open}
      onOpenChange={setOpen}
      options={options?.map((entry) => ({ key: entry, label: entry })) ?? null}
      emptyText={answered.trim() ? t(noMatchKey, { text: quotedSearch(answered) }) : t(noneKey)}
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
      hint={hint}
      error={required && list.length === 0 && touched ? emptyError : null}
      chips={list.map((entry) => (
        <PickerChip key={entry} label={entry} removeLabel={t('pickers:common.remove', { name: entry })} disabled={disabled} onRemove={() => update(list.filter((x) => x !== entry))} />
      ))}
    />
  );
}
