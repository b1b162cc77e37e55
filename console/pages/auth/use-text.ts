import { useTranslate, type TranslateOptions } from '../../../elements/core/i18n.js';

/** Translates a key of the console's namespace (a `kit:` key passes through), re-rendering when the language changes. */
export function useConsoleText(): (key: string, options?: TranslateOptions) => string {
  const t = useTranslate();
  return (key, options) => t(key.includes(':') ? key : `console:${key}`, options);
}
