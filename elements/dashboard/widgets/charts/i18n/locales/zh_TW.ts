import type { ChartsMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies ChartsMessages;
