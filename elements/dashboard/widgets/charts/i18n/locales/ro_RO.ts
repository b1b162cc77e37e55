import type { ChartsMessages } from '../messages.js';

/** Română. */
export default {} satisfies ChartsMessages;
