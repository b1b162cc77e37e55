import type { EdgesMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies EdgesMessages;
