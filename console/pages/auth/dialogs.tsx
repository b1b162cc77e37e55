import { useEffect, useId, useRef, type ReactNode } from 'react';
import { onNavigationStart } from '../../session/router.js';
import { Button } from './form-controls.js';
import { useConsoleText } from './use-text.js';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading. */
  title: string;
  /** Called when the person dismisses it (Escape, a navigation, or a button of the footer). */
  onClose: () => void;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** Wider dialog for setup steps. Default false. */
  wide?: boolean;
  children: ReactNode;
}

/** A modal dialog (native dialog, focus kept inside, closed by Escape and by any navigation). */
export function Modal({ open, title, onClose, footer, wide = false, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => (open ? onNavigationStart(() => close.current()) : undefined), [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-var(--spacing)*8)] ${wide ? 'max-w-lg' : 'max-w-md'} max-h-[calc(100dvh-var(--spacing)*8)] rounded-dialog border border-border bg-surface-raised p-0 text-text shadow-dialog backdrop:bg-backdrop`}
    >
      {open && (
        <>
          <div className="px-6 pt-6 pb-5">
            <h2 id={titleId} className="text-md font-semibold">
              {title}
            </h2>
            <div className="mt-3 text-base break-words">{children}</div>
          </div>
          {footer && <div className="flex flex-wrap justify-end gap-2.5 border-t border-border px-6 py-3">{footer}</div>}
        </>
      )}
    </dialog>
  );
}

/** An alert with a title, a message and one Close button. */
export function AlertDialog({ open, title, onClose, children }: Omit<ModalProps, 'footer' | 'wide'>) {
  const t = useConsoleText();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('kit:action.close')}
        </Button>
      }
    >
      <div className="text-text-muted">{children}</div>
    </Modal>
  );
}

/** A question with Cancel and a confirming button; `onConfirm` runs on the latter. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  danger = false,
  onClose,
  onConfirm,
  children,
}: Omit<ModalProps, 'footer' | 'wide'> & { confirmLabel: string; danger?: boolean; onConfirm: () => void }) {
  const t = useConsoleText();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose} autoFocus>
            {t('kit:action.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-text-muted">{children}</div>
    </Modal>
  );
}
