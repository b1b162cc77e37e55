import type { PickersMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies PickersMessages;
