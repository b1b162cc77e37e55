import { createKitElement } from '../core/define-element.js';
import { KeyValueMap } from './key-value-map.js';

/**
 * `<tb-key-value-map value='{"a":"1"}' label="…" key-label="…" value-label="…" required disabled>`; fires `tb-change`
 * with `{ value, valid, error }` on every edit (value: the map, a later duplicate key overwriting an earlier one; error: keyVals or required).
 */
export const KeyValueMapElement = createKitElement(KeyValueMap, {
  props: { value: 'json', label: 'string', keyLabel: 'string', valueLabel: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
