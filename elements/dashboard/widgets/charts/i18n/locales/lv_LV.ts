import type { ChartsMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies ChartsMessages;
