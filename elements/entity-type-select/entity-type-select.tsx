import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { mdiAlertCircle, mdiChevronDown } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { keptEntityType, offeredEntityTypes } from './entity-type-select.logic.js';

await registerPickersLocales();

/** Props of {@link EntityTypeSelect}. */
export interface EntityTypeSelectProps {
  /** The chosen type (DEVICE, ASSET …) or null. */
  value?: string | null;
  /** The types offered; default devices, assets, entity views, edges, customers, tenants, users, dashboards, rule chains. */
  allowedEntityTypes?: readonly string[] | null;
  /** Refuses no choice with 'Entity type is required.'. */
  required?: boolean;
  disabled?: boolean;
  /** Visible label; default 'Entity type'. */
  label?: string;
  /** Called with the chosen type, or null when it was cleared (also when the allowed list drops it). */
  onChange?: (detail: { value: string | null }) => void;
}

/** A select of entity types, each by its translated name; a value the allowed list drops is cleared. */
export function EntityTypeSelect({ value = null, allowedEntityTypes, required = false, disabled = false, label, onChange }: EntityTypeSelectProps) {
  const t = useTranslate();
  const id = useId();
  const offered = useMemo(() => offeredEntityTypes(allowedEntityTypes), [allowedEntityTypes]);
  const [chosen, setChosen] = useState<string | null>(keptEntityType(value, offered));
  const [touched, setTouched] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => setChosen(keptEntityType(value, offered)), [value, offered]);
  useEffect(() => {
    if (value && !keptEntityType(value, offered)) changed.current?.({ value: null });
  }, [value, offered]);

  const error = required && chosen === null && touched;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} part="label" className="text-sm font-medium text-text">
        {label ?? t('pickers:entity-type.entity-type')}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        )}
      </label>
      <div className="relative">
        <select
          id={id}
          part="select"
          value={chosen ?? ''}
          required={required}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onBlur={() => setTouched(true)}
          onChange={(event) => {
            const next = event.target.value || null;
            setChosen(next);
            changed.current?.({ value: next });
          }}
          className={`h-control w-full min-w-0 cursor-pointer appearance-none rounded-control border bg-surface ps-3 pe-9 text-base text-text transition-colors duration-fast focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted ${error ? 'border-danger' : 'border-border hover:border-border-strong'}`}
        >
          <option value="" disabled={required}>
            {t('pickers:entity-type.choose')}
          </option>
          {offered.map((type) => (
            <option key={type} value={type}>
              {t(`pickers:entity-type.${type}`, { defaultValue: type })}
            </option>
          ))}
        </select>
        <Icon path={mdiChevronDown} size={20} className="pointer-events-none absolute inset-y-0 end-2.5 my-auto text-text-muted" />
      </div>
      {error && (
        <p id={`${id}-error`} part="error" className="flex items-start gap-1 text-sm text-danger">
          <Icon path={mdiAlertCircle} size={16} className="mt-px shrink-0" />
          <span>{t('pickers:entity-type.type-required')}</span>
        </p>
      )}
    </div>
  );
}
