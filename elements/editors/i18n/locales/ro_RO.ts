import type { EditorsMessages } from '../messages.js';

/** Română. */
export default {} satisfies EditorsMessages;
