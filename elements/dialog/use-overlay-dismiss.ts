import { useEffect, useRef } from 'react';
import { isTopOverlay, pushOverlay, removeOverlay } from './overlay-stack.js';

/** What {@link useOverlayDismiss} watches. */
export interface OverlayDismiss {
  /** Id of the overlay on the stack: only the topmost one answers Escape and outside clicks. */
  overlayId: string;
  /** The element it opened from; a click on it is not outside. */
  anchor: Element | null;
  /** The overlay's own element. */
  panel: () => Element | null;
  /** Keeps the overlay open on a click outside; default false. */
  keepOnOutsideClick?: boolean;
  /** Closes it: `byKeyboard` when Escape closed it (the focus should go back to the anchor). */
  onClose: (byKeyboard: boolean) => void;
}

/**
 * Puts an open popup on the overlay stack for as long as it is shown, and closes it on a pointer down
 * outside it and its anchor, or on Escape, when no other overlay lies above it.
 */
export function useOverlayDismiss({ overlayId, anchor, panel, keepOnOutsideClick = false, onClose }: OverlayDismiss): void {
  const close = useRef(onClose);
  close.current = onClose;
  const node = useRef(panel);
  node.current = panel;
  useEffect(() => {
    pushOverlay(overlayId);
    const outside = (e: Event) => {
      const path = e.composedPath();
      const own = node.current();
      if (keepOnOutsideClick || !isTopOverlay(overlayId) || (anchor && path.includes(anchor)) || (own && path.includes(own))) return;
      close.current(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !isTopOverlay(overlayId)) return;
      e.preventDefault();
      e.stopPropagation();
      close.current(true);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape, true);
    return () => {
      removeOverlay(overlayId);
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape, true);
    };
  }, [overlayId, anchor, keepOnOutsideClick]);
}
