import type { PickersMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies PickersMessages;
