import type { EditorsMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies EditorsMessages;
