import type { ChartsMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies ChartsMessages;
