import type { EdgesMessages } from '../messages.js';

/** Español. */
export default {} satisfies EdgesMessages;
