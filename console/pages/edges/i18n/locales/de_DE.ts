import type { EdgesMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies EdgesMessages;
