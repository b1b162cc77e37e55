import type { PickersMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies PickersMessages;
