import type { PickersMessages } from '../messages.js';

/** Español. */
export default {} satisfies PickersMessages;
