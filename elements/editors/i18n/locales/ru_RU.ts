import type { EditorsMessages } from '../messages.js';

/** Русский. */
export default {} satisfies EditorsMessages;
