import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, offset, shift, size, useFloating } from '@floating-ui/react';
import { POPOVER_DEFAULTS, TIMEWINDOW_PANEL } from '../../sdk/catalogues/ui.js';
import { useTranslate } from '../core/i18n.js';
import { useOverlayDismiss } from '../dialog/use-overlay-dismiss.js';
import type { PanelPlacement } from './panel.logic.js';
import { TimeWindowPanel, type TimeWindowPanelProps } from './time-window-panel.js';

/** Props of {@link TimeWindowPopup}. */
export interface TimeWindowPopupProps extends Omit<TimeWindowPanelProps, 'onCancel'> {
  /** The button the panel opens from. */
  button: HTMLButtonElement | null;
  /** Where the panel goes: below or above the button, or over the whole screen. */
  placement: PanelPlacement;
  /** Where popups of the element go (its shadow root's portal). */
  portalTarget: Element | DocumentFragment;
  /** Id of the panel on the overlay stack, so only the topmost overlay answers Escape and outside clicks. */
  overlayId: string;
  /** Closes the panel; `focusButton` when the focus should go back to the button. */
  onClose: (focusButton: boolean) => void;
}

/**
 * The open time-window panel, floated by the button (or full screen) in the element's portal. Its own
 * module, loaded when the panel first opens: pages that only show a time window never load the panel
 * or the floating library.
 */
export default function TimeWindowPopup({ button, placement, portalTarget, overlayId, onClose, ...panel }: TimeWindowPopupProps) {
  const t = useTranslate();
  const panelRef = useRef<HTMLDivElement | null>(null);
  const fullscreen = placement.placement === 'fullscreen';
  const { refs, floatingStyles } = useFloating({
    open: true,
    strategy: 'fixed',
    placement: placement.placement === 'above' ? 'top-start' : 'bottom-start',
    elements: { reference: button },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(Math.min(TIMEWINDOW_PANEL.maxHeightPx, availableHeight), 200)}px`;
        },
      }),
    ],
  });

  useOverlayDismiss({ overlayId, anchor: button, panel: () => panelRef.current, onClose });
  useEffect(() => {
    const node = panelRef.current;
    (node?.querySelector<HTMLElement>('[role=tab][aria-selected=true]') ?? node?.querySelector<HTMLElement>('input, select, button'))?.focus();
  }, []);

  return createPortal(
    <div
      ref={(node) => {
        panelRef.current = node;
        // Full screen the panel is not floated: the size middleware would cap its height.
        refs.setFloating(fullscreen ? null : node);
      }}
      role="dialog"
      aria-label={t('timewindow.time-window')}
      part="panel"
      style={fullscreen ? { zIndex: POPOVER_DEFAULTS.zIndex } : { ...floatingStyles, zIndex: POPOVER_DEFAULTS.zIndex }}
      className={
        fullscreen
          ? 'fixed inset-0 flex max-h-dvh flex-col bg-surface-raised text-text'
          : 'flex w-[417px] max-w-[calc(100vw-16px)] flex-col overflow-hidden rounded-card border border-border bg-surface-raised text-text shadow-popover'
      }
    >
      <TimeWindowPanel {...panel} onCancel={() => onClose(true)} />
    </div>,
    portalTarget,
  );
}
