import type { EdgesMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies EdgesMessages;
