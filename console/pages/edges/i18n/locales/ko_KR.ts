import type { EdgesMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies EdgesMessages;
