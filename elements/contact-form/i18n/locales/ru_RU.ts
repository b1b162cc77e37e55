import type { ContactMessages } from '../messages.js';

/** Русский. */
export default {} satisfies ContactMessages;
