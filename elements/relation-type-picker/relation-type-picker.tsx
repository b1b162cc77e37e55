import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { RELATION_TYPE_MAX_LENGTH } from '../../sdk/catalogues/relations.js';
import { relationTypeProblem, suggestedRelationTypes } from './relation-type-picker.logic.js';

await registerPickersLocales();

/** Props of {@link RelationTypePicker}. */
export interface RelationTypePickerProps {
  /** The relation type (any text up to 255 characters). */
  value?: string | null;
  /** Types suggested besides Contains and Manages (those the entity already uses …). */
  relationTypes?: readonly string[] | null;
  /** Refuses an empty field with 'Relation type is required.'. */
  required?: boolean;
  disabled?: boolean;
  /** Visible label; default 'Relation type'. */
  label?: string;
  /** Called with the trimmed type (null when empty) when a person picks one, presses Enter or leaves the field. */
  onChange?: (detail: { value: string | null }) => void;
}

/** A relation type field suggesting Contains, Manages and the caller's types; any other text is a new type. */
export function RelationTypePicker({ value = null, relationTypes, required = false, disabled = false, label, onChange }: RelationTypePickerProps) {
  const t = useTranslate();
  const [text, setText] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const reported = useRef<string | null>(value || null);
  useEffect(() => {
    reported.current = value || null;
    setText(value ?? '');
  }, [value]);

  const commit = (next: string) => {
    const trimmed = next.trim();
    setText(trimmed);
    const reportedValue = trimmed === '' ? null : trimmed;
    if (trimmed.length > RELATION_TYPE_MAX_LENGTH || reported.current === reportedValue) return;
    reported.current = reportedValue;
    onChange?.({ value: reportedValue });
  };
  const problem = touched ? relationTypeProblem(text, required) : null;
  const options = suggestedRelationTypes(text, relationTypes ?? []);
  return (
    <PickerCombobox
      label={label ?? t('pickers:relation-type.relation-type')}
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={options.map((type) => ({ key: type, label: type }))}
      emptyText={t('pickers:relation-type.no-match', { text: quotedSearch(text) })}
      loadingText={t('pickers:common.searching')}
      onPick={(option) => {
        commit(option.key);
        setOpen(false);
      }}
      onCommit={() => {
        commit(text);
        setOpen(false);
      }}
      onClear={() => commit('')}
      clearLabel={t('pickers:common.clear')}
      onLeave={() => {
        setTouched(true);
        commit(text);
      }}
      selectedKey={text.trim() || null}
      required={required}
      disabled={disabled}
      error={problem === 'required' ? t('pickers:relation-type.required') : problem === 'max-length' ? t('pickers:relation-type.max-length', { max: RELATION_TYPE_MAX_LENGTH }) : null}
    />
  );
}
