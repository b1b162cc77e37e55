import type { EditorsMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies EditorsMessages;
