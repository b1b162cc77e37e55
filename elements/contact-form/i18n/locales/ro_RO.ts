import type { ContactMessages } from '../messages.js';

/** Română. */
export default {} satisfies ContactMessages;
