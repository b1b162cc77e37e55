import type { ContactMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies ContactMessages;
