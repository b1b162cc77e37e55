import type { EdgesMessages } from '../messages.js';

/** Русский. */
export default {} satisfies EdgesMessages;
