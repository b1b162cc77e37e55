import type { PickersMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies PickersMessages;
