import type { EditorsMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies EditorsMessages;
