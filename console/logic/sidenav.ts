import { BREAKPOINTS } from '../../sdk/catalogues/ui.js';

/** How the side menu is laid out: beside the content or over it, and whether it starts open. */
export interface SidenavLayout {
  mode: 'side' | 'over';
  opened: boolean;
}

/**
 * Side menu layout (console-core §2): side mode and open on screens from the medium breakpoint (960 px)
 * up, over mode and closed below it; always closed in forced fullscreen.
 */
export function sidenavLayout(viewportWidth: number, forceFullscreen: boolean): SidenavLayout {
  const mode = viewportWidth >= BREAKPOINTS.md ? 'side' : 'over';
  return { mode, opened: mode === 'side' && !forceFullscreen };
}

/** Whether the toolbar shows the menu button: only while the menu lies over the content. */
export function showsMenuButton(layout: SidenavLayout): boolean {
  return layout.mode === 'over';
}

/** Whether the fullscreen toggle shows: only where the browser supports it and not on small screens. */
export function showsFullscreenToggle(viewportWidth: number, fullscreenSupported: boolean): boolean {
  return fullscreenSupported && viewportWidth >= BREAKPOINTS.sm;
}
