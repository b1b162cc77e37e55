import { useEffect, useRef, useState } from 'react';
import { mdiCheck, mdiContentCopy } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { startCopyFeedback, writeClipboard } from './copy-button.logic.js';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text copied to the clipboard. */
  text?: string;
  /** Accessible name and tooltip before copying; default the translated 'Copy'. */
  label?: string;
  /** Disables the button. */
  disabled?: boolean;
  /** Called after a person copied the text. */
  onCopy?: (detail: { text: string }) => void;
}

/** An icon button copying a text; shows a check and 'Copied' for 1500 ms. */
export function CopyButton({ text = '', label, disabled = false, onCopy }: CopyButtonProps) {
  const t = useTranslate();
  const [copied, setCopied] = useState(false);
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);

  const copy = async () => {
    if (!(await writeClipboard(text))) return;
    cancel.current?.();
    cancel.current = startCopyFeedback(setCopied);
    onCopy?.({ text });
  };

  const name = copied ? t('action.copied') : (label ?? t('action.copy'));
  return (
    <button
      type="button"
      part="button"
      disabled={disabled}
      onClick={() => void copy()}
      aria-label={name}
      title={name}
      className="inline-flex size-8 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text disabled:opacity-40 disabled:pointer-events-none"
    >
      <Icon path={copied ? mdiCheck : mdiContentCopy} size={18} className={copied ? 'text-success' : ''} />
      <span role="status" className="sr-only">
        {copied ? t('action.copied') : ''}
      </span>
    </button>
  );
}
