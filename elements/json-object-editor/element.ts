import { createKitElement } from '../core/define-element.js';
import { JsonObjectEditor } from './json-object-editor.js';

/**
 * `<tb-json-object-editor value='{"a":1}' label="…" required disabled readonly validate-on-change>`; fires `tb-change`
 * with `{ value, valid, error }` on every edit (value: the object, or null when empty or invalid; error: required or jsonParseError).
 */
export const JsonObjectEditorElement = createKitElement(JsonObjectEditor, {
  props: { value: 'json', label: 'string', required: 'boolean', disabled: 'boolean', readonly: 'boolean', validateOnChange: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
