import type { PickersMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies PickersMessages;
