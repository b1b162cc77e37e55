// The tabs of edit mode's side panel for the selected widget, and how the keyboard moves between them.

/** The tabs in order: General first, then the forms of the widget's data, time window, actions and settings. */
export const PANEL_TABS = ['general', 'data', 'timewindow', 'actions', 'settings'] as const;

/** One tab of {@link PANEL_TABS}. */
export type PanelTabId = (typeof PANEL_TABS)[number];

/**
 * The tab a key moves to from the current one among the tabs shown: the arrow pointing to the inline end
 * (Right, or Left in right-to-left pages) the next one, wrapping; the other arrow the previous one; Home the
 * first, End the last. Null for other keys.
 */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string, rtl: boolean): T | null {
  const index = Math.max(tabs.indexOf(current), 0);
  const step = key === (rtl ? 'ArrowLeft' : 'ArrowRight') ? 1 : key === (rtl ? 'ArrowRight' : 'ArrowLeft') ? -1 : 0;
  if (step !== 0) return tabs[(index + step + tabs.length) % tabs.length] ?? null;
  if (key === 'Home') return tabs[0] ?? null;
  if (key === 'End') return tabs.at(-1) ?? null;
  return null;
}
