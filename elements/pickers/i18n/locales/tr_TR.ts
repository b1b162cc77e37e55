import type { PickersMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies PickersMessages;
