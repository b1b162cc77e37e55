import type { SameKeys, SomeKeys } from '../../elements/i18n/messages.js';
import type en from './locales/en_US.js';

/** The shape of a complete console language: exactly the keys of en_US. */
export type ConsoleMessages = SameKeys<typeof en>;

/** The shape other console languages are checked against while their translation is under way. */
export type ConsoleTranslation = SomeKeys<typeof en>;
