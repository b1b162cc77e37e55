import { mdiClose } from '@mdi/js';
import { Icon } from '../core/icon.js';

/** One chosen entry of a list picker: its text and a button removing it. */
export function PickerChip({ label, removeLabel, disabled = false, onRemove }: { label: string; removeLabel: string; disabled?: boolean; onRemove: () => void }) {
  return (
    <span part="chip" className="inline-flex h-7 max-w-full min-w-0 items-center gap-0.5 rounded-full border border-border bg-surface-sunken ps-2.5 pe-0.5 text-sm text-text">
      <span dir="auto" className="truncate">
        {label}
      </span>
      <button
        type="button"
        aria-label={removeLabel}
        title={removeLabel}
        disabled={disabled}
        onClick={onRemove}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-text-muted hover:bg-surface-hover hover:text-text focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed"
      >
        <Icon path={mdiClose} size={14} />
      </button>
    </span>
  );
}
