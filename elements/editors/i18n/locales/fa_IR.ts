import type { EditorsMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies EditorsMessages;
