import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox } from './combobox.js';
import { fetchEntityById, fetchEntitySuggestions } from './entity-fetch.js';
import { entityRequiredKey, quotedSearch, requiredError, searchOutcome, type PickedEntity } from './entity-autocomplete.logic.js';
import { useSearchPicker } from './use-search-picker.js';

await registerPickersLocales();

/** What an entity autocomplete reports on every change of its selection. */
export interface EntityChange {
  /** The picked entity's id, or null when nothing is picked. */
  value: string | null;
  /** The picked entity (type, id, name), or null. */
  entity: PickedEntity | null;
}

/** Props of {@link EntityAutocomplete}. */
export interface EntityAutocompleteProps {
  /** The type searched (DEVICE, ASSET, CUSTOMER …); changing it clears the selection. */
  entityType?: string;
  /** The picked entity's id; its name is read from the server (a failed read clears it). */
  value?: string | null;
  /** Only entities of this subtype (device type, asset type …). */
  subType?: string | null;
  /** Ids never suggested (the entity being edited …). */
  excludeEntityIds?: readonly string[] | null;
  /** Refuses leaving the field empty with the type's own text ('Device is required.'), else 'Entity is required.'. */
  required?: boolean;
  /** Shows the field's error before a person has left it (the form around it was submitted); default false. */
  showErrors?: boolean;
  disabled?: boolean;
  /** Visible label; default the entity type's name. */
  label?: string;
  placeholder?: string;
  /** The backend (default the configured one). */
  baseUrl?: string;
  /** Called when the selection changes (picked, cleared, typed over, or a stored value that cannot be read). */
  onChange?: (detail: EntityChange) => void;
}

/**
 * Type-ahead over one entity type's entities: 150 ms after typing stops it asks for the first 50 whose
 * name starts with the text (excluded ids left out) and lists them; it says 'No entities match' with the
 * first 6 characters of the text when nothing does. Names are shown as text.
 */
export function EntityAutocomplete({ entityType = 'DEVICE', value = null, subType = null, excludeEntityIds, required = false, showErrors = false, disabled = false, label, placeholder, baseUrl, onChange }: EntityAutocompleteProps) {
  const t = useTranslate();
  const exclude = excludeEntityIds ?? [];
  const api = () => kitClient(baseUrl || undefined).with({ ignoreErrors: true, ignoreLoading: true });
  const picker = useSearchPicker<PickedEntity>({
    value,
    resetKey: entityType,
    lookup: (id) => fetchEntityById(api(), entityType, id),
    search: (text) => fetchEntitySuggestions(api(), entityType, text, { subType, exclude }),
    searchKey: `${baseUrl}|${subType}|${exclude.join(',')}`,
    keyOf: (entity) => entity.id,
    labelOf: (entity) => entity.name,
    onChange: (entity) => onChange?.({ value: entity?.id ?? null, entity }),
  });
  const { options, answered, selected } = picker;
  const typeName = t(`pickers:entity-type.${entityType}`, { defaultValue: t('pickers:entity.entity') });
  const outcome = searchOutcome(options?.length ?? 0, answered);
  const error = requiredError(required, selected === null, picker.touched || showErrors);
  return (
    <PickerCombobox
      {...picker.bind}
      label={label ?? typeName}
      placeholder={placeholder ?? t('pickers:entity.search')}
      options={options?.map((entity) => ({ key: entity.id, label: entity.name })) ?? null}
      emptyText={outcome === 'no-match' ? t('pickers:entity.no-entities-matching', { text: quotedSearch(answered) }) : t('pickers:entity.no-entities-found')}
      loadingText={t('pickers:common.searching')}
      onPick={(option) => picker.pick(options?.find((entity) => entity.id === option.key) ?? null)}
      clearLabel={t('pickers:common.clear')}
      selectedKey={selected?.id ?? null}
      required={required}
      disabled={disabled}
      error={error ? t(entityRequiredKey(entityType)) : null}
    />
  );
}
