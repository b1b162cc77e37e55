import { createKitElement } from '../core/define-element.js';
import { QueuePicker } from './queue-picker.js';

/**
 * `<tb-queue-picker value="Main" service-type="TB_RULE_ENGINE" label="…" base-url="…" required disabled>`; fires
 * `tb-change` with `{ value, queue }` (value: the queue's name or null) when a person picks, clears or types over it.
 */
export const QueuePickerElement = createKitElement(QueuePicker, {
  props: { value: 'string', serviceType: 'string', label: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
