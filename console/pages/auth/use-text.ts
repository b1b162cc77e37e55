import type { TOptions } from 'i18next';
import { useTranslate } from '../../../elements/core/i18n.js';

/** Translates a key of the console's namespace (a `kit:` key passes through), re-rendering when the language changes. */
export function useConsoleText(): (key: string, options?: TOptions) => string {
  const t = useTranslate();
  return (key, options) => t(key.includes(':') ? key : `console:${key}`, options);
}
