import type { EdgesMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies EdgesMessages;
