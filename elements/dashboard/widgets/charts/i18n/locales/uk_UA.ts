import type { ChartsMessages } from '../messages.js';

/** Українська. */
export default {} satisfies ChartsMessages;
