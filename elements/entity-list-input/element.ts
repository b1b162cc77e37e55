import { createKitElement } from '../core/define-element.js';
import { EntityListInput } from './entity-list-input.js';

/**
 * `<tb-entity-list-input entity-type="DEVICE" value='["<id>","<id>"]' label="…" base-url="…" required disabled>`; fires
 * `tb-change` with `{ value, entities }` (the ids, in order) after each addition or removal.
 */
export const EntityListInputElement = createKitElement(EntityListInput, {
  props: { entityType: 'string', value: 'json', label: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
