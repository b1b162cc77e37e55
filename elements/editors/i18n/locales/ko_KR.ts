import type { EditorsMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies EditorsMessages;
