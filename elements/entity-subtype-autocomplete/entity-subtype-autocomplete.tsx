import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { useDebouncedOptions } from '../entity-autocomplete/use-debounced-options.js';
import { SUBTYPE_MAX_LENGTH } from '../../sdk/catalogues/limits.js';
import { matchingSubtypes, subtypeError } from './entity-subtype.logic.js';
import { loadSubtypes } from './subtype-fetch.js';

await registerPickersLocales();

/** Props of {@link EntitySubtypeAutocomplete}. */
export interface EntitySubtypeAutocompleteProps {
  /** Whose subtypes: DEVICE, ASSET, EDGE or ENTITY_VIEW; changing it clears the field. */
  entityType?: string;
  /** The subtype (any text up to 255 characters; a new name is a new subtype). */
  value?: string | null;
  /** Refuses an empty field with the type's 'type is required' message. */
  required?: boolean;
  /** Shows the field's error before a person has left it (the form around it was submitted); default false. */
  showErrors?: boolean;
  disabled?: boolean;
  /** Visible label; default the type's subtype name ('Device type' …). */
  label?: string;
  placeholder?: string;
  /** The backend (default the configured one). */
  baseUrl?: string;
  /** Called with the trimmed subtype (null when empty) when a person picks one or leaves the field. */
  onChange?: (detail: { value: string | null }) => void;
}

/**
 * A subtype field with suggestions: the entity type's known subtypes holding the typed text (ignoring
 * case), searched 150 ms after typing stops; any other text up to 255 characters is a new subtype.
 */
export function EntitySubtypeAutocomplete({ entityType = 'DEVICE', value = null, required = false, showErrors = false, disabled = false, label, placeholder, baseUrl, onChange }: EntitySubtypeAutocompleteProps) {
  const t = useTranslate();
  const [text, setText] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const reported = useRef<string | null>(value || null);
  const shownType = useRef(entityType);
  const changed = useRef(onChange);
  changed.current = onChange;

  const report = useCallback((next: string | null) => {
    if (reported.current === next) return;
    reported.current = next;
    changed.current?.({ value: next });
  }, []);

  useEffect(() => {
    if (shownType.current !== entityType) {
      shownType.current = entityType;
      setText('');
      report(null);
      return;
    }
    reported.current = value || null;
    setText(value ?? '');
  }, [value, entityType, report]);

  const load = useCallback((search: string) => loadSubtypes(entityType, baseUrl).then((types) => matchingSubtypes(types, search)), [entityType, baseUrl]);
  const { options, answered } = useDebouncedOptions(open ? text : null, load, `${baseUrl}|${entityType}`);
  const commit = (next: string) => {
    const trimmed = next.trim();
    setText(trimmed);
    if (trimmed.length <= SUBTYPE_MAX_LENGTH) report(trimmed || null);
  };
  const error = touched || showErrors ? subtypeError(text, required) : null;
  const errorText =
    error === 'required'
      ? t(`pickers:subtype.required-${entityType}`, { defaultValue: t('pickers:subtype.required') })
      : error === 'max-length'
        ? t('pickers:subtype.max-length', { max: SUBTYPE_MAX_LENGTH })
        : null;
  return (
    <PickerCombobox
      label={label ?? t(`pickers:subtype.label-${entityType}`, { defaultValue: t('pickers:subtype.type') })}
      placeholder={placeholder}
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={options?.map((type) => ({ key: type, label: type })) ?? null}
      emptyText={answered.trim() ? t('pickers:subtype.no-match', { text: quotedSearch(answered) }) : t('pickers:subtype.none')}
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
      error={errorText}
    />
  );
}
