import type { DetailsMessages } from '../messages.js';

/** Română. */
export default {} satisfies DetailsMessages;
