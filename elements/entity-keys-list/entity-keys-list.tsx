import { useCallback } from 'react';
import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { TextChipList } from '../entity-autocomplete/text-chip-list.js';
import { entityKeysPath, matchingKeys } from './entity-keys-list.logic.js';

await registerPickersLocales();

/** Props of {@link EntityKeysList}. */
export interface EntityKeysListProps {
  /** The entity whose keys are suggested (type and id); without one, keys are only typed. */
  entityType?: string | null;
  entityId?: string | null;
  /** Suggest time-series keys (default) or attribute keys. */
  keyType?: 'timeseries' | 'attributes';
  /** The chosen keys, in order. */
  value?: readonly string[] | null;
  /** Shows 'At least one key is required.' when left empty. */
  required?: boolean;
  disabled?: boolean;
  label?: string;
  /** The line under the field; default how keys end (Enter, a comma or a semicolon), null for none. */
  hint?: string | null;
  baseUrl?: string;
  /** Called with the whole list after each addition or removal. */
  onChange?: (detail: { value: string[] }) => void;
}

/**
 * Data keys as chips: suggested from the entity's time-series or attribute keys (150 ms after typing
 * stops), or typed and ended with Enter, a comma or a semicolon; trimmed, a repeat ignored.
 */
export function EntityKeysList({ entityType, entityId, keyType = 'timeseries', value, required = false, disabled = false, label, hint, baseUrl, onChange }: EntityKeysListProps) {
  const t = useTranslate();
  const load = useCallback(
    async (text: string, chosen: readonly string[]) => {
      if (!entityType || !entityId) return [];
      const answer = await kitClient(baseUrl || undefined)
        .with({ ignoreErrors: true, ignoreLoading: true })
        .call<string[]>('GET', entityKeysPath(entityType, entityId, keyType));
      return answer.ok && Array.isArray(answer.data) ? matchingKeys(answer.data, text, chosen) : [];
    },
    [entityType, entityId, keyType, baseUrl],
  );
  return (
    <TextChipList
      label={label ?? t(keyType === 'attributes' ? 'pickers:keys.attribute-keys' : 'pickers:keys.timeseries-keys')}
      value={value}
      load={load}
      loadKey={`${baseUrl}|${entityType}|${entityId}|${keyType}`}
      noMatchKey="pickers:keys.no-match"
      noneKey="pickers:keys.none"
      hint={hint === undefined ? t('pickers:keys.separators') : hint}
      emptyError={t('pickers:keys.list-empty')}
      required={required}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
