import type { EdgesMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies EdgesMessages;
