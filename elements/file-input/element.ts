import { createKitElement } from '../core/define-element.js';
import { FileInput } from './file-input.js';

/**
 * `<tb-file-input label="…" allowed-extensions=".csv,.json" required required-as-error disabled>`; fires `tb-change`
 * with `{ file, name, size, content }` when a file is chosen (content: its text) or cleared (all null).
 */
export const FileInputElement = createKitElement(FileInput, {
  props: { label: 'string', allowedExtensions: 'string', required: 'boolean', requiredAsError: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
