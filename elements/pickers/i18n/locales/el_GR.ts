import type { PickersMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies PickersMessages;
