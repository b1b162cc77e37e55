import type { ContactMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies ContactMessages;
