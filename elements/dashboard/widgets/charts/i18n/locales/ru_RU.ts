import type { ChartsMessages } from '../messages.js';

/** Русский. */
export default {} satisfies ChartsMessages;
