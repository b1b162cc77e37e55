import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from '@headlessui/react';
import { trackOpenDialog } from '../../elements/dialog/dialog.store.js';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether it is shown. */
  open: boolean;
  /** Called on Escape, on the backdrop and by closeAllDialogs() at every navigation start. */
  onClose: () => void;
  /** Heading. */
  title: string;
  /** Body and buttons. */
  children: ReactNode;
  /** Extra classes of the panel (width). */
  className?: string;
  /** Accessible role: `dialog`, or `alertdialog` for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Whether the title shows (it always names the dialog). */
  hideTitle?: boolean;
  /** Places the panel near the top instead of the middle (palette). */
  top?: boolean;
}

/** Shows a native <dialog> modally while `open`, and closes it otherwise. */
export function useModalDialog(ref: React.RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [ref, open]);
}

/** A bare modal native <dialog> with a focus trap (the command palette's frame), closed on Escape, backdrop click and navigation. */
export function Modal({ open, onClose, title, children, className = 'w-[min(28rem,calc(100vw-2rem))]', role = 'dialog', hideTitle = false, top = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useModalDialog(ref, open);
  useEffect(() => (open ? trackOpenDialog(() => close.current()) : undefined), [open]);

  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close.current();
      }}
      className={`${top ? 'mt-[12vh]' : 'm-auto'} mx-auto max-h-[80vh] overflow-visible rounded-dialog border border-border bg-surface-raised p-0 text-text shadow-dialog backdrop:bg-backdrop ${className}`}
    >
      <FocusTrap>
        <div className="flex flex-col gap-4 p-5">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
            {title}
          </h2>
          {children}
        </div>
      </FocusTrap>
    </dialog>,
    document.body,
  );
}
