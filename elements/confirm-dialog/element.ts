import { createKitElement } from '../core/define-element.js';
import { ConfirmDialog } from './confirm-dialog.js';

/** `<tb-confirm-dialog open title="…" message="…" html ok-label="…" cancel-label="…">`; fires `tb-confirm` with `{ confirmed }` on the person's answer (the `open` attribute is then removed). */
export const ConfirmDialogElement = createKitElement(ConfirmDialog, {
  props: { open: 'boolean', title: 'string', message: 'string', html: 'boolean', okLabel: 'string', cancelLabel: 'string' },
  events: { 'tb-confirm': 'onConfirm' },
});
