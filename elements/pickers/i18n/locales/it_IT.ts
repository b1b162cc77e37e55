import type { PickersMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies PickersMessages;
