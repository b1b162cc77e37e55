import type { ContactMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies ContactMessages;
