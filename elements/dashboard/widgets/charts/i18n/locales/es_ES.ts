import type { ChartsMessages } from '../messages.js';

/** Español. */
export default {} satisfies ChartsMessages;
