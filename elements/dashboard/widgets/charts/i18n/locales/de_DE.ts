import type { ChartsMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies ChartsMessages;
