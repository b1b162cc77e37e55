import { createKitElement } from '../core/define-element.js';
import { CopyButton } from './copy-button.js';

/** `<tb-copy-button text="…" label="…" disabled>`; fires `tb-copy` with `{ text }` after a copy. */
export const CopyButtonElement = createKitElement(CopyButton, {
  props: { text: 'string', label: 'string', disabled: 'boolean' },
  events: { 'tb-copy': 'onCopy' },
});
