import type { ContactMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies ContactMessages;
