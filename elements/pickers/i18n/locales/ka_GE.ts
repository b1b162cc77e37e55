import type { PickersMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies PickersMessages;
