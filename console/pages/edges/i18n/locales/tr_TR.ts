import type { EdgesMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies EdgesMessages;
