import { useMemo, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerChip } from '../entity-autocomplete/chip.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { entityTypeListError, matchingEntityTypes, offeredEntityTypes, withEntry } from '../entity-type-select/entity-type-select.logic.js';

await registerPickersLocales();

/** Props of {@link EntityTypeList}. */
export interface EntityTypeListProps {
  /** The chosen types, in order. */
  value?: readonly string[] | null;
  /** The types offered; default as {@link EntityTypeSelect}. */
  allowedEntityTypes?: readonly string[] | null;
  /** Refuses an empty list with 'At least one entity type is required.'. */
  required?: boolean;
  disabled?: boolean;
  /** Visible label; default 'Entity types'. */
  label?: string;
  /** Called with the whole list after each addition or removal. */
  onChange?: (detail: { value: string[] }) => void;
}

/**
 * Entity types as chips, added from a type-ahead that finds types by name (ignoring case) and never
 * offers one twice; Backspace in the empty input removes the last chip.
 */
export function EntityTypeList({ value, allowedEntityTypes, required = false, disabled = false, label, onChange }: EntityTypeListProps) {
  const t = useTranslate();
  const offered = useMemo(() => offeredEntityTypes(allowedEntityTypes), [allowedEntityTypes]);
  const [list, setList] = useState<string[]>(() => [...new Set(value ?? [])]);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setList([...new Set(value ?? [])]);
  }
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const nameOf = (type: string) => t(`pickers:entity-type.${type}`, { defaultValue: type });
  const matches = matchingEntityTypes(offered, list, text, nameOf);

  const update = (next: string[]) => {
    setList(next);
    onChange?.({ value: next });
  };
  const error = entityTypeListError(required, list.length, touched);
  return (
    <PickerCombobox
      label={label ?? t('pickers:entity-type.entity-types')}
      placeholder={list.length === 0 ? t('pickers:entity-type.any-type') : undefined}
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={matches.map((type) => ({ key: type, label: nameOf(type) }))}
      emptyText={text.trim() ? t('pickers:entity-type.no-entity-types-matching', { text: quotedSearch(text) }) : t('pickers:entity-type.all-chosen')}
      loadingText={t('pickers:common.searching')}
      onPick={(option) => {
        update(withEntry(list, option.key));
        setText('');
      }}
      onRemoveLast={() => list.length > 0 && update(list.slice(0, -1))}
      clearLabel={t('pickers:common.clear')}
      onLeave={() => {
        setTouched(true);
        setText('');
      }}
      required={required}
      disabled={disabled}
      error={error ? t('pickers:entity-type.entity-type-list-empty') : null}
      chips={list.map((type) => (
        <PickerChip key={type} label={nameOf(type)} removeLabel={t('pickers:common.remove', { name: nameOf(type) })} disabled={disabled} onRemove={() => update(list.filter((x) => x !== type))} />
      ))}
    />
  );
}
