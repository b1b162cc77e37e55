import { createKitElement } from '../core/define-element.js';
import { EntitySubtypeList } from './entity-subtype-list.js';

/**
 * `<tb-entity-subtype-list entity-type="ASSET" value='["building"]' label="…" base-url="…" required disabled>`;
 * fires `tb-change` with `{ value }` (the whole list) after each addition or removal.
 */
export const EntitySubtypeListElement = createKitElement(EntitySubtypeList, {
  props: { entityType: 'string', value: 'json', label: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
