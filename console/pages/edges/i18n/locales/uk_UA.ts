import type { EdgesMessages } from '../messages.js';

/** Українська. */
export default {} satisfies EdgesMessages;
