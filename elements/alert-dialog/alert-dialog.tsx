import { useRef } from 'react';
import { useTranslate } from '../core/i18n.js';
import { DialogButton } from '../dialog/dialog-button.js';
import { MessageDialog } from '../dialog/dialog-message.js';
import { useHostOpen } from '../dialog/use-host-open.js';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
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
  /** Called when a person closes the dialog (OK, Escape) or on navigation. */
  onClose?: (detail: Record<string, never>) => void;
}

/** An alert: title, message and one OK button. */
export function AlertDialog({ open = false, title = '', message = '', html = false, okLabel, onClose }: AlertDialogProps) {
  const t = useTranslate();
  const ok = useRef<HTMLButtonElement>(null);
  const [shown, close] = useHostOpen(open, () => onClose?.({}));
  return (
    <MessageDialog
      open={shown}
      title={title}
      message={message}
      html={html}
      initialFocus={ok}
      onDismiss={() => close()}
      actions={
        <DialogButton ref={ok} variant="primary" onClick={() => close()}>
          {okLabel || t('action.ok')}
        </DialogButton>
      }
    />
  );
}
