import { useRef, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { DialogButton } from '../dialog/dialog-button.js';
import { MessageDialog } from '../dialog/dialog-message.js';

/** Props of {@link CreateGatewayDialog}. */
export interface CreateGatewayDialogProps {
  /** The name of the gateway to create; the dialog is shown while it is set. */
  name: string | null;
  onAnswer: (confirmed: boolean) => void;
}

/** A confirmation as a promise: `ask(name)` opens the dialog and resolves with the person's answer. */
export function useConfirmation() {
  const [name, setName] = useState<string | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = (asked: string) =>
    new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setName(asked);
    });
  const onAnswer = (confirmed: boolean) => {
    setName(null);
    resolver.current?.(confirmed);
    resolver.current = null;
  };
  return { ask, dialog: { name, onAnswer } satisfies CreateGatewayDialogProps };
}

/** Asks whether a gateway device of the typed name is to be created: Cancel (also Escape) or Create. */
export function CreateGatewayDialog({ name, onAnswer }: CreateGatewayDialogProps) {
  const t = useTranslate();
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <MessageDialog
      open={name !== null}
      title={t('pickers:gateway.create-title')}
      message={t('pickers:gateway.create-text', { name: `\u2068${name ?? ''}\u2069` })}
      html={false}
      initialFocus={confirm}
      onDismiss={() => onAnswer(false)}
      actions={
        <>
          <DialogButton onClick={() => onAnswer(false)}>{t('pickers:gateway.cancel')}</DialogButton>
          <DialogButton ref={confirm} variant="primary" onClick={() => onAnswer(true)}>
            {t('pickers:gateway.create')}
          </DialogButton>
        </>
      }
    />
  );
}
