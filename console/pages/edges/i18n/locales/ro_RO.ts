import type { EdgesMessages } from '../messages.js';

/** Română. */
export default {} satisfies EdgesMessages;
