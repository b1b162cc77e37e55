import { createKitElement } from '../core/define-element.js';
import { EntityAutocomplete } from './entity-autocomplete.js';

/**
 * `<tb-entity-autocomplete entity-type="DEVICE" value="<id>" sub-type="thermostat" exclude-entity-ids='["<id>"]'
 * label="…" placeholder="…" base-url="…" required disabled>`; fires `tb-change` with `{ value, entity }`
 * (value: the picked id or null) when a person picks, clears or types over the selection.
 */
export const EntityAutocompleteElement = createKitElement(EntityAutocomplete, {
  props: {
    entityType: 'string',
    value: 'string',
    subType: 'string',
    excludeEntityIds: 'json',
    label: 'string',
    placeholder: 'string',
    baseUrl: 'string',
    required: 'boolean',
    disabled: 'boolean',
  },
  events: { 'tb-change': 'onChange' },
});
