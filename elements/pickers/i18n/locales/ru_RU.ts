import type { PickersMessages } from '../messages.js';

/** Русский. */
export default {} satisfies PickersMessages;
