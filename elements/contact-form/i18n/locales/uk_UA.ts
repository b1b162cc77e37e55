import type { ContactMessages } from '../messages.js';

/** Українська. */
export default {} satisfies ContactMessages;
