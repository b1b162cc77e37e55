import type { EditorsMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies EditorsMessages;
