import { createKitElement } from '../core/define-element.js';
import { EntityTypeList } from './entity-type-list.js';

/**
 * `<tb-entity-type-list value='["DEVICE"]' allowed-entity-types='[…]' label="…" required disabled>`; fires
 * `tb-change` with `{ value }` (the whole list) after each addition or removal.
 */
export const EntityTypeListElement = createKitElement(EntityTypeList, {
  props: { value: 'json', allowedEntityTypes: 'json', label: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
