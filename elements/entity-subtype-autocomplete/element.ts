import { createKitElement } from '../core/define-element.js';
import { EntitySubtypeAutocomplete } from './entity-subtype-autocomplete.js';

/**
 * `<tb-entity-subtype-autocomplete entity-type="DEVICE" value="thermostat" label="…" placeholder="…" base-url="…" required disabled>`;
 * fires `tb-change` with `{ value }` (the trimmed subtype, or null) when a person picks one or leaves the field.
 */
export const EntitySubtypeAutocompleteElement = createKitElement(EntitySubtypeAutocomplete, {
  props: { entityType: 'string', value: 'string', label: 'string', placeholder: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
