import { useEffect, useState } from 'react';

/** The viewport width, updated on resize. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** Whether the document is in fullscreen, updated on change. */
export function useFullscreen(): boolean {
  const [fullscreen, setFullscreen] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return fullscreen;
}

/** Enters or leaves fullscreen for the whole console. */
export function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}

/** Classes of the toolbar's round icon buttons. */
export const ICON_BUTTON =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-text-muted hover:bg-surface-hover hover:text-text';
