import { useEffect, useRef, useState } from 'react';
import { EntityAutocomplete } from '../entity-autocomplete/entity-autocomplete.js';
import { EntityTypeSelect } from '../entity-type-select/entity-type-select.js';
import { entitySelectValue, initialEntityId, initialEntityType, sameEntitySelectValue, type EntitySelectValue } from './entity-select.logic.js';

/** Props of {@link EntitySelect}. */
export interface EntitySelectProps {
  /** The chosen entity as {entityType, id}, or null. */
  value?: EntitySelectValue | null;
  /** The types offered in the type select; default the entity type select's list. */
  allowedEntityTypes?: readonly string[] | null;
  /** One type only: the type select is not shown and entities of this type are searched. */
  fixedEntityType?: string | null;
  /** Refuses no entity with 'Entity is required.' (and no type with 'Entity type is required.'). */
  required?: boolean;
  disabled?: boolean;
  /** The backend (default the configured one). */
  baseUrl?: string;
  /** Called with {entityType, id} when both are set, and with null otherwise (§4). */
  onChange?: (detail: { value: EntitySelectValue | null }) => void;
}

/**
 * An entity type select next to an entity autocomplete of that type. Changing the type clears the entity;
 * the value is reported as null unless both the type and the entity are set.
 */
export function EntitySelect({ value = null, allowedEntityTypes, fixedEntityType, required = false, disabled = false, baseUrl, onChange }: EntitySelectProps) {
  const [entityType, setEntityType] = useState<string | null>(() => initialEntityType(value, fixedEntityType, allowedEntityTypes));
  const [id, setId] = useState<string | null>(() => initialEntityId(value, initialEntityType(value, fixedEntityType, allowedEntityTypes)));
  const reported = useRef<EntitySelectValue | null>(entitySelectValue(entityType, id));
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const type = initialEntityType(value, fixedEntityType, allowedEntityTypes);
    setEntityType(type);
    setId(initialEntityId(value, type));
    reported.current = entitySelectValue(type, initialEntityId(value, type));
    // The stored value is compared by its parts, so a new object holding the same entity changes nothing.
  }, [value?.entityType, value?.id, fixedEntityType, allowedEntityTypes]); // eslint-disable-line react-hooks/exhaustive-deps

  const report = (type: string | null, nextId: string | null) => {
    const next = entitySelectValue(type, nextId);
    if (sameEntitySelectValue(next, reported.current)) return;
    reported.current = next;
    changed.current?.({ value: next });
  };

  return (
    <div part="entity-select" className="flex min-w-0 flex-wrap items-start gap-3">
      {!fixedEntityType && (
        <div className="min-w-0 flex-1 basis-40">
          <EntityTypeSelect
            value={entityType}
            allowedEntityTypes={allowedEntityTypes}
            required={required}
            disabled={disabled}
            onChange={({ value: type }) => {
              setEntityType(type);
              setId(null);
              report(type, null);
            }}
          />
        </div>
      )}
      {entityType && (
        <div className="min-w-0 flex-1 basis-64">
          <EntityAutocomplete
            entityType={entityType}
            value={id}
            required={required}
            disabled={disabled}
            baseUrl={baseUrl}
            onChange={({ value: picked }) => {
              setId(picked);
              report(entityType, picked);
            }}
          />
        </div>
      )}
    </div>
  );
}
