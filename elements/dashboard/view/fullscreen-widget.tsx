import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isTopOverlay, pushOverlay, removeOverlay } from '../../dialog/overlay-stack.js';

/** Props of {@link FullscreenWidget}. */
export interface FullscreenWidgetProps {
  /** Leaves fullscreen. */
  onExit: () => void;
  /** The widget, drawn at the area's size. */
  children: ReactNode;
}

/** Space kept under the widget, in px (the dashboard's own padding). */
const BOTTOM_GAP_PX = 8;

/**
 * A widget filling the dashboard's area, from the area's top to the bottom of the window; Escape leaves
 * when no popup lies above it. (The widget's own fullscreen button moves the focus in and back out.)
 */
export function FullscreenWidget({ onExit, children }: FullscreenWidgetProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const overlayId = `fullscreen${useId()}`;
  const [height, setHeight] = useState<number | null>(null);
  const exit = useRef(onExit);
  exit.current = onExit;

  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(window.innerHeight - Math.max(top, 0) - BOTTOM_GAP_PX, 240));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useEffect(() => {
    pushOverlay(overlayId);
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !isTopOverlay(overlayId)) return;
      e.preventDefault();
      exit.current();
    };
    document.addEventListener('keydown', escape, true);
    return () => {
      removeOverlay(overlayId);
      document.removeEventListener('keydown', escape, true);
    };
  }, [overlayId]);

  return (
    <div ref={ref} className="shrink-0 p-2" style={height === null ? undefined : { height }}>
      {children}
    </div>
  );
}
