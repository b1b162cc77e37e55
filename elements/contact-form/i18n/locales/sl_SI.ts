import type { ContactMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies ContactMessages;
