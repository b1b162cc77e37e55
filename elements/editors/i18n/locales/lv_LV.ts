import type { EditorsMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies EditorsMessages;
