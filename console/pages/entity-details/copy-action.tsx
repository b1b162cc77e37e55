import { useEffect, useState } from 'react';
import { mdiCheck } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { startCopyFeedback, writeClipboard } from '../../../elements/copy-button/copy-button.logic.js';
import { useConsoleText } from '../auth/use-text.js';

/** Props of {@link CopyAction}. */
export interface CopyActionProps {
  /** The text copied; the button is disabled while it is null. */
  text: string | null;
  /** The button's text, or its accessible name when `compact`. */
  label: string;
  /** Icon path shown before the text. */
  icon: string;
  /** Icon only (the label becomes the name and tooltip), for the end of a field. Default false. */
  compact?: boolean;
}

/** A button copying a text, saying so for a moment after it did (copy feedback of shared-controls §9). */
export function CopyAction({ text, label, icon, compact = false }: CopyActionProps) {
  const t = useConsoleText();
  const [copied, setCopied] = useState(false);
  const [cancel, setCancel] = useState<(() => void) | null>(null);
  useEffect(() => () => cancel?.(), [cancel]);
  const copy = async () => {
    if (!text || !(await writeClipboard(text))) return;
    cancel?.();
    setCancel(() => startCopyFeedback(setCopied));
  };
  const shown = copied ? t('kit:action.copied') : label;
  const look = compact
    ? 'size-9 justify-center text-text-muted hover:bg-surface-hover'
    : 'h-control gap-1.5 border border-border bg-surface px-3 text-sm font-medium text-text hover:bg-surface-hover sm:text-base';
  return (
    <button
      type="button"
      onClick={() => void copy()}
      disabled={!text}
      aria-live="polite"
      aria-label={compact ? shown : undefined}
      title={compact ? shown : undefined}
      className={`inline-flex shrink-0 items-center rounded-control transition-colors duration-fast disabled:cursor-not-allowed disabled:opacity-50 ${look}`}
    >
      <Icon path={copied ? mdiCheck : icon} size={18} className={copied ? 'text-success' : 'text-text-muted'} />
      {!compact && shown}
    </button>
  );
}
