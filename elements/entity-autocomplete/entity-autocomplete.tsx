import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox } from './combobox.js';
import { fetchEntityById, fetchEntitySuggestions } from './entity-fetch.js';
import { noMatchText, requiredError, searchOutcome, type PickedEntity } from './entity-autocomplete.logic.js';
import { useDebouncedOptions } from './use-debounced-options.js';

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
  /** Refuses leaving the field empty with 'Entity is required.'. */
  required?: boolean;
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
export function EntityAutocomplete({ entityType = 'DEVICE', value = null, subType = null, excludeEntityIds, required = false, disabled = false, label, placeholder, baseUrl, onChange }: EntityAutocompleteProps) {
  const t = useTranslate();
  const [selected, setSelected] = useState<PickedEntity | null>(null);
  const [text, setText] = useState('');
  const [dirty, setDirty] = useState(false);
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;
  const shownType = useRef(entityType);
  const exclude = excludeEntityIds ?? [];
  const excludeKey = exclude.join(',');

  const report = useCallback((entity: PickedEntity | null) => changed.current?.({ value: entity?.id ?? null, entity }), []);

  useEffect(() => {
    const typeChanged = shownType.current !== entityType;
    shownType.current = entityType;
    if (typeChanged) {
      setSelected((old) => {
        if (old) report(null);
        return null;
      });
      setText('');
      setDirty(false);
      return undefined;
    }
    if (!value) {
      setSelected(null);
      setText('');
      return undefined;
    }
    let live = true;
    void fetchEntityById(kitClient(baseUrl || undefined).with({ ignoreErrors: true, ignoreLoading: true }), entityType, value)
      .catch(() => null)
      .then((entity) => {
        if (!live) return;
        setSelected(entity);
        setText(entity?.name ?? '');
        setDirty(false);
        if (!entity) report(null);
      });
    return () => {
      live = false;
    };
  }, [value, entityType, baseUrl, report]);

  const load = useCallback(
    (search: string) =>
      fetchEntitySuggestions(kitClient(baseUrl || undefined).with({ ignoreErrors: true, ignoreLoading: true }), entityType, search.trim(), {
        subType,
        exclude: excludeKey ? excludeKey.split(',') : [],
      }),
    [baseUrl, entityType, subType, excludeKey],
  );
  const { options, answered } = useDebouncedOptions(open ? (dirty ? text : '') : null, load, `${baseUrl}|${entityType}|${subType}|${excludeKey}`);

  const pick = (entity: PickedEntity | null) => {
    setSelected(entity);
    setText(entity?.name ?? '');
    setDirty(false);
    setOpen(false);
    report(entity);
  };

  const typeName = t(`pickers:entity-type.${entityType}`, { defaultValue: t('pickers:entity.entity') });
  const outcome = searchOutcome(options?.length ?? 0, answered);
  const error = requiredError(required, selected === null, touched);
  return (
    <PickerCombobox
      label={label ?? typeName}
      placeholder={placeholder ?? t('pickers:entity.search')}
      text={text}
      onTextChange={(next) => {
        setText(next);
        setDirty(true);
        if (selected && next !== selected.name) {
          setSelected(null);
          report(null);
        }
      }}
      open={open}
      onOpenChange={setOpen}
      options={options?.map((entity) => ({ key: entity.id, label: entity.name })) ?? null}
      emptyText={outcome === 'no-match' ? t('pickers:entity.no-entities-matching', { text: noMatchText(answered) }) : t('pickers:entity.no-entities-found')}
      loadingText={t('pickers:common.searching')}
      onPick={(option) => pick(options?.find((entity) => entity.id === option.key) ?? null)}
      onClear={() => (selected ? pick(null) : (setText(''), setDirty(false)))}
      clearLabel={t('pickers:common.clear')}
      onLeave={() => {
        setTouched(true);
        if (!selected) {
          setText('');
          setDirty(false);
        }
      }}
      selectedKey={selected?.id ?? null}
      required={required}
      disabled={disabled}
      error={error ? t('pickers:entity.required') : null}
    />
  );
}
