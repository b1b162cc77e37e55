import type { ContactMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies ContactMessages;
