import { useMemo, type ReactNode, type RefObject } from 'react';
import DOMPurify from 'dompurify';
import { KitDialog } from './kit-dialog.js';

/** The message of an alert or confirm: text, or sanitised HTML when `html` is set. */
export function DialogMessage({ message, html }: { message: string; html: boolean }) {
  const clean = useMemo(() => (html ? DOMPurify.sanitize(message) : ''), [message, html]);
  if (!html) return <p className="whitespace-pre-line break-words">{message}</p>;
  return <div className="break-words [&_a]:text-accent [&_a]:underline [&_p+p]:mt-2" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Props of {@link MessageDialog}. */
export interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  html: boolean;
  actions: ReactNode;
  initialFocus: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}

/** The small alert dialog shared by alerts and confirms: a title, a message and buttons. */
export function MessageDialog({ open, title, message, html, actions, initialFocus, onDismiss }: MessageDialogProps) {
  return (
    <KitDialog open={open} title={title} size="sm" role="alertdialog" initialFocus={initialFocus} onDismiss={onDismiss} actions={actions}>
      <DialogMessage message={message} html={html} />
    </KitDialog>
  );
}
