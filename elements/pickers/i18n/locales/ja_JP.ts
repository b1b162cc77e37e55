import type { PickersMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies PickersMessages;
