import type { ChartsMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies ChartsMessages;
