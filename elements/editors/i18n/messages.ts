import type { SameKeys } from '../../i18n/messages.js';
import type en from './locales/en_US.js';

/** The shape of a complete language of the `editors` namespace: exactly the keys of en_US. */
export type EditorsMessages = SameKeys<typeof en>;
