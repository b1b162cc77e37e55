import type { ChartsMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies ChartsMessages;
