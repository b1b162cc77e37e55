import type { DetailsMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies DetailsMessages;
