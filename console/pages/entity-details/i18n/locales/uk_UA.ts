import type { DetailsMessages } from '../messages.js';

/** Українська. */
export default {} satisfies DetailsMessages;
