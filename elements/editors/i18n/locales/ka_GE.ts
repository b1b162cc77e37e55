import type { EditorsMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies EditorsMessages;
