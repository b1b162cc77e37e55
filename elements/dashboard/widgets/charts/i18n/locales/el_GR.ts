import type { ChartsMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies ChartsMessages;
