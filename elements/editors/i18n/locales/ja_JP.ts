import type { EditorsMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies EditorsMessages;
