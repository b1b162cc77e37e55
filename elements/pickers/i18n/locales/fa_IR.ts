import type { PickersMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies PickersMessages;
