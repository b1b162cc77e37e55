import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { KitDialog } from './kit-dialog.js';

/**
 * `message` sanitised by DOMPurify, or null until the sanitiser has loaded: it is fetched on the first HTML
 * message only, so pages whose dialogs hold plain text (the sign-in pages) never load it.
 */
function useSanitized(message: string, html: boolean): string | null {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (!html) return;
    let current = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (current) setClean({ source: message, html: DOMPurify.sanitize(message) });
    });
    return () => {
      current = false;
    };
  }, [message, html]);
  return clean?.source === message ? clean.html : null;
}

/** The message of an alert or confirm: text, or sanitised HTML when `html` is set. */
export function DialogMessage({ message, html }: { message: string; html: boolean }) {
  const clean = useSanitized(message, html);
  if (!html) return <p className="whitespace-pre-line break-words">{message}</p>;
  if (clean === null) return <div aria-busy="true" className="min-h-5" />;
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
