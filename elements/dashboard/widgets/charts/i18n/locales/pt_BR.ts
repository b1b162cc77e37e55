import type { ChartsMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies ChartsMessages;
