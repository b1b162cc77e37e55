import { useRef } from 'react';
import { useTranslate } from '../core/i18n.js';
import { DialogButton } from '../dialog/dialog-button.js';
import { MessageDialog } from '../dialog/dialog-message.js';
import { useHostOpen } from '../dialog/use-host-open.js';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open?: boolean;
  /** The heading. */
  title?: string;
  /** The message: text, or HTML (sanitised) when `html` is set. */
  message?: string;
  /** The message is HTML. */
  html?: boolean;
  /** Label of the OK button; default the translated OK. */
  okLabel?: string;
  /** Label of the Cancel button; default the translated Cancel. */
  cancelLabel?: string;
  /** Called with the answer: confirmed for OK, not for Cancel, Escape or navigation. */
  onConfirm?: (detail: { confirmed: boolean }) => void;
}

/** A confirmation: title, message, Cancel and OK; focus starts on Cancel. */
export function ConfirmDialog({ open = false, title = '', message = '', html = false, okLabel, cancelLabel, onConfirm }: ConfirmDialogProps) {
  const t = useTranslate();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [shown, answer] = useHostOpen(open, (confirmed: boolean) => onConfirm?.({ confirmed }));
  return (
    <MessageDialog
      open={shown}
      title={title}
      message={message}
      html={html}
      initialFocus={cancelButton}
      onDismiss={() => answer(false)}
      actions={
        <>
          <DialogButton ref={cancelButton} onClick={() => answer(false)}>
            {cancelLabel || t('action.cancel')}
          </DialogButton>
          <DialogButton variant="primary" onClick={() => answer(true)}>
            {okLabel || t('action.ok')}
          </DialogButton>
        </>
      }
    />
  );
}
