import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerChip } from '../entity-autocomplete/chip.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { fetchEntitiesByIds, fetchEntitySuggestions } from '../entity-autocomplete/entity-fetch.js';
import { quotedSearch, searchOutcome, type PickedEntity } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { useDebouncedOptions } from '../entity-autocomplete/use-debounced-options.js';
import { entityListError, sameIds } from './entity-list-input.logic.js';

await registerPickersLocales();

/** Props of {@link EntityListInput}. */
export interface EntityListInputProps {
  /** Whose entities; changing it empties the list. */
  entityType?: string;
  /** The chosen entities' ids, in order; ids that cannot be read are dropped. */
  value?: readonly string[] | null;
  /** Refuses an empty list with 'At least one entity is required.'. */
  required?: boolean;
  disabled?: boolean;
  label?: string;
  baseUrl?: string;
  /** Called with the ids (and the entities) after each addition or removal. */
  onChange?: (detail: { value: string[]; entities: PickedEntity[] }) => void;
  /**
   * Where suggestions come from instead of the server's entity query, given the typed text (a list narrowed to what
   * may be added, such as the devices no customer holds); those already chosen are still left out. React only.
   */
  suggest?: (text: string) => Promise<PickedEntity[]>;
}

/**
 * Entities as chips, added from a type-ahead (the first 50 whose name starts with the text, 150 ms after
 * typing stops, those already chosen left out); Backspace in the empty input removes the last chip.
 */
export function EntityListInput({ entityType = 'DEVICE', value, required = false, disabled = false, label, baseUrl, onChange, suggest }: EntityListInputProps) {
  const t = useTranslate();
  const [list, setList] = useState<PickedEntity[]>([]);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const api = useCallback(() => kitClient(baseUrl || undefined).with({ ignoreErrors: true, ignoreLoading: true }), [baseUrl]);
  const shownType = useRef(entityType);
  const ids = list.map((entity) => entity.id);

  const update = (next: PickedEntity[]) => {
    setList(next);
    onChange?.({ value: next.map((entity) => entity.id), entities: next });
  };

  const valueKey = (value ?? []).join('\n');
  useEffect(() => {
    if (shownType.current !== entityType) {
      shownType.current = entityType;
      setList((old) => {
        if (old.length > 0) onChange?.({ value: [], entities: [] });
        return [];
      });
      return undefined;
    }
    const wanted = valueKey ? valueKey.split('\n') : [];
    let live = true;
    void fetchEntitiesByIds(api(), entityType, wanted)
      .catch(() => [])
      .then((found) => live && setList((old) => (sameIds(old.map((e) => e.id), found.map((e) => e.id)) ? old : found)));
    return () => {
      live = false;
    };
    // onChange is read when the type changes only; a new callback alone does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueKey, entityType, api]);

  const load = useCallback(
    async (search: string) =>
      suggest ? (await suggest(search.trim())).filter((entity) => !ids.includes(entity.id)) : fetchEntitySuggestions(api(), entityType, search.trim(), { exclude: ids }),
    [api, entityType, ids.join(','), suggest], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const { options, answered } = useDebouncedOptions(open ? text : null, load, `${baseUrl}|${entityType}|${ids.join(',')}`);
  const outcome = searchOutcome(options?.length ?? 0, answered);
  return (
    <PickerCombobox
      label={label ?? t('pickers:entity-list.entities')}
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={options?.map((entity) => ({ key: entity.id, label: entity.name })) ?? null}
      emptyText={outcome === 'no-match' ? t('pickers:entity.no-entities-matching', { text: quotedSearch(answered) }) : t('pickers:entity.no-entities-found')}
      loadingText={t('pickers:common.searching')}
      onPick={(option) => {
        const entity = options?.find((e) => e.id === option.key);
        if (entity && !ids.includes(entity.id)) update([...list, entity]);
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
      error={entityListError(required, list.length, touched) ? t('pickers:entity-list.list-empty') : null}
      chips={list.map((entity) => (
        <PickerChip key={entity.id} label={entity.name} removeLabel={t('pickers:common.remove', { name: entity.name })} disabled={disabled} onRemove={() => update(list.filter((e) => e.id !== entity.id))} />
      ))}
    />
  );
}
