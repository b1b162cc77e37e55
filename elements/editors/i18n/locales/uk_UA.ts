import type { EditorsMessages } from '../messages.js';

/** Українська. */
export default {} satisfies EditorsMessages;
