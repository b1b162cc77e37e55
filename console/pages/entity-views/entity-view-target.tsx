import { useTranslate } from '../../../elements/core/i18n.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { EntityKeysList } from '../../../elements/entity-keys-list/entity-keys-list.js';
import { SelectField } from '../auth/form-controls.js';
import { registerListsLocales } from '../entity-list/i18n/index.js';
import { DatetimeField } from './datetime-field.js';
import { VIEW_TARGET_TYPES, viewTargetErrors, type EntityViewTarget, type ViewTargetType } from './entity-view-target.logic.js';

await registerListsLocales();

/** Props of {@link EntityViewTargetFields}. */
export interface EntityViewTargetFieldsProps {
  /** What the view shows. */
  value: unknown;
  /** Called with the whole target after each change. */
  onChange: (value: unknown) => void;
  /** Shows every error, also in fields a person has not left (the form was submitted). */
  showErrors: boolean;
  disabled: boolean;
}

/** The attribute scopes a view copies, each with its list's field and label. */
const ATTRIBUTE_LISTS = [
  ['clientAttributes', 'client-attributes'],
  ['sharedAttributes', 'shared-attributes'],
  ['serverAttributes', 'server-attributes'],
] as const;

/**
 * What an entity view shows: a device or an asset picked by name, the client, shared and server attribute keys
 * and the time-series keys it passes on (suggested from that entity's own keys, or typed), and an optional start
 * and end time; the end must come after the start.
 */
export function EntityViewTargetFields({ value, onChange, showErrors, disabled }: EntityViewTargetFieldsProps) {
  const t = useTranslate();
  const target = value as EntityViewTarget;
  const errors = viewTargetErrors(target);
  const change = (next: Partial<EntityViewTarget>) => onChange({ ...target, ...next });
  // The lists share one line above them saying how keys end, instead of each repeating it.
  const keysOf = { entityType: target.entityId ? target.entityType : null, entityId: target.entityId, disabled, hint: null };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('lists:entity-views.target-type')}
        value={target.entityType}
        disabled={disabled}
        onValueChange={(type) => type !== target.entityType && change({ entityType: type as ViewTargetType, entityId: null })}
        options={VIEW_TARGET_TYPES.map((type) => ({ value: type, label: t(`console:entity-type.${type}`) }))}
      />
      <EntityAutocomplete
        entityType={target.entityType}
        label={t('lists:entity-views.target')}
        value={target.entityId}
        required
        showErrors={showErrors}
        disabled={disabled}
        onChange={({ value: id }) => id !== target.entityId && change({ entityId: id })}
      />
      <p className="text-sm text-text-muted sm:col-span-2">{t('lists:entity-views.keys-hint')} {t('pickers:keys.separators')}</p>
      {ATTRIBUTE_LISTS.map(([field, label]) => (
        <EntityKeysList key={field} {...keysOf} keyType="attributes" label={t(`lists:entity-views.${label}`)} value={target[field]} onChange={({ value: keys }) => change({ [field]: keys })} />
      ))}
      <EntityKeysList {...keysOf} keyType="timeseries" label={t('lists:entity-views.timeseries')} value={target.timeseries} onChange={({ value: keys }) => change({ timeseries: keys })} />
      <DatetimeField label={t('lists:entity-views.start-time')} hint={t('lists:entity-views.start-hint')} value={target.startTimeMs} disabled={disabled} onChange={(ms) => change({ startTimeMs: ms })} />
      <DatetimeField
        label={t('lists:entity-views.end-time')}
        hint={t('lists:entity-views.end-hint')}
        value={target.endTimeMs}
        disabled={disabled}
        error={errors.end ? t(errors.end) : null}
        onChange={(ms) => change({ endTimeMs: ms })}
      />
    </div>
  );
}
