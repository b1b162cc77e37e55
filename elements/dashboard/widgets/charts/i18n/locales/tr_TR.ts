import type { ChartsMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies ChartsMessages;
