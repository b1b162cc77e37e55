import type { ChartsMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies ChartsMessages;
