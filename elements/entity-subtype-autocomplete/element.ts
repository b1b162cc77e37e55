import { createKitElement } from '../core/define-element.js';
import { EntitySubtypeAutocomplete } from './entity-subtype-autocomplete.js';
import { EntitySubtypeList } from './entity-subtype-list.js';

/**
 * `<tb-entity-subtype-autocomplete entity-type="DEVICE" value="thermostat" label="…" placeholder="…" base-url="…" required disabled>`;
 * fires `tb-change` with `{ value }` (the trimmed subtype, or null) when a person picks one or leaves the field.
 */
export const EntitySubtypeAutocompleteElement = createKitElement(EntitySubtypeAutocomplete, {
  props: { entityType: 'string', value: 'string', label: 'string', placeholder: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});

/**
 * `<tb-entity-subtype-list entity-type="ASSET" value='["building"]' label="…" base-url="…" required disabled>`;
 * fires `tb-change` with `{ value }` (the whole list) after each addition or removal.
 */
export const EntitySubtypeListElement = createKitElement(EntitySubtypeList, {
  props: { entityType: 'string', value: 'json', label: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
