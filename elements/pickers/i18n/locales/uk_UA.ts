import type { PickersMessages } from '../messages.js';

/** Українська. */
export default {} satisfies PickersMessages;
