import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react';
import { POPOVER_DEFAULTS } from '../../sdk/catalogues/ui.js';
import { useKitRoot } from '../core/kit-root.js';
import { useOverlayDismiss } from '../dialog/use-overlay-dismiss.js';

/** Props of {@link AnchoredPanel}. */
export interface AnchoredPanelProps {
  /** The button the panel opens from; focus goes back to it when the panel closes by keyboard. */
  anchor: Element | null;
  /** Accessible name of the panel (a dialog). */
  label: string;
  /** Floated beside the anchor at this placement (flipping and shifting to stay in the window); default bottom-end. */
  placement?: Placement;
  /** A position computed elsewhere (fixed coordinates) instead of floating. */
  fixedStyle?: CSSProperties;
  /** Classes of the panel box (its width). */
  className?: string;
  /** Keeps the panel open on a click outside it; default false. */
  keepOnOutsideClick?: boolean;
  /** Closes the panel; `focusAnchor` when it closed by keyboard (Escape) and the focus goes back to the anchor. */
  onClose: (focusAnchor: boolean) => void;
  children: ReactNode;
}

const BOX = 'flex min-h-0 flex-col overflow-auto rounded-card border border-border bg-surface-raised text-text shadow-popover';

/**
 * A panel opened from a button, in the kit root: it takes the focus (its first field or button, a field's text selected), closes on
 * Escape and on a click outside (when no other overlay lies above it), and sits at the popovers' z-index.
 */
export function AnchoredPanel({ anchor, label, placement = 'bottom-end', fixedStyle, className = '', keepOnOutsideClick = false, onClose, children }: AnchoredPanelProps) {
  const { portalTarget } = useKitRoot();
  const overlayId = `panel${useId()}`;
  const panel = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    open: true,
    strategy: 'fixed',
    placement,
    elements: { reference: anchor },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, availableWidth, elements }) {
          elements.floating.style.maxHeight = `${Math.max(availableHeight, 160)}px`;
          elements.floating.style.maxWidth = `${availableWidth}px`;
        },
      }),
    ],
  });

  useOverlayDismiss({ overlayId, anchor, panel: () => panel.current, keepOnOutsideClick, onClose });
  useEffect(() => {
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button:not([disabled])') ?? node;
    first?.focus();
    // A field opened with a value has it selected, so that typing searches anew.
    if (first instanceof HTMLInputElement) first.select();
  }, []);

  return createPortal(
    <div
      ref={(node) => {
        panel.current = node;
        refs.setFloating(fixedStyle ? null : node);
      }}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      style={{ ...(fixedStyle ?? floatingStyles), ...(fixedStyle ? { position: 'fixed' } : {}), zIndex: POPOVER_DEFAULTS.zIndex }}
      className={`${BOX} outline-none ${className}`}
    >
      {children}
    </div>,
    portalTarget,
  );
}
