import type { EditorsMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies EditorsMessages;
