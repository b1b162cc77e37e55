import { useCallback } from 'react';
import { useTranslate } from '../core/i18n.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { TextChipList } from '../entity-autocomplete/text-chip-list.js';
import { matchingSubtypes } from '../entity-subtype-autocomplete/entity-subtype.logic.js';
import { loadSubtypes } from '../entity-subtype-autocomplete/subtype-fetch.js';

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
  const load = useCallback((text: string, chosen: readonly string[]) => loadSubtypes(entityType, baseUrl).then((types) => matchingSubtypes(types, text, chosen)), [entityType, baseUrl]);
  return (
    <TextChipList
      label={label ?? t(`pickers:subtype.list-${entityType}`, { defaultValue: t('pickers:subtype.types') })}
      value={value}
      load={load}
      loadKey={`${baseUrl}|${entityType}`}
      noMatchKey="pickers:subtype.no-match"
      noneKey="pickers:subtype.none"
      hint={t('pickers:subtype.separators')}
      emptyError={t('pickers:subtype.list-empty')}
      required={required}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
