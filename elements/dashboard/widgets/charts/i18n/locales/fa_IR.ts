import type { ChartsMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies ChartsMessages;
