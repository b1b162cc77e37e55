import { createKitElement } from '../core/define-element.js';
import { EntityTypeSelect } from './entity-type-select.js';

/**
 * `<tb-entity-type-select value="DEVICE" allowed-entity-types='["DEVICE","ASSET"]' label="…" required disabled>`;
 * fires `tb-change` with `{ value }` (the type, or null when cleared or dropped from the allowed list).
 */
export const EntityTypeSelectElement = createKitElement(EntityTypeSelect, {
  props: { value: 'string', allowedEntityTypes: 'json', label: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
