import type { EditorsMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies EditorsMessages;
