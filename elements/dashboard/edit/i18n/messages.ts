import type { SameKeys } from '../../../../elements/i18n/messages.js';
import type en from './locales/en_US.js';

/** The shape of a complete language of the `dashedit` namespace: exactly the keys of en_US. */
export type DashEditMessages = SameKeys<typeof en>;
