import type { ContactMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies ContactMessages;
