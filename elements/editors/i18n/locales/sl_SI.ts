import type { EditorsMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies EditorsMessages;
