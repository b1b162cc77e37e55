import type { PickersMessages } from '../messages.js';

/** Română. */
export default {} satisfies PickersMessages;
