import type { EditorsMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies EditorsMessages;
