import type { EdgesMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies EdgesMessages;
