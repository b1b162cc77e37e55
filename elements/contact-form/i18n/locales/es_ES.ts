import type { ContactMessages } from '../messages.js';

/** Español. */
export default {} satisfies ContactMessages;
