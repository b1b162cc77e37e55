import type { EdgesMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies EdgesMessages;
