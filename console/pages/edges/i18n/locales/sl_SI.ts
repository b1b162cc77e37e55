import type { EdgesMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies EdgesMessages;
