import { registerLocales } from '../../elements/core/i18n.js';
import english from './locales/en_US.js';
import { CONSOLE_LOCALES } from './loaders.js';

/** Registers the console's messages as the `console` namespace of the page's translator. */
export function registerConsoleLocales(): Promise<void> {
  return registerLocales('console', english, CONSOLE_LOCALES);
}
