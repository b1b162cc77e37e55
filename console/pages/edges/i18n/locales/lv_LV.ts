import type { EdgesMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies EdgesMessages;
