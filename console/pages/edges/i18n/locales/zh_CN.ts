import type { EdgesMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies EdgesMessages;
