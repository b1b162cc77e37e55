import { createKitElement } from '../core/define-element.js';
import { AlertDialog } from './alert-dialog.js';

/** `<tb-alert-dialog open title="…" message="…" html ok-label="…">`; fires `tb-close` when a person closes it (the `open` attribute is then removed). */
export const AlertDialogElement = createKitElement(AlertDialog, {
  props: { open: 'boolean', title: 'string', message: 'string', html: 'boolean', okLabel: 'string' },
  events: { 'tb-close': 'onClose' },
});
