import type { PickersMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies PickersMessages;
