/** Theme choices of the console: follow the system, or force light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const;

/** One theme choice. */
export type Theme = (typeof THEMES)[number];

/** Local storage key of the theme choice ('TB-' prefix of console-core §9). */
export const THEME_STORAGE_KEY = 'TB-theme';

/** Reads a stored theme choice; anything unknown means 'system'. */
export function parseTheme(value: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'system';
}

/** The `data-theme` value of <html> for a choice: none for 'system' (the tokens follow the system). */
export function dataThemeOf(theme: Theme): 'light' | 'dark' | null {
  return theme === 'system' ? null : theme;
}

/** The BCP 47 `lang` attribute of a console language code (`fa_IR` → `fa-IR`). */
export function htmlLang(lang: string): string {
  return lang.replace('_', '-');
}
