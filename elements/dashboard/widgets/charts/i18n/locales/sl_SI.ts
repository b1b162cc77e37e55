import type { ChartsMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies ChartsMessages;
