import type { EdgesMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies EdgesMessages;
