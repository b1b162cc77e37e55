import { createKitElement } from '../core/define-element.js';
import { EntitySelect } from './entity-select.js';

/**
 * `<tb-entity-select value='{"entityType":"DEVICE","id":"<id>"}' allowed-entity-types='["DEVICE","ASSET"]'
 * fixed-entity-type="DEVICE" base-url="…" required disabled>`; fires `tb-change` with `{ value }` — the
 * {entityType, id} picked, or null unless both are set (a type change clears the entity).
 */
export const EntitySelectElement = createKitElement(EntitySelect, {
  props: { value: 'json', allowedEntityTypes: 'json', fixedEntityType: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
