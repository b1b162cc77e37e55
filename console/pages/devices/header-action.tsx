import { Icon } from '../../../elements/core/icon.js';

/** A labelled button in an entity page's header, sized like the header's copy buttons (smaller text on phones). */
export function HeaderAction({ icon, label, onClick }: { icon: string; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-control shrink-0 items-center gap-1.5 rounded-control border border-border bg-surface px-3 text-sm font-medium text-text transition-colors duration-fast hover:bg-surface-hover sm:text-base"
    >
      <Icon path={icon} size={18} className="text-text-muted" />
      {label}
    </button>
  );
}
