import { atom } from 'nanostores';
import { $language, directionOf } from '../../elements/core/i18n.js';
import { dataThemeOf, htmlLang, parseTheme, THEME_STORAGE_KEY, type Theme } from '../logic/theme.js';

function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** The theme choice (system, light or dark), remembered in local storage. */
export const $theme = atom<Theme>(readStoredTheme());

/** Chooses the theme and remembers the choice. */
export function setTheme(theme: Theme): void {
  $theme.set(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {}
}

/** Keeps <html> in step with the choices: `data-theme`, `lang` and `dir` (right-to-left for fa_IR). */
export function applyDocumentSettings(root: HTMLElement = document.documentElement): () => void {
  const stopTheme = $theme.subscribe((theme) => {
    const value = dataThemeOf(theme);
    if (value) root.setAttribute('data-theme', value);
    else root.removeAttribute('data-theme');
  });
  const stopLanguage = $language.subscribe((lang) => {
    root.lang = htmlLang(lang);
    root.dir = directionOf(lang);
  });
  return () => {
    stopTheme();
    stopLanguage();
  };
}
