import { createKitElement } from '../core/define-element.js';
import { RelationTypePicker } from './relation-type-picker.js';

/**
 * `<tb-relation-type-picker value="Contains" relation-types='["Supplies"]' label="…" required disabled>`; fires
 * `tb-change` with `{ value }` (the trimmed type, or null) when a person picks one, presses Enter or leaves the field.
 */
export const RelationTypePickerElement = createKitElement(RelationTypePicker, {
  props: { value: 'string', relationTypes: 'json', label: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
