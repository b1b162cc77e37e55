import type { ChartsMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies ChartsMessages;
