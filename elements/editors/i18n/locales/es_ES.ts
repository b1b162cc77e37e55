import type { EditorsMessages } from '../messages.js';

/** Español. */
export default {} satisfies EditorsMessages;
