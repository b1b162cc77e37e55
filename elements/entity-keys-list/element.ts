import { createKitElement } from '../core/define-element.js';
import { EntityKeysList } from './entity-keys-list.js';

/**
 * `<tb-entity-keys-list entity-type="DEVICE" entity-id="<id>" key-type="timeseries|attributes" value='["temperature"]'
 * label="…" base-url="…" required disabled>`; fires `tb-change` with `{ value }` (the whole list) after each change.
 */
export const EntityKeysListElement = createKitElement(EntityKeysList, {
  props: { entityType: 'string', entityId: 'string', keyType: 'string', value: 'json', label: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
