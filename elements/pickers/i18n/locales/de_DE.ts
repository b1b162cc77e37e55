import type { PickersMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies PickersMessages;
