import { forwardRef } from 'react';
import { mdiChevronDown } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { TOOLBAR_BUTTON, TOOLBAR_ICON_BUTTON } from './toolbar-styles.js';

/** Props of {@link ToolbarPanelButton}. */
export interface ToolbarPanelButtonProps {
  /** SVG path of the button's icon. */
  icon: string;
  /** What the control is ("Entities", "Filters"). */
  name: string;
  /** Which toolbar control it is, set as `data-toolbar-control` (entities, filters). */
  control: string;
  /** What it shows now (the shown entity), read after the name; the name alone when absent. */
  value?: string | null;
  /** Only the icon, the name (and value) read out and shown as a tooltip; default false. */
  compact?: boolean;
  /** Whether its panel is open. */
  open: boolean;
  onClick: () => void;
}

/** A toolbar button opening a panel: its icon, its value (else its name) and a chevron; compact, only the icon. */
export const ToolbarPanelButton = forwardRef<HTMLButtonElement, ToolbarPanelButtonProps>(function ToolbarPanelButton({ icon, name, control, value, compact = false, open, onClick }, ref) {
  const spoken = value ? `${name}: ${value}` : name;
  return (
    <button
      ref={ref}
      type="button"
      data-toolbar-control={control}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={compact ? spoken : undefined}
      title={compact ? (value ?? name) : undefined}
      onClick={onClick}
      className={compact ? TOOLBAR_ICON_BUTTON : TOOLBAR_BUTTON}
    >
      <Icon path={icon} size={compact ? 20 : 18} className={compact ? '' : 'text-text-muted'} />
      {!compact && (
        <>
          <span dir="auto" className="max-w-48 truncate">{value ?? name}</span>
          <Icon path={mdiChevronDown} size={18} className="text-text-muted" />
        </>
      )}
    </button>
  );
});
