import type { DetailsMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies DetailsMessages;
