import type { PickersMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies PickersMessages;
